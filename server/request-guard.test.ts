import { describe, expect, it } from "vitest";
import { formBodyLimit } from "./request-guard.ts";

describe("which pages take a form post, and how large", () => {
  it("takes a visitor's correction, at its page's address or the router's .data address", () => {
    for (const path of [
      "/clinic/acme/suggest-edit",
      "/clinic/acme/suggest-edit/",
      "/clinic/acme/suggest-edit.data",
    ]) {
      expect(formBodyLimit(path, 10), path).toBe(16 * 1024);
    }
  });

  it("takes the admin's forms, and the import's file up to twice its limit (the page answers an oversized file itself)", () => {
    for (const path of ["/admin", "/admin.data", "/admin/sign-in", "/admin/clinics/4.data"]) {
      expect(formBodyLimit(path, 10), path).toBe(256 * 1024);
    }
    expect(formBodyLimit("/admin/import", 10)).toBe(20 * 1024 * 1024 + 64 * 1024);
    expect(formBodyLimit("/admin/import.data", 2)).toBe(4 * 1024 * 1024 + 64 * 1024);
  });

  it("takes none anywhere else", () => {
    for (const path of [
      "/",
      "/about",
      "/clinic/acme",
      "/clinic/acme/suggest-edit/x",
      "/administrator",
      "/admins/x",
    ]) {
      expect(formBodyLimit(path, 10), path).toBeNull();
    }
  });
});
