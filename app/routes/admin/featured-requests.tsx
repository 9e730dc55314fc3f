import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { utcMoment } from "../../components/admin/utc-time.tsx";
import { ViewTabs } from "../../components/admin/view-tabs.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import {
  FEATURE_REQUEST_STATUS_LABELS,
  FEATURE_REQUEST_VIEWS,
  type FeaturedPeriod,
  type FeaturedPeriodField,
  type FeatureRequestView,
  MAX_FEATURED_DAYS,
  parseFeaturedPeriod,
  periodState,
  periodText,
} from "../../domain/featured-requests.ts";
import { utcDay } from "../../domain/price-source.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import {
  approveFeatureRequest,
  declineFeatureRequest,
  type FeatureRequestListing,
  listFeatureRequests,
} from "../../server/claims/feature-requests.server.ts";
import { idParam } from "../../server/claims/route-ids.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/featured-requests";

const PAGE = "/admin/featured-requests";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  const show = url.searchParams.get("show") ?? "open";
  const view = FEATURE_REQUEST_VIEWS.find((name) => name === show);
  if (!view) throw data("show: choose open or decided requests.", { status: 400, headers: ADMIN_HEADERS });
  const now = new Date();
  return {
    csrfToken: admin.csrfToken,
    view,
    today: utcDay(now),
    requests: await listFeatureRequests(context.get(servicesContext).db, view, now),
    done: url.searchParams.get("done"),
  };
}

interface Refusal {
  problem: string;
  /** The request whose approval form holds the mistake, and the field; null for a problem of the page. */
  requestId: number | null;
  field: FeaturedPeriodField | null;
  values: { startsOn: string; endsOn: string } | null;
}

function refused(refusal: Refusal, status: number) {
  return data(refusal, { status, headers: ADMIN_HEADERS });
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form);
  const { db } = context.get(servicesContext);
  const operator = { email: admin.email };
  const intent = form.get("intent");
  const requestId = idParam(form.get("id"));
  const pageProblem = (problem: string, status: number) =>
    refused({ problem, requestId: null, field: null, values: null }, status);
  if (requestId === null) return pageProblem("This form names no request.", 400);

  if (intent === "approve") {
    const values = { startsOn: text(form.get("startsOn")), endsOn: text(form.get("endsOn")) };
    const now = new Date();
    const parsed = parseFeaturedPeriod(values, utcDay(now));
    if (!parsed.ok) return refused({ problem: parsed.message, requestId, field: parsed.field, values }, 400);
    const decided = await approveFeatureRequest(db, { requestId, operator, period: parsed.period, now });
    if (!decided.ok) return pageProblem(decided.problem, decided.status);
    return redirect(`${PAGE}?done=approved`, { headers: ADMIN_HEADERS });
  }
  if (intent === "decline") {
    const decided = await declineFeatureRequest(db, { requestId, operator });
    if (!decided.ok) return pageProblem(decided.problem, decided.status);
    return redirect(`${PAGE}?done=declined`, { headers: ADMIN_HEADERS });
  }
  return pageProblem("intent: choose approve or decline.", 400);
}

export const meta: Route.MetaFunction = () => [
  { title: "Featured requests | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES: Record<string, string> = {
  approved: "The request was approved. A period that includes today features the listing now.",
  declined: "The request was declined.",
};

const VIEW_LABELS: Record<FeatureRequestView, string> = { open: "Open", decided: "Decided" };

const INPUT =
  "mt-1 block rounded-control border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

function periodWithState(period: FeaturedPeriod, today: string): string {
  const state = periodState(period, today);
  return `${periodText(period)}${state === "current" ? " (running now)" : state === "upcoming" ? " (upcoming)" : " (over)"}`;
}

function ApproveForm({
  request,
  csrfToken,
  today,
  refusal,
}: {
  request: FeatureRequestListing;
  csrfToken: string;
  today: string;
  refusal: Refusal | null;
}) {
  const mine = refusal?.requestId === request.id ? refusal : null;
  const errorId = `approve-${request.id}-error`;
  const field = (name: FeaturedPeriodField) => ({
    "aria-invalid": mine?.field === name || undefined,
    "aria-describedby": mine?.field === name ? errorId : undefined,
  });
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="id" value={request.id} />
      <div>
        <label htmlFor={`starts-${request.id}`} className="block text-sm font-semibold text-slate-900">
          First day featured
        </label>
        <input
          id={`starts-${request.id}`}
          name="startsOn"
          type="date"
          required
          defaultValue={mine?.values?.startsOn ?? today}
          className={INPUT}
          {...field("startsOn")}
        />
      </div>
      <div>
        <label htmlFor={`ends-${request.id}`} className="block text-sm font-semibold text-slate-900">
          Last day featured
        </label>
        <input
          id={`ends-${request.id}`}
          name="endsOn"
          type="date"
          required
          min={today}
          defaultValue={mine?.values?.endsOn ?? ""}
          className={INPUT}
          {...field("endsOn")}
        />
      </div>
      <button
        type="submit"
        name="intent"
        value="approve"
        className="btn-primary"
        aria-describedby={`request-${request.id}`}
      >
        Approve
      </button>
      {mine ? (
        <p id={errorId} role="alert" className="basis-full font-semibold text-red-800">
          {mine.problem}
        </p>
      ) : null}
    </Form>
  );
}

