import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "../../app/server/pages/sitemap.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

describe.each(DIALECTS)("sitemap on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertClinics(database.db, [
      makeClinic({
        slug: "real-clinic",
        name: "Real Clinic",
        city: "St. Louis",
        state: "MO",
        zipCode: "63101",
      }),
      makeClinic({
        slug: "second-real",
        name: "Second Real",
        city: "Saint Louis",
        state: "MO",
        zipCode: "63101",
      }),
      makeClinic({
        slug: "demo-clinic",
        name: "Demo Clinic",
        city: "Boise",
        state: "ID",
        zipCode: "83702",
        source: "demo",
      }),
    ]);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("lists static pages, all 50 states, posts, cities once in canonical form, and real clinics", async () => {
    const entries = await sitemapEntries(directoryOf(database.db), [
      { slug: "a-post", lastReviewed: "2026-11-01" },
    ]);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain("/");
    expect(paths).toContain("/tele-trt-clinics");
    expect(
      paths.filter((path) => path.startsWith("/trt-clinics-") && path !== "/trt-clinics-near-me"),
    ).toHaveLength(50);
    expect(paths).toContain("/trt-clinics-west-virginia");
    expect(entries).toContainEqual({ path: "/blog/a-post", lastmod: "2026-11-01" });
    expect(paths.filter((path) => path.startsWith("/city/"))).toEqual(["/city/st-louis/mo"]);
    expect(paths).toContain("/clinic/real-clinic");
    expect(entries.find((entry) => entry.path === "/clinic/real-clinic")?.lastmod).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it("leaves out fictional demo clinics and cities only they fill", async () => {
    const paths = (await sitemapEntries(directoryOf(database.db), [])).map((entry) => entry.path);
    expect(paths).not.toContain("/clinic/demo-clinic");
    expect(paths).not.toContain("/city/boise/id");
  });
});

describe("sitemap XML and robots.txt", () => {
  it("writes absolute, escaped URLs", () => {
    const xml = sitemapXml("https://trt.example.org", [
      { path: "/clinic/a&b" },
      { path: "/", lastmod: "2026-01-02" },
    ]);
    expect(xml).toContain("<loc>https://trt.example.org/clinic/a&#38;b</loc>");
    expect(xml).toContain("<url><loc>https://trt.example.org/</loc><lastmod>2026-01-02</lastmod></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("points crawlers at the sitemap and keeps them out of the API", () => {
    expect(robotsTxt("https://trt.example.org")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://trt.example.org/sitemap.xml\n",
    );
  });
});
