import { describe, expect, it } from "vitest";
import {
  disallowAdmin,
  isAdminPath,
  pageAddressOf,
  safeAdminReturn,
  signInAddress,
} from "./admin-http.server.ts";

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
    expect(safeAdminReturn("/admin/\r\nSet-Cookie: x=1")).toBe("/admin");
    expect(safeAdminReturn("/admin/clinics\t/4")).toBe("/admin");
    expect(safeAdminReturn("/admin/%0d%0aX")).toBe("/admin");
    expect(safeAdminReturn("/admin/clinics?name=caf%C3%A9")).toBe("/admin/clinics?name=caf%C3%A9");
  });

  it("name the page behind a client-side navigation's data request, never the payload", () => {
    const site = "http://127.0.0.1:3000";
    expect(pageAddressOf(`${site}/admin/clinics/3.data?_routes=routes%2Fadmin%2Fclinic-edit`, true)).toBe(
      "/admin/clinics/3",
    );
    expect(pageAddressOf(`${site}/admin/clinics.data?state=CA&index`, true)).toBe("/admin/clinics?state=CA");
    expect(pageAddressOf(`${site}/admin/clinics/3.data?saved=changes`, false)).toBe("/admin/clinics/3");
    expect(pageAddressOf(`${site}/_root.data`, true)).toBe("/");
    expect(safeAdminReturn("/admin/clinics/3.data")).toBe("/admin/clinics/3");
  });

  it("send an operator whose session ended to sign in, saying whether their input is kept", () => {
    expect(signInAddress("/admin/clinics/3", "kept")).toBe(
      "/admin/sign-in?next=%2Fadmin%2Fclinics%2F3&expired=kept",
    );
    expect(signInAddress("/admin", "expired")).toBe("/admin/sign-in?expired=yes");
    expect(signInAddress("/admin/clinics", null)).toBe("/admin/sign-in?next=%2Fadmin%2Fclinics");
  });

  it("are disallowed in robots.txt", () => {
    expect(
      disallowAdmin("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://x.example/sitemap.xml\n"),
    ).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://x.example/sitemap.xml\n",
    );
  });
});
