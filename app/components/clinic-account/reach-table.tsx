import { formatCount } from "../../domain/count-label.ts";
import { MONTH_NAMES } from "../../domain/months.ts";
import { DataTable } from "../admin/data-table.tsx";

/** One month of what a listing brought (app/server/analytics/clinic-reach.server.ts ReachMonth). */
export interface ReachMonthView {
  month: string;
  profileViews: number;
  calls: number;
  websiteClicks: number;
  directionsClicks: number;
  searchAppearances: number;
}

/** "Nov 2026" from "2026-11". */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTH_NAMES[Number(number) - 1]?.slice(0, 3) ?? month} ${year}`;
}

const FIGURES = [
  { key: "profileViews", header: "Profile views" },
  { key: "searchAppearances", header: "Searches it appeared in" },
  { key: "calls", header: "Calls" },
  { key: "websiteClicks", header: "Website clicks" },
  { key: "directionsClicks", header: "Directions" },
] as const;

type Row = ReachMonthView | ({ month: "total" } & Omit<ReachMonthView, "month">);

/** A clinic's months, newest first, with a total: counts of this site's own events, never of visitors. */
export function ReachTable({
  clinicName,
  months,
}: {
  clinicName: string;
  months: readonly ReachMonthView[];
}) {
  const total = {
    month: "total" as const,
    profileViews: 0,
    calls: 0,
    websiteClicks: 0,
    directionsClicks: 0,
    searchAppearances: 0,
  };
  for (const month of months) for (const { key } of FIGURES) total[key] += month[key];
  const rows: Row[] = [...months].reverse();
  rows.push(total);
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  return (
    <DataTable
      look="figures"
      caption={`What the listing brought ${clinicName}${first && last ? `, ${monthLabel(first)} to ${monthLabel(last)}` : ""}`}
      captionClassName="text-left font-semibold text-slate-900"
      rows={rows}
      rowKey={(row) => row.month}
      columns={[
        {
          header: "Month",
          rowHeader: true,
          cell: (row) => (row.month === "total" ? "All months" : monthLabel(row.month)),
          className: (row) => (row.month === "total" ? "font-semibold" : ""),
        },
        ...FIGURES.map(({ key, header }) => ({
          header,
          numeric: true,
          cell: (row: Row) => formatCount(row[key]),
        })),
      ]}
    />
  );
}
