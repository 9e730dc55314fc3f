import { fieldLabel } from "./clinic-fields.ts";
import { useFocusOnShow } from "./clinic-form.tsx";
import { type Column, DataTable } from "./data-table.tsx";

export interface ConflictView {
  /** `yours`: the operator's own edit of a field that was also changed, kept in the form; null otherwise. */
  changes: { field: string; loaded: string; current: string; yours: string | null }[];
  lastChange: { by: string; at: string } | null;
}

const shown = (value: string) => (value === "" ? "(empty)" : value);

const CHANGE_COLUMNS: readonly Column<ConflictView["changes"][number]>[] = [
  { header: "Field", rowHeader: true, className: "font-medium", cell: (change) => fieldLabel(change.field) },
  { header: "When you opened the form", className: "break-words", cell: (change) => shown(change.loaded) },
  { header: "Now", className: "break-words", cell: (change) => shown(change.current) },
  {
    header: "In the form",
    className: "break-words",
    flush: true,
    cell: (change) => (change.yours === null ? "The new value" : `Your edit: ${shown(change.yours)}`),
  },
];

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
        <DataTable
          className="mt-3"
          dense
          caption="Changed since you opened the form"
          captionClassName="mb-1 text-left font-semibold"
          rows={conflict.changes}
          rowKey={(change) => change.field}
          columns={CHANGE_COLUMNS}
          headRowClassName="border-b border-slate-400"
          rowClassName="border-b border-slate-300 align-top"
        />
      ) : null}
    </div>
  );
}
