import { describe, expect, it } from "vitest";
import {
  formatRowError,
  prepareClinics,
  type RowError,
  sortRowErrors,
  type ZipLookup,
} from "./prepare.server.ts";

const zips: ZipLookup = {
  zip: (zip) =>
    zip === "78701"
      ? { latitude: 30.27057, longitude: -97.74259, stateCode: "TX" }
      : zip === "73102"
        ? { latitude: 35.4701, longitude: -97.5187, stateCode: "OK" }
        : undefined,
};

function clinic(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Lakeside Men's Health",
    addressLine1: "100 Congress Ave",
    city: "Austin",
    state: "tx",
    zipCode: "78701",
    latitude: 30.2639,
    longitude: -97.7445,
    ...overrides,
  };
}

/** Rows on lines 2, 12, 22, … as in a pretty-printed JSON file. */
function rows(...data: unknown[]) {
  return data.map((item, index) => ({ line: 2 + index * 10, data: item }));
}

/** Like rows(), each with a slug of its own so that rows do not clash. */
function distinct(...data: Record<string, unknown>[]) {
  return rows(...data.map((item, index) => ({ slug: `clinic-${index + 1}`, ...item })));
}

const fieldsOf = (errors: RowError[]) => errors.map((e) => `${e.row}:${e.field}`);

