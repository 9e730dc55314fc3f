import { Outlet, useLoaderData } from "react-router";
import { AdminNav, CLINIC_ACCOUNT_NAV } from "../../../components/admin/admin-nav.tsx";
import { AreaError } from "../../../components/admin/area-error.tsx";
import { SessionExpiryNotice } from "../../../components/admin/session-expiry-notice.tsx";
import { ADMIN_HEADERS } from "../../../server/admin/admin-http.server.ts";
import { requireClinicAccount, sessionPolicy } from "../../../server/admin/require-admin.server.ts";
import { secondsLeft } from "../../../server/admin/session-rules.server.ts";
import type { RouteFacts } from "../../../server/http/route-facts.server.ts";
import type { Route } from "./+types/layout";

/**
 * A clinic account's area (decision 51): signed in at the admin's sign-in page, with the same sessions, CSRF
 * checks and lock-out, it shows only the clinics the account represents. Never cached or indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireClinicAccount(request, context);
  return {
    email: account.email,
    role: account.role,
    csrfToken: account.csrfToken,
    sessionSecondsLeft: secondsLeft(account, new Date(), sessionPolicy(context)),
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const shouldRevalidate = () => true;

export const handle = { formBodyKb: 256, noStore: true } satisfies RouteFacts;

export default function ClinicAccountLayout() {
  const { email, role, csrfToken, sessionSecondsLeft } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminNav
        email={email}
        role={role}
        csrfToken={csrfToken}
        sections={CLINIC_ACCOUNT_NAV}
        accountPath="/admin/manage/account"
        label="Clinic account"
      />
      <SessionExpiryNotice secondsLeft={sessionSecondsLeft} csrfToken={csrfToken} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AreaError
      error={error}
      area="Clinic account"
      notFound="Not found"
      back={{
        href: "/admin/manage",
        label: "Your clinics",
        advice: "Go back to your clinics and try again.",
      }}
    />
  );
}
