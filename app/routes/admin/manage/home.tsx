import { data, useLoaderData, useRouteLoaderData } from "react-router";
import { FeatureRequestLink } from "../../../components/clinic-account/feature-request-link.tsx";
import { ConfirmedNotice, ListingFreshness } from "../../../components/clinic-account/listing-freshness.tsx";
import { monthLabel, ReachTable } from "../../../components/clinic-account/reach-table.tsx";
import { SiteLink } from "../../../components/site-link.tsx";
import { servicesContext } from "../../../context.ts";
import { utcDay } from "../../../domain/price-source.ts";
import { ADMIN_HEADERS } from "../../../server/admin/admin-http.server.ts";
import { requireClinicAccount } from "../../../server/admin/require-admin.server.ts";
import { clinicReach, lastMonths, readMonthRange } from "../../../server/analytics/clinic-reach.server.ts";
import { clinicsOfAccount } from "../../../server/claims/claims.server.ts";
import type { Route } from "./+types/home";
import type { loader as layoutLoader } from "./layout.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireClinicAccount(request, context);
  const { db } = context.get(servicesContext);
  const now = new Date();
  const url = new URL(request.url);
  const asked = readMonthRange({ from: url.searchParams.get("from"), to: url.searchParams.get("to") }, now);
  const range = asked.ok ? asked.range : lastMonths(now);
  const clinics = await clinicsOfAccount(db, account.adminId);
  const reach = await clinicReach(
    db,
    clinics.map((clinic) => clinic.id),
    { months: range },
  );
  const page = {
    clinics: clinics.map((clinic) => ({
      ...clinic,
      months: reach.find((entry) => entry.clinicId === clinic.id)?.months ?? [],
    })),
    range,
    rangeProblem: asked.ok
      ? null
      : { field: asked.field, message: `${asked.field === "from" ? "From" : "To"}: it ${asked.message}.` },
    today: utcDay(now),
    done: url.searchParams.get("done"),
  };
  return asked.ok ? page : data(page, { status: 400, headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your clinics | Clinic account" },
  { name: "robots", content: "noindex, nofollow" },
];

function day(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

function RangeForm({
  range,
  problem,
}: {
  range: { from: string; to: string };
  problem: { field: "from" | "to"; message: string } | null;
}) {
  const field = (name: "from" | "to", label: string) => (
    <div>
      <label htmlFor={`reach-${name}`} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={`reach-${name}`}
        name={name}
        type="month"
        defaultValue={range[name]}
        aria-invalid={problem?.field === name || undefined}
        aria-describedby={problem?.field === name ? "reach-problem" : undefined}
        className="mt-1 block rounded-control border border-slate-400 px-3 py-2 text-base"
      />
    </div>
  );
  return (
    <form method="get" className="mt-3 flex flex-wrap items-end gap-3">
      {field("from", "From month")}
      {field("to", "To month")}
      <button type="submit" className="btn-secondary">
        Show these months
      </button>
      <a href={`/admin/manage/reach.csv?from=${range.from}&to=${range.to}`} className="btn-quiet" download>
        Download as CSV
      </a>
      {problem ? (
        <p id="reach-problem" role="alert" className="w-full font-semibold text-red-800">
          {problem.message}
        </p>
      ) : null}
    </form>
  );
}

export default function ClinicAccountHome() {
  const { clinics, range, rangeProblem, today, done } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/manage/layout");
  const csrfToken = layout?.csrfToken ?? "";
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Your clinics</h1>
      <ConfirmedNotice done={done} />
      {clinics.length === 0 ? (
        <p className="mt-4 max-w-2xl text-slate-700">
          This account manages no clinic now: an operator has revoked its claims. To manage a listing again,
          open the clinic's page on the site and choose "Manage this listing".
        </p>
      ) : (
        <ul className="mt-6 space-y-6">
          {clinics.map((clinic) => (
            <li key={clinic.id} id={`clinic-${clinic.id}`} className="rounded-lg border border-slate-200 p-4">
              <h2 className="text-lg font-bold text-slate-900">{clinic.name}</h2>
              <p className="text-slate-700">
                {clinic.city}, {clinic.state} · yours to manage since {day(clinic.since)}
              </p>
              <p className="mt-3 flex flex-wrap gap-3">
                <SiteLink to={`/admin/manage/clinics/${clinic.id}/propose`} className="btn-primary">
                  Propose changes<span className="sr-only"> to {clinic.name}</span>
                </SiteLink>
                <SiteLink to={`/clinic/${clinic.slug}`} className="btn-secondary">
                  The listing as visitors see it<span className="sr-only">: {clinic.name}</span>
                </SiteLink>
              </p>
              <ListingFreshness
                clinicId={clinic.id}
                clinicName={clinic.name}
                confirmedAt={clinic.confirmedAt}
                today={today}
                csrfToken={csrfToken}
              />
              <FeatureRequestLink
                clinicId={clinic.id}
                clinicName={clinic.name}
                featured={clinic.featured}
                requestOpen={clinic.featureRequestOpen}
              />
            </li>
          ))}
        </ul>
      )}
      {clinics.length > 0 ? (
        <section aria-labelledby="reach-heading" className="mt-10">
          <h2 id="reach-heading" className="text-xl font-bold text-slate-900">
            What the listing brings
          </h2>
          <p className="mt-1 max-w-3xl text-slate-700">
            Counted by this site, {monthLabel(range.from)} to {monthLabel(range.to)}: how often visitors
            opened the listing, saw it among the first results of a search, and pressed its Call, Website or
            Directions. These are counts of our own events only; we keep nothing that tells one visitor from
            another, and nothing at all from visitors whose browser asks not to be tracked.
          </p>
          <RangeForm range={range} problem={rangeProblem} />
          {clinics.map((clinic) => (
            <div key={clinic.id} className="mt-6 overflow-x-auto">
              <ReachTable clinicName={clinic.name} months={clinic.months} />
            </div>
          ))}
        </section>
      ) : null}
    </>
  );
}
