import { useEffect, useRef } from "react";
import { data, useNavigation } from "react-router";
import {
  type SuggestionErrors,
  SuggestionForm,
  SuggestionProblems,
  SuggestionThanks,
} from "../components/suggestion-form.tsx";
import { servicesContext } from "../context.ts";
import { isClinicSlug } from "../domain/clinic-input.ts";
import type { SuggestionValues } from "../domain/suggestion-form.ts";
import { pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { proxyTrust } from "../server/http/client-address.server.ts";
import { readForm } from "../server/http/form-body.server.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import type { RouteFacts } from "../server/http/route-facts.server.ts";
import { requestClient } from "../server/suggestions/client.server.ts";
import { signFormTime } from "../server/suggestions/form-token.server.ts";
import { suggestionSendLimit } from "../server/suggestions/send-limit.server.ts";
import { LIMITED_MESSAGE, submitSuggestion } from "../server/suggestions/submit.server.ts";
import type { Route } from "./+types/suggest-edit";

/** A form with a signed time in it is one visitor's: never kept by the page cache, never indexed. */
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

/** A correction is a few short fields. */
export const handle = { formBodyKb: 16, noStore: true } satisfies RouteFacts;

async function findClinic(context: Route.LoaderArgs["context"], slug: string) {
  if (!isClinicSlug(slug)) return null;
  return context.get(servicesContext).directory.bySlug(slug);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const clinic = await findClinic(context, params.slug);
  if (!clinic) throw data(null, { status: 404 });
  const { config, publicConfig } = context.get(servicesContext);
  return {
    clinic: { name: clinic.name, slug: clinic.slug, city: clinic.city, state: clinic.state },
    formTime: signFormTime(clinic.id, Date.now(), config.FORM_SECRET),
    head: pageMeta({
      ...publicConfig,
      title: `Suggest an edit: ${clinic.name}`,
      description:
        "Tell us what is wrong with this clinic's listing so that we can check it and put it right.",
      path: pageUrl(request).pathname,
      noindex: true,
    }),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const clinic = await findClinic(context, params.slug);
  if (!clinic) throw data(null, { status: 404 });
  const { db, config } = context.get(servicesContext);
  const outcome = await submitSuggestion({
    db,
    clinicId: clinic.id,
    form: await readForm(request),
    client: requestClient(request, context, proxyTrust(config)),
    limit: suggestionSendLimit,
    secret: config.FORM_SECRET,
    now: new Date(),
  });
  if (outcome.kind === "sent") return { sent: true as const };
  const status = outcome.kind === "refused" && outcome.message === LIMITED_MESSAGE ? 429 : 400;
  return data(
    outcome.kind === "invalid"
      ? { sent: false as const, errors: outcome.errors, message: null, values: outcome.values }
      : { sent: false as const, errors: {}, message: outcome.message, values: outcome.values },
    { status },
  );
}

export const meta: Route.MetaFunction = headFromLoader;

const EMPTY_VALUES: SuggestionValues = { kind: "", correction: "", email: "" };

export default function SuggestEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { clinic, formTime } = loaderData;
  const sending = useNavigation().state === "submitting";
  const problem = actionData && !actionData.sent ? actionData : null;
  const errors: SuggestionErrors = problem?.errors ?? {};
  const values = problem?.values ?? EMPTY_VALUES;
  const summary = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  // After a submission without a page load, take the reader to what changed: the errors or the thanks.
  useEffect(() => {
    if (actionData?.sent) thanks.current?.focus();
    else if (actionData) summary.current?.focus();
  }, [actionData]);

  if (actionData?.sent) return <SuggestionThanks clinic={clinic} headingRef={thanks} />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Suggest an edit</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900">
        {clinic.name}
      </h1>
      <p className="mt-2 text-slate-700">
        {clinic.city}, {clinic.state}
      </p>
      <p className="mt-4 text-slate-700">
        Tell us what is wrong with this listing. We check every suggestion before we change anything. Please
        do not include health information.
      </p>
      {problem ? <SuggestionProblems message={problem.message} errors={errors} summaryRef={summary} /> : null}
      <SuggestionForm
        clinicSlug={clinic.slug}
        formTime={formTime}
        values={values}
        errors={errors}
        sending={sending}
      />
    </div>
  );
}
