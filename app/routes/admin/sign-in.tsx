import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { servicesContext } from "../../context.ts";
import { ADMIN_HEADERS, safeAdminReturn } from "../../server/admin/admin-http.server.ts";
import { peerAddressContext, signInClient } from "../../server/admin/client-identity.server.ts";
import { deviceCookie, deviceCookieToken, sessionCookie } from "../../server/admin/cookie.server.ts";
import { fromOurOrigin } from "../../server/admin/csrf.server.ts";
import { currentAdmin, secureCookies, sessionPolicy } from "../../server/admin/require-admin.server.ts";
import { lockedMessage, signIn, WRONG_CREDENTIALS } from "../../server/admin/sign-in.server.ts";
import { proxyTrust } from "../../server/http/client-address.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import type { Route } from "./+types/sign-in";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeAdminReturn(url.searchParams.get("next"));
  if (await currentAdmin(request, context)) throw redirect(next, { headers: ADMIN_HEADERS });
  return { next, signedOut: url.searchParams.has("signed-out") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, logger } = context.get(servicesContext);
  if (!fromOurOrigin(request.headers, request.url, config.SITE_URL)) {
    throw new Response("Sign-in forms are only accepted from this site.", {
      status: 403,
      headers: ADMIN_HEADERS,
    });
  }
  const form = await readForm(request);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "");
  const next = safeAdminReturn(String(form.get("next") ?? ""));
  const result = await signIn(db, {
    email,
    password,
    client: signInClient(request.headers, context.get(peerAddressContext), proxyTrust(config)),
    policy: sessionPolicy(context),
    device: deviceCookieToken(request.headers.get("Cookie"), secureCookies(context)),
    onBurst: (failures) =>
      logger.warn(
        { failures },
        "many failed sign-ins for one admin account: someone may be guessing its password",
      ),
  });
  if (result.ok) {
    const headers = new Headers(ADMIN_HEADERS);
    headers.append("Set-Cookie", sessionCookie(result.token, secureCookies(context)));
    headers.append("Set-Cookie", deviceCookie(result.device, secureCookies(context)));
    throw redirect(next, { headers });
  }
  const message = result.reason === "locked" ? lockedMessage(result.retryAfterSeconds) : WRONG_CREDENTIALS;
  const headers = new Headers(ADMIN_HEADERS);
  if (result.reason === "locked") headers.set("Retry-After", String(result.retryAfterSeconds));
  return data({ message, email }, { status: result.reason === "locked" ? 429 : 401, headers });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const handle = { formBodyKb: 256, noStore: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SignIn() {
  const { next, signedOut } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Sign in to the admin area</h1>
      {signedOut && !failed ? (
        <p className="mt-4 rounded-card bg-success-50 p-3 text-success-800">You have signed out.</p>
      ) : null}
      {failed ? (
        <p
          id="sign-in-error"
          role="alert"
          className="mt-4 rounded-card border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {failed.message}
        </p>
      ) : null}
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
            className="mt-1 block w-full rounded-control border border-slate-400 px-3 py-2 text-base"
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
            className="mt-1 block w-full rounded-control border border-slate-400 px-3 py-2 text-base"
          />
        </div>
        <button type="submit" className="btn-primary w-full">
          Sign in
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-700">
        Operator accounts are made on the server with{" "}
        <code>npm run admin:create-user -- you@example.com</code>.
      </p>
    </div>
  );
}
