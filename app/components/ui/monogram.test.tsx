import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Monogram } from "./monogram.tsx";

it("draws the initials without the generic words, hidden from screen readers, the same colours for every name", () => {
  const a = renderToStaticMarkup(<Monogram name="Alder Bluff Men's Wellness" />);
  const b = renderToStaticMarkup(<Monogram name="Summit Hormone Clinic" />);
  expect(a).toMatch(/aria-hidden="true"[^>]*>AB</);
  expect(b).toMatch(/>S</);
  expect(a.replace(/>[^<]*</, "><")).toBe(b.replace(/>[^<]*</, "><"));
});
