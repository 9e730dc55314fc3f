import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INSURANCE_PROVIDERS, PRICE_RANGES, SERVICES } from "../../domain/catalog.ts";
import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { inBounds } from "../../domain/map-bounds.ts";
import { haversineMiles } from "../gazetteer/distance.server.ts";
import { boundingBox, forEachMatch, queryDirectory } from "./directory-query.server.ts";
import { buildDirectorySnapshot, type SnapshotSource, unitVector } from "./directory-snapshot.server.ts";
import { priceStepCountsOf } from "./price-counts.server.ts";
import { TopK } from "./top-k.server.ts";

const SERVICE_IDS = SERVICES.map((s) => s.id);
const INSURANCE_IDS = INSURANCE_PROVIDERS.map((i) => i.id);
const STATES = ["TX", "CA", "AK", "NY"];
const CITIES = ["austin", "round rock", "anchorage", "adak"];

interface Fixture {
  id: number;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  rating: number | null;
  reviewCount: number;
  priceRange: string | null;
  telehealth: boolean;
  videoConsult: boolean;
  ePrescriptions: boolean;
  featured: boolean;
  services: string[];
  insurance: string[];
  licences: string[];
  /** Prices billed per month. */
  monthly: { low: number | null; high: number | null }[];
}

const baseFixture: Omit<Fixture, "id"> = {
  name: "A",
  city: "austin",
  state: "TX",
  latitude: 30,
  longitude: -97,
  rating: 4,
  reviewCount: 1,
  priceRange: "$",
  telehealth: false,
  videoConsult: false,
  ePrescriptions: false,
  featured: false,
  services: ["testosterone-injections"],
  insurance: ["aetna"],
  licences: [],
  monthly: [],
};

