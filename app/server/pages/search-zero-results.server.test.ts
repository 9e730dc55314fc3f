import { expect, it } from "vitest";
import { servicesFor } from "../../../tests/support/app-services.ts";
import { makeClinic } from "../../../tests/support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../../../tests/support/databases.ts";
import { loadFinderPage } from "./finder-page.server.ts";
import { loadSearchPage } from "./search-page.server.ts";
import { finderPageHref, withZeroResultsHelp } from "./search-zero-results.server.ts";

const monthly = (dollars: number) => [
  {
    service: "Injections",
    price: `$${dollars} per month`,
    low: dollars,
    high: dollars,
    unit: "month" as const,
  },
];

/** Austin clinics: none takes Blue Cross for at most $90 a month with 4+ stars. */
const AUSTIN = [
  makeClinic({
    slug: "elk",
    name: "Elk Clinic",
    insurance: ["blue-cross"],
    pricing: monthly(100),
    rating: 4.0,
  }),
  makeClinic({
    slug: "east",
    name: "East Clinic",
    insurance: ["blue-cross", "aetna"],
    pricing: monthly(175),
    rating: 3.5,
  }),
  makeClinic({
    slug: "cheap",
    name: "Cheap Clinic",
    insurance: ["aetna"],
    pricing: monthly(80),
    rating: 4.2,
  }),
  makeClinic({ slug: "dear", name: "Dear Clinic", insurance: ["aetna"], pricing: monthly(300), rating: 4.8 }),
];

/** Montana clinics far from Kalispell (59901), and an online clinic licensed there. */
const MONTANA = [
  makeClinic({
    slug: "missoula",
    name: "Missoula Men's Clinic",
    city: "Missoula",
    state: "MT",
    zipCode: "59801",
    latitude: 46.8721,
    longitude: -113.994,
  }),
  makeClinic({
    slug: "great-falls",
    name: "Great Falls Hormone Care",
    city: "Great Falls",
    state: "MT",
    zipCode: "59401",
    latitude: 47.5053,
    longitude: -111.3008,
  }),
  makeClinic({
    slug: "billings-virtual",
    name: "Big Sky Virtual TRT",
    city: "Billings",
    state: "MT",
    zipCode: "59101",
    latitude: 45.7833,
    longitude: -108.5007,
    telehealth: true,
    licenseStates: ["MT"],
  }),
];

const url = (path: string) => new URL(`https://trt.example.org${path}`);
const load = withZeroResultsHelp(loadSearchPage);

describeOnEveryDialect("zero-result help on %s", { clinics: [...AUSTIN, ...MONTANA] }, (database) => {
  it("counts each relaxation with the list's own query, as its link then lists", async () => {
    const services = servicesFor(database);
    const page = await load(
      services,
      url("/search?location=Austin%2C%20TX&insurance=blue-cross&maxPrice=90&minRating=4"),
    );
    expect(page.total).toBe(0);
    const help = page.zeroResults;
    expect(help?.filters.map((filter) => filter.name)).toEqual([
      "Blue Cross Blue Shield",
      "4+ stars",
      "up to $90 a month",
    ]);
    // Without the rating minimum nothing is found either, so it is not offered.
    expect(help?.relaxations.map(({ label, count }) => [label, count])).toEqual([
      ["Without the insurance filter", 1],
      ["Without the price limit", 1],
      ["Without any filters", 4],
    ]);
    for (const relaxation of help?.relaxations ?? []) {
      const relaxed = await load(services, url(relaxation.href));
      expect(relaxed.total).toBe(relaxation.count);
      expect(relaxed.zeroResults).toBeNull();
    }
    expect(help?.nearest).toBeNull();
    expect(help?.didYouMean).toBeNull();
  });

  it("names the nearest in-person clinics with their distance when nothing is within the radius, not online ones", async () => {
    const page = await load(servicesFor(database), url("/search?location=59901"));
    expect(page.total).toBe(0);
    const nearest = page.zeroResults?.nearest;
    expect(nearest?.clinics.map((clinic) => clinic.slug)).toEqual(["missoula", "great-falls"]);
    const distances = nearest?.clinics.map((clinic) => clinic.distance ?? Number.NaN) ?? [];
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((miles) => miles > 50 && miles <= (nearest?.radiusMiles ?? 0))).toBe(true);
    expect(page.telehealth?.clinics.map((clinic) => clinic.slug)).toEqual(["billings-virtual"]);
  });

  it("offers no nearest clinics when dropping the filters finds some within the radius", async () => {
    const page = await load(servicesFor(database), url("/search?location=Austin%2C%20TX&insurance=humana"));
    expect(page.zeroResults?.nearest).toBeNull();
    expect(page.zeroResults?.relaxations.map(({ label, count }) => [label, count])).toEqual([
      ["Without the insurance filter", 4],
    ]);
  });

  it("suggests the place a misspelled location most likely meant, keeping the filters", async () => {
    const page = await load(servicesFor(database), url("/search?location=Austn&insurance=blue-cross"));
    expect(page.total).toBe(0);
    expect(page.zeroResults?.didYouMean).toEqual({
      label: "Austin, TX",
      href: "/search?location=Austin%2C%20TX&insurance=blue-cross",
    });
  });

  it("adds nothing to a search that found clinics", async () => {
    const page = await load(servicesFor(database), url("/search?location=Austin%2C%20TX"));
    expect(page.total).toBe(4);
    expect(page.zeroResults).toBeNull();
  });

  it("helps on the finder too, its links staying on the finder", async () => {
    const services = servicesFor(database);
    const loadFinder = withZeroResultsHelp(loadFinderPage, finderPageHref);
    const page = await loadFinder(
      services,
      url("/trt-clinics-near-me?location=Austin%2C%20TX&insurance=blue-cross&maxPrice=90&minRating=4"),
    );
    expect(page.total).toBe(0);
    const relaxations = page.zeroResults?.relaxations ?? [];
    const links = relaxations.map((relaxation) => new URL(relaxation.href, "https://trt.example.org"));
    expect(links.every((link) => link.pathname === "/trt-clinics-near-me")).toBe(true);
    expect(links.map((link) => [...link.searchParams.keys()].sort())).toEqual([
      ["location", "maxPrice", "minRating"],
      ["insurance", "location", "minRating"],
      ["location"],
    ]);
    for (const relaxation of relaxations) {
      expect((await loadFinder(services, url(relaxation.href))).total).toBe(relaxation.count);
    }
  });
});
