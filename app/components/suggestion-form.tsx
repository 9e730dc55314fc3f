import type { ReactNode, Ref } from "react";
import { Form } from "react-router";
import {
  MAX_CORRECTION_LENGTH,
  MAX_EMAIL_LENGTH,
  SUGGESTION_KINDS,
  type SuggestionField,
  type SuggestionValues,
} from "../domain/suggestion-form.ts";
import { BotCheckFields } from "./bot-check-fields.tsx";
import { SiteLink } from "./site-link.tsx";
import { Button } from "./ui/button.tsx";

export type SuggestionErrors = Partial<Record<SuggestionField, string>>;

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

/** The attributes that tie a text field to its hint and its error. */
function fieldAria(field: SuggestionField, errors: SuggestionErrors) {
  const ids = [`${field}-hint`, errors[field] ? `${field}-error` : undefined].filter(Boolean);
  return { "aria-invalid": errors[field] ? true : undefined, "aria-describedby": ids.join(" ") };
}

/** An optional text field: its label, its hint, the control and its error. */
function OptionalField({
  field,
  label,
  hint,
  errors,
  children,
}: {
  field: SuggestionField;
  label: string;
  hint: ReactNode;
  errors: SuggestionErrors;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={field} className="text-lg font-semibold text-slate-900">
        {`${label} `}
        <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <p id={`${field}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {children}
      <FieldError id={`${field}-error`} message={errors[field]} />
    </div>
  );
}

/** The answer to a sent correction. */
export function SuggestionThanks({
  clinic,
  headingRef,
}: {
  clinic: { name: string; slug: string };
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-slate-900">
        Thank you
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        We have your correction to the listing of <strong>{clinic.name}</strong>. We check every suggestion
        before we change a listing; if you left an e-mail address, we may write to ask about it.
      </p>
      <p className="mt-8">
        <SiteLink to={`/clinic/${clinic.slug}`} className="font-semibold text-brand-700 underline">
          Back to {clinic.name}
        </SiteLink>
      </p>
    </div>
  );
}

/** Why the correction was not sent: one message, or a link to each field to fix. */
export function SuggestionProblems({
  message,
  errors,
  summaryRef,
}: {
  message: string | null;
  errors: SuggestionErrors;
  summaryRef: Ref<HTMLDivElement>;
}) {
  const errorCount = Object.keys(errors).length;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none focus:ring-2 focus:ring-red-700"
    >
      {message ? (
        <p className="font-semibold">{message}</p>
      ) : (
        <>
          <p className="font-semibold">
            {errorCount === 1 ? "One thing to fix before sending:" : "Some things to fix before sending:"}
          </p>
          <ul className="mt-2 list-disc pl-5">
            {Object.entries(errors).map(([field, error]) => (
              <li key={field}>
                <a href={`#${field === "kind" ? "kind-closed" : field}`} className="underline">
                  {error}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The correction form: what is wrong, the correction and an e-mail address, with the signed time it was shown. */
export function SuggestionForm({
  clinicSlug,
  formTime,
  values,
  errors,
  sending,
}: {
  clinicSlug: string;
  formTime: string;
  values: SuggestionValues;
  errors: SuggestionErrors;
  sending: boolean;
}) {
  return (
    <Form method="post" noValidate className="mt-8 space-y-8">
      <BotCheckFields formTime={formTime} />

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

      <OptionalField
        field="correction"
        label="The correction"
        hint={<>For example the right phone number or hours. Up to {MAX_CORRECTION_LENGTH} characters.</>}
        errors={errors}
      >
        <textarea
          id="correction"
          name="correction"
          rows={5}
          maxLength={MAX_CORRECTION_LENGTH}
          defaultValue={values.correction}
          {...fieldAria("correction", errors)}
          className={FIELD_CLASS}
        />
      </OptionalField>

      <OptionalField
        field="email"
        label="Your e-mail address"
        hint="Only if you would like a reply. We use it for nothing else."
        errors={errors}
      >
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={values.email}
          {...fieldAria("email", errors)}
          className={FIELD_CLASS}
        />
      </OptionalField>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? "Sending…" : "Send correction"}
        </Button>
        <SiteLink to={`/clinic/${clinicSlug}`} className="font-semibold text-brand-700 underline">
          Cancel
        </SiteLink>
      </div>
    </Form>
  );
}
