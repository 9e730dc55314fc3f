import { describe, expect, it } from "vitest";
import {
  CLICK_OUT_TYPES,
  deviceClass,
  EVENT_TYPES,
  eventDay,
  MAX_LISTED_CLINICS,
  parseIncomingEvent,
  pathOnly,
  referrerHost,
  SEARCH_RESULTS_PATHS,
} from "./analytics-event.ts";
import { FINDER_LIST_SIZE, FINDER_PATH } from "./finder-options.ts";
import { PAGE_SIZE } from "./search-params.ts";

describe("parseIncomingEvent", () => {
  it("takes the event fields and nothing else", () => {
    expect(parseIncomingEvent({ type: "search", path: "/search", location: "Austin, TX" })).toEqual({
      ok: true,
      event: { type: "search", path: "/search", location: "Austin, TX" },
    });
    expect(parseIncomingEvent({ type: "page_view", path: "/", userAgent: "x" })).toEqual({
      ok: false,
      field: "userAgent",
      message: "is not a field of an event",
    });
  });

  it("names the field that is wrong", () => {
    expect(parseIncomingEvent({ type: "buy", path: "/" })).toMatchObject({ ok: false, field: "type" });
    expect(parseIncomingEvent({ type: "page_view", path: "search" })).toMatchObject({
      ok: false,
      field: "path",
    });
    expect(parseIncomingEvent({ type: "page_view", path: "/", clinic: "Not A Slug" })).toMatchObject({
      ok: false,
      field: "clinic",
    });
    for (const body of [null, [], "page_view", 7]) {
      expect(parseIncomingEvent(body)).toEqual({
        ok: false,
        field: "body",
        message: "must be a JSON object with type and path",
      });
    }
  });
});

describe("parseIncomingEvent: directions and search results", () => {
  it("takes a click for directions with its clinic, as a click-out", () => {
    expect(
      parseIncomingEvent({ type: "click_directions", path: "/search", clinic: "austin-mens-health" }),
    ).toEqual({
      ok: true,
      event: { type: "click_directions", path: "/search", clinic: "austin-mens-health" },
    });
    expect(CLICK_OUT_TYPES).toEqual(["click_affiliate", "click_website", "click_phone", "click_directions"]);
    expect(EVENT_TYPES).toEqual([
      "page_view",
      "view_clinic",
      "use_tool",
      "search",
      "search_location",
      "autocomplete",
      "click_affiliate",
      "click_website",
      "click_phone",
      "click_directions",
      "search_results",
    ]);
  });

  it("takes the slugs a page of results listed, on the search page and the finder", () => {
    const slugs = ["austin-mens-health", "oak-hill-austin"];
    expect(parseIncomingEvent({ type: "search_results", path: "/search", clinics: slugs })).toEqual({
      ok: true,
      event: { type: "search_results", path: "/search", clinics: slugs },
    });
    expect(SEARCH_RESULTS_PATHS).toEqual(["/search", FINDER_PATH]);
  });

  it("a list as long as the longest page of results, and no longer", () => {
    expect(MAX_LISTED_CLINICS).toBe(Math.max(PAGE_SIZE, FINDER_LIST_SIZE));
    const slugs = (count: number) => Array.from({ length: count }, (_, index) => `clinic-${index}`);
    expect(
      parseIncomingEvent({ type: "search_results", path: "/search", clinics: slugs(MAX_LISTED_CLINICS) }).ok,
    ).toBe(true);
    expect(
      parseIncomingEvent({ type: "search_results", path: "/search", clinics: slugs(MAX_LISTED_CLINICS + 1) }),
    ).toEqual({
      ok: false,
      field: "clinics",
      message: `must name at most ${MAX_LISTED_CLINICS} clinics, one page of results`,
    });
  });

  it("names the clinics field when the list is missing, empty, not slugs, or on another event", () => {
    const refused = (body: unknown) => parseIncomingEvent(body);
    expect(refused({ type: "search_results", path: "/search" })).toEqual({
      ok: false,
      field: "clinics",
      message: "must list the clinics the results showed",
    });
    expect(refused({ type: "search_results", path: "/search", clinics: [] })).toEqual({
      ok: false,
      field: "clinics",
      message: "must name at least one clinic",
    });
    for (const clinics of [
      ["Not A Slug"],
      ["../../etc/passwd"],
      [7],
      "austin-mens-health",
      [`a${"-b".repeat(60)}`],
    ]) {
      expect(
        refused({ type: "search_results", path: "/search", clinics }),
        JSON.stringify(clinics),
      ).toMatchObject({
        ok: false,
        field: "clinics",
      });
    }
    expect(refused({ type: "search", path: "/search", clinics: ["austin-mens-health"] })).toEqual({
      ok: false,
      field: "clinics",
      message: "is sent with search_results only",
    });
  });
});

describe("pathOnly", () => {
  it("drops the query string and the fragment", () => {
    expect(pathOnly("/search?location=Austin#results")).toBe("/search");
    expect(pathOnly("/clinic/a-b")).toBe("/clinic/a-b");
  });

  it("refuses what is not a path of this site", () => {
    expect(pathOnly("//evil.example/x")).toBeNull();
    expect(pathOnly("/\\evil.example")).toBeNull();
  });
});

describe("referrerHost", () => {
  it("keeps the referring site's name only", () => {
    expect(referrerHost("https://www.google.com/search?q=low+t", "trt.example.org")).toBe("google.com");
    expect(referrerHost("https://duckduckgo.com", "trt.example.org")).toBe("duckduckgo.com");
  });

  it("none for our own site, no referrer or anything but a web address", () => {
    expect(referrerHost("https://www.trt.example.org/blog", "trt.example.org")).toBeNull();
    expect(referrerHost(undefined, "trt.example.org")).toBeNull();
    expect(referrerHost("android-app://com.google", "trt.example.org")).toBeNull();
    expect(referrerHost("not a url", "trt.example.org")).toBeNull();
  });
});

describe("deviceClass", () => {
  it("reads a coarse class from the user agent", () => {
    expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148")).toBe(
      "mobile",
    );
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140.0 Mobile Safari/537.36")).toBe(
      "mobile",
    );
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/140.0 Safari/537.36")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36")).toBe(
      "desktop",
    );
    expect(deviceClass(undefined)).toBeNull();
  });
});

describe("eventDay", () => {
  it("is the UTC day, never the time", () => {
    expect(eventDay(new Date("2026-11-24T23:59:59-05:00"))).toBe("2026-11-25");
  });
});
