import { useEffect, useRef } from "react";
import { data, useNavigation } from "react-router";
import {
  type ClaimErrors,
  ClaimForm,
  type ClaimFormClinic,
  ClaimProblems,
  ClaimThanks,
} from "../components/claims/claim-form.tsx";
import { LINK_CLASS } from "../components/claims/form-parts.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { servicesContext } from "../context.ts";
import type { ClaimValues } from "../domain/clinic-claims.ts";
import { isClinicSlug } from "../domain/clinic-input.ts";
import { pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { claimSendLimits } from "../server/claims/claim-send-limit.server.ts";
import { claimOptionsOf, submitClaim } from "../server/claims/submit-claim.server.ts";
import { proxyTrust } from "../server/http/client-address.server.ts";
import { readForm } from "../server/http/form-body.server.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import type { RouteFacts } from "../server/http/route-facts.server.ts";
import { mailerFor } from "../server/mail/mailer.server.ts";
import { requestClient } from "../server/suggestions/client.server.ts";
import { signFormTime } from "../server/suggestions/form-token.server.ts";
import type { Route } from "./+types/clinic-claim";

/** A form with a signed time in it is one visitor's: never kept by the page cache, never indexed. */
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

/** A claim is four short fields. */
export const handle = { formBodyKb: 16, noStore: true } satisfies RouteFacts;

async function findClinic(context: Route.LoaderArgs["context"], slug: string) {
  if (!isClinicSlug(slug)) return null;
  return context.get(servicesContext).directory.bySlug(slug);
}

function formClinic(clinic: {
  name: string;
  slug: string;
  website: string | null;
  phone: string | null;
}): ClaimFormClinic {
  const { emailDomain, hasPhone } = claimOptionsOf(clinic);
  return { name: clinic.name, slug: clinic.slug, emailDomain, phone: hasPhone ? clinic.phone : null };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const clinic = await findClinic(context, params.slug);
  if (!clinic) throw data(null, { status: 404 });
  const { config, publicConfig } = context.get(servicesContext);
  return {
    clinic: { ...formClinic(clinic), city: clinic.city, state: clinic.state },
    formTime: signFormTime(clinic.id, Date.now(), config.FORM_SECRET),
    head: pageMeta({
      ...publicConfig,
      title: `Manage this listing: ${clinic.name}`,
      description:
        "Work at this clinic? Ask to manage its listing, so that you can keep its details true. An operator checks every claim.",
      path: pageUrl(request).pathname,
      noindex: true,
    }),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const clinic = await findClinic(context, params.slug);
  if (!clinic) throw data(null, { status: 404 });
  const { db, config, logger } = context.get(servicesContext);
  const outcome = await submitClaim({
    db,
    clinic: { id: clinic.id, name: clinic.name, website: clinic.website, phone: clinic.phone },
    form: await readForm(request),
    client: requestClient(request, context, proxyTrust(config)),
    limits: claimSendLimits,
    secret: config.FORM_SECRET,
    site: { url: config.SITE_URL, name: config.SITE_NAME },
    send: (message) => mailerFor(config).send(message),
    now: new Date(),
  });
  if (outcome.kind === "sent") return { sent: { email: outcome.email, method: outcome.method } };
  if (outcome.kind === "invalid") {
    return data(
      { sent: null, errors: outcome.errors, message: null, values: outcome.values },
      { status: 400 },
    );
  }
  if (outcome.cause !== undefined) logger.error({ err: outcome.cause }, "the claim e-mail could not be sent");
  return data(
    { sent: null, errors: {}, message: outcome.message, values: outcome.values },
    { status: outcome.status },
  );
}

export const meta: Route.MetaFunction = headFromLoader;

const EMPTY_VALUES: ClaimValues = { name: "", jobTitle: "", email: "", method: "" };

/** What an approved representative can do, and what the claim is not. */
function WhatClaimingMeans({ clinicName }: { clinicName: string }) {
  return (
    <div className="mt-4 space-y-3 text-slate-700">
      <p>
        If you work for {clinicName}, you can ask to manage this listing. Once your claim is approved, you
        sign in and keep the listing&apos;s details true: you confirm what is still correct and propose
        changes, so that the people who find the clinic here read what is so.
      </p>
      <p>
        First you show that you speak for the clinic, in one of the ways below. Then one of our operators
        checks your claim: a person approves every claim, and none is approved just because it was sent.
      </p>
    </div>
  );
}

/** When the listing offers no way to prove a claim: say so, and where to write instead. */
function NoWayToProve() {
  return (
    <div
      className="mt-8 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800"
      data-testid="no-way"
    >
      <p className="font-semibold">We cannot check a claim of this listing on the web.</p>
      <p className="mt-2">
        We list neither a website of the clinic&apos;s own nor a phone number for it, so we have no way to
        send a link or to call the clinic back.{" "}
        <SiteLink to="/contact" className={LINK_CLASS}>
          Contact us
        </SiteLink>{" "}
        and we will find another way to check that you speak for the clinic.
      </p>
    </div>
  );
}

export default function ClinicClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { clinic, formTime } = loaderData;
  const sending = useNavigation().state === "submitting";
  const problem = actionData && !actionData.sent ? actionData : null;
  const errors: ClaimErrors = problem?.errors ?? {};
  const values = problem?.values ?? EMPTY_VALUES;
  const summary = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  // After a submission without a page load, take the reader to what changed: the errors or the thanks.
  useEffect(() => {
    if (actionData?.sent) thanks.current?.focus();
    else if (actionData) summary.current?.focus();
  }, [actionData]);

  if (actionData?.sent) return <ClaimThanks clinic={clinic} sent={actionData.sent} headingRef={thanks} />;

  const provable = clinic.emailDomain !== null || clinic.phone !== null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Manage this listing</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900">
        {clinic.name}
      </h1>
      <p className="mt-2 text-slate-700">
        {clinic.city}, {clinic.state}
      </p>
      <WhatClaimingMeans clinicName={clinic.name} />
      {provable ? (
        <>
          {problem ? (
            <ClaimProblems clinic={clinic} message={problem.message} errors={errors} summaryRef={summary} />
          ) : null}
          <ClaimForm clinic={clinic} formTime={formTime} values={values} errors={errors} sending={sending} />
        </>
      ) : (
        <NoWayToProve />
      )}
    </div>
  );
}
