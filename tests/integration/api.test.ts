import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import type { Clinic } from "../../app/domain/clinic.ts";
import { loader as clinicBySlug } from "../../app/routes/api/clinic-by-slug.ts";
import { loader as clinics } from "../../app/routes/api/clinics.ts";
import { loader as clinicsCity } from "../../app/routes/api/clinics-city.ts";
import { loader as featured } from "../../app/routes/api/clinics-featured.ts";
import { loader as insurance } from "../../app/routes/api/insurance.ts";
import { loader as reverse } from "../../app/routes/api/locations-reverse.ts";
import { loader as suggest } from "../../app/routes/api/locations-suggest.ts";
import { loader as openapi } from "../../app/routes/api/openapi.ts";
import { loader as services } from "../../app/routes/api/services.ts";
import { loader as stats } from "../../app/routes/api/stats.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { callLoader, servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";

const FIXTURES = [
  makeClinic({
    slug: "austin-downtown",
    name: "Austin Downtown Men's Clinic",
    rating: 4.8,
    reviewCount: 120,
  }),
  makeClinic({
    slug: "round-rock-hormones",
    name: "Round Rock Hormone Center",
    city: "Round Rock",
    zipCode: "78664",
    latitude: 30.5083,
    longitude: -97.6789,
    rating: 4.1,
    reviewCount: 40,
    services: ["testosterone-pellets"],
    insurance: ["cigna"],
    priceRange: "$",
    featured: true,
  }),
  makeClinic({
    slug: "st-louis-vitality",
    name: "Gateway Vitality",
    city: "St. Louis",
    state: "MO",
    zipCode: "63101",
    latitude: 38.6315,
    longitude: -90.1922,
    rating: 3.6,
    reviewCount: 12,
    phone: "(314) 555-0111",
  }),
  makeClinic({
    slug: "virtual-men-online",
    name: "Virtual Men Online",
    city: "Denver",
    state: "CO",
    zipCode: "80202",
    latitude: 39.7525,
    longitude: -104.9995,
    telehealth: true,
    videoConsult: true,
    ePrescriptions: true,
    licenseStates: ["CO", "TX", "MO"],
    rating: 4.6,
    reviewCount: 300,
  }),
];

