/**
 * What each role may use (decision 38). Admins use everything; editors keep the directory (clinics,
 * candidates, re-verification, suggestions, analytics) but not accounts, imports or the outbox.
 */
export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** The parts of the admin area only some roles may use; every other page is open to both. */
export type RestrictedArea = "users" | "imports" | "outbox";

const AREAS_OF: Record<Role, readonly RestrictedArea[]> = {
  admin: ["users", "imports", "outbox"],
  editor: [],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** A stored role; anything unknown counts as the lesser role, never as more. */
export function roleOf(stored: string): Role {
  return isRole(stored) ? stored : "editor";
}

/** The role stored for a clinic's representative (decision 51): no part of the operator's desk is theirs. */
export const CLINIC_ROLE = "clinic";

export type AccountKind = "operator" | "clinic";

export function accountKindOf(stored: string): AccountKind {
  return stored === CLINIC_ROLE ? "clinic" : "operator";
}

export function mayUse(role: Role, area: RestrictedArea): boolean {
  return AREAS_OF[role].includes(area);
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin: everything, including users and imports",
  editor: "Editor: clinics, candidates, re-verification and suggestions",
};

/**
 * Why an account change would leave no active admin, or null. `activeAdmins` counts the enabled admins now;
 * `target` is the account being changed.
 */
export function lastAdminProblem(
  change: "demote" | "disable",
  target: { role: Role; disabled: boolean },
  activeAdmins: number,
): string | null {
  if (target.role !== "admin" || target.disabled || activeAdmins > 1) return null;
  return change === "demote"
    ? "This is the last active admin: make another account an admin before changing this one's role."
    : "This is the last active admin: make another account an admin before disabling this one.";
}