function RequestCard({
  request,
  csrfToken,
  today,
  refusal,
}: {
  request: FeatureRequestListing;
  csrfToken: string;
  today: string;
  refusal: Refusal | null;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h2 id={`request-${request.id}`} className="text-lg font-bold text-slate-900">
        {request.clinicName}: featured request by {request.accountEmail}
      </h2>
      <p className="mt-1 text-sm">
        <SiteLink to={`/clinic/${request.clinicSlug}`} className="text-brand-700 underline">
          Public page
        </SiteLink>{" "}
        ·{" "}
        <SiteLink to={`/admin/clinics/${request.clinicId}`} className="text-brand-700 underline">
          Edit the clinic
        </SiteLink>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">Clinic</dt>
        <dd className="text-slate-800">
          {request.clinicName}, {request.clinicCity}, {request.clinicState}
        </dd>
        <dt className="font-semibold text-slate-900">Who asked</dt>
        <dd className="break-all text-slate-800">{request.accountEmail}</dd>
        <dt className="font-semibold text-slate-900">Asked</dt>
        <dd className="text-slate-800">{utcMoment(request.createdAt)} UTC</dd>
        <dt className="font-semibold text-slate-900">Message</dt>
        <dd className="whitespace-pre-line break-words text-slate-800">{request.message ?? "None"}</dd>
        <dt className="font-semibold text-slate-900">Featured now</dt>
        <dd className="text-slate-800" data-testid="featured-now">
          {request.featuredNow ? "Yes" : "No"}
        </dd>
        <dt className="font-semibold text-slate-900">Approved periods not over</dt>
        <dd className="text-slate-800">
          {request.comingPeriods.length === 0
            ? "None"
            : request.comingPeriods.map((period) => periodWithState(period, today)).join("; ")}
        </dd>
        {request.status !== "open" ? (
          <>
            <dt className="font-semibold text-slate-900">Decision</dt>
            <dd className="text-slate-800" data-testid="decision">
              {FEATURE_REQUEST_STATUS_LABELS[request.status]}
              {request.period ? `: ${periodWithState(request.period, today)}` : ""}
              {request.decidedBy && request.decidedAt
                ? ` (${request.decidedBy}, ${utcMoment(request.decidedAt)} UTC)`
                : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {request.status === "open" ? (
        <div className="mt-4 space-y-3">
          <ApproveForm request={request} csrfToken={csrfToken} today={today} refusal={refusal} />
          <Form method="post">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="id" value={request.id} />
            <button
              type="submit"
              name="intent"
              value="decline"
              className="btn-quiet"
              aria-describedby={`request-${request.id}`}
            >
              Decline
            </button>
          </Form>
        </div>
      ) : null}
    </li>
  );
}

export default function AdminFeaturedRequests() {
  const { csrfToken, view, today, requests, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Featured requests</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        A clinic's representative asks to be featured from the clinic's account. Agree the terms with them by
        e-mail, then approve the request with the days the listing is featured (at most {MAX_FEATURED_DAYS}):
        it carries the label &ldquo;Featured&rdquo; and appears in the featured sections from the first day to
        the last, and never moves in search results. <code>npm run featured:apply-periods</code>, run daily,
        starts and ends each period; approving a period that includes today features the listing at once.
      </p>
      <ViewTabs
        label="Featured requests by state"
        path={PAGE}
        views={FEATURE_REQUEST_VIEWS}
        labels={VIEW_LABELS}
        current={view}
      />
      {done && DONE_MESSAGES[done] ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      {answer && answer.requestId === null ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 text-red-900">
          {answer.problem}
        </p>
      ) : null}
      <p className="mt-4 text-slate-700">
        {requests.length === 0
          ? view === "open"
            ? "No open requests."
            : "No decided requests."
          : `${requests.length} ${view} request${requests.length === 1 ? "" : "s"}${view === "open" ? ", the longest waiting first" : ", the most recent first"}.`}
      </p>
      <ul className="mt-4 space-y-4">
        {requests.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            csrfToken={csrfToken}
            today={today}
            refusal={answer}
          />
        ))}
      </ul>
    </>
  );
}
