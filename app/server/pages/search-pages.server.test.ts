import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLoader, loggedBy, servicesFor } from "../../../tests/support/app-services.ts";
import { makeClinic } from "../../../tests/support/clinic-fixtures.ts";
import { DALLAS_ONE, GATEWAY_VITALITY } from "../../../tests/support/clinic-places.ts";
import {
  createTestDatabase,
  describeOnEveryDialect,
  type TestDatabase,
} from "../../../tests/support/databases.ts";
import type { AppServices } from "../../context.ts";
import { loader as finderLoader } from "../../routes/near-me.tsx";
import { loader as searchLoader } from "../../routes/search.tsx";
import { loader as onlineLoader } from "../../routes/telehealth.tsx";
import { upsertClinics } from "../clinics/write.server.ts";
import { loadFinderMapPoints, loadFinderPage } from "./finder-page.server.ts";
import { loadOnlinePage } from "./online-page.server.ts";
import { loadSearchPage } from "./search-page.server.ts";

const FIXTURES = [
  makeClinic({
    slug: "austin-one",
    name: "Austin One",
    rating: 4.1,
    insurance: ["self-pay"],
    pricing: [{ service: "Injections", price: "$150 per month", low: 150, high: 150, unit: "month" }],
  }),
  makeClinic({
    slug: "austin-online",
    name: "Austin Online Men's Health",
    latitude: 30.36,
    longitude: -97.75,
    rating: 4.8,
    telehealth: true,
    licenseStates: ["TX"],
    featured: true,
    pricing: [{ service: "Online TRT", price: "$90 per month", low: 90, high: 90, unit: "month" }],
  }),
  makeClinic({
    ...DALLAS_ONE,
    rating: 4.5,
    services: ["hcg-therapy"],
  }),
  makeClinic({
    ...GATEWAY_VITALITY,
    licenseStates: ["MO", "TX"],
    pricing: [{ service: "TRT plan", price: "$250 per month", low: 250, high: 250, unit: "month" }],
  }),
  makeClinic({
    slug: "remote-care",
    name: "Nationwide Hormone Partners",
    city: "Denver",
    state: "CO",
    zipCode: "80202",
    latitude: 39.75,
    longitude: -104.99,
    telehealth: false,
  }),
];

const url = (path: string) => new URL(`https://trt.example.org${path}`);

async function status(result: unknown): Promise<number> {
  const value = result as { init?: { status?: number } | null };
  return value.init?.status ?? 200;
}

