import { expect, it } from "vitest";
import { firstWithMore, telHref } from "./clinic-card.ts";

it("shows the first items and counts the rest", () => {
  expect(firstWithMore(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
  expect(firstWithMore(["a", "b"], 3)).toEqual({ shown: ["a", "b"], more: 0 });
  expect(firstWithMore([], 2)).toEqual({ shown: [], more: 0 });
});

it("dials US numbers with the country code", () => {
  expect(telHref("(210) 555-0177")).toBe("tel:+12105550177");
  expect(telHref("1-800-555-0100")).toBe("tel:+18005550100");
  expect(telHref("+44 20 7946 0000")).toBe("tel:+442079460000");
});
