import { describe, expect, it } from "vitest";
import demoClinics from "../../data/demo-clinics.json" with { type: "json" };
import { fitTitle, TITLE_MAX_LENGTH } from "./meta-text.ts";
import { cityTitles, clinicTitles, headlineTitles, stateTitles } from "./page-titles.ts";

const SITE = "TRT Clinic Finder";

describe("clinicTitles", () => {
  it("keeps name and place with the site name when they fit", () => {
    const titles = clinicTitles({ name: "Vital Men", city: "Austin", state: "TX" });
    expect(fitTitle(titles, SITE)).toBe("Vital Men: TRT Clinic in Austin, TX | TRT Clinic Finder");
  });

  it("gives up the site name, then words about the place, and never the whole name while it fits", () => {
    const name = "Lark Spring Men's Health & Hormones";
    expect(fitTitle(clinicTitles({ name, city: "Waco", state: "TX" }), SITE)).toBe(
      "Lark Spring Men's Health & Hormones: TRT Clinic in Waco, TX",
    );
    expect(fitTitle(clinicTitles({ name, city: "Fort Worth", state: "TX" }), SITE)).toBe(
      "Lark Spring Men's Health & Hormones, Fort Worth, TX",
    );
    expect(fitTitle(clinicTitles({ name, city: "North Richland Hills", state: "TX" }), SITE)).toBe(
      "Lark Spring Men's Health & Hormones, TX | TRT Clinic Finder",
    );
  });

  it("shortens a name longer than a title at a word boundary", () => {
    const name =
      "Center for Male Hormone Health, Sexual Wellness and Age Management Medicine of Greater Houston";
    const title = fitTitle(clinicTitles({ name, city: "Houston", state: "TX" }), SITE);
    expect(title).toBe("Center for Male Hormone Health, Sexual Wellness and Age…");
  });

  it("fits every demo clinic's title in 60 characters, starting with its whole name", () => {
    for (const clinic of demoClinics) {
      const title = fitTitle(clinicTitles(clinic), SITE);
      expect(title.length, clinic.slug).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
      expect(title.startsWith(clinic.name), clinic.slug).toBe(true);
    }
  });
});

describe("stateTitles", () => {
  it("keeps the state title, and says which page after the first", () => {
    expect(fitTitle(stateTitles("Texas", 76, 1), SITE)).toBe(
      "TRT Clinics in Texas: Compare 76 Clinics | TRT Clinic Finder",
    );
    expect(fitTitle(stateTitles("North Carolina", 1, 1), SITE)).toBe(
      "TRT Clinics in North Carolina: Compare 1 Clinic",
    );
    expect(fitTitle(stateTitles("Texas", 76, 2), SITE)).toBe(
      "TRT Clinics in Texas: Compare 76 Clinics (Page 2)",
    );
    expect(fitTitle(stateTitles("Wyoming", 0, 1), SITE)).toBe("TRT Clinics in Wyoming | TRT Clinic Finder");
  });

  it("fits the longest state name with a large count on a later page", () => {
    const title = fitTitle(stateTitles("North Carolina", 12_345, 123), SITE);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(title).toContain("(Page 123)");
  });
});

describe("cityTitles", () => {
  it("keeps the spec's heading with the count, dropping the count when it does not fit", () => {
    expect(fitTitle(cityTitles("Austin", "TX", 11), SITE)).toBe(
      "Best TRT Clinics in Austin, TX (11 Clinics)",
    );
    expect(fitTitle(cityTitles("Austin", "TX", 0), SITE)).toBe(
      "Best TRT Clinics in Austin, TX | TRT Clinic Finder",
    );
    expect(fitTitle(cityTitles("Rancho Santa Margarita Heights", "CA", 12), SITE)).toBe(
      "Best TRT Clinics in Rancho Santa Margarita Heights, CA",
    );
  });
});

describe("headlineTitles", () => {
  it("falls back to the headline's part before its colon", () => {
    const titles = headlineTitles(
      "Testosterone Blood Tests Explained: Timing, Fasting and Reading Your Results",
    );
    expect(fitTitle(titles, SITE)).toBe("Testosterone Blood Tests Explained | TRT Clinic Finder");
  });

  it("keeps a closing label such as (Sponsored) on every form", () => {
    const titles = headlineTitles(
      "At-Home Testosterone Testing: How Mail-In Kits Work and When to See a Clinician (Sponsored)",
    );
    for (const title of titles) expect(title.endsWith("(Sponsored)")).toBe(true);
    expect(fitTitle(titles, SITE)).toBe("At-Home Testosterone Testing (Sponsored) | TRT Clinic Finder");
    const long = headlineTitles(
      "Everything You Always Wanted to Know About Mail-In Testosterone Kits and Labs (Sponsored)",
    );
    const title = fitTitle(long, SITE);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(title.endsWith("… (Sponsored)")).toBe(true);
  });

  it("keeps a headline that fits as it is", () => {
    expect(fitTitle(headlineTitles("TRT Cost Guide 2025: What to Expect and How to Save"), SITE)).toBe(
      "TRT Cost Guide 2025: What to Expect and How to Save",
    );
  });
});
