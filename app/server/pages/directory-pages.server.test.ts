import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLoader, loggedBy, servicesFor } from "../../../tests/support/app-services.ts";
import { makeClinic } from "../../../tests/support/clinic-fixtures.ts";
import { DALLAS_ONE, GATEWAY_VITALITY } from "../../../tests/support/clinic-places.ts";
import { describeOnEveryDialect } from "../../../tests/support/databases.ts";
import { directoryOf } from "../../../tests/support/directory.ts";
import type { AppServices } from "../../context.ts";
import { stateBySlug } from "../../domain/us-states.ts";
import { loader as cityLoader } from "../../routes/city.tsx";
import { loader as clinicLoader } from "../../routes/clinic.tsx";
import { loader as stateLoader } from "../../routes/state.tsx";
import { stateFacts } from "../clinics/directory-views.server.ts";
import { loadCityPage } from "./city-page.server.ts";
import { loadStatePage } from "./state-page.server.ts";

const month = (low: number, high: number) => ({
  service: "Injections",
  price: `$${low}–$${high} per month`,
  low,
  high,
  unit: "month" as const,
});

const FIXTURES = [
  makeClinic({
    slug: "austin-one",
    name: "Austin One",
    rating: 4.1,
    reviewCount: 100,
    pricing: [month(100, 200)],
  }),
  makeClinic({
    slug: "austin-two",
    name: "Austin Two",
    rating: null,
    reviewCount: 0,
    featured: true,
    latitude: 30.4,
    longitude: -97.75,
    pricing: [month(300, 400), { service: "Visit", price: "$900", low: 900, high: 900, unit: "visit" }],
  }),
  makeClinic({
    ...DALLAS_ONE,
    rating: 4.5,
    reviewCount: 20,
    pricing: [],
  }),
  makeClinic({
    ...GATEWAY_VITALITY,
    licenseStates: ["MO", "VT"],
  }),
];

function params(slug: string) {
  return { slug };
}

async function loaderData<T>(result: unknown): Promise<{ status: number; data: T }> {
  if (result instanceof Response) return { status: result.status, data: undefined as T };
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    (result as { type: string }).type === "DataWithResponseInit"
  ) {
    const value = result as unknown as { data: T; init: { status?: number } | null };
    return { status: value.init?.status ?? 200, data: value.data };
  }
  return { status: 200, data: result as T };
}

