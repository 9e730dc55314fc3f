import { useLoaderData } from "react-router";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import { mayUse } from "../../domain/admin-roles.ts";
import { auditActionPhrase } from "../../domain/audit-actions.ts";
import { formatCount } from "../../domain/count-label.ts";
import { adminOverview } from "../../server/admin/overview.server.ts";
import { requireAdmin } from "../../server/admin/require-admin.server.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return adminOverview(context.get(servicesContext).db, { seesAccounts: mayUse(admin.role, "users") });
}

export const meta: Route.MetaFunction = () => [
  { title: "Overview | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminHome() {
  const overview = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Admin overview</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {(
          [
            ["Clinics", overview.clinics, "/admin/clinics"],
            ["Verified now", overview.verified, "/admin/clinics?verification=current"],
            ["Checks lapsed", overview.lapsed, "/admin/clinics?verification=lapsed&sort=verification"],
            ["Featured", overview.featured, "/admin/clinics?featured=yes"],
            ["Held back", overview.held, "/admin/clinics?visibility=held"],
          ] as const
        ).map(([label, value, href]) => (
          <div key={label} className="rounded-card border border-slate-300 p-4">
            <dt className="text-slate-700">
              <SiteLink to={href} className="text-brand-800 underline">
                {label}
              </SiteLink>
            </dt>
            <dd className="text-3xl font-bold text-slate-900">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-700">
        “Verified now” counts what visitors see as verified: a check within the last 12 months.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <SiteLink to="/admin/clinics" className="btn-secondary">
          Find a clinic
        </SiteLink>
        <SiteLink to="/admin/clinics/new" className="btn-secondary">
          Add a clinic
        </SiteLink>
      </p>
      <h2 className="mt-10 text-xl font-bold text-slate-900">Latest changes</h2>
      {overview.recent.length === 0 ? (
        <p className="mt-2 text-slate-700">No changes have been made in the admin area yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {overview.recent.map((entry) => (
            <li key={entry.id} className="text-slate-800">
              <time dateTime={entry.createdAt}>{entry.createdAt.replace("T", " ").slice(0, 16)} UTC</time>:{" "}
              <span className="break-all">{entry.adminEmail}</span> {auditActionPhrase(entry.action)}{" "}
              {entry.action === "delete" || entry.accountId !== null ? (
                <span className="break-all">{entry.clinicName}</span>
              ) : entry.clinicId === null ? (
                <SiteLink to={`/admin/candidates/${entry.candidateId}`} className="text-brand-800 underline">
                  {entry.clinicName}
                </SiteLink>
              ) : (
                <SiteLink to={`/admin/clinics/${entry.clinicId}`} className="text-brand-800 underline">
                  {entry.clinicName}
                </SiteLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
