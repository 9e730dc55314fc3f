import { beforeAll, describe, expect, it } from "vitest";
import { callLoader, servicesFor } from "../../../tests/support/app-services.ts";
import { makeClinic } from "../../../tests/support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../../../tests/support/databases.ts";
import type { AppServices } from "../../context.ts";
import { loader as compareLoader } from "../../routes/compare.tsx";
import { loadComparePage } from "./compare-page.server.ts";

const FIXTURES = [
  makeClinic({
    slug: "elk-meadow",
    name: "Elk Meadow Men's Health",
    pricing: [
      { service: "Initial consultation", price: "$150 per visit", low: 150, high: 150, unit: "visit" },
      { service: "Hormone panel", price: "$100 per test", low: 100, high: 100, unit: "test" },
      { service: "Testosterone injections", price: "$100 per month", low: 100, high: 100, unit: "month" },
    ],
  }),
  makeClinic({
    slug: "east-point",
    name: "East Point Hormone Clinic",
    latitude: 30.4,
    longitude: -97.7,
  }),
  makeClinic({ slug: "cedar-ridge", name: "Cedar Ridge Vitality", city: "Dallas", zipCode: "75201" }),
  makeClinic({ slug: "dune-valley", name: "Dune Valley TRT", city: "Houston", zipCode: "77002" }),
];

const url = (path: string) => new URL(`https://trt.example.org${path}`);
const NOW = new Date("2026-11-01T12:00:00Z");

describeOnEveryDialect("the compare page on %s", { clinics: FIXTURES }, (database) => {
  let app: AppServices;

  beforeAll(() => {
    app = servicesFor(database);
  });

  it("shows the chosen clinics in the visitor's order, with their prices as listed", async () => {
    const page = await loadComparePage(app, url("/compare?c=east-point,elk-meadow"), NOW);
    expect(page.clinics.map(({ clinic }) => clinic.slug)).toEqual(["east-point", "elk-meadow"]);
    expect(page.clinics[1]?.clinic.pricing.map((row) => row.service)).toEqual([
      "Initial consultation",
      "Hormone panel",
      "Testosterone injections",
    ]);
    expect(page.clinics[1]?.verification).toEqual({ state: "verified", date: expect.any(String) });
    expect(page.origin).toEqual({ kind: "none" });
    expect(page.clinics.every(({ distance }) => distance === null)).toBe(true);
  });

  it("names unknown addresses and clinics past the third; an unknown one takes no place", async () => {
    const page = await loadComparePage(
      app,
      url("/compare?c=elk-meadow,no-such-clinic,east-point,cedar-ridge,dune-valley,%3Cb%3E"),
      NOW,
    );
    expect(page.clinics.map(({ clinic }) => clinic.slug)).toEqual([
      "elk-meadow",
      "east-point",
      "cedar-ridge",
    ]);
    expect(page.unknown).toEqual(["no-such-clinic"]);
    expect(page.overLimit).toEqual(["dune-valley"]);
    expect(page.invalid).toEqual(["<b>"]);
  });

  it("measures distances only from a location the visitor gave", async () => {
    const page = await loadComparePage(
      app,
      url("/compare?c=elk-meadow,east-point&location=Austin%2C+TX"),
      NOW,
    );
    expect(page.origin).toMatchObject({ kind: "place", label: "Austin, TX" });
    expect(page.clinics.map(({ distance }) => distance)).toEqual([
      expect.stringMatching(/ mi from Austin, TX$/),
      expect.stringMatching(/ mi from Austin, TX$/),
    ]);
    const unplaced = await loadComparePage(app, url("/compare?c=elk-meadow&location=Qqqxz"), NOW);
    expect(unplaced.origin).toEqual({ kind: "unplaced", inputText: "Qqqxz" });
    expect(unplaced.clinics[0]?.distance).toBeNull();
  });

  it("finds clinics to add by name, leaving out those already chosen", async () => {
    const page = await loadComparePage(app, url("/compare?c=elk-meadow&find=Elk+Meadow"), NOW);
    expect(page.find).toEqual({ text: "Elk Meadow", results: [], tooShort: false });
    const more = await loadComparePage(app, url("/compare?c=elk-meadow&find=dune"), NOW);
    expect(more.find?.results).toEqual([
      { slug: "dune-valley", name: "Dune Valley TRT", city: "Houston", state: "TX" },
    ]);
    const short = await loadComparePage(app, url("/compare?find=du"), NOW);
    expect(short.find).toEqual({ text: "du", results: [], tooShort: true });
  });

  it("answers every address with the page, noindex in its header and its head", async () => {
    for (const path of [
      "/compare",
      "/compare?c=",
      "/compare?c=%00%ff",
      `/compare?c=${"a,".repeat(500)}`,
      "/compare?c=elk-meadow&lat=999&lng=abc",
      `/compare?find=${"x".repeat(1000)}`,
    ]) {
      const result = (await callLoader(compareLoader as never, app, path)) as unknown as {
        head: { name?: string; content?: string }[];
      };
      expect(result.head).toContainEqual({ name: "robots", content: "noindex" });
    }
  });
});

describe("the compare page's headers", () => {
  it("keep the page out of search indexes", async () => {
    const { headers } = await import("../../routes/compare.tsx");
    expect(headers()).toEqual({ "X-Robots-Tag": "noindex" });
  });
});