describe("prepareClinics", () => {
  it("validates, normalises and settles slug and coordinates", () => {
    const { clinics, errors } = prepareClinics(
      rows(
        clinic({ phone: "512.555.0101", services: ["Hormone Testing", "hcg-therapy"], insurance: ["Aetna"] }),
      ),
      zips,
    );
    expect(errors).toEqual([]);
    expect(clinics).toHaveLength(1);
    expect(clinics[0]).toMatchObject({
      slug: "lakeside-mens-health-austin",
      state: "TX",
      latitude: 30.2639,
      longitude: -97.7445,
      phone: "(512) 555-0101",
      services: [
        { id: "hormone-testing", description: null },
        { id: "hcg-therapy", description: null },
      ],
      insurance: ["aetna"],
      hours: {},
      telehealth: false,
    });
  });

  it("keeps a given slug", () => {
    const { clinics } = prepareClinics(rows(clinic({ slug: "my-clinic" })), zips);
    expect(clinics[0]?.slug).toBe("my-clinic");
  });

  it("fills missing coordinates from the ZIP centroid", () => {
    const { clinics, errors } = prepareClinics(
      rows(clinic({ latitude: undefined, longitude: null, zipCode: "78701-1234" })),
      zips,
    );
    expect(errors).toEqual([]);
    expect(clinics[0]).toMatchObject({ zipCode: "78701", latitude: 30.27057, longitude: -97.74259 });
  });

  it("marks coordinates made from the ZIP code as approximate, whatever the row says", () => {
    const { clinics, errors } = prepareClinics(
      distinct(
        clinic({ latitude: undefined, longitude: undefined, locationPrecision: "address" }),
        clinic(),
        clinic({ locationPrecision: "zip" }),
        clinic({ locationPrecision: "door" }),
      ),
      zips,
    );
    expect(errors.map((e) => `${e.row} ${e.field}: ${e.message}`)).toEqual([
      '4 locationPrecision: must be "address" or "zip"',
    ]);
    expect(clinics.map((c) => c.locationPrecision)).toEqual(["zip", "address", "zip"]);
  });

  it("reports an unknown ZIP when coordinates are missing, but accepts it with coordinates", () => {
    const { clinics, errors } = prepareClinics(
      rows(
        clinic({ latitude: undefined, longitude: undefined, zipCode: "99999" }),
        clinic({ slug: "b", zipCode: "99999" }),
      ),
      zips,
    );
    expect(errors).toEqual([
      { line: 2, row: 1, field: "zipCode", message: "unknown ZIP code; give latitude and longitude" },
    ]);
    expect(clinics).toHaveLength(1);
  });

  it("reports the missing half of a coordinate pair", () => {
    const { clinics, errors } = prepareClinics(
      rows(clinic({ slug: "a", longitude: undefined }), clinic({ slug: "b", latitude: null })),
      zips,
    );
    expect(clinics).toEqual([]);
    expect(errors).toEqual([
      { line: 2, row: 1, field: "longitude", message: "is required when latitude is given" },
      { line: 12, row: 2, field: "latitude", message: "is required when longitude is given" },
    ]);
  });

  it("reports a duplicate slug on the later row, given or made from name and city", () => {
    const { clinics, errors } = prepareClinics(
      rows(
        clinic(),
        clinic({ slug: "other" }),
        clinic({ slug: "lakeside-mens-health-austin" }),
        clinic({ name: "Other", slug: "other" }),
        clinic({ name: "  Lakeside Men’s Health " }),
      ),
      zips,
    );
    expect(clinics.map((c) => c.slug)).toEqual(["lakeside-mens-health-austin", "other"]);
    expect(errors).toEqual([
      { line: 22, row: 3, field: "slug", message: "duplicate slug, also on line 2" },
      { line: 32, row: 4, field: "slug", message: "duplicate slug, also on line 12" },
      {
        line: 42,
        row: 5,
        field: "slug",
        message: 'duplicate slug, also on line 2 (made from name and city: "lakeside-mens-health-austin")',
      },
    ]);
  });

  it("reports a slug that cannot be made from the name", () => {
    const { errors } = prepareClinics(rows(clinic({ name: "???", city: "!!!" })), zips);
    expect(errors).toEqual([
      { line: 2, row: 1, field: "slug", message: "cannot be made from the name and city; give a slug" },
    ]);
  });

  it("words limits and choices itself, never with the validation library's defaults", () => {
    const { errors } = prepareClinics(
      rows(
        clinic({
          reviewCount: 1e300,
          responseRate: 150,
          pricing: [{ service: "Injections", price: "$1,000,000,000", low: 1e9, unit: "decade" }],
        }),
      ),
      zips,
    );
    expect(errors.map((e) => `${e.field}: ${e.message}`)).toEqual([
      "reviewCount: is far too large",
      "pricing.0.low: must be at most 100,000",
      "pricing.0.unit: must be one of visit, month, procedure, test, year, week",
      "responseRate: must be at most 100",
    ]);
    for (const error of errors)
      expect(error.message).not.toMatch(/Too big|Too small|Invalid option|expected/);
  });

  it("reports rows that are not objects", () => {
    const { clinics, errors } = prepareClinics(rows(null, [clinic()], "clinic", 42, clinic()), zips);
    expect(clinics).toHaveLength(1);
    expect(errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [1, "(row)", "must be an object with the clinic's fields"],
      [2, "(row)", "must be an object with the clinic's fields"],
      [3, "(row)", "must be an object with the clinic's fields"],
      [4, "(row)", "must be an object with the clinic's fields"],
    ]);
  });

  it("collects every problem of every row, with nested field paths", () => {
    const { clinics, errors } = prepareClinics(
      rows(
        clinic({
          name: "",
          state: "XX",
          zipCode: "7870",
          services: ["testosterone-injections", "hormone-testing", "unicorn therapy"],
          hours: { monday: "25:00-10:00", tuesday: "10:00-09:00", mon: "09:00-10:00" },
          pricing: [{ service: "Visit", price: "$100", low: 200, high: 100 }],
        }),
        clinic({ slug: "fine" }),
        {
          name: "No Address",
          city: "Austin",
          state: "TX",
          zipCode: "78701",
          rating: "great",
          reviewCount: 2.5,
          telehealth: "maybe",
          insurance: ["Aetna", "Acme Health"],
          licenseStates: ["TX", "ZZ"],
          priceRange: "cheap",
          website: "lakeside",
          phone: "555-0101",
          lastVerifiedAt: "last week",
          yearEstablished: 3000,
          colour: "blue",
        },
      ),
      zips,
    );
    expect(clinics.map((c) => c.slug)).toEqual(["fine"]);
    expect(errors.map((e) => `${e.line} ${e.row} ${e.field}: ${e.message}`)).toEqual([
      "2 1 name: is required",
      "2 1 state: must be the two-letter code of one of the 50 states",
      "2 1 zipCode: must be a 5-digit ZIP code",
      '2 1 services.2: unknown service "unicorn therapy"',
      "2 1 pricing.0.low: low must not be above high",
      '2 1 hours.monday: must be "closed" or one to three periods "HH:MM-HH:MM" separated by commas, such as "08:00-12:00,13:00-17:00" (closing at midnight is "24:00")',
      "2 1 hours.tuesday: must close after it opens",
      "2 1 hours.mon: not a day of the week (monday … sunday)",
      "22 3 colour: unknown field",
      "22 3 addressLine1: is required",
      "22 3 phone: must be a US phone number such as (512) 555-0142",
      "22 3 website: must be an http(s) URL",
      "22 3 rating: must be a number",
      "22 3 reviewCount: must be a whole number",
      "22 3 priceRange: must be $, $$, $$$ or $$$$",
      '22 3 insurance.1: unknown insurance provider "Acme Health"',
      "22 3 telehealth: must be true or false",
      "22 3 licenseStates.1: must be the two-letter code of one of the 50 states",
      "22 3 yearEstablished: cannot be in the future",
      "22 3 lastVerifiedAt: must be an ISO date such as 2026-03-01",
    ]);
  });

  it("still checks slugs and coordinates of rows with other problems", () => {
    const { errors } = prepareClinics(
      rows(
        clinic({ slug: "dup", rating: 9 }),
        clinic({ slug: "dup", latitude: undefined, phone: "12" }),
        clinic({ slug: "zip", latitude: undefined, longitude: undefined, zipCode: "99999", state: "ZZ" }),
      ),
      zips,
    );
    expect(fieldsOf(errors)).toEqual(["1:rating", "2:phone", "2:slug", "2:latitude", "3:state", "3:zipCode"]);
  });

  it("does not pile coordinate errors on top of invalid coordinates", () => {
    const { errors } = prepareClinics(rows(clinic({ latitude: 95, longitude: undefined })), zips);
    expect(errors).toEqual([{ line: 2, row: 1, field: "latitude", message: "must be between -90 and 90" }]);
  });
});

