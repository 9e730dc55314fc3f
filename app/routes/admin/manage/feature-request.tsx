import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "../../../components/admin/csrf-field.tsx";
import { SiteLink } from "../../../components/site-link.tsx";
import { servicesContext } from "../../../context.ts";
import { formatCount } from "../../../domain/count-label.ts";
import {
  FEATURE_REQUEST_STATUS_LABELS,
  MAX_FEATURE_MESSAGE_LENGTH,
  parseFeatureMessage,
  periodState,
  periodText,
} from "../../../domain/featured-requests.ts";
import { HOW_WE_LIST_PATH } from "../../../domain/how-we-list.ts";
import { utcDay } from "../../../domain/price-source.ts";
import { formatShortDate } from "../../../domain/verification.ts";
import { ADMIN_HEADERS } from "../../../server/admin/admin-http.server.ts";
import { requireClinicAccount, requireClinicChange } from "../../../server/admin/require-admin.server.ts";
import {
  type FeatureRequest,
  featureRequestsOf,
  representedClinic,
  requestFeatured,
  withdrawFeatureRequest,
} from "../../../server/claims/feature-requests.server.ts";
import { idParam } from "../../../server/claims/route-ids.server.ts";
import { readForm } from "../../../server/http/form-body.server.ts";
import type { Route } from "./+types/feature-request";

const NOT_YOURS = "This account does not manage that clinic. Go back to your clinics and choose one of them.";

function notYours() {
  return data(NOT_YOURS, { status: 404, headers: ADMIN_HEADERS });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const account = await requireClinicAccount(request, context);
  const { db } = context.get(servicesContext);
  const clinicId = idParam(params.id);
  const clinic = clinicId === null ? null : await representedClinic(db, account.adminId, clinicId);
  if (!clinic) throw notYours();
  return {
    csrfToken: account.csrfToken,
    email: account.email,
    clinic,
    requests: await featureRequestsOf(db, clinic.id),
    today: utcDay(new Date()),
    done: new URL(request.url).searchParams.get("done"),
  };
}

