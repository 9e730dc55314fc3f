import { describe, expect, it } from "vitest";
import { headFromLoader } from "./route-head.ts";

describe("headFromLoader", () => {
  it("hands on the head the loader built, as it is", () => {
    const head = [
      { title: "TRT Clinics in Texas | TRT Clinic Finder" },
      { name: "robots", content: "noindex" },
    ];
    expect(headFromLoader({ loaderData: { statePage: {}, head } })).toBe(head);
  });

  it("is empty when the loader answered with an error (the error page titles itself)", () => {
    expect(headFromLoader({ loaderData: undefined })).toEqual([]);
    expect(headFromLoader({ loaderData: null })).toEqual([]);
  });

  it("is empty when the data carries no head, rather than a head made of something else", () => {
    expect(headFromLoader({ loaderData: { head: "not a list" } })).toEqual([]);
    expect(headFromLoader({ loaderData: { clinic: null } })).toEqual([]);
  });
});