describeOnEveryDialect("search, finder and online pages on %s", { clinics: FIXTURES }, (database) => {
  let app: AppServices;

  beforeAll(async () => {
    app = servicesFor(database);
  });

  describe("search", () => {
    it("a city searches around its centre within 50 miles, nearest first", async () => {
      const page = await loadSearchPage(app, url("/search?location=Austin%2C%20TX"));
      expect(page.place).toMatchObject({
        label: "Austin, TX",
        heading: "TRT Clinics near Austin, TX",
        stateCode: "TX",
      });
      expect(page.clinics.map((clinic) => clinic.slug)).toEqual(["austin-one", "austin-online"]);
      expect(page.sort).toBe("distance");
      expect(page.total).toBe(2);
    });

    it("online clinics licensed in the state form their own group, without local ones", async () => {
      const page = await loadSearchPage(app, url("/search?location=Austin%2C%20TX"));
      expect(page.telehealth).toMatchObject({ stateCode: "TX", stateName: "Texas", total: 1 });
      expect(page.telehealth?.clinics.map((clinic) => clinic.slug)).toEqual(["gateway-vitality"]);
      expect(page.telehealth?.clinics[0]?.distance).toBeUndefined();
    });

    it("a state lists its clinics; its own telehealth clinics are not repeated in the group", async () => {
      const page = await loadSearchPage(app, url("/search?location=Texas"));
      expect(page.place?.heading).toBe("TRT Clinics in Texas");
      expect(page.total).toBe(3);
      expect(page.sort).toBe("rating");
      expect(page.telehealth?.clinics.map((clinic) => clinic.slug)).toEqual(["gateway-vitality"]);
    });

    it("follows the precedence: q before city and state before coordinates", async () => {
      expect(
        (await loadSearchPage(app, url("/search?q=Dallas%2C%20TX&city=Austin&state=TX"))).place?.label,
      ).toBe("Dallas, TX");
      expect(
        (await loadSearchPage(app, url("/search?city=Dallas&state=texas&lat=30&lng=-97"))).place?.label,
      ).toBe("Dallas, TX");
      const point = await loadSearchPage(app, url("/search?lat=30.2672&lng=-97.7431&nearme=true&distance=5"));
      expect(point.place?.label).toBe("Near me (30.2672, -97.7431)");
      expect(point.clinics.map((clinic) => clinic.slug)).toEqual(["austin-one"]);
    });

    it("nearme=true without coordinates waits for the browser", async () => {
      const page = await loadSearchPage(app, url("/search?nearme=true"));
      expect(page.needsPosition).toBe(true);
      expect(page.clinics).toEqual([]);
    });

    it("insurance=true keeps clinics that accept an insurance plan", async () => {
      const page = await loadSearchPage(app, url("/search?location=Austin%2C%20TX&insurance=true"));
      expect(page.clinics.map((clinic) => clinic.slug)).toEqual(["austin-online"]);
      expect(page.total).toBe(1);
    });

    it("unplaceable text matches clinic names and cities", async () => {
      const page = await loadSearchPage(app, url("/search?location=way%20Vital"));
      expect(page.place?.textMatch).toBe(true);
      expect(page.clinics.map((clinic) => clinic.slug)).toEqual(["gateway-vitality"]);
      expect(page.telehealth).toBeNull();
    });

    it("sends light cards and, in map view, compact map points for every match", async () => {
      const page = await loadSearchPage(app, url("/search?view=map"));
      expect(page.mapPoints).toHaveLength(FIXTURES.length);
      // Cards carry only what a card shows: the lowest monthly price, no price list, descriptions, services or
      // insurers.
      expect(page.clinics[0]).not.toHaveProperty("pricing");
      expect(page.clinics[0]).not.toHaveProperty("description");
      expect(page.clinics[0]).not.toHaveProperty("hoursOfOperation");
      expect(page.clinics[0]).not.toHaveProperty("services");
      expect(page.clinics[0]).not.toHaveProperty("insurance");
      expect((await loadSearchPage(app, url("/search"))).mapPoints).toBeNull();
    });

    it("asks the one insurance question and counts each monthly price step over the search", async () => {
      const page = await loadSearchPage(app, url("/search?location=Austin%2C%20TX"));
      const insurance = page.payment.insurance.map((option) => option.label);
      expect(insurance[0]).toBe("Any insurance");
      expect(insurance).toEqual(expect.arrayContaining(["Aetna", "Medicare", "TRICARE"]));
      expect(insurance.at(-1)).toBe("Self-pay only");
      const prices = page.payment.prices.map((option) => option.label);
      expect(prices[0]).toBe(`Any price (${page.total})`);
      expect(prices).toContain("Up to $100/mo (1)");
      expect(prices).toContain("Up to $150/mo (2)");
    });

    it("keeps the clinics at most the maximum monthly price, and sorts by it", async () => {
      const page = await loadSearchPage(app, url("/search?maxPrice=150&sort=price"));
      expect(page.clinics.map((clinic) => clinic.slug)).toEqual(["austin-online", "austin-one"]);
      // The counts leave the maximum out, so every step stays reachable.
      expect(page.payment.prices[0]?.label).toBe("Any price (5)");
      const all = await loadSearchPage(app, url("/search?sort=price"));
      expect(all.clinics.map((clinic) => clinic.slug).slice(0, 3)).toEqual([
        "austin-online",
        "austin-one",
        "gateway-vitality",
      ]);
      const selfPay = await loadSearchPage(app, url("/search?location=Austin%2C%20TX&insurance=self-pay"));
      expect(selfPay.clinics.map((clinic) => clinic.slug)).toEqual(["austin-one", "austin-online"]);
      const tier = await loadSearchPage(app, url("/search?priceRange=%24"));
      expect(tier.total).toBe(5);
      expect(tier.query.ignored).toEqual(["priceRange"]);
    });

    it("a distance sort without a point is ignored and named", async () => {
      const page = await loadSearchPage(app, url("/search?location=Texas&sort=distance"));
      expect(page.sort).toBe("rating");
      expect(page.query.ignored).toContain("sort");
    });
  });

  describe("finder", () => {
    it("without a location: top rated, coverage by state, featured nationwide", async () => {
      const page = await loadFinderPage(app, url("/trt-clinics-near-me"));
      expect(page.place).toBeNull();
      expect(page.clinics[0]?.slug).toBe("austin-online");
      expect(page.coverage).toEqual([
        { code: "TX", name: "Texas", count: 3 },
        { code: "CO", name: "Colorado", count: 1 },
        { code: "MO", name: "Missouri", count: 1 },
      ]);
      expect(page.featured.map((clinic) => clinic.slug)).toEqual(["austin-online"]);
      const points = await loadFinderMapPoints(app, url("/trt-clinics-near-me"));
      expect(page.mapCount).toBe(points.length);
      expect(points.map(([, slug]) => slug).sort()).toEqual(
        FIXTURES.filter((clinic) => clinic.latitude != null && clinic.longitude != null)
          .map((clinic) => clinic.slug)
          .sort(),
      );
      expect(page.badges).toMatchObject({ clinics: "5", allStates: false, statesCovered: 3 });
    });

    it("coordinates from a failed reverse lookup are 'Current Location'", async () => {
      const page = await loadFinderPage(app, url("/trt-clinics-near-me?lat=30.2672&lng=-97.7431"));
      expect(page.place?.label).toBe("Current Location");
      expect(page.clinics.map((clinic) => clinic.slug)).toEqual(["austin-one", "austin-online"]);
    });

    it("the map's points follow the finder URL's location and filters, and are not part of the page", async () => {
      const page = await loadFinderPage(app, url("/trt-clinics-near-me?location=Dallas%2C%20TX&rating=4"));
      expect(page).not.toHaveProperty("mapPoints");
      const points = await loadFinderMapPoints(
        app,
        url("/trt-clinics-near-me?location=Dallas%2C%20TX&rating=4"),
      );
      expect(points.length).toBe(page.mapCount);
      const all = await loadFinderMapPoints(app, url("/trt-clinics-near-me"));
      expect(points.length).toBeLessThan(all.length);
    });

    it("asks the same questions, with the price counts of its own search", async () => {
      const page = await loadFinderPage(
        app,
        url("/trt-clinics-near-me?location=Austin%2C%20TX&maxPrice=100"),
      );
      expect(page.clinics.map((clinic) => clinic.slug)).toEqual(["austin-online"]);
      expect(page.payment.prices.map((option) => option.label)).toContain("Up to $150/mo (2)");
      expect(page.payment.insurance.at(-1)?.label).toBe("Self-pay only");
    });

    it("sorts by the lowest monthly price when asked, and its 'See all' keeps the order", async () => {
      const nearest = await loadFinderPage(app, url("/trt-clinics-near-me?location=Austin%2C%20TX"));
      expect(nearest.sort).toBe("distance");
      expect(nearest.clinics.map((clinic) => clinic.slug)).toEqual(["austin-one", "austin-online"]);
      const cheapest = await loadFinderPage(
        app,
        url("/trt-clinics-near-me?location=Austin%2C%20TX&sort=price"),
      );
      expect(cheapest.sort).toBe("price");
      expect(cheapest.clinics.map((clinic) => clinic.slug)).toEqual(["austin-online", "austin-one"]);
      const nowhere = await loadFinderPage(app, url("/trt-clinics-near-me?sort=distance"));
      expect(nowhere.sort).toBe("rating");
      expect(nowhere.query.ignored).toContain("sort");
    });

    it("quick searches near a set location come from its state", async () => {
      const page = await loadFinderPage(app, url("/trt-clinics-near-me?location=Dallas%2C%20TX"));
      expect(page.quickSearches.length).toBeGreaterThan(0);
      for (const label of page.quickSearches) expect(label).toMatch(/, TX$/);
      expect(page.quickSearches).not.toContain("Dallas, TX");
    });
  });

  describe("online clinics", () => {
    it("applies the spec's rule: telehealth, or the words in the name or city", async () => {
      const page = await loadOnlinePage(app, url("/tele-trt-clinics"));
      expect(page.listings.map(({ clinic }) => clinic.slug).sort()).toEqual([
        "austin-online",
        "gateway-vitality",
        "remote-care",
      ]);
    });

    it("searches names and services", async () => {
      expect((await loadOnlinePage(app, url("/tele-trt-clinics?q=gateway"))).total).toBe(1);
      expect((await loadOnlinePage(app, url("/tele-trt-clinics?q=HORMONE%20TESTING"))).total).toBe(3);
      expect((await loadOnlinePage(app, url("/tele-trt-clinics?q=pellets"))).total).toBe(0);
    });

    it("lists only the clinics licensed in the chosen state and says where each can treat", async () => {
      const missouri = await loadOnlinePage(app, url("/tele-trt-clinics?state=MO"));
      expect(missouri.state?.code).toBe("MO");
      expect(missouri.listings.map(({ clinic, licence }) => [clinic.slug, licence])).toEqual([
        ["gateway-vitality", "Treats patients in 2 states, including Missouri"],
      ]);
      const texas = await loadOnlinePage(app, url("/tele-trt-clinics?state=texas"));
      expect(texas.listings.map(({ clinic }) => clinic.slug).sort()).toEqual([
        "austin-online",
        "gateway-vitality",
      ]);
    });

    it("takes the state from a searched location when the URL names none, and an empty state means all", async () => {
      const fromSearch = await loadOnlinePage(app, url("/tele-trt-clinics?location=Saint+Louis%2C+MO"));
      expect(fromSearch.state?.code).toBe("MO");
      expect(fromSearch.from).not.toBeNull();
      expect(fromSearch.total).toBe(1);
      const chosenAll = await loadOnlinePage(app, url("/tele-trt-clinics?state=&location=Saint+Louis%2C+MO"));
      expect(chosenAll.state).toBeNull();
      expect(chosenAll.total).toBe(3);
    });

    it("filters by the insurance answer and the maximum monthly price, counting each step", async () => {
      const cheap = await loadOnlinePage(app, url("/tele-trt-clinics?maxPrice=100"));
      expect(cheap.listings.map(({ clinic }) => clinic.slug)).toEqual(["austin-online"]);
      expect(cheap.payment.prices.map((option) => option.label)).toEqual(
        expect.arrayContaining(["Any price (3)", "Up to $100/mo (1)", "Up to $250/mo (2)"]),
      );
      const aetna = await loadOnlinePage(app, url("/tele-trt-clinics?insurance=aetna&maxPrice=300"));
      expect(aetna.listings.map(({ clinic }) => clinic.slug).sort()).toEqual([
        "austin-online",
        "gateway-vitality",
      ]);
      const tier = await loadOnlinePage(app, url("/tele-trt-clinics?priceRange=%24%24"));
      expect(tier.total).toBe(3);
      expect(tier.ignored).toEqual(["priceRange"]);
    });

    it("with nothing left, names the filters and what dropping each lists, as many as its link shows", async () => {
      const none = await loadOnlinePage(app, url("/tele-trt-clinics?state=MO&maxPrice=100&q=vitality"));
      expect(none.total).toBe(0);
      expect(none.zeroResults?.filters.map((filter) => filter.name)).toEqual([
        "“vitality”",
        "licensed in Missouri",
        "up to $100 a month",
      ]);
      // Without the text or the state, nothing at $100 a month either: those relaxations are not offered.
      const offered = none.zeroResults?.relaxations ?? [];
      expect(offered.map(({ label, count }) => [label, count])).toEqual([
        ["Without the price limit", 1],
        ["Without any filters", 3],
      ]);
      for (const relaxation of offered) {
        const relaxed = await loadOnlinePage(app, url(relaxation.href));
        expect(relaxed.total, relaxation.href).toBe(relaxation.count);
      }
      expect(offered.find((r) => r.label === "Without the price limit")?.href).toBe(
        "/tele-trt-clinics?q=vitality&state=MO",
      );
      expect((await loadOnlinePage(app, url("/tele-trt-clinics?state=MO"))).zeroResults).toBeNull();
    });

    it("sorts by the lowest monthly price, reviews or name; clinics without a monthly price come last", async () => {
      const byPrice = await loadOnlinePage(app, url("/tele-trt-clinics?sort=price"));
      expect(byPrice.sort).toBe("price");
      expect(byPrice.listings.map(({ clinic }) => clinic.slug)).toEqual([
        "austin-online",
        "gateway-vitality",
        "remote-care",
      ]);
      const byName = await loadOnlinePage(app, url("/tele-trt-clinics?sort=name"));
      expect(byName.listings.map(({ clinic }) => clinic.name)).toEqual(
        byName.listings.map(({ clinic }) => clinic.name).sort((a, b) => a.localeCompare(b)),
      );
      const distance = await loadOnlinePage(app, url("/tele-trt-clinics?sort=distance"));
      expect(distance).toMatchObject({ sort: "rating", ignored: ["sort"], total: 3 });
      for (const hostile of [
        "",
        "x".repeat(5000),
        "prïce",
        "price'; DROP TABLE clinics;--",
        "price&sort=name",
      ]) {
        const page = await loadOnlinePage(app, url(`/tele-trt-clinics?sort=${encodeURIComponent(hostile)}`));
        expect(page, hostile.slice(0, 20)).toMatchObject({ sort: "rating", total: 3, failed: false });
        expect(page.ignored).toEqual(hostile === "" ? [] : ["sort"]);
      }
      const finder = await loadFinderPage(app, url("/trt-clinics-near-me?sort=price%27%3B--&sort=%00"));
      expect(finder).toMatchObject({ sort: "rating", failed: false });
      expect(finder.query.ignored).toContain("sort");
    });

    it("says so when the state is not a US state, and lists every clinic", async () => {
      const page = await loadOnlinePage(app, url("/tele-trt-clinics?state=Narnia"));
      expect(page).toMatchObject({ state: null, unknown: "Narnia", total: 3, failed: false });
    });

    it("shows a change at once, with no time-based cache in between", async () => {
      expect((await loadOnlinePage(app, url("/tele-trt-clinics?q=kestrel"))).total).toBe(0);
      await upsertClinics(database.db, [
        makeClinic({
          slug: "kestrel-virtual",
          name: "Kestrel Virtual Men's Clinic",
          city: "Dallas",
          zipCode: "75201",
        }),
      ]);
      const page = await loadOnlinePage(app, url("/tele-trt-clinics?q=kestrel"));
      expect(page.listings.map(({ clinic }) => clinic.slug)).toEqual(["kestrel-virtual"]);
      await database.db.deleteFrom("clinics").where("slug", "=", "kestrel-virtual").execute();
      expect((await loadOnlinePage(app, url("/tele-trt-clinics?q=kestrel"))).total).toBe(0);
    });
  });

  describe("route loaders", () => {
    it("answer 200 for any input", async () => {
      for (const path of [
        "/search?location=%27%3B%20DROP%20TABLE%20clinics%3B--",
        `/search?location=${"z".repeat(3000)}&page=abc&lat=1e999&lng=-1e999`,
        "/search?services=%00%01,%E2%80%AE&priceRange=%F0%9F%92%B2",
      ]) {
        expect(await status(await callLoader(searchLoader as never, app, path))).toBe(200);
      }
      expect(
        await status(await callLoader(finderLoader as never, app, "/trt-clinics-near-me?minRating=x")),
      ).toBe(200);
      expect(await status(await callLoader(onlineLoader as never, app, "/tele-trt-clinics?q=%25_%5C"))).toBe(
        200,
      );
    });
  });
});

describe("when the database fails", () => {
  let database: TestDatabase;
  let app: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    app = servicesFor(database);
    await database.close();
  });

  afterAll(async () => {
    await database?.drop().catch(() => {});
  });

  it("the pages say so with 503 instead of crashing, and log it as JSON without the search", async () => {
    expect((await loadSearchPage(app, url("/search?location=Texas"))).failed).toBe(true);
    expect((await loadFinderPage(app, url("/trt-clinics-near-me"))).failed).toBe(true);
    expect((await loadOnlinePage(app, url("/tele-trt-clinics"))).failed).toBe(true);
    const messages = loggedBy(app).map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        "search page: reading clinics failed",
        "finder page: reading clinics failed",
        "online clinics page: reading clinics failed",
      ]),
    );
    expect(JSON.stringify(loggedBy(app))).not.toContain("Texas");
    expect(await status(await callLoader(searchLoader as never, app, "/search?location=Texas"))).toBe(503);
    expect(await status(await callLoader(onlineLoader as never, app, "/tele-trt-clinics"))).toBe(503);
  });
});
