import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { SiteLink } from "../components/site-link.tsx";
import { Button } from "../components/ui/button.tsx";
import { servicesContext } from "../context.ts";
import { SLUG_PATTERN } from "../domain/clinic-input.ts";
import {
  FORM_TIME_FIELD,
  HONEYPOT_FIELD,
  MAX_CORRECTION_LENGTH,
  MAX_EMAIL_LENGTH,
  SUGGESTION_KINDS,
  type SuggestionField,
  type SuggestionValues,
} from "../domain/suggestion-form.ts";
import { pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import { requestClient } from "../server/suggestions/client.server.ts";
import { signFormTime } from "../server/suggestions/form-token.server.ts";
import { suggestionSendLimit } from "../server/suggestions/send-limit.server.ts";
import { LIMITED_MESSAGE, submitSuggestion } from "../server/suggestions/submit.server.ts";
import type { Route } from "./+types/suggest-edit";

const MAX_SLUG_LENGTH = 120;

/** A form with a signed time in it is one visitor's: never kept by the page cache, never indexed. */
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

async function findClinic(context: Route.LoaderArgs["context"], slug: string) {
  if (slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) return null;
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
    form: await request.formData(),
    client: requestClient(request, context, config.TRUSTED_PROXIES),
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

const FIELD_CLASS =
  "mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 " +
  "focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-invalid:border-red-700";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

function describedBy(
  field: SuggestionField,
  errors: Partial<Record<SuggestionField, string>>,
  hint?: string,
) {
  const ids = [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

const EMPTY_VALUES: SuggestionValues = { kind: "", correction: "", email: "" };

export default function SuggestEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { clinic, formTime } = loaderData;
  const clinicPath = `/clinic/${clinic.slug}`;
  const sending = useNavigation().state === "submitting";
  const problem = actionData && !actionData.sent ? actionData : null;
  const errors: Partial<Record<SuggestionField, string>> = problem?.errors ?? {};
  const values = problem?.values ?? EMPTY_VALUES;
  const summary = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  // After a submission without a page load, take the reader to what changed: the errors or the thanks.
  useEffect(() => {
    if (actionData?.sent) thanks.current?.focus();
    else if (actionData) summary.current?.focus();
  }, [actionData]);

  if (actionData?.sent) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 ref={thanks} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-slate-900">
          Thank you
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          We have your correction to the listing of <strong>{clinic.name}</strong>. We check every suggestion
          before we change a listing; if you left an e-mail address, we may write to ask about it.
        </p>
        <p className="mt-8">
          <SiteLink to={clinicPath} className="font-semibold text-brand-700 underline">
            Back to {clinic.name}
          </SiteLink>
        </p>
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
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

      {problem ? (
        <div
          ref={summary}
          tabIndex={-1}
          className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none focus:ring-2 focus:ring-red-700"
        >
          {problem.message ? (
            <p className="font-semibold">{problem.message}</p>
          ) : (
            <>
              <p className="font-semibold">
                {errorCount === 1 ? "One thing to fix before sending:" : "Some things to fix before sending:"}
              </p>
              <ul className="mt-2 list-disc pl-5">
                {Object.entries(errors).map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${field === "kind" ? "kind-closed" : field}`} className="underline">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}

      <Form method="post" noValidate className="mt-8 space-y-8">
        <input type="hidden" name={FORM_TIME_FIELD} value={formTime} />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>

        <fieldset aria-describedby={errors.kind ? "kind-error" : undefined}>
          <legend className="text-lg font-semibold text-slate-900">What is wrong?</legend>
          <FieldError id="kind-error" message={errors.kind} />
          <div className="mt-3 space-y-1">
            {SUGGESTION_KINDS.map((kind) => (
              <label
                key={kind.id}
                htmlFor={`kind-${kind.id}`}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
              >
                <input
                  id={`kind-${kind.id}`}
                  type="radio"
                  name="kind"
                  value={kind.id}
                  defaultChecked={values.kind === kind.id}
                  aria-invalid={errors.kind ? true : undefined}
                  className="h-5 w-5 accent-brand-700"
                />
                <span className="text-slate-800">{kind.label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor="correction" className="text-lg font-semibold text-slate-900">
            The correction <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <p id="correction-hint" className="mt-1 text-sm text-slate-600">
            For example the right phone number or hours. Up to {MAX_CORRECTION_LENGTH} characters.
          </p>
          <textarea
            id="correction"
            name="correction"
            rows={5}
            maxLength={MAX_CORRECTION_LENGTH}
            defaultValue={values.correction}
            aria-invalid={errors.correction ? true : undefined}
            aria-describedby={describedBy("correction", errors, "correction-hint")}
            className={FIELD_CLASS}
          />
          <FieldError id="correction-error" message={errors.correction} />
        </div>

        <div>
          <label htmlFor="email" className="text-lg font-semibold text-slate-900">
            Your e-mail address <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <p id="email-hint" className="mt-1 text-sm text-slate-600">
            Only if you would like a reply. We use it for nothing else.
          </p>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email", errors, "email-hint")}
            className={FIELD_CLASS}
          />
          <FieldError id="email-error" message={errors.email} />
        </div>

        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="primary" disabled={sending}>
            {sending ? "Sending…" : "Send correction"}
          </Button>
          <SiteLink to={clinicPath} className="font-semibold text-brand-700 underline">
            Cancel
          </SiteLink>
        </div>
      </Form>
    </div>
  );
}
