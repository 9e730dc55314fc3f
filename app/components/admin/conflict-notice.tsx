import { fieldLabel } from "./clinic-fields.ts";

export interface ConflictView {
  changes: { field: string; loaded: string; current: string }[];
  lastChange: { by: string; at: string } | null;
}

const shown = (value: string) => (value === "" ? "(empty)" : value);

/** Says that the clinic changed since the form was opened, what changed, and that the operator's input is kept. */
export function ConflictNotice({ conflict }: { conflict: ConflictView }) {
  return (
    <div
      role="alert"
      className="mb-6 rounded-card border-2 border-accent-700 bg-accent-50 p-4 text-slate-900"
    >
      <h2 className="text-lg font-bold">
        This clinic was changed after you opened this form: nothing was saved
      </h2>
      <p className="mt-1">
        {conflict.lastChange
          ? `The last change was made by ${conflict.lastChange.by} at ${conflict.lastChange.at.replace("T", " ").slice(0, 19)} UTC.`
          : "It was changed outside the admin area (an import, for example)."}{" "}
        Your input is still in the form below. Check it against the changes, then save again to replace them.
      </p>
      {conflict.changes.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left font-semibold">Changed since you opened the form</caption>
            <thead>
              <tr className="border-b border-slate-400">
                <th scope="col" className="py-1 pr-3">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3">
                  When you opened the form
                </th>
                <th scope="col" className="py-1">
                  Now
                </th>
              </tr>
            </thead>
            <tbody>
              {conflict.changes.map((change) => (
                <tr key={change.field} className="border-b border-slate-300 align-top">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {fieldLabel(change.field)}
                  </th>
                  <td className="py-1 pr-3 break-all">{shown(change.loaded)}</td>
                  <td className="py-1 break-all">{shown(change.current)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