describe("formatRowError and sortRowErrors", () => {
  it("formats errors for the operator", () => {
    expect(
      formatRowError({ line: 12, row: 3, field: "zipCode", message: "must be a 5-digit ZIP code" }),
    ).toBe("line 12 (row 3) zipCode: must be a 5-digit ZIP code");
    expect(formatRowError({ line: 1, row: 0, field: "(header)", message: 'unknown column "zip"' })).toBe(
      'line 1 (header): unknown column "zip"',
    );
  });

  it("orders errors by line and keeps the order within a line", () => {
    const error = (line: number, field: string): RowError => ({ line, row: 1, field, message: "x" });
    expect(
      sortRowErrors([error(5, "b"), error(2, "z"), error(5, "a"), error(1, "c")]).map((e) => e.field),
    ).toEqual(["c", "z", "b", "a"]);
  });

  it("refuses a ZIP code that lies in another state, naming both", () => {
    const { errors } = prepareClinics(
      distinct(clinic({ zipCode: "73102" }), clinic({ zipCode: "73102", state: "ok" })),
      zips,
    );
    expect(errors.map((e) => `${e.row} ${e.field}: ${e.message}`)).toEqual([
      "1 zipCode: ZIP code 73102 is in OK, not TX",
    ]);
  });

  it("suggests the field that a misspelt one probably meant", () => {
    const { errors } = prepareClinics(
      distinct(clinic({ zip: "78701", colour: "blue", "Google Rating": 4.5 })),
      zips,
    );
    expect(errors.map((e) => `${e.field}: ${e.message}`)).toEqual([
      'zip: unknown field; did you mean "zipCode"?',
      "colour: unknown field",
      'Google Rating: unknown field; did you mean "googleRating"?',
    ]);
  });

  it("needs the date of the check for a verified listing", () => {
    const { errors } = prepareClinics(
      distinct(
        clinic({ verified: true }),
        clinic({ verified: true, lastVerifiedAt: "2026-03-01" }),
        clinic({ verified: false }),
      ),
      zips,
    );
    expect(errors.map((e) => `${e.row} ${e.field}: ${e.message}`)).toEqual([
      "1 lastVerifiedAt: is required when verified is true: the date the listing was checked",
    ]);
  });

  it("takes how a check was made only with its date, and only as phone, website or clinic", () => {
    const { clinics, errors } = prepareClinics(
      distinct(
        clinic({ verified: true, lastVerifiedAt: "2026-03-01", verificationMethod: "phone" }),
        clinic({ verificationMethod: "website" }),
        clinic({ verified: true, lastVerifiedAt: "2026-03-01", verificationMethod: "email" }),
      ),
      zips,
    );
    expect(errors.map((e) => `${e.row} ${e.field}: ${e.message}`)).toEqual([
      "2 verificationMethod: says how a check was made; give lastVerifiedAt, the date of the check",
      '3 verificationMethod: must be "phone", "website" or "clinic"',
    ]);
    expect(clinics[0]?.verificationMethod).toBe("phone");
  });

  it("dates every platform's review figures, and takes no date without figures", () => {
    const { clinics, errors } = prepareClinics(
      distinct(
        clinic({ googleRating: 4.6, googleReviewCount: 80 }),
        clinic({ yelpReviewCount: 12 }),
        clinic({ healthgradesAsOf: "2026-03-01" }),
        clinic({ rating: 4.1 }),
        clinic({ googleReviewCount: 0 }),
        clinic({ yelpRating: 4.2, yelpAsOf: "2026-03-01", yelpUrl: "https://www.yelp.com/biz/lakeside" }),
        clinic({ healthgradesUrl: "https://www.healthgrades.com/group-directory/lakeside" }),
      ),
      zips,
    );
    expect(errors.map((e) => `${e.row} ${e.field}: ${e.message}`)).toEqual([
      "1 googleAsOf: is required with googleRating or googleReviewCount: the date they were read",
      "2 yelpAsOf: is required with yelpRating or yelpReviewCount: the date they were read",
      "3 healthgradesAsOf: dates healthgradesRating and healthgradesReviewCount; give one of them or leave it out",
      "4 googleAsOf: is required with googleRating or googleReviewCount: the date they were read",
    ]);
    expect(clinics).toHaveLength(3);
  });

  it("reads rating and reviewCount as the old names of the Google figures, refusing a contradiction", () => {
    const { clinics, errors } = prepareClinics(
      distinct(
        clinic({ rating: 4.4, reviewCount: 31, googleAsOf: "2026-02-01" }),
        clinic({ rating: 4.4, googleRating: 4.4, googleAsOf: "2026-02-01" }),
        clinic({ rating: 4.4, googleRating: 3.9, googleAsOf: "2026-02-01" }),
      ),
      zips,
    );
    expect(errors.map((e) => `${e.row} ${e.field}: ${e.message}`)).toEqual([
      "3 rating: is the old name of googleRating and differs from it; give one",
    ]);
    expect(clinics[0]).toMatchObject({ rating: 4.4, reviewCount: 31 });
  });

  it("checks the NPI's check digit", () => {
    const { clinics, errors } = prepareClinics(
      distinct(clinic({ npi: "1234567893" }), clinic({ npi: "1234567890" }), clinic({ npi: "12345" })),
      zips,
    );
    expect(clinics.map((c) => c.npi)).toEqual(["1234567893"]);
    expect(errors.map((e) => `${e.row} ${e.field}: ${e.message}`)).toEqual([
      "2 npi: must be a 10-digit NPI with a valid check digit (see the NPPES registry)",
      "3 npi: must be a 10-digit NPI with a valid check digit (see the NPPES registry)",
    ]);
  });

  it("accepts hours that close at midnight", () => {
    const { clinics, errors } = prepareClinics(
      distinct(clinic({ hours: { friday: "18:00-24:00" } }), clinic({ hours: { friday: "24:00-24:00" } })),
      zips,
    );
    expect(clinics[0]?.hours).toEqual({ friday: "18:00-24:00" });
    expect(errors.map((e) => `${e.row} ${e.field}`)).toEqual(["2 hours.friday"]);
  });
});
