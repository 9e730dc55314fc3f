import { describe, expect, it } from "vitest";
import { isActivePath, PRIMARY_NAV } from "./navigation.ts";

describe("isActivePath", () => {
  it("is active on the item's own path", () => {
    expect(isActivePath("/search", "/search")).toBe(true);
  });

  it("is active beneath the item's path", () => {
    expect(isActivePath("/blog/trt-cost-guide-2025-what-to-expect-how-to-save", "/blog")).toBe(true);
  });

  it("is not active elsewhere", () => {
    expect(isActivePath("/", "/search")).toBe(false);
    expect(isActivePath("/about", "/about-trt")).toBe(false);
  });

  it("does not confuse a longer sibling path with the item", () => {
    expect(isActivePath("/about-trt", "/about")).toBe(false);
  });
});

describe("PRIMARY_NAV", () => {
  it("lists the spec's five header links in order", () => {
    expect(PRIMARY_NAV.map((item) => `${item.href} ${item.label}`)).toEqual([
      "/search Find TRT Clinics",
      "/trt-clinics-near-me Clinics Near Me",
      "/tele-trt-clinics Telemedicine TRT",
      "/about-trt TRT Guide",
      "/blog Expert Resources",
    ]);
  });
});
