import { fieldLabel } from "./clinic-fields.ts";
import { type Column, DataTable } from "./data-table.tsx";

export interface AuditView {
  id: number;
  adminEmail: string;
  action: string;
  changes: { field: string; before: unknown; after: unknown }[];
  note: string | null;
  createdAt: string;
}

const ACTION_TEXT: Record<string, string> = {
  create: "Added the clinic",
  update: "Edited",
  verify: "Marked verified",
  unverify: "Removed the verification",
  feature: "Featured",
  unfeature: "Stopped featuring",
  delete: "Removed the clinic",
  accept: "Published from the registry queue",
  merge: "Merged a registry candidate",
  reject: "Rejected the registry candidate",
  reopen: "Sent the registry candidate back to the queue",
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string"))
    return value.join("; ") || "(empty)";
  if (typeof value === "object" && Object.keys(value).length === 0) return "(empty)";
  return JSON.stringify(value);
}

const CHANGE_COLUMNS: readonly Column<AuditView["changes"][number]>[] = [
  { header: "Field", rowHeader: true, className: "font-medium", cell: (change) => fieldLabel(change.field) },
  { header: "Before", className: "break-words", cell: (change) => shown(change.before) },
  { header: "After", className: "break-words", flush: true, cell: (change) => shown(change.after) },
];

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
            {ACTION_TEXT[entry.action] ?? entry.action} by{" "}
            <span className="break-all">{entry.adminEmail}</span>,{" "}
            <time dateTime={entry.createdAt}>{entry.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
          </p>
          {entry.note ? <p className="text-sm text-slate-700">{entry.note}</p> : null}
          {entry.changes.length === 0 ||
          entry.action === "delete" ||
          entry.action === "create" ||
          entry.action === "accept" ? null : (
            <DataTable
              className="mt-2"
              dense
              caption="Fields changed"
              rows={entry.changes}
              rowKey={(change) => change.field}
              columns={CHANGE_COLUMNS}
              rowClassName="border-b border-slate-200 align-top"
            />
          )}
        </li>
      ))}
    </ol>
  );
}
