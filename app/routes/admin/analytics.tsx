import type { ReactNode } from "react";
import { Form, useLoaderData } from "react-router";
import { AnalyticsChart } from "../../components/analytics-chart.tsx";
import { SiteLink } from "../../components/site-link.tsx";
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

const TABLE = "mt-3 w-full border-collapse text-left text-sm";
const HEAD = "border-b-2 border-slate-300 px-2 py-2 font-semibold text-slate-900";
const CELL = "border-b border-slate-200 px-2 py-2 text-slate-800";
const NUMBER = `${CELL} text-right tabular-nums`;
const NUMBER_HEAD = `${HEAD} text-right`;

const number = (value: number) => formatCount(value);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-slate-700">{children}</p>;
}

function ClinicName({ clinicId, name }: { clinicId: number; name: string | null }) {
  return name ? (
    <SiteLink to={`/admin/clinics/${clinicId}`} className="text-brand-700 underline">
      {name}
    </SiteLink>
  ) : (
    <span>Removed clinic (no. {clinicId})</span>
  );
}

function placeName(place: { city: string | null; state: string; zip: string | null }): string {
  if (place.zip) return `${place.zip} (${place.city}, ${place.state})`;
  return place.city ? `${place.city}, ${place.state}` : place.state;
}

const TOOL_NAMES: Record<string, string> = {
  "/tools/symptom-checker": "Symptom checker",
  "/tools/insurance-verification": "Insurance verification",
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
        <div>
          <label htmlFor="days" className="block font-semibold text-slate-900">
            Period
          </label>
          <select
            id="days"
            name="days"
            defaultValue={days}
            className="mt-1 rounded-control border border-slate-400 bg-white px-3 py-2 text-base"
          >
            {PERIOD_OPTIONS.map((option) => (
              <option key={option} value={option}>
                Last {option} days
              </option>
            ))}
          </select>
        </div>
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

      <Section id="over-time" title="Over time">
        <div className="mt-3">
          <AnalyticsChart
            days={figures.days}
            label={`Page views and all events per day from ${period.from} to ${period.to}; the figures are in the table below.`}
          />
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-brand-700">The figures per day</summary>
          <table className={TABLE}>
            <caption className="sr-only">Page views and all events per day</caption>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  Day
                </th>
                <th scope="col" className={NUMBER_HEAD}>
                  Page views
                </th>
                <th scope="col" className={NUMBER_HEAD}>
                  All events
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {day.day}
                  </th>
                  <td className={NUMBER}>{number(day.views)}</td>
                  <td className={NUMBER}>{number(day.events)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Section>

      <Section id="places" title="Searched places">
        <p className="mt-2 text-slate-700">
          Places where searches found no clinic come first: that is where demand is unmet. A search keeps only
          the place its words name; {number(figures.searchesWithoutPlace)} search
          {figures.searchesWithoutPlace === 1 ? "" : "es"} named no place we know or had no location.
        </p>
        {figures.places.length === 0 ? (
          <Empty>No searched places in this period.</Empty>
        ) : (
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  Place
                </th>
                <th scope="col" className={NUMBER_HEAD}>
                  Searches
                </th>
                <th scope="col" className={NUMBER_HEAD}>
                  Clinics found
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.places.map((place) => (
                <tr key={`${place.state}|${place.city}|${place.zip}`}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {placeName(place)}
                  </th>
                  <td className={NUMBER}>{number(place.searches)}</td>
                  <td className={`${NUMBER} ${place.results === 0 ? "font-bold text-red-800" : ""}`}>
                    {place.results === 0 ? "None" : number(place.results)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section id="clinics" title="Most viewed clinics">
        {figures.viewedClinics.length === 0 ? (
          <Empty>No clinic pages viewed in this period.</Empty>
        ) : (
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  Clinic
                </th>
                <th scope="col" className={NUMBER_HEAD}>
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.viewedClinics.map((clinic) => (
                <tr key={clinic.clinicId}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    <ClinicName clinicId={clinic.clinicId} name={clinic.name} />
                  </th>
                  <td className={NUMBER}>{number(clinic.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section id="click-outs" title="Click-outs">
        <p className="mt-2 text-slate-700">
          Clicks on the at-home test kit (affiliate link): <strong>{number(figures.affiliateClicks)}</strong>
        </p>
        {figures.clickOuts.length === 0 ? (
          <Empty>No calls or clinic website visits in this period.</Empty>
        ) : (
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  Clinic
                </th>
                <th scope="col" className={NUMBER_HEAD}>
                  Calls
                </th>
                <th scope="col" className={NUMBER_HEAD}>
                  Website visits
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.clickOuts.map((clinic) => (
                <tr key={clinic.clinicId}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    <ClinicName clinicId={clinic.clinicId} name={clinic.name} />
                  </th>
                  <td className={NUMBER}>{number(clinic.phone)}</td>
                  <td className={NUMBER}>{number(clinic.website)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section id="tools" title="Tools">
        {figures.tools.length === 0 ? (
          <Empty>No tool used in this period.</Empty>
        ) : (
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  Tool
                </th>
                <th scope="col" className={NUMBER_HEAD}>
                  Uses
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.tools.map((tool) => (
                <tr key={tool.path}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {TOOL_NAMES[tool.path] ?? tool.path}
                  </th>
                  <td className={NUMBER}>{number(tool.uses)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </>
  );
}
