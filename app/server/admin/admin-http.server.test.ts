import { describe, expect, it } from "vitest";
import { disallowAdmin, isAdminPath, safeAdminReturn } from "./admin-http.server.ts";

describe("admin paths", () => {
  it("are /admin and everything under it, never a lookalike", () => {
    for (const path of ["/admin", "/admin/", "/admin/clinics/4", "/admin?x=1"])
      expect(isAdminPath(path)).toBe(true);
    for (const path of ["/administrator", "/admins", "/", "/clinic/admin"])
      expect(isAdminPath(path)).toBe(false);
  });

  it("send the operator back only to a page of the admin area after signing in", () => {
    expect(safeAdminReturn("/admin/clinics/4?x=1")).toBe("/admin/clinics/4?x=1");
    expect(safeAdminReturn("https://evil.example/admin")).toBe("/admin");
    expect(safeAdminReturn("//evil.example")).toBe("/admin");
    expect(safeAdminReturn("/admin/sign-in")).toBe("/admin");
    expect(safeAdminReturn(null)).toBe("/admin");
  });

  it("are disallowed in robots.txt", () => {
    expect(
      disallowAdmin("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://x.example/sitemap.xml\n"),
    ).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://x.example/sitemap.xml\n",
    );
  });
});
