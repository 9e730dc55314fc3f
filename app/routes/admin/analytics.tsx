import { Form, useLoaderData } from "react-router";
import { type Column, DataTable, type DataTableProps } from "../../components/admin/data-table.tsx";
import { FilterSelect } from "../../components/admin/filter-fields.tsx";
import { AnalyticsChart } from "../../components/analytics-chart.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { TitledSection } from "../../components/ui/titled-section.tsx";
import { servicesContext } from "../../context.ts";
import { DEFAULT_PERIOD_DAYS, PERIOD_OPTIONS, type PeriodDays } from "../../domain/analytics-event.ts";
import { formatCount } from "../../domain/count-label.ts";
import { requireAdmin } from "../../server/admin/require-admin.server.ts";
import { dashboard, periodEndingOn } from "../../server/analytics/dashboard.server.ts";
import type { Route } from "./+types/analytics";

function periodDays(raw: string | null): PeriodDays {
  const days = Number(raw);
  return PERIOD_OPTIONS.find((option) => option === days) ?? DEFAULT_PERIOD_DAYS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, config } = context.get(servicesContext);
  const days = periodDays(new URL(request.url).searchParams.get("days"));
  return {
    days,
    retentionMonths: config.EVENTS_RETENTION_MONTHS,
    figures: await dashboard(db, periodEndingOn(new Date(), days)),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Analytics | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const number = (value: number) => formatCount(value);

type DashboardFigures = Awaited<ReturnType<typeof dashboard>>;

/** One of the dashboard's tables: its rows' key, its columns, and what it says when the period has no rows. */
interface FigureTable<Row> extends Pick<DataTableProps<Row>, "rowKey" | "columns"> {
  empty: string;
}

function Figures<Row>({ table, rows }: { table: FigureTable<Row>; rows: readonly Row[] }) {
  if (rows.length === 0) return <p className="mt-3 text-slate-700">{table.empty}</p>;
  return <DataTable look="figures" rows={rows} rowKey={table.rowKey} columns={table.columns} />;
}

const CLINIC_COLUMN: Column<{ clinicId: number; name: string | null }> = {
  header: "Clinic",
  cell: ({ clinicId, name }) =>
    name ? (
      <SiteLink to={`/admin/clinics/${clinicId}`} className="text-brand-700 underline">
        {name}
      </SiteLink>
    ) : (
      <span>Removed clinic (no. {clinicId})</span>
    ),
  rowHeader: true,
  className: "font-normal",
};

function placeName(place: { city: string | null; state: string; zip: string | null }): string {
  if (place.zip) return `${place.zip} (${place.city}, ${place.state})`;
  return place.city ? `${place.city}, ${place.state}` : place.state;
}

const TOOL_NAMES: Record<string, string> = {
  "/tools/symptom-checker": "Symptom checker",
  "/tools/insurance-verification": "Insurance verification",
};

const PLACES: FigureTable<DashboardFigures["places"][number]> = {
  empty: "No searched places in this period.",
  rowKey: (place) => `${place.state}|${place.city}|${place.zip}`,
  columns: [
    { header: "Place", cell: placeName, rowHeader: true, className: "font-normal" },
    { header: "Searches", cell: (place) => number(place.searches), numeric: true },
    {
      header: "Clinics found",
      cell: (place) => (place.results === 0 ? "None" : number(place.results)),
      numeric: true,
      className: (place) => (place.results === 0 ? "font-bold text-red-800" : ""),
    },
  ],
};

const VIEWED_CLINICS: FigureTable<DashboardFigures["viewedClinics"][number]> = {
  empty: "No clinic pages viewed in this period.",
  rowKey: (clinic) => clinic.clinicId,
  columns: [CLINIC_COLUMN, { header: "Page views", cell: (clinic) => number(clinic.views), numeric: true }],
};

const CLICK_OUTS: FigureTable<DashboardFigures["clickOuts"][number]> = {
  empty: "No calls, clinic website visits or directions asked for in this period.",
  rowKey: (clinic) => clinic.clinicId,
  columns: [
    CLINIC_COLUMN,
    { header: "Calls", cell: (clinic) => number(clinic.phone), numeric: true },
    { header: "Website visits", cell: (clinic) => number(clinic.website), numeric: true },
    { header: "Directions", cell: (clinic) => number(clinic.directions), numeric: true },
  ],
};

const TOOLS: FigureTable<DashboardFigures["tools"][number]> = {
  empty: "No tool used in this period.",
  rowKey: (tool) => tool.path,
  columns: [
    {
      header: "Tool",
      cell: (tool) => TOOL_NAMES[tool.path] ?? tool.path,
      rowHeader: true,
      className: "font-normal",
    },
    { header: "Uses", cell: (tool) => number(tool.uses), numeric: true },
  ],
};

export default function AdminAnalytics() {
  const { days, retentionMonths, figures } = useLoaderData<typeof loader>();
  const { period, totals } = figures;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Analytics</h1>
      <p className="mt-2 text-slate-700">
        Counted on our own server, without cookies or IP addresses; visitors whose browsers send Global
        Privacy Control or Do Not Track are not counted. Events are kept {retentionMonths} months.
      </p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <FilterSelect
          id="days"
          name="days"
          label="Period"
          value={days}
          choices={PERIOD_OPTIONS.map((option) => [String(option), <>Last {option} days</>] as const)}
          className="mt-1 rounded-control border border-slate-400 bg-white px-3 py-2 text-base"
        />
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>

      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ["Page views", totals.views],
          ["Searches", totals.searches],
          ["Click-outs", totals.clickOuts],
          ["All events", totals.events],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900">{number(Number(value))}</dd>
          </div>
        ))}
      </dl>

      <TitledSection id="over-time" title="Over time" className="mt-10">
        <div className="mt-3">
          <AnalyticsChart
            days={figures.days}
            label={`Page views and all events per day from ${period.from} to ${period.to}; the figures are in the table below.`}
          />
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-brand-700">The figures per day</summary>
          <DataTable
            look="figures"
            caption="Page views and all events per day"
            rows={figures.days}
            rowKey={(day) => day.day}
            columns={[
              { header: "Day", cell: (day) => day.day, rowHeader: true, className: "font-normal" },
              { header: "Page views", cell: (day) => number(day.views), numeric: true },
              { header: "All events", cell: (day) => number(day.events), numeric: true },
            ]}
          />
        </details>
      </TitledSection>

      <TitledSection id="places" title="Searched places" className="mt-10">
        <p className="mt-2 text-slate-700">
          Places where searches found no clinic come first: that is where demand is unmet. A search keeps only
          the place its words name; {number(figures.searchesWithoutPlace)} search
          {figures.searchesWithoutPlace === 1 ? "" : "es"} named no place we know or had no location.
        </p>
        <Figures table={PLACES} rows={figures.places} />
      </TitledSection>

      <TitledSection id="clinics" title="Most viewed clinics" className="mt-10">
        <Figures table={VIEWED_CLINICS} rows={figures.viewedClinics} />
      </TitledSection>

      <TitledSection id="click-outs" title="Click-outs" className="mt-10">
        <p className="mt-2 text-slate-700">
          Clicks on the at-home test kit (affiliate link): <strong>{number(figures.affiliateClicks)}</strong>
        </p>
        <Figures table={CLICK_OUTS} rows={figures.clickOuts} />
      </TitledSection>

      <TitledSection id="tools" title="Tools" className="mt-10">
        <Figures table={TOOLS} rows={figures.tools} />
      </TitledSection>
    </>
  );
}