/** The point `miles` away from a start point on a bearing (degrees clockwise from north). */
function destination(latitude: number, longitude: number, bearing: number, miles: number) {
  const d = miles / 3958.8;
  const b = (bearing * Math.PI) / 180;
  const lat1 = (latitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    (longitude * Math.PI) / 180 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  const wrapped = ((((lng2 * 180) / Math.PI + 540) % 360) + 360) % 360;
  return { latitude: (lat2 * 180) / Math.PI, longitude: wrapped - 180 };
}

const fixture = fc.record({
  name: fc.constantFrom("Alpha Health", "alpha health", "Bravo Clinic", "Zed Men's Care", "Émile Vitality"),
  city: fc.constantFrom(...CITIES),
  state: fc.constantFrom(...STATES),
  // Texas-sized area plus points either side of the antimeridian (the Aleutians).
  latitude: fc.oneof(
    fc.double({ min: 29, max: 32, noNaN: true }),
    fc.double({ min: 51, max: 53, noNaN: true }),
  ),
  longitude: fc.oneof(
    fc.double({ min: -99, max: -96, noNaN: true }),
    fc.double({ min: 178, max: 180, noNaN: true }),
    fc.double({ min: -180, max: -178, noNaN: true }),
  ),
  rating: fc.option(fc.constantFrom(3, 3.5, 4, 4.2, 4.8, 5), { nil: null }),
  reviewCount: fc.constantFrom(0, 10, 40, 500),
  priceRange: fc.option(fc.constantFrom(...PRICE_RANGES), { nil: null }),
  telehealth: fc.boolean(),
  videoConsult: fc.boolean(),
  ePrescriptions: fc.boolean(),
  featured: fc.boolean(),
  services: fc.subarray(SERVICE_IDS.slice(0, 5)),
  insurance: fc.subarray(INSURANCE_IDS.slice(0, 5)),
  licences: fc.subarray(STATES),
  monthly: fc.array(
    fc.record({
      low: fc.option(fc.constantFrom(50, 99, 150, 199, 200, 201, 450), { nil: null }),
      high: fc.option(fc.constantFrom(100, 200, 300), { nil: null }),
    }),
    { maxLength: 3 },
  ),
});

const point = fc.record({
  latitude: fc.oneof(fc.constant(30.27), fc.constant(52), fc.double({ min: 28, max: 33, noNaN: true })),
  longitude: fc.oneof(fc.constant(-97.74), fc.constant(179.9), fc.constant(-179.9)),
});

const allFilters = fc.record({
  near: fc.record({
    latitude: point.map((p) => p.latitude),
    longitude: point.map((p) => p.longitude),
    radiusMiles: fc.constantFrom(1, 10, 25, 50, 200, 500),
  }),
  distanceFrom: point,
  // Map areas: around Austin, across the antimeridian (west > east), and one that holds nothing.
  within: fc.constantFrom(
    { south: 29.5, west: -98.5, north: 31, east: -97 },
    { south: 51, west: 179, north: 53, east: -179.5 },
    { south: 28, west: -100, north: 33, east: -95 },
    { south: 40, west: 10, north: 41, east: 11 },
  ),
  state: fc.constantFrom(...STATES),
  cityKey: fc.constantFrom(...CITIES),
  text: fc.constantFrom("alpha", "ROCK", "é", "zzz"),
  services: fc.subarray(SERVICE_IDS.slice(0, 5), { minLength: 1, maxLength: 2 }),
  insurance: fc.subarray(INSURANCE_IDS.slice(0, 5), { minLength: 1, maxLength: 2 }),
  anyInsurance: fc.subarray(INSURANCE_IDS.slice(0, 5), { minLength: 1 }),
  minRating: fc.constantFrom(0, 3.5, 4, 4.5),
  maxMonthlyPrice: fc.constantFrom(1, 99, 150, 200, 500),
  telehealth: fc.boolean(),
  telemedicine: fc.boolean(),
  onlinePrescriptions: fc.boolean(),
  featured: fc.boolean(),
  licensedIn: fc.constantFrom(...STATES),
  sort: fc.constantFrom("distance", "rating", "reviews", "name", "price"),
  limit: fc.integer({ min: 1, max: 30 }),
  offset: fc.integer({ min: 0, max: 30 }),
});

/** A few filters at a time, as people search; with all of them at once almost nothing would match. */
const search: fc.Arbitrary<ClinicSearch> = allFilters.chain((filters) =>
  fc
    .subarray(Object.keys(filters) as (keyof typeof filters)[], { maxLength: 3 })
    .map((keys) => Object.fromEntries(keys.map((key) => [key, filters[key]])) as ClinicSearch),
);

function sourceOf(clinics: Fixture[]): SnapshotSource {
  return {
    clinics: clinics.map((c) => ({
      id: c.id,
      latitude: c.latitude,
      longitude: c.longitude,
      rating: c.rating,
      review_count: c.reviewCount,
      price_range: c.priceRange,
      telehealth: c.telehealth ? 1 : 0,
      video_consult: c.videoConsult ? 1 : 0,
      e_prescriptions: c.ePrescriptions ? 1 : 0,
      featured: c.featured ? 1 : 0,
      state: c.state,
      city_key: c.city,
      name: c.name,
      city: c.city,
      slug: `clinic-${c.id}`,
      source: null,
      updated_at: "2026-01-01T00:00:00.000Z",
    })),
    services: [...SERVICES],
    insurance: [...INSURANCE_PROVIDERS],
    clinicServices: clinics.flatMap((c) => c.services.map((service_id) => ({ clinic_id: c.id, service_id }))),
    clinicInsurance: clinics.flatMap((c) =>
      c.insurance.map((insurance_id) => ({ clinic_id: c.id, insurance_id })),
    ),
    licenceStates: clinics.flatMap((c) => c.licences.map((state) => ({ clinic_id: c.id, state }))),
    monthlyPrices: clinics.flatMap((c) => c.monthly.map((row) => ({ clinic_id: c.id, ...row }))),
  };
}

/** The clinic's lowest monthly price, as lowestMonthlyPrice reads its rows; Infinity when it lists none. */
function lowestMonthly(c: Fixture): number {
  const amounts = c.monthly.map((row) => row.low ?? row.high).filter((amount) => amount !== null);
  return amounts.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...amounts);
}

