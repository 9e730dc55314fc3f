import { describe, expect, it } from "vitest";
import { SEARCH_RESULTS_PATHS } from "../domain/analytics-event.ts";
import {
  clickEvent,
  SEARCH_PAGES,
  type SearchMemory,
  searchResultsEvent,
  sendingAllowed,
  viewEvent,
  viewKey,
} from "./analytics.ts";

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
  const link = (
    href: string,
    rel = "",
    pagePath = "/search",
    cardClinicPath: string | null = null,
    directionsTo: string | null = null,
  ) => clickEvent({ href, rel, pagePath, cardClinicPath, directionsTo, origin });

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

  it("a link marked as directions is a click for directions to the clinic it names", () => {
    const maps = "https://www.google.com/maps/search/?api=1&query=1%20Main%20St";
    expect(
      link(maps, "noopener noreferrer", "/search", "/clinic/oak-hill-austin", "austin-mens-health"),
    ).toEqual({
      type: "click_directions",
      path: "/search",
      clinic: "austin-mens-health",
    });
    // No usable slug on the link: the card's clinic, else the clinic of the page, else none.
    expect(link(maps, "noopener noreferrer", "/search", "/clinic/oak-hill-austin", "")).toEqual({
      type: "click_directions",
      path: "/search",
      clinic: "oak-hill-austin",
    });
    expect(link(maps, "noopener noreferrer", "/clinic/austin-mens-health", null, "Not A Slug")).toEqual({
      type: "click_directions",
      path: "/clinic/austin-mens-health",
      clinic: "austin-mens-health",
    });
    expect(link(maps, "noopener noreferrer", "/", null, "")).toEqual({ type: "click_directions", path: "/" });
    // The same maps link without the mark (a clinic's Google reviews) is no click-out.
    expect(link(maps, "noopener noreferrer", "/clinic/austin-mens-health")).toBeNull();
  });
});

describe("searchResultsEvent", () => {
  const listed = ["austin-mens-health", "oak-hill-austin"];

  /** The events a visit sends, page after page: [address, the clinics its result list shows]. */
  function visit(pages: [address: string, slugs: string[]][]) {
    let memory: SearchMemory = { shown: null, counted: null };
    return pages.map(([address, slugs]) => {
      const result = searchResultsEvent(at(address), slugs, memory);
      memory = result.memory;
      return result.event;
    });
  }

  it("names the clinics of the first page of a place's results, each once, on the two search pages", () => {
    expect(visit([["/search?location=Austin%2C+TX", listed]])).toEqual([
      { type: "search_results", path: "/search", clinics: listed },
    ]);
    expect(visit([["/trt-clinics-near-me?lat=30.27&lng=-97.74", ["a-b", "a-b", "Not A Slug", "c"]]])).toEqual(
      [{ type: "search_results", path: "/trt-clinics-near-me", clinics: ["a-b", "c"] }],
    );
    expect(visit([["/search?city=Austin&state=TX&page=1", listed]])[0]?.type).toBe("search_results");
    expect(visit([["/search?bounds=30,-98,31,-97", listed]])[0]?.type).toBe("search_results");
    expect(SEARCH_PAGES).toEqual(SEARCH_RESULTS_PATHS);
  });

  it("nothing for later pages, an empty list, no place searched, or another page", () => {
    expect(
      visit([
        ["/search?location=Austin&page=2", listed],
        ["/search?location=Austin", []],
        ["/search", listed],
        ["/search?services=trt&location=+", listed],
        ["/search?nearme=true", listed],
        ["/trt-clinics-near-me", listed],
        ["/trt-clinics-texas", listed],
        ["/city/austin/tx", listed],
      ]),
    ).toEqual([null, null, null, null, null, null, null, null]);
  });

  it("a filter, the order, another page, the map or coming back is the same search", () => {
    const sent = visit([
      ["/search?location=Austin&page=2", listed],
      ["/search?location=Austin", listed],
      ["/search?location=Austin&services=trt", ["oak-hill-austin"]],
      ["/search?location=Austin&sort=rating&view=map", []],
      ["/clinic/oak-hill-austin", []],
      ["/search?location=Austin", listed],
    ]);
    expect(sent.map((event) => event?.clinics ?? null)).toEqual([null, listed, null, null, null, null]);
  });

  it("a search with no clinics counts once a filter finds some; the same place after another counts again", () => {
    const sent = visit([
      ["/search?location=Austin&maxPrice=50", []],
      ["/search?location=Austin", listed],
      ["/search?location=Dallas", []],
      ["/search?location=Austin", listed],
      ["/search", listed],
      ["/search?location=Austin", listed],
      ["/trt-clinics-near-me?location=Austin", listed],
    ]);
    expect(sent.map((event) => event?.path ?? null)).toEqual([
      null,
      "/search",
      null,
      "/search",
      null,
      "/search",
      "/trt-clinics-near-me",
    ]);
  });
});
