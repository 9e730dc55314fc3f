import type { ReactNode } from "react";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { useFocusOnShow } from "../../components/admin/clinic-form.tsx";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { utcMoment } from "../../components/admin/utc-time.tsx";
import { ViewTabs } from "../../components/admin/view-tabs.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import {
  CLAIM_METHOD_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_VIEWS,
  type ClaimView,
  spokenCode,
} from "../../domain/clinic-claims.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { claimApprovedMessage } from "../../server/claims/claim-messages.server.ts";
import {
  approveClaim,
  type ClaimListing,
  issueClaimCode,
  listClaims,
  rejectClaim,
  revokeRepresentative,
} from "../../server/claims/claims.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import { setPasswordLink } from "../../server/mail/account-messages.server.ts";
import { mailerFor } from "../../server/mail/mailer.server.ts";
import type { Route } from "./+types/claims";

const MAX_REASON_LENGTH = 500;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  const show = url.searchParams.get("show") ?? "open";
  const view = CLAIM_VIEWS.find((name) => name === show);
  if (!view) throw data("show: choose open or decided claims.", { status: 400, headers: ADMIN_HEADERS });
  return {
    csrfToken: admin.csrfToken,
    view,
    claims: await listClaims(context.get(servicesContext).db, view),
    done: url.searchParams.get("done"),
  };
}

function refused(message: string, status = 400) {
  return data({ code: null, problem: message }, { status, headers: ADMIN_HEADERS });
}

function positiveId(value: FormDataEntryValue | null): number | null {
  const id = Number(value);
  return typeof value === "string" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form);
  const { db, config } = context.get(servicesContext);
  const operator = { email: admin.email };
  const intent = form.get("intent");
  const claimId = positiveId(form.get("id"));

  if (intent === "revoke") {
    const accountId = positiveId(form.get("account"));
    const clinicId = positiveId(form.get("clinic"));
    if (!accountId || !clinicId) return refused("This request names no representative to revoke.");
    const result = await revokeRepresentative(db, { accountId, clinicId, operator });
    if (!result.ok) return refused(result.problem, result.status);
    return redirect("/admin/claims?show=decided&done=revoked", { headers: ADMIN_HEADERS });
  }
  if (!claimId) return refused("This request names no claim.");
  if (intent === "code") {
    const issued = await issueClaimCode(db, { claimId, operator });
    if (!issued.ok) return refused(issued.problem, 409);
    return data(
      {
        code: {
          claimId,
          digits: spokenCode(issued.code),
          phone: issued.phone,
          clinicName: issued.clinicName,
        },
        problem: null,
      },
      { headers: ADMIN_HEADERS },
    );
  }
  if (intent === "approve") {
    const decided = await approveClaim(db, { claimId, operator });
    if (!decided.ok) return refused(decided.problem, decided.status);
    await mailerFor(config).send(
      claimApprovedMessage({
        to: decided.email,
        siteName: config.SITE_NAME,
        siteUrl: config.SITE_URL,
        clinicName: decided.clinicName,
        setPasswordLink: decided.setPasswordToken
          ? setPasswordLink(config.SITE_URL, decided.setPasswordToken)
          : null,
      }),
    );
    return redirect("/admin/claims?done=approved", { headers: ADMIN_HEADERS });
  }
  if (intent === "reject") {
    const reason = String(form.get("reason") ?? "").trim();
    if (reason.length > MAX_REASON_LENGTH) {
      return refused(`Keep the reason to ${MAX_REASON_LENGTH} characters or fewer.`);
    }
    const decided = await rejectClaim(db, { claimId, operator, reason });
    if (!decided.ok) return refused(decided.problem, decided.status);
    return redirect("/admin/claims?done=rejected", { headers: ADMIN_HEADERS });
  }
  return refused("intent: choose code, approve, reject or revoke.");
}

