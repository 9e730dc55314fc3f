import { describe, expect, it } from "vitest";
import { IN_PLACE, isInPlace, routeChange } from "./route-change.ts";

const at = (path: string, state: unknown = null) => {
  const url = new URL(path, "http://localhost");
  return { pathname: url.pathname, search: url.search, state };
};

describe("routeChange", () => {
  it("leaves hash-only and same-address navigations alone", () => {
    expect(routeChange(at("/about-trt"), at("/about-trt#symptoms"), "POP")).toBe("none");
    expect(routeChange(at("/search?location=Texas"), at("/search?location=Texas"), "REPLACE")).toBe("none");
  });

  it("treats Back and Forward as a return, whatever the state", () => {
    expect(routeChange(at("/blog/a"), at("/blog"), "POP")).toBe("return");
    expect(routeChange(at("/search?page=2"), at("/search", IN_PLACE.state), "POP")).toBe("return");
  });

  it("keeps a marked refresh of the same page in place", () => {
    expect(
      routeChange(
        at("/trt-clinics-near-me"),
        at("/trt-clinics-near-me?telehealth=true", IN_PLACE.state),
        "PUSH",
      ),
    ).toBe("in-place");
  });

  it("treats an unmarked change of the query as a new search", () => {
    expect(routeChange(at("/search?location=Texas"), at("/search?location=Texas&page=2"), "PUSH")).toBe(
      "new-page",
    );
    expect(routeChange(at("/search?nearme=true"), at("/search?lat=30&lng=-97"), "REPLACE")).toBe("new-page");
  });

  it("never keeps focus in place across pages, even when asked to", () => {
    expect(routeChange(at("/"), at("/search?location=Texas", IN_PLACE.state), "PUSH")).toBe("new-page");
  });
});

describe("isInPlace", () => {
  it("reads only the in-place mark", () => {
    expect(isInPlace(IN_PLACE.state)).toBe(true);
    expect(isInPlace({ inPlace: "yes" })).toBe(false);
    expect(isInPlace(null)).toBe(false);
    expect(isInPlace(undefined)).toBe(false);
  });
});
