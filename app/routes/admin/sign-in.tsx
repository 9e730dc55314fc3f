import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { SessionEndedNotice } from "../../components/admin/session-ended-notice.tsx";
import { servicesContext } from "../../context.ts";
import { secretBoxFor } from "../../server/admin/account-services.server.ts";
import { ADMIN_HEADERS, safeAdminReturn } from "../../server/admin/admin-http.server.ts";
import { peerAddressContext, signInClient } from "../../server/admin/client-identity.server.ts";
import { deviceCookie, deviceCookieToken, sessionCookie } from "../../server/admin/cookie.server.ts";
import { fromOurOrigin } from "../../server/admin/csrf.server.ts";
import { currentAdmin, secureCookies, sessionPolicy } from "../../server/admin/require-admin.server.ts";
import {
  type BurstAlert,
  DISABLED_ACCOUNT,
  lockedMessage,
  signIn,
  signInSecondStep,
  WRONG_CREDENTIALS,
} from "../../server/admin/sign-in.server.ts";
import { proxyTrust } from "../../server/http/client-address.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import { failedSignInsMessage } from "../../server/mail/account-messages.server.ts";
import { mailerFor } from "../../server/mail/mailer.server.ts";
import type { Route } from "./+types/sign-in";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeAdminReturn(url.searchParams.get("next"));
  if (await currentAdmin(request, context)) throw redirect(next, { headers: ADMIN_HEADERS });
  return {
    next,
    signedOut: url.searchParams.has("signed-out"),
    passwordSet: url.searchParams.has("password-set"),
  };
}

type SignInAnswer =
  | { step: "password"; message: string; email: string }
  | { step: "code"; message: string | null; challenge: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, logger } = context.get(servicesContext);
  if (!fromOurOrigin(request.headers, request.url, config.SITE_URL)) {
    throw new Response("Sign-in forms are only accepted from this site.", {
      status: 403,
      headers: ADMIN_HEADERS,
    });
  }
  const form = await readForm(request);
  const next = safeAdminReturn(String(form.get("next") ?? ""));
  const shared = {
    client: signInClient(request.headers, context.get(peerAddressContext), proxyTrust(config)),
    policy: sessionPolicy(context),
    device: deviceCookieToken(request.headers.get("Cookie"), secureCookies(context)),
    onBurst: (({ failures, account, step }) => {
      logger.warn(
        { failures, step },
        "many failed sign-ins for one admin account: someone may be guessing its password",
      );
      if (!account) return;
      const message = failedSignInsMessage({
        to: account,
        siteName: config.SITE_NAME,
        siteUrl: config.SITE_URL,
        failures,
        step,
      });
      mailerFor(config)
        .send(message)
        .catch((error: unknown) =>
          logger.error({ err: error }, "the failed sign-ins e-mail could not be sent"),
        );
    }) satisfies BurstAlert,
  };
  const challenge = form.get("challenge");
  if (typeof challenge === "string") {
    const code = String(form.get("code") ?? "").trim();
    if (code.length === 0 || code.length > 64) {
      return answer({ step: "code", message: CODE_MISSING, challenge }, 400);
    }
    const result = await signInSecondStep(db, secretBoxFor(config), { ...shared, challenge, code });
    if (result.ok) throw signedIn(result, next, secureCookies(context));
    if (result.reason === "expired")
      return answer({ step: "password", message: CHALLENGE_EXPIRED, email: "" }, 400);
    if (result.reason === "locked") return locked(result.retryAfterSeconds, { step: "code", challenge });
    const message = result.reason === "disabled" ? DISABLED_ACCOUNT : WRONG_CODE;
    return answer({ step: "code", message, challenge }, result.reason === "disabled" ? 403 : 401);
  }
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "");
  const result = await signIn(db, { ...shared, email, password });
  if (result.ok) throw signedIn(result, next, secureCookies(context));
  if (result.reason === "second-factor") {
    return answer({ step: "code", message: null, challenge: result.challenge }, 200);
  }
  if (result.reason === "locked") return locked(result.retryAfterSeconds, { step: "password", email });
  if (result.reason === "disabled")
    return answer({ step: "password", message: DISABLED_ACCOUNT, email }, 403);
  return answer({ step: "password", message: WRONG_CREDENTIALS, email }, 401);
}

