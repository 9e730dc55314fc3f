// The bundled demo data's dates are relative to the day it is seeded: a demo database seeded in any year shows
// current and lapsed verifications, and review figures a few months old, as it did the day the data was made.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClinicInputRaw } from "../../app/domain/clinic-input.ts";
import {
  DEMO_DATES_AS_OF,
  seedDemoDataIfEmpty,
  shiftDemoDates,
} from "../../app/server/db/demo-data.server.ts";
import { DEMO_CLINICS_FILE } from "../../app/server/paths.server.ts";
import { testGazetteer } from "../support/app-services.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";

const DAY = 86_400_000;
const rows = JSON.parse(readFileSync(DEMO_CLINICS_FILE, "utf8")) as ClinicInputRaw[];
const day = (iso: string) => iso.slice(0, 10);
const plusDays = (iso: string, days: number) => day(new Date(Date.parse(iso) + days * DAY).toISOString());

describe("shiftDemoDates", () => {
  it("moves every date by the whole days from DEMO_DATES_AS_OF to the seeding, and nothing else", () => {
    const seededAt = new Date(`${plusDays(DEMO_DATES_AS_OF, 400)}T23:59:00Z`);
    const shifted = shiftDemoDates(rows, seededAt) as ClinicInputRaw[];
    for (const [index, row] of rows.entries()) {
      const moved = shifted[index] as ClinicInputRaw;
      for (const field of ["lastVerifiedAt", "googleAsOf", "yelpAsOf", "healthgradesAsOf"] as const) {
        const value = row[field];
        expect(moved[field], `${row.slug} ${field}`).toBe(value ? plusDays(value, 400) : value);
      }
      // Each price's day moves with the rest (decision 43).
      expect(
        moved.pricing?.map((price) => price.asOf),
        `${row.slug} pricing`,
      ).toEqual(row.pricing?.map((price) => (price.asOf ? plusDays(price.asOf, 400) : price.asOf)));
      const withoutPriceDays = (clinic: ClinicInputRaw) =>
        clinic.pricing?.map((price) => ({ ...price, asOf: 0 }));
      expect({
        ...moved,
        lastVerifiedAt: 0,
        googleAsOf: 0,
        yelpAsOf: 0,
        healthgradesAsOf: 0,
        pricing: withoutPriceDays(moved),
      }).toEqual({
        ...row,
        lastVerifiedAt: 0,
        googleAsOf: 0,
        yelpAsOf: 0,
        healthgradesAsOf: 0,
        pricing: withoutPriceDays(row),
      });
    }
    // Seeded on DEMO_DATES_AS_OF itself, the file is taken as it is.
    expect(shiftDemoDates(rows, new Date(`${DEMO_DATES_AS_OF}T12:00:00Z`))).toEqual(rows);
  });
});

describe("seeding the demo data", () => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("dates its verifications and review figures from the day it is seeded, years after the data was made", async () => {
    database = await createTestDatabase("sqlite");
    const seededAt = new Date("2031-03-04T10:00:00Z");
    // The import refuses a price dated after today: today is the day of the seeding.
    vi.useFakeTimers({ now: seededAt, toFake: ["Date"] });
    try {
      await seedDemoDataIfEmpty(database.db, database.dialect, DEMO_CLINICS_FILE, testGazetteer(), seededAt);
    } finally {
      vi.useRealTimers();
    }
    const stored = await database.db
      .selectFrom("clinics")
      .select(["slug", "last_verified_at", "google_as_of", "verified"])
      .execute();
    const shift = Math.floor((seededAt.getTime() - Date.parse(DEMO_DATES_AS_OF)) / DAY);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    let current = 0;
    let lapsed = 0;
    for (const clinic of stored) {
      const row = bySlug.get(clinic.slug);
      expect(day(clinic.last_verified_at ?? "none")).toBe(
        row?.lastVerifiedAt ? plusDays(row.lastVerifiedAt, shift) : "none",
      );
      expect(clinic.google_as_of ? day(clinic.google_as_of) : null).toBe(
        row?.googleAsOf ? plusDays(row.googleAsOf, shift) : null,
      );
      if (!clinic.last_verified_at) continue;
      expect(Date.parse(clinic.last_verified_at)).toBeLessThanOrEqual(seededAt.getTime());
      const ageDays = (seededAt.getTime() - Date.parse(clinic.last_verified_at)) / DAY;
      if (ageDays < 365) current++;
      else lapsed++;
    }
    // Most verifications are current and some have lapsed, as on the day the data was made.
    expect(current).toBeGreaterThan(stored.length / 2);
    expect(lapsed).toBeGreaterThan(0);
    const prices = await database.db
      .selectFrom("clinic_pricing")
      .innerJoin("clinics", "clinics.id", "clinic_pricing.clinic_id")
      .select(["clinics.slug", "clinic_pricing.position", "clinic_pricing.as_of"])
      .execute();
    expect(prices.length).toBeGreaterThan(1000);
    for (const price of prices) {
      const listed = bySlug.get(price.slug)?.pricing?.[price.position]?.asOf;
      expect(price.as_of).toBe(listed ? plusDays(listed, shift) : null);
    }
  });
});
