import { createContext, type ReactNode, type Ref, useContext } from "react";
import { Form } from "react-router";
import { CLAIM_CODE_DAYS, CLAIM_LINK_DAYS, MAX_CODE_FAILURES } from "../../domain/clinic-claims.ts";
import { SiteLink } from "../site-link.tsx";
import { Button } from "../ui/button.tsx";
import { FIELD_CLASS, FieldError, LINK_CLASS } from "./form-parts.tsx";

/** The claimed clinic, as the claim's page names it. */
export interface StepClinic {
  name: string;
  slug: string;
  phone: string | null;
}

/** What went wrong with the page's last form, shown under whichever step's heading the page shows now. */
export const StepNotice = createContext<ReactNode>(null);

/** One state of the claim's page: its heading, any notice, and what it says. */
export function StepView({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const notice = useContext(StepNotice);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Your claim</p>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900"
      >
        {title}
      </h1>
      {notice}
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </div>
  );
}

function ClinicLink({ clinic }: { clinic: StepClinic }) {
  return (
    <p className="pt-4">
      <SiteLink to={`/clinic/${clinic.slug}`} className={LINK_CLASS}>
        Back to {clinic.name}
      </SiteLink>
    </p>
  );
}

function ContactUs() {
  return (
    <SiteLink to="/contact" className={LINK_CLASS}>
      contact us
    </SiteLink>
  );
}

/** The hidden fields every form of the claim's page sends: the link's token and what to do. */
function ClaimFormFields({ token, intent }: { token: string; intent: "confirm" | "code" }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** An e-mail claim waiting for its owner: opening the link proves nothing until the button is pressed. */
export function ConfirmStep({
  clinic,
  token,
  sending,
}: {
  clinic: StepClinic;
  token: string;
  sending: boolean;
}) {
  return (
    <StepView title="Confirm your claim">
      <p>
        You asked to manage the listing of <strong>{clinic.name}</strong>. Press Confirm to show that this
        e-mail address is yours and that you work for the clinic.
      </p>
      <Form method="post">
        <ClaimFormFields token={token} intent="confirm" />
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? "Confirming…" : "Confirm"}
        </Button>
      </Form>
      <p>If you did not ask for this, close this page: nothing changes.</p>
      <ClinicLink clinic={clinic} />
    </StepView>
  );
}

function listedPhone(clinic: StepClinic) {
  return clinic.phone ? `on ${clinic.phone}, the number we list for it` : "on the number we list for it";
}

export function NotCalledStep({ clinic }: { clinic: StepClinic }) {
  return (
    <StepView title="We have not called yet">
      <p>
        One of our operators will call <strong>{clinic.name}</strong> {listedPhone(clinic)}, and read a code
        to whoever answers.
      </p>
      <p>
        Then come back to this page, with the link in our e-mail, and type the code. It works for{" "}
        {CLAIM_CODE_DAYS} days after the call.
      </p>
      <ClinicLink clinic={clinic} />
    </StepView>
  );
}

/** A code was read on the phone: the field to type it, with its error and what was typed. */
export function CodeStep({
  clinic,
  token,
  typed,
  error,
  sending,
}: {
  clinic: StepClinic;
  token: string;
  typed: string;
  error: string | undefined;
  sending: boolean;
}) {
  return (
    <StepView title="Type the code we read to you">
      <p>
        We called <strong>{clinic.name}</strong> and read a code of 8 digits. Type it here to show that you
        speak for the clinic.
      </p>
      <Form method="post" noValidate className="space-y-4">
        <ClaimFormFields token={token} intent="code" />
        <div>
          <label htmlFor="code" className="text-lg font-semibold text-slate-900">
            The code
          </label>
          <p id="code-hint" className="mt-1 text-sm text-slate-600">
            8 digits; spaces and dashes are fine. After {MAX_CODE_FAILURES} wrong tries the code stops
            working.
          </p>
          <input
            id="code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            defaultValue={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "code-hint code-error" : "code-hint"}
            className={`${FIELD_CLASS} max-w-xs`}
          />
          <FieldError id="code-error" message={error} />
        </div>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? "Sending…" : "Send the code"}
        </Button>
      </Form>
      <ClinicLink clinic={clinic} />
    </StepView>
  );
}

export function CodeStoppedStep({ clinic }: { clinic: StepClinic }) {
  return (
    <StepView title="Please wait for a new call">
      <p>
        The code we read no longer works: it was typed wrong {MAX_CODE_FAILURES} times, or more than{" "}
        {CLAIM_CODE_DAYS} days went by. One of our operators will call <strong>{clinic.name}</strong>{" "}
        {listedPhone(clinic)}, with a new code. Then type it on this page.
      </p>
      <ClinicLink clinic={clinic} />
    </StepView>
  );
}

export function ExpiredStep({ clinic }: { clinic: StepClinic }) {
  return (
    <StepView title="This link has expired">
      <p>
        The link worked for {CLAIM_LINK_DAYS} days, and the claim of <strong>{clinic.name}</strong> was not
        proved in that time. You can ask again: it takes a minute.
      </p>
      <p>
        <SiteLink to={`/clinic/${clinic.slug}/claim`} className={LINK_CLASS}>
          Ask again to manage {clinic.name}
        </SiteLink>
      </p>
    </StepView>
  );
}

/** The claim is proved and waits for an operator; the heading takes focus when the page just proved it. */
export function PendingStep({
  clinic,
  justProved,
  headingRef,
}: {
  clinic: StepClinic;
  justProved: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <StepView title={justProved ? "Thank you" : "Your claim is waiting for approval"} headingRef={headingRef}>
      <p>
        {justProved ? "You have shown that you speak for " : "You have already shown that you speak for "}
        <strong>{clinic.name}</strong>. One of our operators will check your claim. If it is approved, we
        write to you with how to sign in and manage the listing.
      </p>
      <ClinicLink clinic={clinic} />
    </StepView>
  );
}

export function ApprovedStep({ clinic }: { clinic: StepClinic }) {
  return (
    <StepView title="Your claim is approved">
      <p>
        You manage the listing of <strong>{clinic.name}</strong>. We have e-mailed you how to sign in; if you
        have chosen your password already,{" "}
        <SiteLink to="/admin/sign-in" className={LINK_CLASS}>
          sign in here
        </SiteLink>
        .
      </p>
      <ClinicLink clinic={clinic} />
    </StepView>
  );
}

export function RejectedStep({ clinic }: { clinic: StepClinic }) {
  return (
    <StepView title="Your claim was not approved">
      <p>
        One of our operators checked your claim of <strong>{clinic.name}</strong> and did not approve it. If
        you think that is a mistake, <ContactUs />.
      </p>
      <ClinicLink clinic={clinic} />
    </StepView>
  );
}

export function RevokedStep({ clinic }: { clinic: StepClinic }) {
  return (
    <StepView title="You no longer manage this listing">
      <p>
        Your claim of <strong>{clinic.name}</strong> was approved, and later we ended your right to manage the
        listing. If you think that is a mistake, <ContactUs />.
      </p>
      <ClinicLink clinic={clinic} />
    </StepView>
  );
}

/** A link that names no claim: a mistyped or cut link, or one from nowhere. */
export function UnknownLinkStep({ message }: { message: string }) {
  return (
    <StepView title="This link does not work">
      <p>{message}</p>
      <p>
        <SiteLink to="/search" className={LINK_CLASS}>
          Find the clinic
        </SiteLink>
      </p>
    </StepView>
  );
}