async function body<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe.each(DIALECTS)("public API on %s", (dialect) => {
  let database: TestDatabase;
  let app: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertClinics(database.db, FIXTURES);
    app = servicesFor(database);
  });

  afterAll(async () => {
    await database?.drop();
  });

  describe("GET /api/clinics", () => {
    it("lists clinics with the total in X-Total-Count, caching headers and an ETag", async () => {
      const response = await callLoader(clinics, app, "/api/clinics");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(response.headers.get("X-Total-Count")).toBe("4");
      expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
      const etag = response.headers.get("ETag");
      expect(etag).toMatch(/^W\/".+"$/);
      const list = await body<Clinic[]>(response);
      expect(list.map((c) => c.slug)).toEqual([
        "austin-downtown",
        "virtual-men-online",
        "round-rock-hormones",
        "st-louis-vitality",
      ]);
      const again = await callLoader(clinics, app, "/api/clinics", {}, { "If-None-Match": etag ?? "" });
      expect(again.status).toBe(304);
    });

    it("resolves a ZIP code to a radius search with distances", async () => {
      const response = await callLoader(clinics, app, "/api/clinics?location=78701&radius=25");
      const list = await body<Clinic[]>(response);
      expect(list.map((c) => c.slug)).toEqual(["austin-downtown", "round-rock-hormones"]);
      expect(list[1]?.distance).toBeGreaterThan(10);
    });

    it('resolves "City, ST", a state name, and coordinates', async () => {
      const city = await body<Clinic[]>(
        await callLoader(clinics, app, "/api/clinics?location=Austin%2C%20TX"),
      );
      expect(city.map((c) => c.slug)).toEqual(["austin-downtown", "round-rock-hormones"]);
      const state = await body<Clinic[]>(await callLoader(clinics, app, "/api/clinics?location=Missouri"));
      expect(state.map((c) => c.slug)).toEqual(["st-louis-vitality"]);
      const point = await body<Clinic[]>(
        await callLoader(clinics, app, "/api/clinics?latitude=39.74&longitude=-104.99&radius=10"),
      );
      expect(point.map((c) => c.slug)).toEqual(["virtual-men-online"]);
    });

    it("matches other text against clinic names", async () => {
      const list = await body<Clinic[]>(
        await callLoader(clinics, app, "/api/clinics?location=Gateway%20Vitality"),
      );
      expect(list.map((c) => c.slug)).toEqual(["st-louis-vitality"]);
    });

    it("applies every filter, with repeated and comma-separated values", async () => {
      const pick = async (query: string) =>
        (await body<Clinic[]>(await callLoader(clinics, app, `/api/clinics?${query}`))).map((c) => c.slug);
      expect(await pick("services=testosterone-pellets")).toEqual(["round-rock-hormones"]);
      expect(await pick("services=Testosterone%20Injections&services=hormone-testing")).toHaveLength(3);
      expect(await pick("insurance=cigna,aetna")).toEqual([]);
      expect(await pick("insurance=Cigna")).toEqual(["round-rock-hormones"]);
      expect(await pick("rating=4.5")).toEqual(["austin-downtown", "virtual-men-online"]);
      expect(await pick("priceRange=budget")).toEqual(["round-rock-hormones"]);
      expect(await pick("telehealth=true")).toEqual(["virtual-men-online"]);
      expect(await pick("telemedicine=true&online_prescriptions=true")).toEqual(["virtual-men-online"]);
      expect(await pick("featured=true")).toEqual(["round-rock-hormones"]);
      expect(await pick("licensed_state=MO")).toEqual(["virtual-men-online"]);
      expect(await pick("state=TX")).toHaveLength(2);
      expect(await pick("state=mo&city=saint%20louis")).toEqual(["st-louis-vitality"]);
    });

    it("sorts and pages", async () => {
      const response = await callLoader(clinics, app, "/api/clinics?sort=name&limit=2&offset=1");
      expect(response.headers.get("X-Total-Count")).toBe("4");
      expect((await body<Clinic[]>(response)).map((c) => c.slug)).toEqual([
        "st-louis-vitality",
        "round-rock-hormones",
      ]);
      const byReviews = await body<Clinic[]>(
        await callLoader(clinics, app, "/api/clinics?sort=reviews&limit=1"),
      );
      expect(byReviews[0]?.slug).toBe("virtual-men-online");
    });

    it.each([
      ["latitude=200&longitude=0", "latitude"],
      ["latitude=abc&longitude=0", "latitude"],
      ["latitude=30", "longitude"],
      ["limit=0", "limit"],
      ["limit=10000", "limit"],
      ["limit=2.5", "limit"],
      ["offset=-1", "offset"],
      ["sort=cheapest", "sort"],
      ["sort=distance", "sort"],
      ["rating=abc", "rating"],
      ["rating=6", "rating"],
      ["radius=0", "radius"],
      [`location=${"x".repeat(5000)}`, "location"],
      ["services=acupuncture", "services"],
      ["insurance=nope", "insurance"],
      ["priceRange=cheap", "priceRange"],
      ["telehealth=yes", "telehealth"],
      ["state=ZZ", "state"],
      ["city=Austin", "state"],
      ["limit=5&limit=6", "limit"],
      ["licensed_state=Narnia", "licensed_state"],
      ["location=a%00b", "location"],
      ["state=TX&city=%00", "city"],
    ])("rejects %s with a 400 naming %s", async (query, field) => {
      const response = await callLoader(clinics, app, `/api/clinics?${query}`);
      expect(response.status).toBe(400);
      const error = await body<{ error: { field: string; message: string } }>(response);
      expect(error.error.field).toBe(field);
      expect(error.error.message.length).toBeGreaterThan(3);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    });

    it("never fails on arbitrary query strings: always JSON, never a server error", async () => {
      const names = [
        "location",
        "latitude",
        "longitude",
        "radius",
        "state",
        "city",
        "services",
        "insurance",
        "rating",
        "priceRange",
        "telehealth",
        "telemedicine",
        "online_prescriptions",
        "featured",
        "licensed_state",
        "sort",
        "limit",
        "offset",
        "q",
      ];
      const value = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.stringMatching(/^-?\d{1,6}(\.\d{1,4})?$/),
        fc.constantFrom(
          "true",
          "false",
          "TX",
          "Austin, TX",
          "78701",
          "$$",
          "aetna",
          "' OR 1=1 --",
          "%",
          "\u0000",
          "a\u0000b",
        ),
        fc.string({ unit: "binary", maxLength: 30 }),
      );
      const pair = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 })), value);
      await fc.assert(
        fc.asyncProperty(fc.array(pair, { maxLength: 6 }), async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await callLoader(clinics, app, `/api/clinics?${query}`);
          expect([200, 400]).toContain(response.status);
          const parsed = await response.json();
          if (response.status === 200) expect(Array.isArray(parsed)).toBe(true);
          else expect(typeof parsed.error.message).toBe("string");
        }),
        { numRuns: 1000 },
      );
    }, 120_000);
  });

  it("GET /api/clinics/featured lists featured clinics", async () => {
    const list = await body<Clinic[]>(await callLoader(featured, app, "/api/clinics/featured"));
    expect(list.map((c) => c.slug)).toEqual(["round-rock-hormones"]);
  });

  it("GET /api/clinics/city/{city}/{state} finds a city by any spelling, with distances from its centre", async () => {
    for (const [city, state] of [
      ["St. Louis", "MO"],
      ["st-louis", "mo"],
      ["Saint Louis", "Missouri"],
    ] as const) {
      const response = await callLoader(clinicsCity, app, "/api/clinics/city/x/y", { city, state });
      expect(response.status).toBe(200);
      const list = await body<Clinic[]>(response);
      expect(list.map((c) => c.slug)).toEqual(["st-louis-vitality"]);
      expect(list[0]?.distance).toBeLessThan(5);
    }
    const empty = await callLoader(clinicsCity, app, "/api/clinics/city/x/y", { city: "Plano", state: "TX" });
    expect(await body<Clinic[]>(empty)).toEqual([]);
    const bad = await callLoader(clinicsCity, app, "/api/clinics/city/x/y", { city: "Plano", state: "XX" });
    expect(bad.status).toBe(400);
    expect((await body<{ error: { field: string } }>(bad)).error.field).toBe("state");
  });

  it("GET /api/clinics/slug/{slug} answers the clinic, or a JSON 404", async () => {
    const found = await callLoader(clinicBySlug, app, "/api/clinics/slug/x", { slug: "austin-downtown" });
    expect(found.status).toBe(200);
    expect((await body<Clinic>(found)).name).toBe("Austin Downtown Men's Clinic");
    for (const slug of ["no-such-clinic", "../etc/passwd", "x".repeat(500), "' or 1=1 --"]) {
      const missing = await callLoader(clinicBySlug, app, "/api/clinics/slug/x", { slug });
      expect(missing.status).toBe(404);
      expect(await body<{ error: { message: string } }>(missing)).toEqual({
        error: { field: "slug", message: "Clinic not found" },
      });
    }
  });

  it("GET /api/stats reports totals and whether demo data is loaded", async () => {
    const totals = await body<Record<string, unknown>>(await callLoader(stats, app, "/api/stats"));
    expect(totals).toEqual({
      clinicsCount: 4,
      reviewsCount: 472,
      verifiedCount: 4,
      telehealthCount: 1,
      statesCovered: 3,
      demoData: false,
    });
  });

  it("GET /api/services and /api/insurance list the catalog with clinic counts", async () => {
    const serviceList = await body<{ id: string; name: string; clinicCount: number }[]>(
      await callLoader(services, app, "/api/services"),
    );
    expect(serviceList[0]).toEqual({
      id: "testosterone-injections",
      name: "Testosterone Injections",
      clinicCount: 3,
    });
    expect(serviceList.find((s) => s.id === "testosterone-pellets")?.clinicCount).toBe(1);
    const insurers = await body<{ id: string; clinicCount: number }[]>(
      await callLoader(insurance, app, "/api/insurance"),
    );
    expect(insurers.find((i) => i.id === "aetna")?.clinicCount).toBe(3);
  });

  it("GET /api/locations/suggest and /reverse answer from our own gazetteer", async () => {
    const suggestions = await body<{ label: string }[]>(
      await callLoader(suggest, app, "/api/locations/suggest?q=aus"),
    );
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]?.label).toBe("Austin, TX");
    expect(await body(await callLoader(suggest, app, "/api/locations/suggest?q=a"))).toEqual([]);
    const tooLong = await callLoader(suggest, app, `/api/locations/suggest?q=${"a".repeat(500)}`);
    expect(tooLong.status).toBe(400);

    const denver = await callLoader(reverse, app, "/api/locations/reverse?lat=39.7392&lng=-104.9903");
    expect(await body(denver)).toEqual({ city: "Denver", stateCode: "CO", label: "Denver, CO" });
    const ocean = await callLoader(reverse, app, "/api/locations/reverse?lat=0&lng=-150");
    expect(ocean.status).toBe(404);
    const missing = await callLoader(reverse, app, "/api/locations/reverse?lat=39.7");
    expect(missing.status).toBe(400);
    expect((await body<{ error: { field: string } }>(missing)).error.field).toBe("lng");
  });

  it("GET /api/openapi.json describes every endpoint and parameter", async () => {
    const doc = await body<{
      openapi: string;
      paths: Record<string, { get: { parameters?: { name: string }[] } }>;
    }>(await callLoader(openapi, app, "/api/openapi.json"));
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/clinics",
      "/api/clinics/city/{city}/{state}",
      "/api/clinics/featured",
      "/api/clinics/slug/{slug}",
      "/api/insurance",
      "/api/locations/reverse",
      "/api/locations/suggest",
      "/api/services",
      "/api/stats",
    ]);
    const clinicParams = doc.paths["/api/clinics"]?.get.parameters?.map((p) => p.name);
    expect(clinicParams).toEqual(
      expect.arrayContaining(["location", "latitude", "longitude", "radius", "sort", "limit"]),
    );
  });
});
