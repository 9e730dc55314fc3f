import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { servicesContext } from "../../context.ts";
import { isRole, ROLE_LABELS, ROLES } from "../../domain/admin-roles.ts";
import { isEmailAddress } from "../../server/admin/accounts.server.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { requireArea, requireAreaChange } from "../../server/admin/require-admin.server.ts";
import { changeRole, inviteUser, listUsers, setDisabled } from "../../server/admin/users.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import { mailerFor } from "../../server/mail/mailer.server.ts";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireArea(request, context, "users");
  const { db } = context.get(servicesContext);
  const done = new URL(request.url).searchParams.get("done");
  return {
    csrfToken: admin.csrfToken,
    selfId: admin.adminId,
    users: await listUsers(db),
    done: done && DONE[done] ? DONE[done] : null,
  };
}

const DONE: Record<string, string> = {
  invited: "The account was made and an e-mail with a link to choose a password was sent.",
  role: "The role was changed.",
  disabled: "The account was disabled and its sessions ended.",
  enabled: "The account was enabled again.",
};

function refuse(field: string, problem: string, status = 400) {
  return data({ field, problem }, { status, headers: ADMIN_HEADERS });
}

function accountId(form: FormData): number {
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) {
    throw data("This form names no account.", { status: 400, headers: ADMIN_HEADERS });
  }
  return id;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAreaChange(request, context, form, "users");
  const { db, config, logger } = context.get(servicesContext);
  const actor = { id: admin.adminId, email: admin.email };
  const intent = form.get("intent");
  if (intent === "invite") {
    const email = String(form.get("email") ?? "").trim();
    const role = form.get("role");
    if (!isEmailAddress(email))
      return refuse("email", "E-mail address: type an address like name@example.com.");
    if (!isRole(role)) return refuse("role", "Role: choose admin or editor.");
    const result = await inviteUser(db, {
      email,
      role,
      actor,
      siteUrl: config.SITE_URL,
      siteName: config.SITE_NAME,
    });
    if (!result.ok) return refuse("email", `E-mail address: ${result.problem}`, 409);
    try {
      await mailerFor(config).send(result.message);
    } catch (error) {
      logger.error({ err: error }, "the invitation e-mail could not be sent");
      return refuse(
        "row-invite",
        "The account was made, but the invitation e-mail could not be sent. Check the SMTP settings; the person can then use “Forgot password?” on the sign-in page.",
        502,
      );
    }
    throw redirect("/admin/users?done=invited", { headers: ADMIN_HEADERS });
  }
  if (intent === "role") {
    const id = accountId(form);
    const role = form.get("role");
    if (!isRole(role)) return refuse("role", "Role: choose admin or editor.");
    const result = await changeRole(db, { id, role, actor });
    if (!result.ok) return refuse(`row-${id}`, result.problem, result.status);
    throw redirect("/admin/users?done=role", { headers: ADMIN_HEADERS });
  }
  if (intent === "disable" || intent === "enable") {
    const id = accountId(form);
    const result = await setDisabled(db, { id, disabled: intent === "disable", actor });
    if (!result.ok) return refuse(`row-${id}`, result.problem, result.status);
    throw redirect(`/admin/users?done=${intent}d`, { headers: ADMIN_HEADERS });
  }
  throw data("This form names no change to an account.", { status: 400, headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: "Users | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

function when(iso: string | null): string {
  if (!iso) return "Never";
  return `${iso.replace("T", " ").slice(0, 16)} UTC`;
}

export default function Users() {
  const { csrfToken, selfId, users, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problem = (field: string) => (answer?.field === field ? answer.problem : null);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Users</h1>
      <p className="mt-2 text-slate-700">
        Admins use everything; editors work on clinics, candidates, re-verification and suggestions, but not
        on users, imports or the outbox.
      </p>
      {done ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
          {done}
        </p>
      ) : null}
      {answer?.field.startsWith("row-") ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {answer.problem}
        </p>
      ) : null}
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Operator accounts</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                E-mail address
              </th>
              <th scope="col" className="py-2 pr-4">
                Role
              </th>
              <th scope="col" className="py-2 pr-4">
                Last sign-in
              </th>
              <th scope="col" className="py-2 pr-4">
                Second factor
              </th>
              <th scope="col" className="py-2 pr-4">
                Status
              </th>
              <th scope="col" className="py-2">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-b border-slate-200 align-top">
                <th scope="row" id={`user-${user.id}`} className="break-all py-2 pr-4 font-normal">
                  {user.email}
                  {user.id === selfId ? " (you)" : ""}
                </th>
                <td className="py-2 pr-4">{user.role === "admin" ? "Admin" : "Editor"}</td>
                <td className="py-2 pr-4">{when(user.lastSignInAt)}</td>
                <td className="py-2 pr-4">{user.secondFactor ? "On" : "Off"}</td>
                <td className="py-2 pr-4">{user.disabled ? "Disabled" : "Active"}</td>
                <td className="py-2">
                  <div className="flex flex-wrap items-end gap-2">
                    <Form method="post" className="flex items-end gap-2">
                      <CsrfField token={csrfToken} />
                      <input type="hidden" name="id" value={user.id} />
                      <label className="text-sm">
                        <span className="sr-only">Role of {user.email}</span>
                        <select
                          name="role"
                          defaultValue={user.role}
                          className="rounded-control border border-slate-400 px-2 py-1"
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {role === "admin" ? "Admin" : "Editor"}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button
                        type="submit"
                        name="intent"
                        value="role"
                        aria-describedby={`user-${user.id}`}
                        className="btn-quiet"
                      >
                        Change role
                      </button>
                    </Form>
                    <Form method="post">
                      <CsrfField token={csrfToken} />
                      <input type="hidden" name="id" value={user.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={user.disabled ? "enable" : "disable"}
                        aria-describedby={`user-${user.id}`}
                        className="btn-quiet"
                      >
                        {user.disabled ? "Enable" : "Disable"}
                      </button>
                    </Form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="invite-heading" className="mt-10">
        <h2 id="invite-heading" className="text-xl font-bold text-slate-900">
          Invite a user
        </h2>
        <p className="mt-1 text-slate-700">
          The account is made now; the e-mail carries a link, good for seven days, to choose a password.
        </p>
        <Form method="post" className="mt-4 space-y-4">
          <CsrfField token={csrfToken} />
          <div>
            <label htmlFor="invite-email" className="block font-semibold text-slate-900">
              E-mail address
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              aria-describedby={problem("email") ? "invite-email-problem" : undefined}
              className="mt-1 block w-full max-w-md rounded-control border border-slate-400 px-3 py-2 text-base"
            />
            {problem("email") ? (
              <p id="invite-email-problem" role="alert" className="mt-1 font-semibold text-red-800">
                {problem("email")}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="font-semibold text-slate-900">Role</legend>
            {ROLES.map((role) => (
              <label key={role} className="mt-1 flex items-center gap-2">
                <input type="radio" name="role" value={role} defaultChecked={role === "editor"} required />
                {ROLE_LABELS[role]}
              </label>
            ))}
            {problem("role") ? (
              <p role="alert" className="mt-1 font-semibold text-red-800">
                {problem("role")}
              </p>
            ) : null}
          </fieldset>
          <button type="submit" name="intent" value="invite" className="btn-primary">
            Invite
          </button>
        </Form>
      </section>
    </>
  );
}