/** The rules written out plainly over whole objects: the oracle for the indexed version. */
function reference(clinics: Fixture[], s: ClinicSearch) {
  const origin = s.near ?? s.distanceFrom;
  const distance = (c: Fixture) =>
    origin ? haversineMiles(origin.latitude, origin.longitude, c.latitude, c.longitude) : null;
  const matches = clinics.filter(
    (c) =>
      (!s.near || (distance(c) as number) <= s.near.radiusMiles) &&
      (!s.within || inBounds(s.within, c.latitude, c.longitude)) &&
      (s.state === undefined || c.state === s.state) &&
      (s.cityKey === undefined || c.city === s.cityKey) &&
      (!s.text ||
        c.name.toLowerCase().includes(s.text.toLowerCase()) ||
        c.city.toLowerCase().includes(s.text.toLowerCase())) &&
      (s.services ?? []).every((id) => c.services.includes(id)) &&
      (s.insurance ?? []).every((id) => c.insurance.includes(id)) &&
      (!s.anyInsurance || s.anyInsurance.some((id) => c.insurance.includes(id))) &&
      (!s.licensedIn || c.licences.includes(s.licensedIn)) &&
      (!s.minRating || (c.rating !== null && c.rating >= s.minRating)) &&
      (s.maxMonthlyPrice === undefined || lowestMonthly(c) <= s.maxMonthlyPrice) &&
      (!s.telehealth || c.telehealth) &&
      (!s.telemedicine || c.videoConsult) &&
      (!s.onlinePrescriptions || c.ePrescriptions) &&
      (s.featured === undefined || c.featured === s.featured),
  );
  const sort = s.sort ?? (origin ? "distance" : "rating");
  // Straight-line (chord) length through the sphere grows with great-circle distance, so it orders the
  // same; it is the measure the index sorts by, so two clinics whose distances differ only in the last
  // bits of a double are ordered the same way here.
  const chord = (c: Fixture) => {
    if (!origin) return 0;
    const [x0, y0, z0] = unitVector(origin.latitude, origin.longitude);
    const [x, y, z] = unitVector(c.latitude, c.longitude);
    return (x - x0) ** 2 + (y - y0) ** 2 + (z - z0) ** 2;
  };
  const rating = (c: Fixture) => c.rating ?? -1;
  const byId = (a: Fixture, b: Fixture) => a.id - b.id;
  const compare: (a: Fixture, b: Fixture) => number =
    sort === "distance" && origin
      ? (a, b) => chord(a) - chord(b) || byId(a, b)
      : sort === "reviews"
        ? (a, b) => b.reviewCount - a.reviewCount || rating(b) - rating(a) || byId(a, b)
        : sort === "price"
          ? (a, b) =>
              (lowestMonthly(a) === lowestMonthly(b) ? 0 : lowestMonthly(a) < lowestMonthly(b) ? -1 : 1) ||
              rating(b) - rating(a) ||
              byId(a, b)
          : sort === "name"
            ? (a, b) => {
                const x = a.name.toLowerCase();
                const y = b.name.toLowerCase();
                return x < y ? -1 : x > y ? 1 : byId(a, b);
              }
            : (a, b) => rating(b) - rating(a) || b.reviewCount - a.reviewCount || byId(a, b);
  const offset = s.offset ?? 0;
  const page = [...matches].sort(compare).slice(offset, offset + (s.limit ?? 20));
  return { hits: page.map((c) => ({ id: c.id, distance: distance(c) })), total: matches.length };
}

