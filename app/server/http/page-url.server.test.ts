import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url.server.ts";

const at = (address: string) => pageUrl(new Request(`https://trt.example.org${address}`));

describe("pageUrl", () => {
  it("is the address itself for a document request, query untouched", () => {
    expect(at("/search?location=Austin%2C+TX&sort=rating").href).toBe(
      "https://trt.example.org/search?location=Austin%2C+TX&sort=rating",
    );
  });

  it("drops the .data of a client-side navigation's request, and the home page's /_.data", () => {
    expect(at("/clinic/no-such-clinic.data").pathname).toBe("/clinic/no-such-clinic");
    expect(at("/_.data").pathname).toBe("/");
    expect(at("/trt-clinics-near-me.data?location=Austin%2C+TX").search).toBe("?location=Austin%2C+TX");
  });

  it("drops React Router's _routes parameter, so a page with no query of its own still has none", () => {
    expect(at("/trt-clinics-near-me.data?_routes=routes%2Fnear-me").search).toBe("");
    expect([
      ...at("/tele-trt-clinics.data?state=TX&_routes=routes%2Ftelehealth").searchParams.keys(),
    ]).toEqual(["state"]);
  });

  it("keeps a path that only looks like one (a clinic slug containing 'data')", () => {
    expect(at("/clinic/data-health-austin").pathname).toBe("/clinic/data-health-austin");
  });
});
