import { describe, expect, it } from "vitest";
import { shouldSuggest, suggestionsUrl } from "./suggestions.ts";

describe("shouldSuggest", () => {
  it("needs at least two characters, not counting spaces", () => {
    expect(shouldSuggest("")).toBe(false);
    expect(shouldSuggest("a")).toBe(false);
    expect(shouldSuggest(" a ")).toBe(false);
    expect(shouldSuggest("a b")).toBe(true);
    expect(shouldSuggest("au")).toBe(true);
  });
});

it("asks our API with the trimmed, encoded text", () => {
  expect(suggestionsUrl("  san an ")).toBe("/api/locations/suggest?q=san%20an");
  expect(suggestionsUrl("x".repeat(300))).toBe(`/api/locations/suggest?q=${"x".repeat(100)}`);
});
