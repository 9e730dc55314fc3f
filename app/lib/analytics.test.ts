import { describe, expect, it } from "vitest";
import { clickEvent, sendingAllowed, viewEvent, viewKey } from "./analytics.ts";

const at = (path: string) => {
  const url = new URL(path, "https://trt.example.org");
  return { pathname: url.pathname, search: url.search };
};

describe("sendingAllowed", () => {
  it("sends nothing with Global Privacy Control or Do Not Track", () => {
    expect(sendingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(sendingAllowed({ doNotTrack: "1" })).toBe(false);
    expect(sendingAllowed({ doNotTrack: "yes" })).toBe(false);
    expect(sendingAllowed({ globalPrivacyControl: false, doNotTrack: "0" })).toBe(true);
    expect(sendingAllowed({ doNotTrack: null })).toBe(true);
    expect(sendingAllowed({})).toBe(true);
  });
});

describe("viewEvent", () => {
  it("names the kind of page and sends its path without the query", () => {
    expect(viewEvent(at("/clinic/austin-mens-health?tab=reviews"))).toEqual({
      type: "view_clinic",
      path: "/clinic/austin-mens-health",
    });
    expect(viewEvent(at("/tools/symptom-checker"))).toEqual({
      type: "use_tool",
      path: "/tools/symptom-checker",
    });
    expect(viewEvent(at("/blog?page=2"), "https://www.google.com/")).toEqual({
      type: "page_view",
      path: "/blog",
      referrer: "https://www.google.com/",
    });
    expect(viewEvent(at("/clinic/austin-mens-health/suggest-edit")).type).toBe("page_view");
  });

  it("sends a search's location words (the server keeps only the place they name) and no filters", () => {
    expect(viewEvent(at("/search?location=Austin%2C+TX&services=trt&page=2"))).toEqual({
      type: "search",
      path: "/search",
      location: "Austin, TX",
    });
    expect(viewEvent(at("/search?q=78701")).location).toBe("78701");
    expect(viewEvent(at("/search?city=Denver&state=CO")).location).toBe("Denver, CO");
    expect(viewEvent(at("/search?services=trt"))).toEqual({ type: "search", path: "/search" });
  });

  it("counts a new view for new words, not for a filter, sort or page", () => {
    expect(viewKey(at("/search?location=Austin&sort=rating"))).toBe(
      viewKey(at("/search?location=Austin&page=3")),
    );
    expect(viewKey(at("/search?location=Austin"))).not.toBe(viewKey(at("/search?location=Dallas")));
  });
});

describe("clickEvent", () => {
  const origin = "https://trt.example.org";
  const link = (href: string, rel = "", pagePath = "/search", cardClinicPath: string | null = null) =>
    clickEvent({ href, rel, pagePath, cardClinicPath, origin });

  it("a call from a card or a clinic's page names the clinic", () => {
    expect(link("tel:+15125550100", "", "/search", "/clinic/austin-mens-health")).toEqual({
      type: "click_phone",
      path: "/search",
      clinic: "austin-mens-health",
    });
    expect(link("tel:+15125550100", "", "/clinic/austin-mens-health")).toMatchObject({
      clinic: "austin-mens-health",
    });
  });

  it("the sponsored kit and a clinic's website count; maps, review sites and inner links do not", () => {
    expect(link("https://example.com/kit", "sponsored noopener", "/")).toEqual({
      type: "click_affiliate",
      path: "/",
    });
    expect(link("https://austin.example/", "noopener", "/clinic/austin-mens-health")).toEqual({
      type: "click_website",
      path: "/clinic/austin-mens-health",
      clinic: "austin-mens-health",
    });
    expect(link("https://www.google.com/maps/search/?api=1", "noopener noreferrer", "/clinic/a")).toBeNull();
    expect(link("https://elsewhere.example/", "noopener", "/blog/some-post")).toBeNull();
    expect(link("/clinic/austin-mens-health", "", "/search")).toBeNull();
    expect(link("mailto:someone@example.com", "", "/contact")).toBeNull();
  });
});