export const meta: Route.MetaFunction = () => [
  { title: "Claims | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES: Record<string, string> = {
  approved: "The claim was approved; its address was sent the way to sign in.",
  rejected: "The claim was rejected.",
  revoked: "The representative was revoked.",
};

const VIEW_LABELS: Record<ClaimView, string> = { open: "Open", decided: "Decided" };

function ClaimAction({
  csrfToken,
  claim,
  intent,
  children,
  extra,
}: {
  csrfToken: string;
  claim: ClaimListing;
  intent: "code" | "approve" | "reject";
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="id" value={claim.id} />
      {extra}
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-describedby={`claim-${claim.id}`}
        className={intent === "approve" ? "btn-primary" : "btn-quiet"}
      >
        {children}
      </button>
    </Form>
  );
}

function ClaimCard({ claim, csrfToken }: { claim: ClaimListing; csrfToken: string }) {
  const open =
    claim.status === "awaiting_email" || claim.status === "awaiting_call" || claim.status === "pending";
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h2 id={`claim-${claim.id}`} className="text-lg font-bold text-slate-900">
        {claim.clinicName}: claim by {claim.name}
      </h2>
      <p className="mt-1 text-sm">
        <SiteLink to={`/clinic/${claim.clinicSlug}`} className="text-brand-700 underline">
          Public page
        </SiteLink>{" "}
        ·{" "}
        <SiteLink to={`/admin/clinics/${claim.clinicId}`} className="text-brand-700 underline">
          Edit the clinic
        </SiteLink>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">Who asked</dt>
        <dd className="break-words text-slate-800">
          {claim.name}, {claim.jobTitle}, <span className="break-all">{claim.email}</span>
        </dd>
        <dt className="font-semibold text-slate-900">Asked</dt>
        <dd className="text-slate-800">{utcMoment(claim.createdAt)} UTC</dd>
        <dt className="font-semibold text-slate-900">Proof</dt>
        <dd className="text-slate-800">
          {CLAIM_METHOD_LABELS[claim.method]}
          {claim.method === "email" && claim.clinicWebsite ? ` (listed website: ${claim.clinicWebsite})` : ""}
          {claim.method === "callback" ? ` (listed phone: ${claim.clinicPhone ?? "none"})` : ""}
          {claim.codeReadBy ? `; code read by ${claim.codeReadBy}` : ""}
          {claim.provedAt ? `; proved ${utcMoment(claim.provedAt)} UTC` : ""}
        </dd>
        <dt className="font-semibold text-slate-900">Status</dt>
        <dd className="text-slate-800">
          {claim.expired ? "Expired: never proved within its time" : CLAIM_STATUS_LABELS[claim.status]}
          {claim.decidedBy && claim.decidedAt
            ? ` (${claim.decidedBy}, ${utcMoment(claim.decidedAt)} UTC)`
            : ""}
        </dd>
        <dt className="font-semibold text-slate-900">Other claims</dt>
        <dd className="text-slate-800">
          {claim.otherClaims.length === 0
            ? "None"
            : claim.otherClaims
                .map((other) => `${other.email} (${CLAIM_STATUS_LABELS[other.status]})`)
                .join("; ")}
        </dd>
        <dt className="font-semibold text-slate-900">Representatives</dt>
        <dd className="text-slate-800">
          {claim.representatives.length === 0
            ? "None"
            : claim.representatives.map((rep) => rep.email).join(", ")}
        </dd>
      </dl>
      {open ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {claim.status === "awaiting_call" && claim.clinicPhone ? (
            <ClaimAction csrfToken={csrfToken} claim={claim} intent="code">
              {claim.codeReadBy ? "Read a new code" : "Call and read a code"}
            </ClaimAction>
          ) : null}
          {claim.status === "pending" ? (
            <ClaimAction csrfToken={csrfToken} claim={claim} intent="approve">
              Approve
            </ClaimAction>
          ) : null}
          <ClaimAction
            csrfToken={csrfToken}
            claim={claim}
            intent="reject"
            extra={
              <label className="text-sm font-semibold text-slate-900">
                Reason (for the audit log, optional)
                <input
                  name="reason"
                  maxLength={MAX_REASON_LENGTH}
                  className="mt-1 block w-64 max-w-full rounded-control border border-slate-400 px-3 py-2 text-base font-normal"
                />
              </label>
            }
          >
            Reject
          </ClaimAction>
        </div>
      ) : null}
      {claim.status === "approved" && claim.representatives.some((rep) => rep.email === claim.email) ? (
        <Form method="post" className="mt-4">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="clinic" value={claim.clinicId} />
          <input
            type="hidden"
            name="account"
            value={claim.representatives.find((rep) => rep.email === claim.email)?.accountId}
          />
          <button
            type="submit"
            name="intent"
            value="revoke"
            aria-describedby={`claim-${claim.id}`}
            className="btn-quiet"
          >
            Revoke {claim.email}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

export default function AdminClaims() {
  const { csrfToken, view, claims, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The code appears above the list, far from the button pressed: focus (and the screen reader) goes to it.
  const codeRef = useFocusOnShow<HTMLElement>(answer?.code?.digits);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Claims</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        A clinic's staff ask to manage its listing and prove it by a link to an address at the clinic's
        website's domain, or by a code you read to them on the clinic's listed phone. Approve only a proved
        claim whose person and role look right; one clinic can have several representatives.
      </p>
      <ViewTabs
        label="Claims by state"
        path={"/admin/claims"}
        views={CLAIM_VIEWS}
        labels={VIEW_LABELS}
        current={view}
      />
      {done && DONE_MESSAGES[done] ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      {answer?.problem ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 text-red-900">
          {answer.problem}
        </p>
      ) : null}
      {answer?.code ? (
        <section
          ref={codeRef}
          tabIndex={-1}
          aria-labelledby="claim-code"
          className="mt-4 rounded-lg border border-brand-700 bg-brand-50 p-4 text-slate-900"
        >
          <h2 id="claim-code" className="font-bold">
            Call {answer.code.phone} ({answer.code.clinicName}) and read this code
          </h2>
          <p className="mt-2 font-mono text-3xl tracking-widest">{answer.code.digits}</p>
          <p className="mt-2 text-sm">
            It is shown once and works for two days, on the claim's page that was e-mailed to the person who
            asked. Read it only to whoever answers the clinic's listed number.
          </p>
        </section>
      ) : null}
      <p className="mt-4 text-slate-700">
        {claims.length === 0
          ? view === "open"
            ? "No open claims."
            : "No decided claims."
          : `${claims.length} ${view === "open" ? "open" : "decided"} claim${claims.length === 1 ? "" : "s"}${view === "open" ? ", proved ones first, then the longest waiting" : ", the most recent first"}.`}
      </p>
      <ul className="mt-4 space-y-4">
        {claims.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} csrfToken={csrfToken} />
        ))}
      </ul>
    </>
  );
}