describe("queryDirectory", () => {
  it("finds, counts and orders exactly what the plain rules do (1,000 random directories and searches)", () => {
    fc.assert(
      fc.property(fc.array(fixture, { maxLength: 80, size: "max" }), search, (rows, s) => {
        const clinics = rows.map((row, i) => ({ ...row, id: i * 3 + 1 }));
        const snapshot = buildDirectorySnapshot(sourceOf(clinics));
        expect(queryDirectory(snapshot, s)).toEqual(reference(clinics, s));
        const visited: number[] = [];
        forEachMatch(snapshot, s, (position) => visited.push(snapshot.ids[position] as number));
        const all = reference(clinics, { ...s, limit: clinics.length, offset: 0 });
        expect(visited.sort((a, b) => a - b)).toEqual(all.hits.map((hit) => hit.id).sort((a, b) => a - b));
      }),
      { numRuns: 1000 },
    );
  });

  it("finds clinics just inside the radius in every direction and none just outside, at any latitude", () => {
    for (const [latitude, longitude] of [
      [30.27, -97.74],
      [64.8, -147.7],
      [51.9, 179.95],
      [-33.9, 151.2],
    ] as const) {
      const points = Array.from({ length: 16 }, (_, i) => i * 22.5).flatMap((bearing) =>
        [0.99, 1.01].map((share) => destination(latitude, longitude, bearing, 25 * share)),
      );
      const clinics = points.map((point, i) => ({ ...baseFixture, ...point, id: i + 1 }));
      const snapshot = buildDirectorySnapshot(sourceOf(clinics));
      const { hits, total } = queryDirectory(snapshot, {
        near: { latitude, longitude, radiusMiles: 25 },
        limit: 100,
      });
      expect(total).toBe(16);
      // Odd ids are the points at 99 % of the radius.
      expect(hits.map((h) => h.id).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 16 }, (_, i) => i * 2 + 1),
      );
      for (const hit of hits) expect(hit.distance).toBeCloseTo(24.75, 6);
    }
  });

  it("finds the clinics inside a map area, edges included, on either side of the antimeridian", () => {
    const clinics = [
      { latitude: 30.2, longitude: -97.7 },
      { latitude: 30.5, longitude: -97.5 },
      { latitude: 30.51, longitude: -97.6 },
      { latitude: 30.3, longitude: -97.49 },
      { latitude: 52, longitude: 179.5 },
      { latitude: 52, longitude: -179.5 },
      { latitude: 52, longitude: 170 },
    ].map((point, i) => ({ ...baseFixture, ...point, id: i + 1 }));
    const snapshot = buildDirectorySnapshot(sourceOf(clinics));
    const ids = (within: ClinicSearch["within"]) =>
      queryDirectory(snapshot, { within, limit: 50 })
        .hits.map((hit) => hit.id)
        .sort((a, b) => a - b);
    expect(ids({ south: 30, west: -98, north: 30.5, east: -97.5 })).toEqual([1, 2]);
    expect(ids({ south: 51, west: 179, north: 53, east: -179 })).toEqual([5, 6]);
    expect(ids({ south: 51, west: -180, north: 53, east: 180 })).toEqual([5, 6, 7]);
  });

  it("answers an empty directory with nothing", () => {
    const snapshot = buildDirectorySnapshot(sourceOf([]));
    expect(queryDirectory(snapshot, { near: { latitude: 30, longitude: -97, radiusMiles: 50 } })).toEqual({
      hits: [],
      total: 0,
    });
    expect(queryDirectory(snapshot, {})).toEqual({ hits: [], total: 0 });
  });

  it("lists a city's clinics by state and city together: a city of the same name in another state is apart", () => {
    const clinics = [
      { ...baseFixture, id: 1, city: "springfield", state: "IL", rating: 3 },
      { ...baseFixture, id: 2, city: "springfield", state: "MO", rating: 5 },
      { ...baseFixture, id: 3, city: "springfield", state: "IL", rating: 4.5 },
      { ...baseFixture, id: 4, city: "peoria", state: "IL", rating: 5 },
    ];
    const snapshot = buildDirectorySnapshot(sourceOf(clinics));
    const ids = (s: ClinicSearch) => queryDirectory(snapshot, s).hits.map((hit) => hit.id);
    expect(ids({ state: "IL", cityKey: "springfield" })).toEqual([3, 1]);
    expect(queryDirectory(snapshot, { state: "MO", cityKey: "springfield" }).total).toBe(1);
    expect(queryDirectory(snapshot, { state: "MO", cityKey: "peoria" }).total).toBe(0);
    expect(queryDirectory(snapshot, { state: "IL", cityKey: "springfield", minRating: 4 }).total).toBe(1);
    expect(ids({ cityKey: "springfield", sort: "rating" })).toEqual([2, 3, 1]);
  });

  it("matches nothing for a service or insurer the catalog does not know", () => {
    const snapshot = buildDirectorySnapshot(sourceOf([{ ...baseFixture, id: 1 }]));
    expect(queryDirectory(snapshot, {}).total).toBe(1);
    expect(queryDirectory(snapshot, { services: ["no-such-service"] }).total).toBe(0);
    expect(queryDirectory(snapshot, { insurance: ["no-such-insurer"] }).total).toBe(0);
    expect(queryDirectory(snapshot, { licensedIn: "TX" }).total).toBe(0);
  });
});

