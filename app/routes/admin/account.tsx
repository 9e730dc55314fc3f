import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { FieldProblem, NewPasswordFields } from "../../components/admin/new-password-fields.tsx";
import { servicesContext } from "../../context.ts";
import type { AccountKind } from "../../domain/admin-roles.ts";
import { secretBoxFor } from "../../server/admin/account-services.server.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { sessionToken } from "../../server/admin/cookie.server.ts";
import { changeOwnPassword, isCurrentPassword } from "../../server/admin/own-account.server.ts";
import { passwordProblem } from "../../server/admin/password.server.ts";
import { qrDrawing } from "../../server/admin/qr-code.server.ts";
import {
  requireAccount,
  requireAccountChange,
  secureCookies,
} from "../../server/admin/require-admin.server.ts";
import {
  confirmEnrolment,
  disableSecondFactor,
  secondFactorState,
  startEnrolment,
} from "../../server/admin/second-factor.server.ts";
import { groupedSecret, otpauthUri } from "../../server/admin/totp.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/account";

function accountPath(kind: AccountKind): string {
  return kind === "clinic" ? "/admin/manage/account" : "/admin/account";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAccount(request, context);
  const { db, config } = context.get(servicesContext);
  const state = await secondFactorState(db, secretBoxFor(config), admin.adminId);
  const pending = state.pendingSecret;
  const done = new URL(request.url).searchParams.get("done");
  return {
    // An operator's account page sits in the desk, a clinic account's in its own area (decision 51).
    path: accountPath(admin.kind),
    email: admin.email,
    role: admin.kind === "clinic" ? "clinic account" : admin.role,
    csrfToken: admin.csrfToken,
    secondFactor: state.enabled,
    recoveryCodesLeft: state.recoveryCodesLeft,
    enrolment: pending
      ? {
          qr: qrDrawing(otpauthUri(pending, admin.email, config.SITE_NAME)),
          secret: groupedSecret(pending),
        }
      : null,
    done: done && DONE[done] ? DONE[done] : null,
  };
}

const DONE: Record<string, string> = {
  password: "Your password was changed. Your other sessions have ended.",
  "second-factor-off": "The second factor is off. Signing in takes your password only.",
};

type Problem = { intent: string; field: string; problem: string };

