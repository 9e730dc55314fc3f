import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { INSURANCE_PROVIDERS, SERVICES } from "../app/domain/catalog.ts";
import { type ClinicInputRaw, clinicInputSchema, slugify } from "../app/domain/clinic-input.ts";
import { isValidNpi } from "../app/domain/npi.ts";
import { US_STATES } from "../app/domain/us-states.ts";
import { DEMO_DATES_AS_OF } from "../app/server/db/demo-data.server.ts";
import { generateDemoClinics, isRegistryLike, REGISTRY_LIKE_ZIPS } from "./generate-demo-data.ts";

const everyClinic = JSON.parse(
  readFileSync(new URL("../data/demo-clinics.json", import.meta.url), "utf8"),
) as ClinicInputRaw[];
/** The registry-like listings have their own checks below; the others are full listings. */
const registryLike = everyClinic.filter(isRegistryLike);
const clinics = everyClinic.filter((clinic) => !isRegistryLike(clinic));
const gazetteerZips = new Map(
  (
    JSON.parse(readFileSync(new URL("../data/gazetteer/zips.json", import.meta.url), "utf8")) as [
      string,
      string,
      string,
      number,
      number,
    ][]
  ).map((row) => [row[0], row]),
);

const { codes: zipCodes } = createRequire(import.meta.url)("zipcodes") as {
  codes: Record<string, { city: string; state: string; latitude: number; longitude: number } | undefined>;
};

function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

/** City centres of the 25 largest US metros and a few more; Washington's clinics are in MD/VA suburbs. */
const METRO_CENTRES: readonly (readonly [string, number, number])[] = [
  ["New York", 40.7128, -74.006],
  ["Los Angeles", 34.0522, -118.2437],
  ["Chicago", 41.8781, -87.6298],
  ["Houston", 29.7604, -95.3698],
  ["Phoenix", 33.4484, -112.074],
  ["Philadelphia", 39.9526, -75.1652],
  ["San Antonio", 29.4241, -98.4936],
  ["San Diego", 32.7157, -117.1611],
  ["Dallas", 32.7767, -96.797],
  ["Austin", 30.2672, -97.7431],
  ["Jacksonville", 30.3322, -81.6557],
  ["Fort Worth", 32.7555, -97.3308],
  ["Columbus", 39.9612, -82.9988],
  ["Charlotte", 35.2271, -80.8431],
  ["Indianapolis", 39.7684, -86.1581],
  ["San Francisco", 37.7749, -122.4194],
  ["Seattle", 47.6062, -122.3321],
  ["Denver", 39.7392, -104.9903],
  ["Nashville", 36.1627, -86.7816],
  ["Oklahoma City", 35.4676, -97.5164],
  ["Washington", 38.9072, -77.0369],
  ["Boston", 42.3601, -71.0589],
  ["Las Vegas", 36.1699, -115.1398],
  ["Portland", 45.5152, -122.6784],
  ["Detroit", 42.3314, -83.0458],
  ["Miami", 25.7617, -80.1918],
  ["Atlanta", 33.749, -84.388],
  ["Tampa", 27.9506, -82.4572],
  ["Minneapolis", 44.9778, -93.265],
  ["Salt Lake City", 40.7608, -111.891],
  ["St. Louis", 38.627, -90.1994],
];

/** Editorial price ranges: the first rule whose pattern matches a row's service label applies. */
const PRICE_RULES: readonly { pattern: RegExp; min: number; max: number; unit: string }[] = [
  { pattern: /consult/i, min: 150, max: 400, unit: "visit" },
  { pattern: /panel|lab/i, min: 200, max: 500, unit: "test" },
  { pattern: /all-inclusive|program|membership/i, min: 150, max: 300, unit: "month" },
  { pattern: /injection/i, min: 50, max: 150, unit: "month" },
  { pattern: /gel/i, min: 200, max: 400, unit: "month" },
  { pattern: /pellet/i, min: 400, max: 800, unit: "procedure" },
  { pattern: /patch/i, min: 150, max: 300, unit: "month" },
];

const REAL_BRANDS =
  /\b(low ?t|ageless|hims|maximus|defy|fountain|trt nation|gameday|mangoceuticals|ehormones|optimale|numale|mantality|revibe|male excel|henry meds|hone|bodylogic)\b/i;

const isOnline = (clinic: ClinicInputRaw) =>
  clinic.telehealth === true &&
  (clinic.licenseStates?.length ?? 0) >= 5 &&
  /online|virtual|tele/i.test(clinic.name);