/** Runs a loader that may throw a redirect Response; returns the Response or the data. */
async function run(
  loader: (args: never) => unknown,
  app: AppServices,
  path: string,
  routeParams: Record<string, string>,
) {
  try {
    return await callLoader(loader as never, app, path, routeParams);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describeOnEveryDialect("state, city and clinic pages on %s", { clinics: FIXTURES }, (database) => {
  let app: AppServices;

  beforeAll(async () => {
    app = servicesFor(database);
  });

  describe("state figures", () => {
    it("averages only the rated clinics and counts them, adds reviews and takes the monthly medians", async () => {
      const facts = await stateFacts(directoryOf(database.db), "TX");
      expect(facts.clinicsCount).toBe(3);
      expect(facts.averageRating?.rated).toBe(2);
      expect(facts.averageRating?.average).toBeCloseTo((4.1 + 4.5) / 2, 10);
      expect(facts.reviewsCount).toBe(120);
      expect(facts.monthlyCost).toEqual({ low: 200, high: 300, basedOn: 2 });
      expect(facts.topCities).toEqual([
        { city: "Austin", count: 2 },
        { city: "Dallas", count: 1 },
      ]);
    });

    it("has no cost figure (not the spec's $200–400) and no average for a state without clinics", async () => {
      const facts = await stateFacts(directoryOf(database.db), "WY");
      expect(facts).toMatchObject({ clinicsCount: 0, averageRating: null, reviewsCount: 0 });
      expect(facts.monthlyCost).toBeNull();
    });

    it("lists telehealth clinics licensed in a state, wherever they are based", async () => {
      const vermont = stateBySlug("vermont");
      if (!vermont) throw new Error("no Vermont");
      const page = await loadStatePage(directoryOf(database.db), vermont, 1);
      expect(page?.clinics).toEqual([]);
      expect(page?.telehealth.clinics.map((c) => c.slug)).toEqual(["gateway-vitality"]);
      expect(await loadStatePage(directoryOf(database.db), vermont, 2)).toBeNull();
    });
  });

  describe("state route", () => {
    it("answers a state page, and 404 for an unknown state", async () => {
      const found = await loaderData<{ statePage: { clinics: unknown[] } }>(
        await run(stateLoader, app, "/trt-clinics-texas", params("trt-clinics-texas")),
      );
      expect(found.status).toBe(200);
      expect(found.data.statePage.clinics).toHaveLength(3);
      const unknown = await loaderData<{ stateNotFound: true; head: Record<string, unknown>[] }>(
        await run(stateLoader, app, "/trt-clinics-atlantis", params("trt-clinics-atlantis")),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.data.stateNotFound).toBe(true);
      // The loader builds the page's head: a not-found answer is titled as one and kept out of indexes.
      expect(unknown.data.head).toContainEqual({ title: "State not found | TRT Clinic Finder" });
      expect(unknown.data.head).toContainEqual({ name: "robots", content: "noindex" });
      // Reached by a client-side navigation (React Router's .data request), the head still names the page.
      const navigated = await loaderData<{ head: Record<string, unknown>[] }>(
        await run(
          stateLoader,
          app,
          "/trt-clinics-atlantis.data?_routes=routes%2Fstate",
          params("trt-clinics-atlantis"),
        ),
      );
      expect(navigated.data.head).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: "https://trt.example.org/trt-clinics-atlantis",
      });
    });

    it("treats other single-segment paths as unknown paths (the home page with 404)", async () => {
      const other = await loaderData<{ notFound: true }>(
        await run(stateLoader, app, "/whatever", params("whatever")),
      );
      expect(other.status).toBe(404);
      expect(other.data.notFound).toBe(true);
    });

    it("redirects other spellings and ?page=1 to the canonical address", async () => {
      for (const [path, slug] of [
        ["/trt-clinics-Texas", "trt-clinics-Texas"],
        ["/trt-clinics-texas?page=1", "trt-clinics-texas"],
        ["/trt-clinics-texas?page=abc", "trt-clinics-texas"],
      ] as const) {
        const response = await run(stateLoader, app, path, params(slug));
        expect(response).toBeInstanceOf(Response);
        expect((response as Response).status).toBe(301);
        expect((response as Response).headers.get("Location")).toBe("/trt-clinics-texas");
      }
    });
  });

  describe("city pages", () => {
    it("finds a city by any spelling and redirects to its canonical path", async () => {
      for (const [city, state] of [
        ["St. Louis", "MO"],
        ["saint-louis", "mo"],
        ["st-louis", "Missouri"],
      ] as const) {
        const result = await loadCityPage({
          directory: directoryOf(database.db),
          gazetteer: app.gazetteer,
          city,
          state,
        });
        expect(result).toEqual({ kind: "redirect", location: "/city/st-louis/mo" });
      }
    });

    it("shows the gazetteer's spelling, real distances nearest first, and never reorders by featured", async () => {
      const result = await loadCityPage({
        directory: directoryOf(database.db),
        gazetteer: app.gazetteer,
        city: "austin",
        state: "tx",
      });
      if (result.kind !== "found") throw new Error(`expected a page, got ${result.kind}`);
      expect(result.data.city).toBe("Austin");
      expect(result.data.clinics.map((c) => c.slug)).toEqual(["austin-one", "austin-two"]);
      const [near, far] = result.data.clinics;
      expect(near?.distance).toBeLessThan(2);
      expect(far?.distance).toBeGreaterThan(8);
      expect(result.data.otherCities).toEqual([{ city: "Dallas", count: 1 }]);
      // Services are on the profile, not on the card (decision 43), so they are not sent with the cards.
      expect(result.data.clinics[0]).not.toHaveProperty("services");
    });

    it("keeps a known city without clinics, and answers an unknown one or a missing part as not found", async () => {
      const empty = await loadCityPage({
        directory: directoryOf(database.db),
        gazetteer: app.gazetteer,
        city: "odessa",
        state: "tx",
      });
      expect(empty).toMatchObject({ kind: "found", data: { city: "Odessa", total: 0, clinics: [] } });
      for (const [city, state] of [
        ["zzzzqx", "tx"],
        ["austin", "zz"],
        [undefined, "tx"],
        ["austin", undefined],
        ["", ""],
        ["a\u0000b", "tx"],
        ["x".repeat(5000), "tx"],
        ["'; drop table clinics; --", "tx"],
        ["!!!", "tx"],
      ] as const) {
        const result = await loadCityPage({
          directory: directoryOf(database.db),
          gazetteer: app.gazetteer,
          city,
          state,
        });
        expect(result, `${city}/${state}`).toEqual({ kind: "not-found" });
      }
    });

    it("answers 404 from the route for a missing city", async () => {
      const result = await loaderData<{ cityPage: null }>(await run(cityLoader, app, "/city", {}));
      expect(result.status).toBe(404);
      expect(result.data.cityPage).toBeNull();
    });
  });

  describe("clinic route", () => {
    it("redirects /clinic/{id} to the slug, keeping the tab", async () => {
      const { id } = await database.db
        .selectFrom("clinics")
        .select("id")
        .where("slug", "=", "dallas-one")
        .executeTakeFirstOrThrow();
      const response = await run(clinicLoader, app, `/clinic/${id}?tab=pricing`, params(String(id)));
      expect((response as Response).status).toBe(301);
      expect((response as Response).headers.get("Location")).toBe("/clinic/dallas-one?tab=pricing");
    });

    it("answers 404 for unknown ids and slugs and for hostile input, without a server error", async () => {
      for (const slug of [
        "999999",
        "0",
        "99999999999",
        "9999999999",
        "no-such-clinic",
        "UPPER",
        "a\u0000b",
        "' or 1=1 --",
        "x".repeat(10_000),
        "ünïcödé",
      ]) {
        const result = await loaderData<{ clinic: null }>(
          await run(clinicLoader, app, `/clinic/${encodeURIComponent(slug)}`, params(slug)),
        );
        expect(result, slug.slice(0, 20)).toMatchObject({ status: 404, data: { clinic: null } });
      }
    });
  });
});

describeOnEveryDialect("state and city pages when the database fails, on %s", (database) => {
  let app: AppServices;

  beforeAll(async () => {
    app = servicesFor(database);
    await database.close();
  });

  afterAll(async () => {
    await database?.drop().catch(() => {});
  });

  it("answer 503 with the page's place and no list (never 'no clinics'), and log the failure once", async () => {
    const state = await loaderData<{ stateFailed: true; state: { code: string } }>(
      await run(stateLoader, app, "/trt-clinics-texas", { slug: "trt-clinics-texas" }),
    );
    expect(state).toMatchObject({ status: 503, data: { stateFailed: true, state: { code: "TX" } } });

    const city = await loaderData<{ cityPage: null; failedCity: string; state: { code: string } }>(
      await run(cityLoader, app, "/city/san-antonio/tx", { city: "san-antonio", state: "tx" }),
    );
    expect(city).toMatchObject({
      status: 503,
      data: { cityPage: null, failedCity: "San Antonio", state: { code: "TX" } },
    });

    const messages = loggedBy(app).map((line) => line.msg);
    expect(messages.filter((message) => message === "state page: reading clinics failed")).toHaveLength(1);
    expect(messages.filter((message) => message === "city page: reading clinics failed")).toHaveLength(1);
  });
});
