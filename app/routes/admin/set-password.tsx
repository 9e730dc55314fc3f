import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { NewPasswordFields } from "../../components/admin/new-password-fields.tsx";
import { servicesContext } from "../../context.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { fromOurOrigin } from "../../server/admin/csrf.server.ts";
import { passwordProblem } from "../../server/admin/password.server.ts";
import { readPasswordToken, usePasswordToken } from "../../server/admin/password-tokens.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import type { Route } from "./+types/set-password";

export const handle = { formBodyKb: 256, noStore: true } satisfies RouteFacts;

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Choose a password | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const LINK_UNUSABLE =
  "This link does not work any more: it was used already, or it is more than an hour old (an invitation's, a week). Ask for a new one.";

/** The page a reset or invitation e-mail links to: ?token=… names the one-time token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const holder = await readPasswordToken(context.get(servicesContext).db, token);
  return data(
    holder
      ? { usable: true as const, token, email: holder.email, purpose: holder.purpose }
      : { usable: false as const },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(servicesContext);
  if (!fromOurOrigin(request.headers, request.url, config.SITE_URL)) {
    throw new Response("This form is only accepted from this site.", { status: 403, headers: ADMIN_HEADERS });
  }
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const again = String(form.get("again") ?? "");
  const problem = passwordProblem(password);
  if (problem) {
    return data(
      { field: "password" as const, problem: `New password: it ${problem}.` },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  if (password !== again) {
    return data(
      { field: "again" as const, problem: "New password again: the two new passwords differ." },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const holder = await usePasswordToken(db, token, password);
  if (!holder) return data({ field: null, problem: LINK_UNUSABLE }, { status: 410, headers: ADMIN_HEADERS });
  throw redirect("/admin/sign-in?password-set", { headers: ADMIN_HEADERS });
}

const FIELD = "mt-1 block w-full rounded-control border border-slate-400 px-3 py-2 text-base";

export default function SetPassword() {
  const link = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if (!link.usable) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900">This link has expired</h1>
        <p className="mt-4 text-slate-700">{LINK_UNUSABLE}</p>
        <p className="mt-6">
          <a href="/admin/forgot-password" className="text-brand-800 underline">
            Ask for a new link
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">
        {link.purpose === "invite" ? "Choose your password" : "Choose a new password"}
      </h1>
      <p className="mt-4 text-slate-700">
        For <strong className="break-all">{link.email}</strong>. At least 12 characters; a few unrelated words
        make a strong one. Every session of this account ends.
      </p>
      {failed && failed.field === null ? (
        <p
          id="set-password-error"
          role="alert"
          className="mt-4 rounded-card border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {failed.problem}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" reloadDocument>
        <input type="hidden" name="token" value={link.token} />
        <input type="text" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <NewPasswordFields
          problems={failed?.field ? { [failed.field]: failed.problem } : {}}
          inputClassName={FIELD}
        />
        <button type="submit" className="btn-primary w-full">
          Set the password
        </button>
      </Form>
    </div>
  );
}
