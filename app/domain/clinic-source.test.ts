import { describe, expect, it } from "vitest";
import { distinctLegalName, sourceLabel } from "./clinic-source.ts";

describe("sourceLabel", () => {
  it("names the registry and the month of its file for a registry listing", () => {
    expect(sourceLabel("NPPES January 2024 (NPI 1234567893)")).toBe("NPPES NPI Registry, January 2024 file");
    expect(sourceLabel("NPPES (NPI 1234567893)")).toBe("NPPES NPI Registry");
  });

  it("says plainly that demo data is fictional, and keeps any other source as written", () => {
    expect(sourceLabel("demo")).toBe("Fictional demo listing, not a real clinic");
    expect(sourceLabel("clinic website, March 2026")).toBe("clinic website, March 2026");
  });
});

describe("distinctLegalName", () => {
  it("is the legal name when it says more than the name shown", () => {
    expect(distinctLegalName("Summit Men's Health", "SUMMIT MEN'S HEALTH, PLLC")).toBe(
      "SUMMIT MEN'S HEALTH, PLLC",
    );
  });

  it("is null when there is none, or it is the same name in other capitals or punctuation", () => {
    expect(distinctLegalName("Summit Men's Health", null)).toBeNull();
    expect(distinctLegalName("Summit Men's Health", "  ")).toBeNull();
    expect(distinctLegalName("Summit Men's Health", "SUMMIT MENS HEALTH")).toBeNull();
  });
});
