import { fieldLabel } from "./clinic-fields.ts";
import { useFocusOnShow } from "./clinic-form.tsx";

export interface ConflictView {
  /** `yours`: the operator's own edit of a field that was also changed, kept in the form; null otherwise. */
  changes: { field: string; loaded: string; current: string; yours: string | null }[];
  lastChange: { by: string; at: string } | null;
}

const shown = (value: string) => (value === "" ? "(empty)" : value);

/** Says that the clinic changed since the form was opened, what changed, and that the operator's input is kept. */
export function ConflictNotice({ conflict }: { conflict: ConflictView }) {
  const notice = useFocusOnShow<HTMLDivElement>(conflict);
  return (
    <div
      ref={notice}
      tabIndex={-1}
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
        The form below now holds these changes wherever you had left the field alone, and your own edits
        everywhere else. Check it, then save again.
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
                <th scope="col" className="py-1 pr-3">
                  Now
                </th>
                <th scope="col" className="py-1">
                  In the form
                </th>
              </tr>
            </thead>
            <tbody>
              {conflict.changes.map((change) => (
                <tr key={change.field} className="border-b border-slate-300 align-top">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {fieldLabel(change.field)}
                  </th>
                  <td className="py-1 pr-3 break-words">{shown(change.loaded)}</td>
                  <td className="py-1 pr-3 break-words">{shown(change.current)}</td>
                  <td className="py-1 break-words">
                    {change.yours === null ? "The new value" : `Your edit: ${shown(change.yours)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
