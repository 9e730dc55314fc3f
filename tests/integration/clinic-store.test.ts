import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clinicBySlug } from "../../app/server/clinics/read.server.ts";
import { searchClinics } from "../../app/server/clinics/search.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

// Points: Austin downtown, Round Rock (~17 mi north), San Antonio (~74 mi south-west), Dallas (~180 mi).
const austin = { latitude: 30.2711, longitude: -97.7437 };

describe.each(DIALECTS)("clinic store on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertClinics(database.db, [
      makeClinic({ slug: "austin-a", name: "Alpha Health", rating: 4.9, reviewCount: 10, featured: true }),
      makeClinic({
        slug: "round-rock-b",
        name: "Bravo Clinic",
        city: "Round Rock",
        zipCode: "78664",
        latitude: 30.5083,
        longitude: -97.6789,
        rating: 4.2,
        reviewCount: 500,
        services: ["testosterone-pellets", "hormone-testing"],
        insurance: ["cigna"],
        priceRange: "$",
      }),
      makeClinic({
        slug: "san-antonio-c",
        name: "Charlie 100% Wellness_Center",
        city: "San Antonio",
        zipCode: "78205",
        latitude: 29.4241,
        longitude: -98.4936,
        rating: null,
        reviewCount: 0,
        telehealth: true,
        videoConsult: true,
        licenseStates: ["TX", "OK"],
        hours: {},
      }),
      makeClinic({
        slug: "dallas-d",
        name: "Delta Men's Health",
        city: "Dallas",
        zipCode: "75201",
        latitude: 32.7767,
        longitude: -96.797,
        rating: 3.1,
        reviewCount: 40,
        state: "TX",
      }),
    ]);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("reads a clinic back in the API shape", async () => {
    const clinic = await clinicBySlug(database.db, "austin-a");
    expect(clinic).toMatchObject({
      slug: "austin-a",
      name: "Alpha Health",
      state: "TX",
      zipCode: "78701",
      address: "100 Example St, Austin, TX 78701",
      rating: 4.9,
      featured: true,
      verified: true,
      telehealth: false,
      telemedicineOptions: { video_consult: false, e_prescriptions: false },
      services: [
        { id: "testosterone-injections", name: "Testosterone Injections", description: null },
        { id: "hormone-testing", name: "Hormone Testing", description: null },
      ],
      acceptedInsurance: ["Aetna", "Self-Pay"],
      insuranceProviders: [
        { id: "aetna", name: "Aetna" },
        { id: "self-pay", name: "Self-Pay" },
      ],
      pricing: [
        { id: 1, service: "Consultation", price: "$150 per visit", low: 150, high: 150, unit: "visit" },
      ],
    });
    expect(clinic?.hoursOfOperation.monday).toBe("8:00 AM – 5:00 PM");
    expect(clinic?.hoursOfOperation.sunday).toBe("Closed");
    expect(clinic?.latitude).toBeCloseTo(30.2711, 6);
  });

  it("does not invent hours for a clinic that published none", async () => {
    const clinic = await clinicBySlug(database.db, "san-antonio-c");
    expect(clinic?.hoursOfOperation).toEqual({});
    expect(clinic?.license_states).toEqual(["OK", "TX"]);
  });

  it("finds clinics within a radius, nearest first, with distances in miles", async () => {
    const { clinics, total } = await searchClinics(directoryOf(database.db), {
      near: { ...austin, radiusMiles: 25 },
    });
    expect(total).toBe(2);
    expect(clinics.map((c) => c.slug)).toEqual(["austin-a", "round-rock-b"]);
    expect(clinics[0]?.distance).toBe(0);
    expect(clinics[1]?.distance).toBeGreaterThan(15);
    expect(clinics[1]?.distance).toBeLessThan(20);
  });

  it("widens with the radius", async () => {
    const { total } = await searchClinics(directoryOf(database.db), {
      near: { ...austin, radiusMiles: 100 },
    });
    expect(total).toBe(3);
  });

  it("requires every listed service and insurer", async () => {
    const both = await searchClinics(directoryOf(database.db), {
      services: ["testosterone-injections", "hormone-testing"],
    });
    expect(both.clinics.map((c) => c.slug).sort()).toEqual(["austin-a", "dallas-d", "san-antonio-c"]);
    const pellets = await searchClinics(directoryOf(database.db), {
      services: ["testosterone-pellets"],
      insurance: ["cigna"],
    });
    expect(pellets.clinics.map((c) => c.slug)).toEqual(["round-rock-b"]);
    const none = await searchClinics(directoryOf(database.db), {
      services: ["testosterone-pellets"],
      insurance: ["aetna"],
    });
    expect(none.total).toBe(0);
  });

  it("filters by minimum rating, monthly price, telehealth and licence state", async () => {
    expect((await searchClinics(directoryOf(database.db), { minRating: 4 })).total).toBe(2);
    // These clinics list only a price per visit: no monthly price, so none is under any maximum.
    expect((await searchClinics(directoryOf(database.db), { maxMonthlyPrice: 10_000 })).total).toBe(0);
    expect((await searchClinics(directoryOf(database.db), { telehealth: true })).total).toBe(1);
    expect((await searchClinics(directoryOf(database.db), { telemedicine: true })).total).toBe(1);
    expect((await searchClinics(directoryOf(database.db), { onlinePrescriptions: true })).total).toBe(0);
    expect((await searchClinics(directoryOf(database.db), { licensedIn: "OK" })).total).toBe(1);
    expect((await searchClinics(directoryOf(database.db), { featured: true })).total).toBe(1);
  });

  it("matches text in names and cities, treating % and _ literally", async () => {
    expect((await searchClinics(directoryOf(database.db), { text: "bravo" })).total).toBe(1);
    expect((await searchClinics(directoryOf(database.db), { text: "round" })).total).toBe(1);
    expect((await searchClinics(directoryOf(database.db), { text: "100%" })).total).toBe(1);
    expect((await searchClinics(directoryOf(database.db), { text: "%" })).total).toBe(1);
    expect((await searchClinics(directoryOf(database.db), { text: "_" })).total).toBe(1);
    expect((await searchClinics(directoryOf(database.db), { text: "'; drop table clinics; --" })).total).toBe(
      0,
    );
  });

  it("sorts by rating with unrated clinics last, by reviews and by name", async () => {
    const byRating = await searchClinics(directoryOf(database.db), { sort: "rating" });
    expect(byRating.clinics.map((c) => c.slug)).toEqual([
      "austin-a",
      "round-rock-b",
      "dallas-d",
      "san-antonio-c",
    ]);
    const byReviews = await searchClinics(directoryOf(database.db), { sort: "reviews" });
    expect(byReviews.clinics[0]?.slug).toBe("round-rock-b");
    const byName = await searchClinics(directoryOf(database.db), { sort: "name" });
    expect(byName.clinics.map((c) => c.name)).toEqual([
      "Alpha Health",
      "Bravo Clinic",
      "Charlie 100% Wellness_Center",
      "Delta Men's Health",
    ]);
  });

  it("pages with limit and offset while the total counts every match", async () => {
    const page = await searchClinics(directoryOf(database.db), { sort: "name", limit: 2, offset: 2 });
    expect(page.total).toBe(4);
    expect(page.clinics.map((c) => c.slug)).toEqual(["san-antonio-c", "dallas-d"]);
  });

  it("filters by state and city", async () => {
    expect((await searchClinics(directoryOf(database.db), { state: "TX" })).total).toBe(4);
    expect((await searchClinics(directoryOf(database.db), { state: "OK" })).total).toBe(0);
    expect(
      (await searchClinics(directoryOf(database.db), { state: "TX", cityKey: "round rock" })).total,
    ).toBe(1);
  });

  it("updates by slug, counts unchanged rows and stores nothing on a dry run", async () => {
    const same = makeClinic({
      slug: "austin-a",
      name: "Alpha Health",
      rating: 4.9,
      reviewCount: 10,
      featured: true,
    });
    expect(await upsertClinics(database.db, [same])).toEqual({ created: 0, updated: 0, unchanged: 1 });
    const changed = { ...same, googleRating: 4.8 };
    expect(await upsertClinics(database.db, [changed], { dryRun: true })).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect((await clinicBySlug(database.db, "austin-a"))?.rating).toBe(4.9);
    expect(await upsertClinics(database.db, [changed])).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await clinicBySlug(database.db, "austin-a"))?.rating).toBe(4.8);
  });

  it("stores each clinic's time zone from its coordinates, and its review figures per platform", async () => {
    await upsertClinics(database.db, [
      makeClinic({
        slug: "phoenix-e",
        name: "Echo Clinic",
        city: "Phoenix",
        state: "AZ",
        zipCode: "85004",
        latitude: 33.4484,
        longitude: -112.074,
        yelpRating: 4.4,
        yelpReviewCount: 18,
        yelpAsOf: "2026-04-01",
        healthgradesUrl: "https://www.healthgrades.com/group-directory/echo",
        npi: "1234567893",
        acceptingNewPatients: false,
      }),
    ]);
    const phoenix = await clinicBySlug(database.db, "phoenix-e");
    expect(phoenix).toMatchObject({
      timeZone: "America/Phoenix",
      npi: "1234567893",
      acceptingNewPatients: false,
    });
    expect(phoenix?.reviewPlatforms).toEqual([
      {
        platform: "google",
        name: "Google",
        rating: 4.5,
        reviewCount: 100,
        url: null,
        asOf: "2026-03-01T00:00:00.000Z",
      },
      {
        platform: "yelp",
        name: "Yelp",
        rating: 4.4,
        reviewCount: 18,
        url: null,
        asOf: "2026-04-01T00:00:00.000Z",
      },
      {
        platform: "healthgrades",
        name: "Healthgrades",
        rating: null,
        reviewCount: null,
        url: "https://www.healthgrades.com/group-directory/echo",
        asOf: null,
      },
    ]);
    const unrated = await clinicBySlug(database.db, "san-antonio-c");
    expect(unrated).toMatchObject({
      timeZone: "America/Chicago",
      reviewPlatforms: [],
      acceptingNewPatients: null,
    });
    await database.db.deleteFrom("clinics").where("slug", "=", "phoenix-e").execute();
  });

  it("rolls back every row when one fails", async () => {
    const good = makeClinic({ slug: "new-good", name: "New Good" });
    const bad = {
      ...makeClinic({ slug: "new-bad", name: "New Bad" }),
      services: [{ id: "no-such", description: null }],
    };
    await expect(upsertClinics(database.db, [good, bad])).rejects.toThrow();
    expect(await clinicBySlug(database.db, "new-good")).toBeNull();
  });
});
