import { expect, it } from "vitest";
import { locationSearchHref } from "./location-search.ts";

it("encodes the trimmed text as the location parameter", () => {
  expect(locationSearchHref("  Austin, TX ")).toBe("/search?location=Austin%2C%20TX");
});

it("ignores empty and whitespace-only text", () => {
  expect(locationSearchHref("")).toBeNull();
  expect(locationSearchHref(" \t\n ")).toBeNull();
});

it("encodes characters that would break the query string", () => {
  expect(locationSearchHref("a&b=c#d")).toBe("/search?location=a%26b%3Dc%23d");
});