const serviceIds = (clinic: ClinicInputRaw) =>
  (clinic.services ?? []).map((service) => (typeof service === "string" ? service : (service.id ?? "")));

describe("data/demo-clinics.json", () => {
  it("has at least 500 clinics, sorted by slug", () => {
    expect(clinics.length).toBeGreaterThanOrEqual(500);
    const slugs = everyClinic.map((clinic) => clinic.slug ?? "");
    expect(slugs).toEqual([...slugs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("passes the clinic input schema, row by row", () => {
    const failures = everyClinic.flatMap((clinic, index) => {
      const result = clinicInputSchema.safeParse(clinic);
      return result.success ? [] : [`${index} ${clinic.slug}: ${result.error.message}`];
    });
    expect(failures).toEqual([]);
  });

  it("has unique slugs made from name and city", () => {
    const slugs = everyClinic.map((clinic) => clinic.slug);
    expect(new Set(slugs).size).toBe(everyClinic.length);
    for (const clinic of everyClinic) expect(clinic.slug).toBe(slugify(clinic.name, clinic.city));
    expect(new Set(everyClinic.map((clinic) => clinic.name.toLowerCase())).size).toBe(everyClinic.length);
    const phones = everyClinic.map((clinic) => clinic.phone);
    expect(new Set(phones).size).toBe(everyClinic.length);
  });

  it("covers all 50 states with at least 3 full listings each", () => {
    for (const { code } of US_STATES) {
      expect(clinics.filter((clinic) => clinic.state === code).length, code).toBeGreaterThanOrEqual(3);
    }
  });

  it("puts at least 10 clinics within 30 miles of each large metro's centre", () => {
    for (const [metro, lat, lon] of METRO_CENTRES) {
      const near = clinics.filter(
        (clinic) => haversineMiles(lat, lon, clinic.latitude ?? 0, clinic.longitude ?? 0) <= 30,
      );
      expect(near.length, metro).toBeGreaterThanOrEqual(10);
    }
  });

  it("places each clinic at a real ZIP of its city, within 1.5 km of the ZIP's centroid", () => {
    for (const clinic of clinics) {
      const zip = zipCodes[clinic.zipCode];
      expect(zip, `${clinic.slug} ${clinic.zipCode}`).toBeDefined();
      if (!zip) continue;
      expect(zip.state, clinic.slug).toBe(clinic.state);
      expect(zip.city.toLowerCase(), clinic.slug).toBe(clinic.city.toLowerCase());
      const km =
        haversineMiles(zip.latitude, zip.longitude, clinic.latitude ?? 0, clinic.longitude ?? 0) * 1.609;
      expect(km, clinic.slug).toBeLessThan(1.5);
      expect(Math.round((clinic.latitude ?? 0) * 1e6) / 1e6).toBe(clinic.latitude);
      expect(Math.round((clinic.longitude ?? 0) * 1e6) / 1e6).toBe(clinic.longitude);
    }
  });

  it("includes at least 25 online clinics licensed in 5 or more states", () => {
    const online = clinics.filter(isOnline);
    expect(online.length).toBeGreaterThanOrEqual(25);
    for (const clinic of online) {
      expect(clinic.videoConsult, clinic.slug).toBe(true);
      expect(clinic.licenseStates?.length, clinic.slug).toBeLessThanOrEqual(50);
      expect(clinic.licenseStates, clinic.slug).toContain(clinic.state);
    }
    expect(online.filter((clinic) => clinic.licenseStates?.length === 50).length).toBeGreaterThanOrEqual(3);
    const local = clinics.filter((clinic) => !isOnline(clinic));
    const localTelehealth = local.filter((clinic) => clinic.telehealth).length / local.length;
    expect(localTelehealth).toBeGreaterThan(0.12);
    expect(localTelehealth).toBeLessThan(0.3);
  });

  it("uses every service and insurance id of the catalog, within 3-8 services and 1-6 insurers", () => {
    const services = new Set(clinics.flatMap(serviceIds));
    for (const { id } of SERVICES) expect(services, id).toContain(id);
    const insurance = new Set(clinics.flatMap((clinic) => clinic.insurance ?? []));
    for (const { id } of INSURANCE_PROVIDERS) expect(insurance, id).toContain(id);
    for (const clinic of clinics) {
      expect(serviceIds(clinic).length, clinic.slug).toBeGreaterThanOrEqual(3);
      expect(serviceIds(clinic).length, clinic.slug).toBeLessThanOrEqual(8);
      expect(clinic.insurance?.length ?? 0, clinic.slug).toBeGreaterThanOrEqual(1);
      expect(clinic.insurance?.length ?? 0, clinic.slug).toBeLessThanOrEqual(6);
    }
    const selfPayOnly = clinics.filter((c) => c.insurance?.length === 1 && c.insurance[0] === "self-pay");
    expect(selfPayOnly.length / clinics.length).toBeGreaterThan(0.2);
    expect(selfPayOnly.length / clinics.length).toBeLessThan(0.45);
  });

  it("only uses fictional phone numbers and reserved example domains", () => {
    for (const clinic of clinics) {
      expect(clinic.phone, clinic.slug).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      if (clinic.website) {
        expect(new URL(clinic.website).hostname, clinic.slug).toMatch(/\.example\.(com|org|net)$/);
      }
      expect(clinic.googleMapsUrl, clinic.slug).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
    }
  });

  it("uses invented names and plain descriptions", () => {
    for (const clinic of clinics) {
      expect(clinic.name, clinic.slug).not.toMatch(REAL_BRANDS);
      const description = clinic.description ?? "";
      expect(description, clinic.slug).not.toMatch(/\b(best|leading|top|#1|award|guarantee|cure)/i);
      const sentences = description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length, clinic.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, clinic.slug).toBeLessThanOrEqual(3);
    }
  });

  it("features 3-8% of the clinics, including some in CA, TX and FL", () => {
    const featured = clinics.filter((clinic) => clinic.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length / clinics.length).toBeGreaterThanOrEqual(0.03);
    expect(featured.length / clinics.length).toBeLessThanOrEqual(0.08);
    for (const state of ["CA", "TX", "FL"])
      expect(
        featured.some((clinic) => clinic.state === state),
        state,
      ).toBe(true);
    const verified = clinics.filter((clinic) => clinic.verified).length / clinics.length;
    expect(verified).toBeGreaterThan(0.78);
    expect(verified).toBeLessThan(0.93);
  });

  it("keeps pricing rows within the editorial ranges and price levels consistent", () => {
    for (const clinic of clinics) {
      const rows = clinic.pricing ?? [];
      expect(rows.length, clinic.slug).toBeGreaterThanOrEqual(2);
      expect(rows.length, clinic.slug).toBeLessThanOrEqual(5);
      for (const row of rows) {
        const rule = PRICE_RULES.find((candidate) => candidate.pattern.test(row.service));
        expect(rule, `${clinic.slug}: ${row.service}`).toBeDefined();
        if (!rule) continue;
        const { low, high } = row;
        expect(row.unit, `${clinic.slug}: ${row.service}`).toBe(rule.unit);
        expect(low, `${clinic.slug}: ${row.service}`).toBeGreaterThanOrEqual(rule.min);
        expect(high, `${clinic.slug}: ${row.service}`).toBeLessThanOrEqual(rule.max);
        expect(low ?? 0, `${clinic.slug}: ${row.service}`).toBeLessThanOrEqual(high ?? 0);
        const text = low === high ? `$${low} per ${row.unit}` : `$${low}–$${high} per ${row.unit}`;
        expect(row.price, clinic.slug).toBe(text);
      }
      const monthly = Math.max(0, ...rows.filter((row) => row.unit === "month").map((row) => row.high ?? 0));
      const expected = monthly < 200 ? ["$"] : monthly < 400 ? ["$$"] : ["$$$", "$$$$"];
      expect(expected, `${clinic.slug}: ${monthly}`).toContain(clinic.priceRange);
    }
  });

  it("has plausible ratings, hours and profile facts", () => {
    const aYearBeforeAsOf = new Date(Date.parse(DEMO_DATES_AS_OF) - 365 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    let unrated = 0;
    for (const clinic of clinics) {
      if (clinic.googleRating == null) {
        unrated++;
        expect(clinic.googleReviewCount, clinic.slug).toBe(0);
        expect(clinic.googleAsOf, clinic.slug).toBeUndefined();
      } else {
        expect(clinic.googleRating, clinic.slug).toBeGreaterThanOrEqual(3);
        expect(clinic.googleRating, clinic.slug).toBeLessThanOrEqual(5);
        expect(Math.round(clinic.googleRating * 10) / 10).toBe(clinic.googleRating);
        expect(clinic.googleReviewCount, clinic.slug).toBeGreaterThanOrEqual(5);
        expect(clinic.googleReviewCount, clinic.slug).toBeLessThanOrEqual(1200);
        expect(clinic.googleAsOf, clinic.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect((clinic.googleAsOf ?? "") <= DEMO_DATES_AS_OF, clinic.slug).toBe(true);
      }
      for (const platform of ["yelp", "healthgrades"] as const) {
        const figures = [
          clinic[`${platform}Rating`],
          clinic[`${platform}ReviewCount`],
          clinic[`${platform}AsOf`],
        ];
        expect(
          figures.every((value) => value == null) || figures.every((value) => value != null),
          clinic.slug,
        ).toBe(true);
      }
      expect(
        clinic.googleUrl ?? clinic.yelpUrl ?? clinic.healthgradesUrl ?? clinic.npi,
        clinic.slug,
      ).toBeUndefined();
      expect(clinic.yearEstablished, clinic.slug).toBeGreaterThanOrEqual(1995);
      expect(clinic.yearEstablished, clinic.slug).toBeLessThanOrEqual(2024);
      if (clinic.hours) {
        expect(Object.keys(clinic.hours).sort()).toEqual(
          ["friday", "monday", "saturday", "sunday", "thursday", "tuesday", "wednesday"].sort(),
        );
      } else {
        expect(clinic.supportHours, clinic.slug).toBeUndefined();
      }
      if (clinic.verified) expect(clinic.lastVerifiedAt, clinic.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Dates are written relative to DEMO_DATES_AS_OF, which seeding moves to the day of the seeding.
      if (clinic.lastVerifiedAt) expect(clinic.lastVerifiedAt <= DEMO_DATES_AS_OF, clinic.slug).toBe(true);
      if (clinic.responseRate != null) {
        expect(clinic.responseRate).toBeGreaterThanOrEqual(80);
        expect(clinic.responseRate).toBeLessThanOrEqual(100);
      }
      expect(clinic.source).toBe("demo");
    }
    expect(unrated / clinics.length).toBeLessThanOrEqual(0.02);
    const share = (test: (clinic: (typeof clinics)[number]) => boolean) =>
      clinics.filter(test).length / clinics.length;
    // Both states of every fact appear, so the pages show each.
    expect(share((clinic) => clinic.yelpRating != null)).toBeGreaterThan(0.2);
    expect(share((clinic) => clinic.healthgradesRating != null)).toBeGreaterThan(0.1);
    expect(share((clinic) => clinic.yelpRating == null && clinic.healthgradesRating == null)).toBeGreaterThan(
      0.4,
    );
    expect(share((clinic) => !clinic.hours)).toBeGreaterThan(0.01);
    expect(
      share((clinic) => Boolean(clinic.verified && (clinic.lastVerifiedAt ?? "") < aYearBeforeAsOf)),
    ).toBeGreaterThan(0.03);
    expect(share((clinic) => clinic.acceptingNewPatients === false)).toBeGreaterThan(0.01);
    expect(clinics.filter((clinic) => clinic.supportHours).length / clinics.length).toBeGreaterThan(0.7);
  });

  it("has a few registry-like listings: at a ZIP code's centre, a legal name and an NPI, and nothing else", () => {
    expect(registryLike.map((clinic) => clinic.zipCode).sort()).toEqual([...REGISTRY_LIKE_ZIPS].sort());
    for (const clinic of registryLike) {
      const zip = gazetteerZips.get(clinic.zipCode);
      expect(zip, clinic.slug).toBeDefined();
      // Exactly the centre our gazetteer gives the ZIP code, as the registry tool and the import place them.
      expect([clinic.city, clinic.state, clinic.latitude, clinic.longitude], clinic.slug).toEqual(
        zip?.slice(1),
      );
      expect(clinic.legalName?.startsWith(`${clinic.name}, `), clinic.slug).toBe(true);
      expect(clinic.npi && isValidNpi(clinic.npi), clinic.slug).toBe(true);
      // Fictional: issued NPIs start with 1 or 2.
      expect(clinic.npi, clinic.slug).toMatch(/^9\d{9}$/);
      expect(clinic.phone, clinic.slug).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(clinic.name, clinic.slug).not.toMatch(REAL_BRANDS);
      expect(clinic.source, clinic.slug).toBe("demo");
      expect(clinic.verified, clinic.slug).toBe(false);
      for (const field of [
        "hours",
        "pricing",
        "priceRange",
        "services",
        "insurance",
        "description",
        "website",
        "googleRating",
        "lastVerifiedAt",
        "yearEstablished",
      ] as const) {
        expect(clinic[field], `${clinic.slug} ${field}`).toBeUndefined();
      }
    }
    expect(new Set(registryLike.map((clinic) => clinic.state)).size).toBe(registryLike.length);
  });

  it("is exactly what generateDemoClinics() produces", () => {
    expect(generateDemoClinics()).toEqual(everyClinic);
  });
});
