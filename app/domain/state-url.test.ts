import { expect, it } from "vitest";
import { matchStateSlug, statePath } from "./state-url.ts";
import { US_STATES } from "./us-states.ts";

it("gives every state a page path", () => {
  expect(statePath({ slug: "west-virginia" })).toBe("/trt-clinics-west-virginia");
  for (const state of US_STATES) {
    const match = matchStateSlug(statePath(state).slice(1));
    expect(match).toEqual({ kind: "state", state, canonical: true });
  }
});

it("tells other paths, unknown states and non-canonical spellings apart", () => {
  expect(matchStateSlug("about-us")).toEqual({ kind: "not-a-state-path" });
  expect(matchStateSlug("trt-clinics-")).toEqual({ kind: "unknown-state" });
  expect(matchStateSlug("trt-clinics-atlantis")).toEqual({ kind: "unknown-state" });
  expect(matchStateSlug(`trt-clinics-${"x".repeat(5000)}`)).toEqual({ kind: "unknown-state" });
  expect(matchStateSlug("trt-clinics-tx")).toEqual({ kind: "unknown-state" });
  expect(matchStateSlug("trt-clinics-New-York")).toMatchObject({ kind: "state", canonical: false });
  expect(matchStateSlug("trt-clinics-new york")).toMatchObject({ kind: "state", canonical: false });
  expect(matchStateSlug("TRT-Clinics-texas")).toMatchObject({ kind: "state", canonical: false });
});
