import { describe, expect, it } from "vitest";
import {
  addressKey,
  assignSlugs,
  type CandidateKey,
  type ExistingClinic,
  findCandidateDuplicates,
  levenshtein,
  matchExistingClinics,
  matchLabel,
  nameSimilarity,
  namesAreClose,
  normalizeAddress,
  normalizeName,
} from "./registry-duplicates.ts";

function candidate(overrides: Partial<CandidateKey> = {}): CandidateKey {
  return {
    npi: "1234567893",
    name: "Summit Men's Health",
    addressLine1: "2150 Cedar Ridge Blvd",
    addressLine2: null,
    city: "Austin",
    zipCode: "78701",
    phone: "(512) 555-0142",
    primary: true,
    ...overrides,
  };
}

function stored(overrides: Partial<ExistingClinic> = {}): ExistingClinic {
  return {
    slug: "summit-mens-health-austin",
    npi: null,
    name: "Summit Men's Health",
    addressLine1: "2150 Cedar Ridge Blvd",
    addressLine2: null,
    zipCode: "78701",
    phone: "(512) 555-0142",
    ...overrides,
  };
}

describe("normalizeAddress and addressKey", () => {
  it("compares street words, suites and punctuation loosely", () => {
    expect(normalizeAddress("2150 Cedar Ridge Boulevard", "Suite 210")).toBe("2150 cedar ridge blvd ste 210");
    expect(normalizeAddress("2150 CEDAR RIDGE BLVD.", "#210")).toBe("2150 cedar ridge blvd ste 210");
    expect(normalizeAddress("100 North Main Street")).toBe("100 n main st");
    expect(addressKey("2150 Cedar Ridge Blvd", "", "78701")).toBe(
      addressKey("2150 CEDAR RIDGE BOULEVARD", null, "78701-1234"),
    );
    expect(addressKey("2150 Cedar Ridge Blvd", "Ste 2", "78701")).not.toBe(
      addressKey("2150 Cedar Ridge Blvd", null, "78701"),
    );
    expect(addressKey("2150 Cedar Ridge Blvd", null, "78701")).not.toBe(
      addressKey("2150 Cedar Ridge Blvd", null, "78702"),
    );
  });
});

describe("names", () => {
  it("drops legal forms, apostrophes and the article", () => {
    expect(normalizeName("The Summit Men's Health, PLLC")).toBe("summit mens health");
    expect(normalizeName("Prairie Hormone & Thyroid Clinic Inc.")).toBe("prairie hormone and thyroid clinic");
  });

  it("measures edit distance", () => {
    expect(levenshtein("kitten", "sitting")).toBe(3);
    expect(levenshtein("", "abc")).toBe(3);
    expect(levenshtein("same", "same")).toBe(0);
    expect(nameSimilarity("North Clinic", "South Clinic")).toBeCloseTo(10 / 12);
  });

  it("calls names close when equal after normalising, 85 % similar, or one's words all in the other's", () => {
    expect(namesAreClose("Summit Men's Health, PLLC", "SUMMIT MENS HEALTH")).toBe(true);
    expect(namesAreClose("Summit Mens Helath", "Summit Men's Health")).toBe(true);
    expect(namesAreClose("Summit Men's Health", "Summit Men's Health & Wellness")).toBe(true);
    expect(namesAreClose("Summit Men's Health & Wellness", "Summit Men's Health")).toBe(true);
  });

  it("keeps different names apart", () => {
    expect(namesAreClose("North Clinic", "South Clinic")).toBe(false);
    expect(namesAreClose("Summit", "Summit Men's Health")).toBe(false);
    expect(namesAreClose("Austin TRT Lounge", "Summit Men's Health")).toBe(false);
    expect(namesAreClose("LLC", "PLLC")).toBe(false);
  });
});

describe("findCandidateDuplicates", () => {
  it("drops a secondary location that repeats the main one, and a second NPI with a close name at the same address", () => {
    const candidates = [
      candidate(),
      candidate({ primary: false, addressLine1: "2150 CEDAR RIDGE BOULEVARD" }),
      candidate({ npi: "1999999992", name: "Summit Mens Health PLLC" }),
      candidate({ npi: "1000000004", name: "Austin Lab Services" }),
      candidate({ addressLine2: "Ste 2", primary: false }),
    ];
    expect(findCandidateDuplicates(candidates)).toEqual([
      undefined,
      { of: 0, reason: "same NPI and address" },
      { of: 0, reason: "same address, close name" },
      undefined,
      undefined,
    ]);
  });
});

