import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { ClinicResultCard } from "../../app/components/clinic-result-card.tsx";
import type { AppServices } from "../../app/context.ts";
import { cityPath } from "../../app/domain/city-url.ts";
import type { ClinicCard } from "../../app/domain/clinic-card.ts";
import { npiCheckDigit } from "../../app/domain/npi.ts";
import type { ProfileFacts } from "../../app/domain/profile-facts.ts";
import { statePath } from "../../app/domain/state-url.ts";
import { US_STATES } from "../../app/domain/us-states.ts";
import { loader as cityLoader } from "../../app/routes/city.tsx";
import { loader as clinicLoader } from "../../app/routes/clinic.tsx";
import { loader as searchLoader } from "../../app/routes/search.tsx";
import { loader as stateLoader } from "../../app/routes/state.tsx";
import { sitemapEntries } from "../../app/server/pages/sitemap.server.ts";
import { callLoader, servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** A valid NPI from eight digits (the ninth is 1: real NPIs start with 1 or 2). */
function npi(n: number): string {
  const first9 = `1${String(n).padStart(8, "0")}`;
  return `${first9}${npiCheckDigit(first9)}`;
}

/** What the registry gives of a practice, and nothing else: no hours, prices, services, ratings or check. */
function registryListing(
  slug: string,
  name: string,
  n: number,
  extra: Parameters<typeof makeClinic>[0] = {},
) {
  return makeClinic({
    slug,
    name,
    legalName: `${name.toUpperCase()}, PLLC`,
    description: undefined,
    website: undefined,
    rating: null,
    reviewCount: 0,
    googleAsOf: undefined,
    priceRange: undefined,
    services: [],
    insurance: [],
    pricing: [],
    hours: undefined,
    verified: false,
    lastVerifiedAt: undefined,
    npi: npi(n),
    source: `NPPES October 2026 (NPI ${npi(n)})`,
    // The centre of ZIP code 78701, as the registry tool places a practice.
    latitude: 30.27057,
    longitude: -97.74259,
    locationPrecision: "zip",
    ...extra,
  });
}

const BURLINGTON = {
  city: "Burlington",
  state: "VT",
  zipCode: "05401",
  latitude: 44.4759,
  longitude: -73.2121,
};

const FIXTURES = [
  makeClinic({ slug: "austin-full", name: "Austin Full Clinic" }),
  makeClinic({ slug: "austin-second", name: "Austin Second Clinic", latitude: 30.29, longitude: -97.74 }),
  registryListing("austin-registry", "Bare Registry Men's Health", 1),
  registryListing("austin-with-hours", "Hours Registry Clinic", 2, { hours: { monday: "08:00-17:00" } }),
  registryListing("austin-with-price", "Priced Registry Clinic", 3, {
    pricing: [{ service: "Consultation", price: "$150 per visit", low: 150, high: 150, unit: "visit" }],
  }),
  registryListing("austin-lapsed", "Lapsed Registry Clinic", 4, {
    verified: true,
    lastVerifiedAt: daysAgo(400),
  }),
  registryListing("austin-checked", "Checked Registry Clinic", 5, {
    verified: true,
    lastVerifiedAt: daysAgo(30),
    verificationMethod: "phone",
  }),
  // A city and state with only fictional clinics.
  ...["one", "two"].map((n) =>
    makeClinic({
      slug: `boise-demo-${n}`,
      name: `Boise Demo ${n}`,
      city: "Boise",
      state: "ID",
      zipCode: "83702",
      latitude: 43.6655,
      longitude: -116.1444,
      source: "demo",
    }),
  ),
  // A city listing a real clinic beside a fictional one.
  ...[
    { slug: "kc-real", source: "import" },
    { slug: "kc-demo", source: "demo" },
  ].map(({ slug, source }) =>
    makeClinic({
      slug,
      name: `KC ${slug}`,
      city: "Kansas City",
      state: "MO",
      zipCode: "64105",
      latitude: 39.1,
      longitude: -94.59,
      source,
    }),
  ),
  // Vermont: a full first page of real clinics, then a second page of only demo ones (rated lower).
  ...Array.from({ length: 24 }, (_, n) =>
    makeClinic({ ...BURLINGTON, slug: `vermont-${n}`, name: `Vermont Clinic ${n}`, rating: 4.8 }),
  ),
  ...Array.from({ length: 2 }, (_, n) =>
    makeClinic({
      ...BURLINGTON,
      slug: `vermont-demo-${n}`,
      name: `Vermont Demo ${n}`,
      rating: 3,
      source: "demo",
    }),
  ),
];

type Head = Record<string, unknown>[];

/** The head a loader built, whether it answered with plain data or with data and a status. */
async function headOf(
  loader: (args: never) => unknown,
  app: AppServices,
  path: string,
  params: Record<string, string>,
) {
  let result: unknown;
  try {
    result = await callLoader(loader as never, app, path, params);
  } catch (thrown) {
    if (thrown instanceof Response)
      throw new Error(`${path} answered ${thrown.status} ${thrown.headers.get("Location")}`);
    throw thrown;
  }
  const value = result as { type?: string; data?: unknown };
  const data = (value.type === "DataWithResponseInit" ? value.data : value) as { head: Head };
  return data.head;
}

function robots(head: Head): string | null {
  const tag = head.find((item) => item.name === "robots");
  return tag ? String(tag.content) : null;
}

function text(head: Head, key: "title" | "description"): string {
  const tag = key === "title" ? head.find((item) => "title" in item) : head.find((item) => item.name === key);
  return String(key === "title" ? tag?.title : tag?.content);
}

function jsonLd(head: Head): Record<string, unknown>[] {
  return head
    .filter((item) => "script:ld+json" in item)
    .map((item) => item["script:ld+json"] as Record<string, unknown>);
}

const clinicHead = (app: AppServices, slug: string) => headOf(clinicLoader, app, `/clinic/${slug}`, { slug });

describeOnEveryDialect(
  "what the site says about registry and demo listings, on %s",
  { clinics: FIXTURES },
  (database) => {
    let app: AppServices;

    beforeAll(async () => {
      app = servicesFor(database);
    });

    it("keeps a registry-only listing's page out of indexes, its head saying nothing the page does not show", async () => {
      const head = await clinicHead(app, "austin-registry");
      expect(robots(head)).toBe("noindex");
      expect(text(head, "title")).toBe("Bare Registry Men's Health: TRT Clinic in Austin, TX");
      const description = text(head, "description");
      expect(description).toBe(
        "Bare Registry Men's Health, a testosterone replacement therapy clinic in Austin, TX. Its address, phone number and NPI registry record, with directions.",
      );
      for (const item of [...head.map((tag) => JSON.stringify(tag))]) {
        expect(item).not.toMatch(/price|insurance|hours|review|rating|opening/i);
      }
      const clinic = jsonLd(head).find((item) => item["@type"] === "MedicalClinic");
      expect(clinic).toBeDefined();
      expect(clinic).not.toHaveProperty("geo");
      expect(clinic).toMatchObject({ address: { postalCode: "78701", streetAddress: "100 Example St" } });
    });

    it("indexes a listing once it has hours, a price or a current verification, and not for a lapsed one", async () => {
      expect(robots(await clinicHead(app, "austin-with-hours"))).toBeNull();
      expect(robots(await clinicHead(app, "austin-with-price"))).toBeNull();
      expect(robots(await clinicHead(app, "austin-checked"))).toBeNull();
      expect(robots(await clinicHead(app, "austin-lapsed"))).toBe("noindex");
      expect(robots(await clinicHead(app, "austin-full"))).toBeNull();
      expect(robots(await clinicHead(app, "boise-demo-one"))).toBe("noindex");
      expect(text(await clinicHead(app, "austin-with-hours"), "description")).toMatch(/\. Hours\.$/);
    });

    it("gives the clinic page what its profile shows: the tabs, what is not listed, the source and the check", async () => {
      type Loaded = { profile: ProfileFacts; clinic: { legalName: string; locationPrecision: string } };
      const bare = (await callLoader(clinicLoader as never, app, "/clinic/austin-registry", {
        slug: "austin-registry",
      })) as unknown as Loaded;
      expect(bare.clinic).toMatchObject({
        legalName: "BARE REGISTRY MEN'S HEALTH, PLLC",
        locationPrecision: "zip",
      });
      expect(bare.profile).toEqual({
        tabs: ["overview", "reviews", "location"],
        notListed: "services, prices, insurance, hours and telehealth options",
        registryNote:
          "Nobody has checked this listing with the clinic yet: its name, address, phone number and NPI are as its source gives them (see “About this listing”).",
        verification: "Not yet verified",
        source: "NPPES NPI Registry, October 2026 file",
        legalName: "BARE REGISTRY MEN'S HEALTH, PLLC",
        today: new Date().toISOString().slice(0, 10),
      });
      const checked = (await callLoader(clinicLoader as never, app, "/clinic/austin-checked", {
        slug: "austin-checked",
      })) as unknown as Loaded;
      expect(checked.profile.registryNote).toBeNull();
      expect(checked.profile.verification).toMatch(
        /^Verified [A-Z][a-z]{2} \d{1,2}, \d{4} by a phone call to the clinic$/,
      );
    });

    it("keeps city pages, state pages and location searches listing only demo clinics out of indexes", async () => {
      expect(robots(await headOf(cityLoader, app, "/city/boise/id", { city: "boise", state: "id" }))).toBe(
        "noindex, follow",
      );
      expect(
        robots(await headOf(cityLoader, app, "/city/kansas-city/mo", { city: "kansas-city", state: "mo" })),
      ).toBeNull();
      expect(
        robots(await headOf(stateLoader, app, "/trt-clinics-idaho", { slug: "trt-clinics-idaho" })),
      ).toBe("noindex, follow");
      expect(
        robots(await headOf(stateLoader, app, "/trt-clinics-vermont", { slug: "trt-clinics-vermont" })),
      ).toBeNull();
      expect(
        robots(
          await headOf(stateLoader, app, "/trt-clinics-vermont?page=2", { slug: "trt-clinics-vermont" }),
        ),
      ).toBe("noindex, follow");
      // A state with no clinic at all is still a page of its own (decision 15).
      expect(
        robots(await headOf(stateLoader, app, "/trt-clinics-wyoming", { slug: "trt-clinics-wyoming" })),
      ).toBeNull();
      expect(robots(await headOf(searchLoader, app, "/search?location=Boise%2C%20ID", {}))).toBe("noindex");
      expect(robots(await headOf(searchLoader, app, "/search?location=Austin%2C%20TX", {}))).toBeNull();
    });

    it("leaves out of the sitemap every clinic, city and state page that is noindex, and only those", async () => {
      const entries = await sitemapEntries(directoryOf(database.db), [], {});
      const listed = new Set(entries.map((entry) => entry.path));

      const clinicPaths = FIXTURES.map((clinic) => `/clinic/${clinic.slug}`);
      for (const path of clinicPaths) {
        const slug = path.slice("/clinic/".length);
        const indexed = robots(await clinicHead(app, slug)) === null;
        expect(listed.has(path), `${path} indexed: ${indexed}`).toBe(indexed);
      }

      const cityPaths = new Set(FIXTURES.map((clinic) => cityPath(clinic.city, clinic.state)));
      for (const path of cityPaths) {
        const [, , city = "", state = ""] = path.split("/");
        const indexed = robots(await headOf(cityLoader, app, path, { city, state })) === null;
        expect(listed.has(path), `${path} indexed: ${indexed}`).toBe(indexed);
      }
      expect(listed.has("/city/austin/tx")).toBe(true);
      expect(listed.has("/city/kansas-city/mo")).toBe(true);
      expect(listed.has("/city/boise/id")).toBe(false);

      for (const state of US_STATES) {
        const slug = statePath(state).slice(1);
        for (let page = 1; page <= 3; page++) {
          const path = page === 1 ? `/${slug}` : `/${slug}?page=${page}`;
          let head: Head;
          try {
            head = await headOf(stateLoader, app, path, { slug });
          } catch {
            // Past the last page the loader redirects to the first: no page here.
            expect(listed.has(path), path).toBe(false);
            break;
          }
          expect(listed.has(path), path).toBe(robots(head) === null);
        }
      }
      expect(listed.has("/trt-clinics-vermont")).toBe(true);
      expect(listed.has("/trt-clinics-vermont?page=2")).toBe(false);
      expect(listed.has("/trt-clinics-idaho")).toBe(false);
    });

    it("never shows a ZIP-centre listing's distance as under a mile on a search card", async () => {
      const data = (await callLoader(
        searchLoader as never,
        app,
        "/search?location=78701",
        {},
      )) as unknown as {
        type: string;
        data: { clinics: ClinicCard[] };
      };
      const cards = data.data.clinics.filter((card) => card.locationPrecision === "zip");
      expect(cards.map((card) => card.slug)).toContain("austin-registry");
      for (const card of cards) {
        expect(card.distance).toBeLessThan(1);
        const html = renderToStaticMarkup(
          createElement(MemoryRouter, null, createElement(ClinicResultCard, { clinic: card })),
        );
        expect(html).toContain("in the 78701 area");
        expect(html).not.toMatch(/\d+(\.\d+)? mi away/);
      }
      const placed = data.data.clinics.find((card) => card.slug === "austin-full");
      expect(
        renderToStaticMarkup(
          createElement(
            MemoryRouter,
            null,
            createElement(ClinicResultCard, { clinic: placed as ClinicCard }),
          ),
        ),
      ).toMatch(/\d\.\d mi away/);
    });
  },
);