function refuse(intent: string, field: string, problem: string, status = 400) {
  return data({ intent, field, problem, codes: null } as Problem & { codes: null }, {
    status,
    headers: ADMIN_HEADERS,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAccountChange(request, context, form);
  const path = accountPath(admin.kind);
  const { db, config } = context.get(servicesContext);
  const box = secretBoxFor(config);
  const account = { id: admin.adminId, email: admin.email };
  const intent = form.get("intent");
  if (intent === "change-password") {
    const current = String(form.get("current") ?? "");
    const next = String(form.get("password") ?? "");
    const problem = passwordProblem(next);
    if (problem) return refuse(intent, "password", `New password: it ${problem}.`);
    if (next !== String(form.get("again") ?? "")) {
      return refuse(intent, "again", "New password again: the two new passwords differ.");
    }
    const keepToken = sessionToken(request.headers.get("cookie"), secureCookies(context)) ?? "";
    if (!(await changeOwnPassword(db, { admin: account, current, next, keepToken }))) {
      return refuse(intent, "current", "Current password: that is not your current password.");
    }
    throw redirect(`${path}?done=password`, { headers: ADMIN_HEADERS });
  }
  if (intent === "start-second-factor") {
    await startEnrolment(db, box, admin.adminId);
    throw redirect(`${path}#second-factor`, { headers: ADMIN_HEADERS });
  }
  if (intent === "confirm-second-factor") {
    const codes = await confirmEnrolment(db, box, account, String(form.get("code") ?? ""));
    if (!codes) {
      return refuse(
        intent,
        "code",
        "Code: that is not the code your app shows now. Type the current 6 digits.",
      );
    }
    return data({ intent, field: null, problem: null, codes }, { headers: ADMIN_HEADERS });
  }
  if (intent === "disable-second-factor") {
    if (!(await isCurrentPassword(db, admin.adminId, String(form.get("current") ?? "")))) {
      return refuse(intent, "disable-current", "Password: that is not your current password.");
    }
    await disableSecondFactor(db, account);
    throw redirect(`${path}?done=second-factor-off`, { headers: ADMIN_HEADERS });
  }
  throw data("This form names no change to your account.", { status: 400, headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your account | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const FIELD = "mt-1 block w-full max-w-md rounded-control border border-slate-400 px-3 py-2 text-base";

export default function Account() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problem = (field: string) => (answer?.field === field ? answer.problem : null);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Your account</h1>
      <p className="mt-2 text-slate-700">
        <span className="break-all">{page.email}</span>, {page.role}.
      </p>
      {page.done ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
          {page.done}
        </p>
      ) : null}

      <section aria-labelledby="password-heading" className="mt-8">
        <h2 id="password-heading" className="text-xl font-bold text-slate-900">
          Change your password
        </h2>
        <p className="mt-1 text-slate-700">Your other sessions end; this one stays signed in.</p>
        <Form method="post" className="mt-4 space-y-4" reloadDocument>
          <CsrfField token={page.csrfToken} />
          <input type="text" name="username" autoComplete="username" value={page.email} readOnly hidden />
          <div>
            <label htmlFor="current" className="block font-semibold text-slate-900">
              Current password
            </label>
            <input
              id="current"
              name="current"
              type="password"
              autoComplete="current-password"
              required
              aria-describedby={problem("current") ? "current-problem" : undefined}
              className={FIELD}
            />
            <FieldProblem id="current-problem" text={problem("current")} />
          </div>
          <NewPasswordFields
            problems={{ password: problem("password"), again: problem("again") }}
            inputClassName={FIELD}
          />
          <button type="submit" name="intent" value="change-password" className="btn-primary">
            Change password
          </button>
        </Form>
      </section>

      <section id="second-factor" aria-labelledby="second-factor-heading" className="mt-10">
        <h2 id="second-factor-heading" className="text-xl font-bold text-slate-900">
          Second factor
        </h2>
        {answer?.codes ? (
          <RecoveryCodes codes={answer.codes} accountPath={page.path} />
        ) : page.secondFactor ? (
          <SecondFactorOn
            csrfToken={page.csrfToken}
            left={page.recoveryCodesLeft}
            problem={problem("disable-current")}
          />
        ) : page.enrolment ? (
          <Enrolment csrfToken={page.csrfToken} enrolment={page.enrolment} problem={problem("code")} />
        ) : (
          <>
            <p className="mt-1 text-slate-700">
              Off. With a second factor, signing in also asks for a code from an authenticator app on your
              phone.
            </p>
            <Form method="post" className="mt-4" reloadDocument>
              <CsrfField token={page.csrfToken} />
              <button type="submit" name="intent" value="start-second-factor" className="btn-secondary">
                Set up a second factor
              </button>
            </Form>
          </>
        )}
      </section>
    </>
  );
}

function Enrolment({
  csrfToken,
  enrolment,
  problem,
}: {
  csrfToken: string;
  enrolment: { qr: { size: number; path: string }; secret: string };
  problem: string | null;
}) {
  return (
    <>
      <p className="mt-1 text-slate-700">
        Scan this code with an authenticator app, or type the key below into it. Then type the 6-digit code
        the app shows.
      </p>
      <svg
        role="img"
        aria-labelledby="qr-title"
        viewBox={`0 0 ${enrolment.qr.size} ${enrolment.qr.size}`}
        className="mt-4 h-56 w-56 bg-white"
        shapeRendering="crispEdges"
      >
        <title id="qr-title">QR code for your authenticator app</title>
        <path d={enrolment.qr.path} fill="#000" />
      </svg>
      <p className="mt-4 text-slate-700">
        Key:{" "}
        <code data-testid="totp-secret" className="break-all font-semibold">
          {enrolment.secret}
        </code>
      </p>
      <Form method="post" className="mt-4 space-y-4" reloadDocument>
        <CsrfField token={csrfToken} />
        <div>
          <label htmlFor="code" className="block font-semibold text-slate-900">
            Code from the app
          </label>
          <input
            id="code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={6}
            aria-describedby={problem ? "code-problem" : undefined}
            className={FIELD}
          />
          <FieldProblem id="code-problem" text={problem} />
        </div>
        <button type="submit" name="intent" value="confirm-second-factor" className="btn-primary">
          Turn on the second factor
        </button>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes, accountPath }: { codes: string[]; accountPath: string }) {
  return (
    <>
      <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
        The second factor is on.
      </p>
      <p className="mt-4 font-semibold text-slate-900">
        Your recovery codes: keep them somewhere safe. Each works once, in place of a code from the app. They
        are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="mt-2 grid max-w-md grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={accountPath} className="btn-secondary">
          I have saved them
        </a>
      </p>
    </>
  );
}

function SecondFactorOn({
  csrfToken,
  left,
  problem,
}: {
  csrfToken: string;
  left: number;
  problem: string | null;
}) {
  return (
    <>
      <p className="mt-1 text-slate-700">
        On. Signing in asks for a code from your authenticator app. {left} unused recovery code
        {left === 1 ? "" : "s"} left.
      </p>
      <Form method="post" className="mt-4 space-y-4" reloadDocument>
        <CsrfField token={csrfToken} />
        <div>
          <label htmlFor="disable-current" className="block font-semibold text-slate-900">
            Your password, to turn it off
          </label>
          <input
            id="disable-current"
            name="current"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={problem ? "disable-problem" : undefined}
            className={FIELD}
          />
          <FieldProblem id="disable-problem" text={problem} />
        </div>
        <button type="submit" name="intent" value="disable-second-factor" className="btn-secondary">
          Turn off the second factor
        </button>
      </Form>
    </>
  );
}
