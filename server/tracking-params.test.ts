import { describe, expect, it } from "vitest";
import { withoutTrackingParams } from "./tracking-params.ts";

describe("withoutTrackingParams", () => {
  it("takes out click identifiers and campaign tags, and the question mark when nothing is left", () => {
    expect(withoutTrackingParams("/clinic/austin-mens-health?fbclid=IwAR0abc")).toBe(
      "/clinic/austin-mens-health",
    );
    expect(withoutTrackingParams("/?utm_source=newsletter&utm_medium=email&utm_campaign=fall")).toBe("/");
    expect(withoutTrackingParams("/blog/trt-cost?gclid=Cj0KCQ&msclkid=x1&srsltid=AfmB")).toBe(
      "/blog/trt-cost",
    );
  });

  it("keeps every other parameter as it came: order, encoding and repeats", () => {
    expect(
      withoutTrackingParams(
        "/search?location=Austin%2C+TX&utm_source=x&services=hcg&services=injections&page=2",
      ),
    ).toBe("/search?location=Austin%2C+TX&services=hcg&services=injections&page=2");
    expect(withoutTrackingParams("/clinic/a?tab=reviews&fbclid=1")).toBe("/clinic/a?tab=reviews");
  });

  it("returns the very same string when there is nothing to take out", () => {
    const url = "/search?location=Austin%2C%20TX&sort=rating&u=17";
    expect(withoutTrackingParams(url)).toBe(url);
    expect(withoutTrackingParams("/trt-clinics-texas")).toBe("/trt-clinics-texas");
    expect(withoutTrackingParams("/search?")).toBe("/search?");
  });

  it("knows the names in any case and encoding, and only those names", () => {
    expect(withoutTrackingParams("/?UTM_Source=x&FBCLID=y")).toBe("/");
    expect(withoutTrackingParams("/?utm%5Fsource=x")).toBe("/");
    expect(withoutTrackingParams("/search?utm=1&source=x&gclid_x=2&xfbclid=3")).toBe(
      "/search?utm=1&source=x&gclid_x=2&xfbclid=3",
    );
  });

  it("leaves a parameter whose name cannot be decoded alone", () => {
    expect(withoutTrackingParams("/search?%E0%A4%A=1&fbclid=2")).toBe("/search?%E0%A4%A=1");
  });

  it("takes hostile queries as they come: huge, unicode, SQL-looking, empty parts", () => {
    const huge = `/search?${"a=1&".repeat(5_000)}fbclid=x`;
    expect(withoutTrackingParams(huge)).toBe(`/search?${"a=1&".repeat(4_999)}a=1`);
    expect(withoutTrackingParams("/search?location=S%C3%A3o%20Paulo&utm_source=%F0%9F%98%80")).toBe(
      "/search?location=S%C3%A3o%20Paulo",
    );
    expect(withoutTrackingParams("/search?q=' or 1=1 --&gclid=')--")).toBe("/search?q=' or 1=1 --");
    expect(withoutTrackingParams("/search?&&fbclid=&=&utm_=")).toBe("/search?&&=");
  });
});
