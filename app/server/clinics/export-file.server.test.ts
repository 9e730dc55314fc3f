import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { ClinicInputRaw } from "../../domain/clinic-input.ts";
import { CSV_COLUMNS } from "./csv-columns.server.ts";
import { serializeClinics } from "./export-file.server.ts";
import { parseClinicFile } from "./import-file.server.ts";
import { prepareClinics, type ZipLookup } from "./prepare.server.ts";

const noZips: ZipLookup = { zip: () => undefined };

const full: ClinicInputRaw = {
  slug: "lakeside-austin",
  name: 'Lakeside "Men\'s" Health, PLLC',
  description: "Two lines:\nfirst, then second; with a semicolon",
  addressLine1: "100 Congress Ave",
  addressLine2: null,
  city: "Austin",
  state: "TX",
  zipCode: "01001",
  latitude: 30.2639,
  longitude: -97.7445,
  phone: "(512) 555-0101",
  website: "https://lakeside.example.com",
  googleRating: 4.7,
  googleReviewCount: 0,
  googleUrl: "https://www.google.com/maps/place/?q=place_id:ChIJexample",
  googleAsOf: "2026-03-01T00:00:00.000Z",
  yelpRating: 4.5,
  yelpReviewCount: 12,
  yelpUrl: null,
  yelpAsOf: "2026-03-02T00:00:00.000Z",
  healthgradesRating: null,
  healthgradesReviewCount: null,
  healthgradesUrl: null,
  healthgradesAsOf: null,
  priceRange: "$$",
  services: [{ id: "hcg-therapy", description: "Weekly; with labs" }, "hormone-testing"],
  insurance: ["aetna", "self-pay"],
  pricing: [{ service: "Visit", price: "$100", low: 100, high: null, unit: "visit" }],
  telehealth: true,
  videoConsult: false,
  ePrescriptions: false,
  licenseStates: ["OK", "TX"],
  verified: true,
  featured: false,
  yearEstablished: 2015,
  googleMapsUrl: null,
  hours: {
    sunday: "closed",
    monday: "08:00-17:00",
    tuesday: "closed",
    wednesday: "closed",
    thursday: "closed",
    friday: "closed",
    saturday: "closed",
  },
  supportHours: null,
  responseRate: 90,
  responseTime: null,
  lastVerifiedAt: "2026-01-15T00:00:00.000Z",
  source: '=HYPERLINK("https://evil.example","click")',
  npi: "1234567893",
  acceptingNewPatients: false,
};

const bare: ClinicInputRaw = {
  slug: "bare-denver",
  name: "Bare",
  addressLine1: "1 Main St",
  city: "Denver",
  state: "CO",
  zipCode: "80202",
  latitude: 39.75,
  longitude: -105,
  services: ["testosterone-gel"],
  hours: {},
};

describe("serializeClinics", () => {
  it("writes pretty-printed JSON", () => {
    const text = serializeClinics([bare], "json");
    expect(text).toBe(`${JSON.stringify([bare], null, 2)}\n`);
  });

  it("writes CSV with exactly the import columns and the CSV conventions", () => {
    const text = serializeClinics([full, bare], "csv");
    const [header, first, second] = parse(text) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    const cell = (row: string[] | undefined, column: string) => row?.[CSV_COLUMNS.indexOf(column as never)];
    expect(cell(first, "name")).toBe(full.name);
    expect(cell(first, "description")).toBe(full.description);
    expect(cell(first, "zipCode")).toBe("01001");
    expect(cell(first, "services")).toBe(JSON.stringify(full.services));
    expect(cell(first, "insurance")).toBe("aetna;self-pay");
    expect(cell(first, "licenseStates")).toBe("OK;TX");
    expect(cell(first, "pricing")).toBe(JSON.stringify(full.pricing));
    expect(cell(first, "telehealth")).toBe("true");
    expect(cell(first, "videoConsult")).toBe("false");
    expect(cell(first, "googleReviewCount")).toBe("0");
    expect(cell(first, "yelpRating")).toBe("4.5");
    expect(cell(first, "healthgradesRating")).toBe("");
    expect(cell(first, "npi")).toBe("1234567893");
    expect(cell(first, "acceptingNewPatients")).toBe("false");
    expect(cell(first, "longitude")).toBe("-97.7445");
    expect(cell(first, "addressLine2")).toBe("");
    expect(cell(first, "monday")).toBe("08:00-17:00");
    expect(cell(first, "sunday")).toBe("closed");
    expect(cell(second, "services")).toBe("testosterone-gel");
    expect(cell(second, "pricing")).toBe("");
    expect(cell(second, "monday")).toBe("");
    expect(cell(second, "telehealth")).toBe("");
  });

  it("writes text a spreadsheet would run as a formula with a leading apostrophe, and reads it back unchanged", () => {
    const text = serializeClinics(
      [full, { ...bare, description: "-2+3", addressLine2: "@home", name: "'Tis" }],
      "csv",
    );
    const [, first, second] = parse(text) as string[][];
    const cell = (row: string[] | undefined, column: string) => row?.[CSV_COLUMNS.indexOf(column as never)];
    expect(cell(first, "source")).toBe(`'${full.source}`);
    expect(cell(second, "description")).toBe("'-2+3");
    expect(cell(second, "addressLine2")).toBe("'@home");
    expect(cell(second, "name")).toBe("''Tis");
    const parsed = parseClinicFile({ name: "x.csv", text });
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((row) => row.data)).toMatchObject([
      { source: full.source },
      { description: "-2+3", addressLine2: "@home", name: "'Tis" },
    ]);
  });

  it("writes a list as JSON when an item contains a semicolon", () => {
    const text = serializeClinics([{ ...bare, insurance: ["aetna", "odd;name"] }], "csv");
    const [, row] = parse(text) as string[][];
    expect(row?.[CSV_COLUMNS.indexOf("insurance")]).toBe('["aetna","odd;name"]');
  });

  it("reads back to the same clinics in both formats", () => {
    const expected = prepareClinics(
      [full, bare].map((data, index) => ({ line: index + 1, data })),
      noZips,
    );
    expect(expected.errors).toEqual([]);
    for (const format of ["json", "csv"] as const) {
      const parsed = parseClinicFile({ name: `x.${format}`, text: serializeClinics([full, bare], format) });
      expect(parsed.errors).toEqual([]);
      const prepared = prepareClinics(parsed.rows, noZips);
      expect(prepared.errors).toEqual([]);
      expect(prepared.clinics).toEqual(expected.clinics);
    }
  });
});