describe("matchExistingClinics", () => {
  it("matches the same NPI at the same address, then the only clinic with the NPI for a main location", () => {
    const existing = [
      stored({ npi: "1234567893" }),
      stored({
        slug: "moved-clinic",
        npi: "1999999992",
        addressLine1: "1 Old Rd",
        phone: null,
        name: "Moved",
      }),
    ];
    const matches = matchExistingClinics(
      [
        candidate({ npi: "1234567893" }),
        candidate({ npi: "1999999992", name: "Moved", addressLine1: "9 New Rd", phone: null }),
        candidate({
          npi: "1999999992",
          name: "Moved",
          addressLine1: "7 Other Rd",
          phone: null,
          primary: false,
        }),
      ],
      existing,
    );
    expect(matches).toEqual([
      { kind: "same-npi", slug: "summit-mens-health-austin", moved: false },
      { kind: "same-npi", slug: "moved-clinic", moved: true },
      { kind: "possible-duplicate", slug: "moved-clinic", reason: "name" },
    ]);
    expect(matches.map(matchLabel)).toEqual([
      "same npi (would update summit-mens-health-austin)",
      "same npi (would update moved-clinic; the address changed)",
      "possible duplicate of moved-clinic",
    ]);
  });

  it("lets the same-address candidate claim a clinic before a main location that merely shares the NPI", () => {
    const existing = [stored({ npi: "1234567893" })];
    const matches = matchExistingClinics(
      [
        candidate({ addressLine1: "9 New Rd", phone: null, name: "Elsewhere" }),
        candidate({ primary: false }),
      ],
      existing,
    );
    expect(matches).toEqual([
      { kind: "new" },
      { kind: "same-npi", slug: "summit-mens-health-austin", moved: false },
    ]);
  });

  it("flags possible duplicates by address, then phone, then a close name in the same ZIP", () => {
    const existing = [stored()];
    const other = { npi: "1000000004" };
    expect(
      matchExistingClinics(
        [
          candidate({
            ...other,
            name: "Austin TRT Lounge",
            addressLine1: "2150 Cedar Ridge Boulevard",
            phone: null,
          }),
          candidate({
            ...other,
            name: "Cedar Ridge Hormone Clinic",
            addressLine1: "1 Elm St",
            phone: "5125550142",
          }),
          candidate({
            ...other,
            name: "Summit Men's Health & Wellness",
            addressLine1: "1 Elm St",
            phone: null,
          }),
          candidate({
            ...other,
            name: "Summit Men's Health & Wellness",
            addressLine1: "1 Elm St",
            phone: null,
            zipCode: "78702",
          }),
          candidate({ ...other, name: "Unrelated Clinic", addressLine1: "1 Elm St", phone: "5125550199" }),
        ],
        existing,
      ),
    ).toEqual([
      { kind: "possible-duplicate", slug: "summit-mens-health-austin", reason: "address" },
      { kind: "possible-duplicate", slug: "summit-mens-health-austin", reason: "phone" },
      { kind: "possible-duplicate", slug: "summit-mens-health-austin", reason: "name" },
      { kind: "new" },
      { kind: "new" },
    ]);
  });
});

describe("assignSlugs", () => {
  it("keeps a matched clinic's slug and numbers repeats deterministically, avoiding stored slugs", () => {
    const candidates = [
      { name: "Summit Men's Health", city: "Austin" },
      { name: "Summit Men's Health", city: "Austin" },
      { name: "Vitality Male Clinic", city: "Austin" },
      { name: "Vitality Male Clinic", city: "Austin" },
      { name: "Vitality Male Clinic", city: "Austin" },
      { name: "!!!", city: "" },
    ];
    expect(
      assignSlugs(
        candidates,
        [
          { kind: "same-npi", slug: "summit-mens-health-austin", moved: false },
          { kind: "new" },
          { kind: "new" },
          { kind: "new" },
          { kind: "possible-duplicate", slug: "x", reason: "phone" },
          { kind: "new" },
        ],
        ["summit-mens-health-austin", "vitality-male-clinic-austin-2"],
      ),
    ).toEqual([
      "summit-mens-health-austin",
      "summit-mens-health-austin-2",
      "vitality-male-clinic-austin",
      "vitality-male-clinic-austin-3",
      "vitality-male-clinic-austin-4",
      "clinic",
    ]);
  });

  it("keeps suffixed slugs within 120 characters", () => {
    const long = "a".repeat(130);
    const slugs = assignSlugs(
      [
        { name: long, city: "" },
        { name: long, city: "" },
      ],
      [{ kind: "new" }, { kind: "new" }],
      [],
    );
    expect(slugs[0]).toHaveLength(120);
    expect(slugs[1]).toBe(`${"a".repeat(118)}-2`);
  });
});
