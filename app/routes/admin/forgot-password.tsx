import { data, Form, useActionData } from "react-router";
import { servicesContext } from "../../context.ts";
import { isEmailAddress } from "../../server/admin/accounts.server.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { peerAddressContext, signInClient } from "../../server/admin/client-identity.server.ts";
import { fromOurOrigin } from "../../server/admin/csrf.server.ts";
import { RESET_REQUESTED, requestPasswordReset } from "../../server/admin/password-reset.server.ts";
import { proxyTrust } from "../../server/http/client-address.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import { mailerFor } from "../../server/mail/mailer.server.ts";
import type { Route } from "./+types/forgot-password";

export const handle = { formBodyKb: 256, noStore: true } satisfies RouteFacts;

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader() {
  return data(null, { headers: ADMIN_HEADERS });
}

/**
 * Answers every well-formed request the same way, whether or not the address has an account, and sends the
 * e-mail after answering, so that neither the words nor the time tell which addresses exist.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, logger } = context.get(servicesContext);
  if (!fromOurOrigin(request.headers, request.url, config.SITE_URL)) {
    throw new Response("This form is only accepted from this site.", { status: 403, headers: ADMIN_HEADERS });
  }
  const form = await readForm(request);
  const email = String(form.get("email") ?? "").trim();
  if (!isEmailAddress(email)) {
    return data(
      {
        sent: null,
        problem: "E-mail address: type the address of your admin account, like you@example.com.",
        email,
      },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const message = await requestPasswordReset(db, {
    email,
    client: signInClient(request.headers, context.get(peerAddressContext), proxyTrust(config)),
    siteUrl: config.SITE_URL,
    siteName: config.SITE_NAME,
  });
  if (message) {
    mailerFor(config)
      .send(message)
      .catch((error: unknown) => logger.error({ err: error }, "the password reset e-mail could not be sent"));
  }
  return data({ sent: RESET_REQUESTED, problem: null, email: "" }, { headers: ADMIN_HEADERS });
}

export default function ForgotPassword() {
  const answer = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Forgot your password?</h1>
      {answer?.sent ? (
        <p role="status" className="mt-4 rounded-card bg-success-50 p-3 text-success-800">
          {answer.sent}
        </p>
      ) : (
        <p className="mt-4 text-slate-700">
          Type the e-mail address of your admin account. We will send it a link to choose a new password.
        </p>
      )}
      {answer?.problem ? (
        <p
          id="forgot-error"
          role="alert"
          className="mt-4 rounded-card border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {answer.problem}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" reloadDocument>
        <div>
          <label htmlFor="email" className="block font-semibold text-slate-900">
            E-mail address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={answer?.email ?? ""}
            aria-describedby={answer?.problem ? "forgot-error" : undefined}
            className="mt-1 block w-full rounded-control border border-slate-400 px-3 py-2 text-base"
          />
        </div>
        <button type="submit" className="btn-primary w-full">
          Send the link
        </button>
      </Form>
      <p className="mt-6">
        <a href="/admin/sign-in" className="text-brand-800 underline">
          Back to sign in
        </a>
      </p>
    </div>
  );
}