const CODE_MISSING = "Type the 6-digit code from your authenticator app, or one of your recovery codes.";
const WRONG_CODE =
  "That code is not right, or it was used already. Type the current code, or a recovery code.";
const CHALLENGE_EXPIRED = "The sign-in took too long. Type your e-mail address and password again.";

function answer(body: SignInAnswer, status: number) {
  return data(body, { status, headers: ADMIN_HEADERS });
}

function locked(
  seconds: number,
  step: { step: "password"; email: string } | { step: "code"; challenge: string },
) {
  const headers = new Headers(ADMIN_HEADERS);
  headers.set("Retry-After", String(seconds));
  return data({ ...step, message: lockedMessage(seconds) } as SignInAnswer, { status: 429, headers });
}

function signedIn(result: { token: string; device: string }, next: string, secure: boolean) {
  const headers = new Headers(ADMIN_HEADERS);
  headers.append("Set-Cookie", sessionCookie(result.token, secure));
  headers.append("Set-Cookie", deviceCookie(result.device, secure));
  return redirect(next, { headers });
}

/** The admin headers, and the action's Retry-After when sign-in is throttled (429). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(ADMIN_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const handle = { formBodyKb: 256, noStore: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const FIELD = "mt-1 block w-full rounded-control border border-slate-400 px-3 py-2 text-base";

function Problem({ id, message }: { id: string; message: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="mt-4 rounded-card border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
    >
      {message}
    </p>
  );
}

export default function SignIn() {
  const { next, signedOut, passwordSet } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer?.step === "code")
    return <CodeStep next={next} challenge={answer.challenge} message={answer.message} />;
  const failed = answer?.step === "password" ? answer : undefined;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Sign in to the admin area</h1>
      {signedOut && !failed ? (
        <p className="mt-4 rounded-card bg-success-50 p-3 text-success-800">You have signed out.</p>
      ) : null}
      {passwordSet && !failed ? (
        <p role="status" className="mt-4 rounded-card bg-success-50 p-3 text-success-800">
          Your new password is set. Sign in with it.
        </p>
      ) : null}
      <SessionEndedNotice />
      {failed ? <Problem id="sign-in-error" message={failed.message} /> : null}
      <Form method="post" className="mt-6 space-y-4" reloadDocument>
        <input type="hidden" name="next" value={next} />
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
            defaultValue={failed?.email ?? ""}
            aria-describedby={failed ? "sign-in-error" : undefined}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor="password" className="block font-semibold text-slate-900">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={FIELD}
          />
        </div>
        <button type="submit" className="btn-primary w-full">
          Sign in
        </button>
      </Form>
      <p className="mt-6">
        <a href="/admin/forgot-password" className="text-brand-800 underline">
          Forgot password?
        </a>
      </p>
      <p className="mt-4 text-sm text-slate-700">
        An admin invites new operators from the Users page; the first account is made on the server with{" "}
        <code>npm run admin:create-user -- you@example.com</code>.
      </p>
    </div>
  );
}

/** The second step, for an account with a second factor: a code from the app, or a recovery code. */
function CodeStep({ next, challenge, message }: { next: string; challenge: string; message: string | null }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Enter your sign-in code</h1>
      <p className="mt-4 text-slate-700">
        Open your authenticator app and type the 6-digit code it shows for this site. Without your phone, type
        one of your recovery codes instead.
      </p>
      {message ? <Problem id="code-error" message={message} /> : null}
      <Form method="post" className="mt-6 space-y-4" reloadDocument>
        <input type="hidden" name="next" value={next} />
        <input type="hidden" name="challenge" value={challenge} />
        <div>
          <label htmlFor="code" className="block font-semibold text-slate-900">
            Code
          </label>
          <input
            id="code"
            name="code"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            maxLength={64}
            aria-describedby={message ? "code-error" : undefined}
            className={FIELD}
          />
        </div>
        <button type="submit" className="btn-primary w-full">
          Continue
        </button>
      </Form>
    </div>
  );
}
