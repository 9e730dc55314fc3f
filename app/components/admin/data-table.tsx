import type { ReactNode } from "react";

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Its cells name their row: row headers (`<th scope="row">`). */
  rowHeader?: boolean;
  /** List look: no space on its right (the last column). */
  flush?: boolean;
  /** A column of figures (the figures look): right-aligned, with figures of one width. */
  numeric?: boolean;
  /** Classes of its body cells besides the table's own. */
  className?: string | ((row: Row) => string);
}

/**
 * The two looks of the admin area's tables: `list`, rows of records ruled off, scrolling sideways on a narrow
 * screen; `figures`, the analytics figures, ruled per cell.
 */
export type TableLook = "list" | "figures";

const FIGURES_HEAD = "border-b-2 border-slate-300 px-2 py-2 font-semibold text-slate-900";
const FIGURES_CELL = "border-b border-slate-200 px-2 py-2 text-slate-800";

export interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly Column<Row>[];
  caption?: ReactNode;
  captionClassName?: string;
  look?: TableLook;
  /** List look: the classes of the scrolling frame around the table (its spacing). */
  className?: string;
  /** List look: less padding, for tables inside a card. */
  dense?: boolean;
  /** List look: the rule under the column headings. */
  headRowClassName?: string;
  /** List look: the classes of each body row. */
  rowClassName?: string;
}

export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
  captionClassName = "sr-only",
  look = "list",
  className = "mt-4",
  dense = false,
  headRowClassName = "border-b border-slate-300",
  rowClassName = "border-b border-slate-200",
}: DataTableProps<Row>) {
  const list = look === "list";
  const padding = dense ? "py-1" : "py-2";
  const spacing = (column: Column<Row>) => (column.flush ? padding : `${padding} pr-3`);
  const headClass = (column: Column<Row>) => {
    if (list) return spacing(column);
    return column.numeric ? `${FIGURES_HEAD} text-right` : FIGURES_HEAD;
  };
  const cellClass = (column: Column<Row>, row: Row) => {
    const base = list
      ? spacing(column)
      : column.numeric
        ? `${FIGURES_CELL} text-right tabular-nums`
        : FIGURES_CELL;
    const extra = typeof column.className === "function" ? column.className(row) : column.className;
    return extra ? `${base} ${extra}` : base;
  };
  const table = (
    <table className={list ? "w-full text-left text-sm" : "mt-3 w-full border-collapse text-left text-sm"}>
      {caption ? <caption className={captionClassName}>{caption}</caption> : null}
      <thead>
        <tr className={list ? headRowClassName : undefined}>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={headClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={list ? rowClassName : undefined}>
            {columns.map((column, index) =>
              column.rowHeader ? (
                <th key={index} scope="row" className={cellClass(column, row)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} className={cellClass(column, row)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return list ? <div className={`${className} overflow-x-auto`}>{table}</div> : table;
}