describe("TopK", () => {
  it("keeps the k smallest by key, ties broken by id, in order (1,000 random lists)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300, size: "max" }),
        fc.nat(80),
        (keys, k) => {
          // Items are positions; their ids run backwards so the id order differs from the position order.
          const ids = keys.map((_, position) => 1000 - position);
          const top = new TopK(Math.min(k, keys.length), ids);
          keys.forEach((key, position) => {
            top.offer(key, position);
          });
          const expected = keys
            .map((key, position) => ({ key, position }))
            .sort((a, b) => a.key - b.key || (ids[a.position] as number) - (ids[b.position] as number))
            .slice(0, k)
            .map(({ position }) => position);
          expect(top.drain()).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("boundingBox", () => {
  it("holds every point of the circle, including near the poles where radius / cos(latitude) is too narrow", () => {
    for (const latitude of [0, 30, 61, 71, 89]) {
      const box = boundingBox(latitude, 0, 300);
      // Walk the circle's edge and check every point falls inside.
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const b = (bearing * Math.PI) / 180;
        const d = 300 / 3958.8;
        const lat1 = (latitude * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
        const lng2 = Math.atan2(
          Math.sin(b) * Math.sin(d) * Math.cos(lat1),
          Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
        );
        const edgeLat = (lat2 * 180) / Math.PI;
        const edgeLng = (lng2 * 180) / Math.PI;
        expect(edgeLat).toBeGreaterThanOrEqual(box.minLat - 1e-9);
        expect(edgeLat).toBeLessThanOrEqual(box.maxLat + 1e-9);
        expect(edgeLng).toBeGreaterThanOrEqual(box.minLng - 1e-9);
        expect(edgeLng).toBeLessThanOrEqual(box.maxLng + 1e-9);
      }
    }
  });

  it("spans every longitude when the circle reaches a pole", () => {
    const box = boundingBox(89.5, 10, 100);
    expect(box.maxLng - box.minLng).toBe(360);
    expect(box.maxLat).toBe(90);
  });
});

describe("the monthly price filter, sort and counts", () => {
  const clinics: Fixture[] = [
    { ...baseFixture, id: 1, rating: 5, monthly: [] },
    { ...baseFixture, id: 2, rating: 3, monthly: [{ low: 175, high: 250 }] },
    { ...baseFixture, id: 3, rating: 4, monthly: [{ low: null, high: 100 }] },
    {
      ...baseFixture,
      id: 4,
      rating: 4,
      monthly: [
        { low: 300, high: null },
        { low: 199, high: 199 },
      ],
    },
    { ...baseFixture, id: 5, rating: 4.5, monthly: [{ low: 200, high: 400 }] },
  ];
  const snapshot = buildDirectorySnapshot(sourceOf(clinics));
  const ids = (s: ClinicSearch) => queryDirectory(snapshot, s).hits.map((hit) => hit.id);

  it("keeps the clinics whose lowest monthly price is at most the maximum, and never one that lists none", () => {
    expect(ids({ maxMonthlyPrice: 200, sort: "price" })).toEqual([3, 2, 4, 5]);
    expect(ids({ maxMonthlyPrice: 199, sort: "price" })).toEqual([3, 2, 4]);
    expect(ids({ maxMonthlyPrice: 99 })).toEqual([]);
    expect(queryDirectory(snapshot, {}).total).toBe(5);
  });

  it("sorts by the lowest monthly price, clinics without one last, ties by rating", () => {
    expect(ids({ sort: "price" })).toEqual([3, 2, 4, 5, 1]);
    expect(ids({ sort: "price", near: { latitude: 30, longitude: -97, radiusMiles: 10 } })).toEqual([
      3, 2, 4, 5, 1,
    ]);
  });

  it("counts each step of the control over the search without its maximum", () => {
    const counts = priceStepCountsOf(snapshot, { maxMonthlyPrice: 100 }, null);
    expect(counts.any).toBe(5);
    expect(counts.steps.map((step) => `${step.limit}:${step.count}`)).toEqual([
      "50:0",
      "100:1",
      "150:1",
      "200:4",
      "250:4",
      "300:4",
      "400:4",
      "500:4",
    ]);
    const withSelected = priceStepCountsOf(snapshot, { minRating: 4 }, 175);
    expect(withSelected.any).toBe(4);
    expect(withSelected.steps.find((step) => step.limit === 175)?.count).toBe(1);
    expect(withSelected.steps.find((step) => step.limit === 200)?.count).toBe(3);
  });
});
