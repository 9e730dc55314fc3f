import { describe, expect, it } from "vitest";
import { isRole, lastAdminProblem, mayUse, roleOf } from "./admin-roles.ts";

describe("roles", () => {
  it("admins use users, imports and the outbox; editors none of them", () => {
    for (const area of ["users", "imports", "outbox"] as const) {
      expect(mayUse("admin", area)).toBe(true);
      expect(mayUse("editor", area)).toBe(false);
    }
  });

  it("reads an unknown stored role as the lesser one", () => {
    expect(roleOf("admin")).toBe("admin");
    expect(roleOf("owner")).toBe("editor");
    expect(isRole("editor")).toBe(true);
    expect(isRole("Admin")).toBe(false);
  });

  it("never lets the last active admin be demoted or disabled", () => {
    const admin = { role: "admin" as const, disabled: false };
    expect(lastAdminProblem("demote", admin, 1)).toMatch(/last active admin/);
    expect(lastAdminProblem("disable", admin, 1)).toMatch(/last active admin/);
    expect(lastAdminProblem("demote", admin, 2)).toBeNull();
    expect(lastAdminProblem("disable", { role: "editor", disabled: false }, 1)).toBeNull();
    expect(lastAdminProblem("demote", { role: "admin", disabled: true }, 1)).toBeNull();
  });
});
