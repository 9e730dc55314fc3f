import { beforeAll, describe, expect, it } from "vitest";
import { STATE_PAGE_SIZE } from "../../app/domain/state-stats.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import {
  robotsTxt,
  sitemapEntries,
  sitemapFiles,
  sitemapXml,
} from "../../app/server/pages/sitemap.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

describeOnEveryDialect("sitemap on %s", (database) => {
  beforeAll(async () => {
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
        slug: "lone-clinic",
        name: "Lone Clinic",
        city: "Kansas City",
        state: "MO",
        zipCode: "64105",
      }),
      ...Array.from({ length: STATE_PAGE_SIZE + 1 }, (_, n) =>
        makeClinic({
          slug: `vermont-${n}`,
          name: `Vermont Clinic ${n}`,
          city: "Burlington",
          state: "VT",
          zipCode: "05401",
          latitude: 44.4759,
          longitude: -73.2121,
        }),
      ),
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

  it("lists static pages, the states, posts, cities once in canonical form, and real clinics", async () => {
    const entries = await sitemapEntries(
      directoryOf(database.db),
      [{ slug: "a-post", lastReviewed: "2026-11-01" }],
      {
        "/about": "2026-10-05",
      },
    );
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain("/");
    expect(paths).toContain("/tele-trt-clinics");
    // Every state but Idaho, whose page lists only the fictional demo clinic (decision 33); a state without any
    // clinic is still a page of its own (decision 15).
    expect(
      paths.filter((path) => /^\/trt-clinics-[a-z-]+$/.test(path) && path !== "/trt-clinics-near-me"),
    ).toHaveLength(49);
    expect(paths).toContain("/trt-clinics-west-virginia");
    expect(paths).not.toContain("/trt-clinics-idaho");
    expect(entries).toContainEqual({ path: "/blog/a-post", lastmod: "2026-11-01" });
    expect(paths.filter((path) => path.startsWith("/city/"))).toEqual([
      "/city/burlington/vt",
      "/city/st-louis/mo",
    ]);
    expect(paths).toContain("/clinic/real-clinic");
    expect(entries.find((entry) => entry.path === "/clinic/real-clinic")?.lastmod).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it("dates every URL: content by its own date, the blog by its latest post, the rest by its clinics", async () => {
    const entries = await sitemapEntries(
      directoryOf(database.db),
      [{ slug: "a-post", lastReviewed: "2026-11-01" }],
      {
        "/about": "2026-10-05",
      },
    );
    for (const entry of entries) expect(entry.lastmod, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
    expect(lastmod("/about")).toBe("2026-10-05");
    expect(lastmod("/blog")).toBe("2026-11-01");
    const clinicDay = lastmod("/clinic/real-clinic");
    expect(lastmod("/city/st-louis/mo")).toBe(clinicDay);
    expect(lastmod("/trt-clinics-missouri")).toBe(clinicDay);
    expect(lastmod("/search")).toBe(clinicDay);
  });

  it("lists every page of a state, and leaves out city pages too thin to be indexed", async () => {
    const paths = (await sitemapEntries(directoryOf(database.db), [], {})).map((entry) => entry.path);
    expect(paths).toContain("/trt-clinics-vermont?page=2");
    expect(paths).not.toContain("/trt-clinics-vermont?page=3");
    expect(paths.filter((path) => path.startsWith("/trt-clinics-missouri"))).toEqual([
      "/trt-clinics-missouri",
    ]);
    // Kansas City has one clinic: its page is noindex (decision 15), while the clinic's own page is listed.
    expect(paths).not.toContain("/city/kansas-city/mo");
    expect(paths).toContain("/clinic/lone-clinic");
  });

  it("leaves out fictional demo clinics and cities only they fill", async () => {
    const paths = (await sitemapEntries(directoryOf(database.db), [], {})).map((entry) => entry.path);
    expect(paths).not.toContain("/clinic/demo-clinic");
    expect(paths).not.toContain("/city/boise/id");
  });
});

describe("sitemap XML and robots.txt", () => {
  it("writes absolute, escaped URLs", () => {
    const xml = sitemapXml("https://trt.example.org", [
      { path: "/clinic/a&b", lastmod: "2026-01-01" },
      { path: "/", lastmod: "2026-01-02" },
    ]);
    expect(xml).toContain("<loc>https://trt.example.org/clinic/a&#38;b</loc>");
    expect(xml).toContain("<url><loc>https://trt.example.org/</loc><lastmod>2026-01-02</lastmod></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("splits the URLs into files of at most the limit, listed by an index with each file's latest date", () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({
      path: `/clinic/c${i}`,
      lastmod: `2026-01-0${i + 1}`,
    }));
    const { index, files } = sitemapFiles("https://trt.example.org", entries, 2);
    expect(files).toHaveLength(3);
    expect(files[2]).toContain("<loc>https://trt.example.org/clinic/c4</loc>");
    expect(files[0]).not.toContain("c2");
    expect(index).toContain("<sitemapindex");
    expect(index).toContain(
      "<sitemap><loc>https://trt.example.org/sitemaps/2.xml</loc><lastmod>2026-01-04</lastmod></sitemap>",
    );
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
  });

  it("points crawlers at the sitemap and keeps them out of the API", () => {
    expect(robotsTxt("https://trt.example.org")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://trt.example.org/sitemap.xml\n",
    );
  });
});