function refused(problem: string, status: number, message = "") {
  return data({ problem, message }, { status, headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const account = await requireClinicChange(request, context, form);
  const { db } = context.get(servicesContext);
  const clinicId = idParam(params.id);
  if (clinicId === null) throw notYours();
  const page = `/admin/manage/clinics/${clinicId}/featured`;
  const intent = form.get("intent");

  if (intent === "ask") {
    const sent = form.get("message");
    const typed = typeof sent === "string" ? sent : "";
    const parsed = parseFeatureMessage(sent);
    if (!parsed.ok) return refused(parsed.problem, 400, typed);
    const result = await requestFeatured(db, {
      accountId: account.adminId,
      clinicId,
      email: account.email,
      message: parsed.message,
    });
    if (!result.ok && result.status === 404) throw notYours();
    if (!result.ok) return refused(result.problem, result.status, typed);
    return redirect(`${page}?done=requested`, { headers: ADMIN_HEADERS });
  }
  if (intent === "withdraw") {
    const requestId = idParam(form.get("requestId"));
    if (requestId === null) return refused("This form names no request to withdraw.", 400);
    const result = await withdrawFeatureRequest(db, {
      accountId: account.adminId,
      clinicId,
      requestId,
      email: account.email,
    });
    if (!result.ok && result.status === 404) throw notYours();
    if (!result.ok) return refused(result.problem, result.status);
    return redirect(`${page}?done=withdrawn`, { headers: ADMIN_HEADERS });
  }
  return refused("This form names nothing to do: ask to be featured, or withdraw a request.", 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Featured listing${loaderData ? `: ${loaderData.clinic.name}` : ""} | Clinic account` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES: Record<string, string> = {
  requested: "Your request was sent. An operator will write to you at your account's address.",
  withdrawn: "Your request was withdrawn.",
};

const LINK = "text-brand-700 underline";

function HowFeaturingWorks({ clinicName }: { clinicName: string }) {
  return (
    <section aria-labelledby="how-heading" className="mt-6 max-w-3xl space-y-3 text-slate-800">
      <h2 id="how-heading" className="text-xl font-bold text-slate-900">
        How featured listings work
      </h2>
      <p>
        Featured listings are a paid placement. While {clinicName} is featured, its listing carries the label
        &ldquo;Featured&rdquo; wherever it appears, and it is shown in the featured sections of the site, such
        as the featured providers on the home page.
      </p>
      <p>
        Being featured never changes the order of search results, and it never buys a rating, a review or the
        Verified badge: a featured listing passes the same checks as every other.
      </p>
      <p>
        An operator reads every request and writes to you about the terms. If it is approved, the operator
        sets the days your listing is featured; the label comes off when they end. Nothing is featured until
        then.
      </p>
      <p>
        <SiteLink to={`${HOW_WE_LIST_PATH}#featured`} className={LINK}>
          How featured listings work, as visitors read it
        </SiteLink>
      </p>
    </section>
  );
}

function requestState(request: FeatureRequest, today: string): string {
  if (request.status === "approved" && request.period) {
    const state = periodState(request.period, today);
    const when = periodText(request.period);
    if (state === "current") return `Approved: featured from ${when}, running now`;
    if (state === "upcoming") return `Approved: featured from ${when}`;
    return `Approved: featured from ${when}, now over`;
  }
  return FEATURE_REQUEST_STATUS_LABELS[request.status];
}

function RequestItem({ request, today }: { request: FeatureRequest; today: string }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">Asked on {formatShortDate(request.createdAt)}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">By</dt>
        <dd className="break-all text-slate-800">{request.accountEmail}</dd>
        <dt className="font-semibold text-slate-900">Status</dt>
        <dd className="text-slate-800" data-testid="request-state">
          {requestState(request, today)}
          {request.decidedAt && request.status !== "open" ? ` (${formatShortDate(request.decidedAt)})` : ""}
        </dd>
        <dt className="font-semibold text-slate-900">Message</dt>
        <dd className="whitespace-pre-line break-words text-slate-800">{request.message ?? "None"}</dd>
      </dl>
    </li>
  );
}

export default function FeatureRequestPage() {
  const { csrfToken, email, clinic, requests, today, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const open = requests.find((request) => request.status === "open");
  const past = requests.filter((request) => request !== open);
  const problemId = "feature-problem";
  return (
    <>
      <p className="text-sm">
        <SiteLink to="/admin/manage" className={LINK}>
          Your clinics
        </SiteLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Featured listing: {clinic.name}</h1>
      <p className="mt-2 text-slate-800" data-testid="featured-now">
        {clinic.featured
          ? `${clinic.name} is featured now: its listing carries the label “Featured”.`
          : `${clinic.name} is not featured now.`}
      </p>
      {done && DONE_MESSAGES[done] ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      {answer?.problem ? (
        <p
          id={problemId}
          role="alert"
          className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 text-red-900"
        >
          {answer.problem}
        </p>
      ) : null}

      <HowFeaturingWorks clinicName={clinic.name} />

      <section aria-labelledby="ask-heading" className="mt-8 max-w-3xl">
        <h2 id="ask-heading" className="text-xl font-bold text-slate-900">
          {open ? "Your request" : "Ask to be featured"}
        </h2>
        {open ? (
          <>
            <p className="mt-2 text-slate-800">
              You asked on {formatShortDate(open.createdAt)}; it is waiting for an operator. One request at a
              time: withdraw it to send another.
            </p>
            {open.message ? (
              <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-slate-800">
                {open.message}
              </p>
            ) : null}
            <Form method="post" className="mt-4">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="requestId" value={open.id} />
              <button type="submit" name="intent" value="withdraw" className="btn-secondary">
                Withdraw this request
              </button>
            </Form>
          </>
        ) : (
          <Form method="post" className="mt-2">
            <CsrfField token={csrfToken} />
            <label htmlFor="feature-message" className="block font-semibold text-slate-900">
              Message for the operator (optional)
            </label>
            <p id="feature-message-hint" className="text-sm text-slate-700">
              Up to {formatCount(MAX_FEATURE_MESSAGE_LENGTH)} characters, for example the months you have in
              mind. We answer at <span className="break-all">{email}</span>.
            </p>
            <textarea
              id="feature-message"
              name="message"
              rows={5}
              maxLength={MAX_FEATURE_MESSAGE_LENGTH}
              defaultValue={answer?.message ?? ""}
              aria-invalid={answer?.problem ? true : undefined}
              aria-describedby={
                answer?.problem ? `feature-message-hint ${problemId}` : "feature-message-hint"
              }
              className="mt-1 block w-full rounded-control border border-slate-400 px-3 py-2 text-base aria-invalid:border-red-700"
            />
            <button type="submit" name="intent" value="ask" className="btn-primary mt-4">
              Ask to be featured
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="past-heading" className="mt-8 max-w-3xl">
        <h2 id="past-heading" className="text-xl font-bold text-slate-900">
          Earlier requests
        </h2>
        {past.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {past.map((request) => (
              <RequestItem key={request.id} request={request} today={today} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
