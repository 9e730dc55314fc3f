import { fieldLabel } from "./clinic-fields.ts";

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
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Fields changed</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-1 pr-3">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Before
                    </th>
                    <th scope="col" className="py-1">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.field} className="border-b border-slate-200 align-top">
                      <th scope="row" className="py-1 pr-3 font-medium">
                        {fieldLabel(change.field)}
                      </th>
                      <td className="py-1 pr-3 break-words">{shown(change.before)}</td>
                      <td className="py-1 break-words">{shown(change.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
