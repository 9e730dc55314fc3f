import { Form, NavLink } from "react-router";
import { mayUse, type RestrictedArea, type Role } from "../../domain/admin-roles.ts";
import { formatCount } from "../../domain/count-label.ts";
import { CsrfField } from "./csrf-field.tsx";

/**
 * The admin area's sections, in menu order. Add a section here when its route is added to app/routes.ts;
 * `area` hides it from roles that may not use it (app/domain/admin-roles.ts).
 */
export const ADMIN_NAV: readonly { to: string; label: string; end?: boolean; area?: RestrictedArea }[] = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/clinics", label: "Clinics" },
  { to: "/admin/candidates", label: "Candidates" },
  { to: "/admin/verification", label: "Re-verify" },
  { to: "/admin/import", label: "Import", area: "imports" },
  { to: "/admin/suggestions", label: "Suggestions" },
  { to: "/admin/claims", label: "Claims" },
  { to: "/admin/featured-requests", label: "Featured requests" },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/users", label: "Users", area: "users" },
  { to: "/admin/outbox", label: "Outbox", area: "outbox" },
];

/** A clinic account's sections (decision 51): its own clinics and its own account, nothing of the desk. */
export const CLINIC_ACCOUNT_NAV: readonly { to: string; label: string; end?: boolean }[] = [
  { to: "/admin/manage", label: "Your clinics", end: true },
];

export function AdminNav({
  email,
  role,
  csrfToken,
  waiting = {},
  sections = ADMIN_NAV.filter((item) => !item.area || mayUse(role, item.area)),
  accountPath = "/admin/account",
  label = "Admin",
}: {
  email: string;
  role: Role;
  csrfToken: string;
  /** Items waiting in a section, by its path: shown beside its name. */
  waiting?: Readonly<Record<string, number>>;
  sections?: readonly { to: string; label: string; end?: boolean }[];
  accountPath?: string;
  label?: string;
}) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <nav aria-label={label}>
          <ul className="flex flex-wrap gap-1">
            {sections.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => (isActive ? "nav-link nav-link-active" : "nav-link")}
                >
                  {item.label}
                  {waiting[item.to] ? " " : null}
                  {waiting[item.to] ? (
                    <span className="ml-1 rounded-full bg-brand-800 px-2 text-sm text-white">
                      {formatCount(waiting[item.to] ?? 0)}
                      <span className="sr-only"> waiting</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            Signed in as <strong className="break-all">{email}</strong>
          </span>
          <NavLink
            to={accountPath}
            className={({ isActive }) => (isActive ? "nav-link nav-link-active" : "nav-link")}
          >
            Your account
          </NavLink>
          <Form method="post" action="/admin/sign-out" reloadDocument>
            <CsrfField token={csrfToken} />
            <button type="submit" className="btn-quiet text-sm">
              Sign out
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
