import type { ReactNode, Ref } from "react";
import { Form } from "react-router";
import {
  CLAIM_LINK_DAYS,
  type ClaimField,
  type ClaimMethod,
  type ClaimValues,
  MAX_CLAIM_EMAIL_LENGTH,
  MAX_CLAIM_NAME_LENGTH,
  MAX_JOB_TITLE_LENGTH,
} from "../../domain/clinic-claims.ts";
import { BotCheckFields } from "../bot-check-fields.tsx";
import { SiteLink } from "../site-link.tsx";
import { Button } from "../ui/button.tsx";
import { FIELD_CLASS, FieldError, LINK_CLASS, ProblemBox } from "./form-parts.tsx";

export type ClaimErrors = Partial<Record<ClaimField, string>>;

/** The clinic as the claim form shows it: the e-mail link's domain and the phone are what it can offer. */
export interface ClaimFormClinic {
  name: string;
  slug: string;
  emailDomain: string | null;
  phone: string | null;
}

/** The radio a method's error leads to: the first method the clinic offers. */
function firstMethodId(clinic: ClaimFormClinic): string {
  return clinic.emailDomain ? "method-email" : "method-callback";
}

/** Why the claim was not sent: one message, or a link to each field to fix. */
export function ClaimProblems({
  clinic,
  message,
  errors,
  summaryRef,
}: {
  clinic: ClaimFormClinic;
  message: string | null;
  errors: ClaimErrors;
  summaryRef: Ref<HTMLDivElement>;
}) {
  const entries = Object.entries(errors) as [ClaimField, string][];
  return (
    <ProblemBox boxRef={summaryRef}>
      {message ? (
        <p className="font-semibold">{message}</p>
      ) : (
        <>
          <p className="font-semibold">
            {entries.length === 1 ? "One thing to fix before sending:" : "Some things to fix before sending:"}
          </p>
          <ul className="mt-2 list-disc pl-5">
            {entries.map(([field, error]) => (
              <li key={field}>
                <a href={`#${field === "method" ? firstMethodId(clinic) : field}`} className="underline">
                  {error}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </ProblemBox>
  );
}

/** A required text field: its label, an optional hint, the control and its error. */
function TextField({
  field,
  label,
  hint,
  errors,
  children,
}: {
  field: ClaimField;
  label: string;
  hint?: ReactNode;
  errors: ClaimErrors;
  children: (aria: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const described = [hint ? `${field}-hint` : null, errors[field] ? `${field}-error` : null].filter(Boolean);
  return (
    <div>
      <label htmlFor={field} className="text-lg font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${field}-hint`} className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
          {hint}
        </p>
      ) : null}
      {children({
        "aria-invalid": errors[field] ? true : undefined,
        "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
      })}
      <FieldError id={`${field}-error`} message={errors[field]} />
    </div>
  );
}

/** One way to prove the claim, with what it means. */
function MethodChoice({
  method,
  label,
  detail,
  checked,
  invalid,
}: {
  method: ClaimMethod;
  label: ReactNode;
  detail: ReactNode;
  checked: boolean;
  invalid: boolean;
}) {
  return (
    <label
      htmlFor={`method-${method}`}
      className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
    >
      <input
        id={`method-${method}`}
        type="radio"
        name="method"
        value={method}
        defaultChecked={checked}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`method-${method}-detail`}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-medium text-slate-900">{label}</span>
        <span id={`method-${method}-detail`} className="mt-1 block text-sm text-slate-600">
          {detail}
        </span>
      </span>
    </label>
  );
}

/** The ways to prove the claim that the listing makes possible, and why any other is not offered. */
function MethodField({
  clinic,
  values,
  errors,
}: {
  clinic: ClaimFormClinic;
  values: ClaimValues;
  errors: ClaimErrors;
}) {
  const only = clinic.emailDomain && clinic.phone ? null : clinic.emailDomain ? "email" : "callback";
  const checked = (method: ClaimMethod) =>
    values.method === method || (values.method === "" && only === method);
  return (
    <fieldset aria-describedby={errors.method ? "method-error" : undefined}>
      <legend className="text-lg font-semibold text-slate-900">
        How will you show that you speak for the clinic?
      </legend>
      <FieldError id="method-error" message={errors.method} />
      <div className="mt-3 space-y-2">
        {clinic.emailDomain ? (
          <MethodChoice
            method="email"
            label={<>E-mail a link to my address at {clinic.emailDomain}</>}
            detail={
              <>
                {clinic.emailDomain} is the domain of the website we list for {clinic.name}, so an address
                there shows that you work for the clinic. Use that address above.
              </>
            }
            checked={checked("email")}
            invalid={Boolean(errors.method)}
          />
        ) : null}
        {clinic.phone ? (
          <MethodChoice
            method="callback"
            label={<>Call the clinic back on {clinic.phone}</>}
            detail={
              <>
                We call the number we list for {clinic.name} and read a code to whoever answers. You type the
                code on the page our e-mail links to.
              </>
            }
            checked={checked("callback")}
            invalid={Boolean(errors.method)}
          />
        ) : null}
      </div>
      {clinic.emailDomain ? null : (
        <p className="mt-3 text-slate-700" data-testid="no-email-link">
          We list no website of the clinic&apos;s own, so we cannot send the link to an address at its domain
          {clinic.phone ? ": use the call-back." : "."}
        </p>
      )}
      {clinic.phone ? null : (
        <p className="mt-3 text-slate-700" data-testid="no-callback">
          We list no phone number for the clinic, so we cannot call it back.
        </p>
      )}
    </fieldset>
  );
}

/** The claim form: who asks, their job, their address and how they will prove it, with the signed time it was shown. */
export function ClaimForm({
  clinic,
  formTime,
  values,
  errors,
  sending,
}: {
  clinic: ClaimFormClinic;
  formTime: string;
  values: ClaimValues;
  errors: ClaimErrors;
  sending: boolean;
}) {
  return (
    <Form method="post" noValidate className="mt-8 space-y-8">
      <BotCheckFields formTime={formTime} />

      <TextField field="name" label="Your name" errors={errors}>
        {(aria) => (
          <input
            id="name"
            name="name"
            type="text"
            autoComplete="name"
            maxLength={MAX_CLAIM_NAME_LENGTH}
            defaultValue={values.name}
            {...aria}
            className={FIELD_CLASS}
          />
        )}
      </TextField>

      <TextField
        field="jobTitle"
        label="Your job title"
        hint="For example practice manager, owner or medical director."
        errors={errors}
      >
        {(aria) => (
          <input
            id="jobTitle"
            name="jobTitle"
            type="text"
            autoComplete="organization-title"
            maxLength={MAX_JOB_TITLE_LENGTH}
            defaultValue={values.jobTitle}
            {...aria}
            className={FIELD_CLASS}
          />
        )}
      </TextField>

      <TextField
        field="email"
        label="Your e-mail address"
        hint={
          clinic.emailDomain
            ? `We send the claim's link here. For the e-mail link, it must be an address at ${clinic.emailDomain}.`
            : "We send the claim's link here."
        }
        errors={errors}
      >
        {(aria) => (
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX_CLAIM_EMAIL_LENGTH}
            defaultValue={values.email}
            {...aria}
            className={FIELD_CLASS}
          />
        )}
      </TextField>

      <MethodField clinic={clinic} values={values} errors={errors} />

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? "Sending…" : "Send my claim"}
        </Button>
        <SiteLink to={`/clinic/${clinic.slug}`} className={LINK_CLASS}>
          Cancel
        </SiteLink>
      </div>
    </Form>
  );
}

/** The answer to a sent claim: where its link went, and what happens next. */
export function ClaimThanks({
  clinic,
  sent,
  headingRef,
}: {
  clinic: ClaimFormClinic;
  sent: { email: string; method: ClaimMethod };
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-slate-900">
        Check your inbox
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        We have sent an e-mail about your claim of <strong>{clinic.name}</strong> to{" "}
        <strong className="break-all">{sent.email}</strong>.
      </p>
      {sent.method === "email" ? (
        <p className="mt-4 text-slate-700">
          Open the link in it within {CLAIM_LINK_DAYS} days and press Confirm: that shows the address is
          yours.
        </p>
      ) : (
        <p className="mt-4 text-slate-700">
          We will call the clinic on {clinic.phone ?? "the number we list for it"} and read a code to whoever
          answers. Type that code on the page the link in our e-mail opens.
        </p>
      )}
      <p className="mt-4 text-slate-700">
        An operator then checks your claim. If it is approved, we write to you with how to sign in. If no
        e-mail arrives within a few minutes, look in your spam folder.
      </p>
      <p className="mt-8">
        <SiteLink to={`/clinic/${clinic.slug}`} className={LINK_CLASS}>
          Back to {clinic.name}
        </SiteLink>
      </p>
    </div>
  );
}
