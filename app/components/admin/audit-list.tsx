import { auditActionText } from "../../domain/audit-actions.ts";
import { changeInWords } from "../../domain/change-wording.ts";
import { fieldLabel } from "./clinic-fields.ts";

export interface AuditView {
  id: number;
  adminEmail: string;
  action: string;
  changes: { field: string; before: unknown; after: unknown }[];
  note: string | null;
  createdAt: string;
}

/** Each change of an entry in words, one line a day, item or price where those changed. */
function ChangeLines({ changes }: { changes: AuditView["changes"] }) {
  return (
    <div className="mt-2 space-y-1 text-slate-800">
      {changes.flatMap((change) =>
        changeInWords(change, fieldLabel(change.field)).map((line) => (
          <p key={`${change.field}-${line}`} className="break-words">
            {line}
          </p>
        )),
      )}
    </div>
  );
}

/** When, who, what and which fields changed from what to what: the clinic's history, newest first. */
export function AuditList({
  entries,
  empty = "No changes have been made in the admin area yet.",
}: {
  entries: readonly AuditView[];
  empty?: string;
}) {
  if (entries.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ol className="space-y-4">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-card border border-slate-300 p-4">
          <p className="font-semibold text-slate-900">
            {auditActionText(entry.action)} by <span className="break-all">{entry.adminEmail}</span>,{" "}
            <time dateTime={entry.createdAt}>{entry.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
          </p>
          {entry.note ? <p className="text-sm text-slate-700">{entry.note}</p> : null}
          {entry.changes.length === 0 ||
          entry.action === "delete" ||
          entry.action === "create" ||
          entry.action === "accept" ? null : (
            <ChangeLines changes={entry.changes} />
          )}
        </li>
      ))}
    </ol>
  );
}
