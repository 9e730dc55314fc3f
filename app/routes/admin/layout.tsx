import { Outlet, useLoaderData } from "react-router";
import { AdminNav } from "../../components/admin/admin-nav.tsx";
import { AreaError } from "../../components/admin/area-error.tsx";
import { SessionExpiryNotice } from "../../components/admin/session-expiry-notice.tsx";
import { servicesContext } from "../../context.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { requireAdmin, sessionPolicy } from "../../server/admin/require-admin.server.ts";
import { secondsLeft } from "../../server/admin/session-rules.server.ts";
import { claimsNeedingAnOperator } from "../../server/claims/claims.server.ts";
import { openFeatureRequestCount } from "../../server/claims/feature-requests.server.ts";
import { openProposalCount } from "../../server/claims/proposals.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import { heldCount } from "../../server/registry/queue.server.ts";
import { openSuggestionCount } from "../../server/suggestions/store.server.ts";
import type { Route } from "./+types/layout";

/**
 * Every page of the admin area but the sign-in page sits in this layout: it needs a session (each child
 * loader and action checks again, since loaders run side by side), and its answers are never cached or indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const [held, suggestions, proposals, claims, featureRequests] = await Promise.all([
    heldCount(db),
    openSuggestionCount(db),
    openProposalCount(db),
    claimsNeedingAnOperator(db),
    openFeatureRequestCount(db),
  ]);
  return {
    email: admin.email,
    role: admin.role,
    csrfToken: admin.csrfToken,
    sessionSecondsLeft: secondsLeft(admin, new Date(), sessionPolicy(context)),
    waiting: {
      "/admin/candidates": held,
      "/admin/suggestions": suggestions + proposals,
      "/admin/claims": claims,
      "/admin/featured-requests": featureRequests,
    },
  };
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** Every navigation uses the session: the layout's loader runs again to tell the expiry notice. */
export const shouldRevalidate = () => true;

/** The admin's forms take up to 256 KB; its answers belong to one operator, never kept or shared. */
export const handle = { formBodyKb: 256, noStore: true } satisfies RouteFacts;

export default function AdminLayout() {
  const { email, role, csrfToken, waiting, sessionSecondsLeft } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminNav email={email} role={role} csrfToken={csrfToken} waiting={waiting} />
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
      area="Admin"
      notFound="Not found in the admin area"
      back={{
        href: "/admin",
        label: "Admin overview",
        advice: "Go back to the admin overview and try again.",
      }}
    />
  );
}
