import { describe, expect, it } from "vitest";
import { escapeFormula, unescapeFormula } from "./csv-formula.ts";

describe("CSV formula escaping", () => {
  it("writes cells that a spreadsheet would run as formulas with a leading apostrophe", () => {
    expect(escapeFormula('=HYPERLINK("http://evil.example")')).toBe('\'=HYPERLINK("http://evil.example")');
    expect(escapeFormula("+1 555")).toBe("'+1 555");
    expect(escapeFormula("-2+3")).toBe("'-2+3");
    expect(escapeFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(escapeFormula("\tcmd")).toBe("'\tcmd");
    expect(escapeFormula("\rcmd")).toBe("'\rcmd");
  });

  it("leaves ordinary text alone", () => {
    expect(escapeFormula("Summit Men's Health")).toBe("Summit Men's Health");
    expect(escapeFormula("")).toBe("");
  });

  it("reads every escaped cell back unchanged, including texts that start with an apostrophe", () => {
    for (const text of [
      "=1+1",
      "+x",
      "-y",
      "@z",
      "\tt",
      "\rr",
      "'quoted'",
      "''",
      "'",
      "'=x",
      "plain",
      "a=b",
    ]) {
      expect(unescapeFormula(escapeFormula(text))).toBe(text);
    }
  });

  it("keeps an apostrophe typed before ordinary text", () => {
    expect(unescapeFormula("'Tis the season")).toBe("'Tis the season");
  });
});
