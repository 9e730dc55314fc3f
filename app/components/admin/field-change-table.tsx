import type { ReactNode } from "react";
import { fieldName, fieldValueLines } from "../../domain/field-value-text.ts";
import { type Column, DataTable } from "./data-table.tsx";

export interface FieldChangeView {
  field: string;
  before: unknown;
  after: unknown;
}

/** A value in words: one line, or a list of its items. */
export function FieldValue({ field, value }: { field: string; value: unknown }) {
  const lines = fieldValueLines(field, value);
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul className="list-disc pl-5">
      {lines.map((line, index) => (
        // Items of a list can read alike; their place, which never changes, tells them apart.
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </ul>
  );
}

/** Field, before and after, in words a person reads; `action` adds a last column (a Revert button). */
export function FieldChangeTable({
  changes,
  caption,
  action,
}: {
  changes: readonly FieldChangeView[];
  caption: string;
  action?: { header: string; cell: (change: FieldChangeView) => ReactNode };
}) {
  const columns: Column<FieldChangeView>[] = [
    { header: "Field", rowHeader: true, className: "font-medium", cell: (change) => fieldName(change.field) },
    {
      header: "Before",
      className: "break-words",
      cell: (change) => <FieldValue field={change.field} value={change.before} />,
    },
    {
      header: "After",
      className: "break-words",
      flush: !action,
      cell: (change) => <FieldValue field={change.field} value={change.after} />,
    },
  ];
  if (action) columns.push({ header: action.header, flush: true, cell: action.cell });
  return (
    <DataTable
      className="mt-2"
      dense
      caption={caption}
      rows={changes}
      rowKey={(change) => change.field}
      columns={columns}
      rowClassName="border-b border-slate-200 align-top"
    />
  );
}
