// Search readiness with real listings: a server whose clinics are marked as imported (not demo), so the sitemap
// offers cities and clinics, and every page it offers must be indexable, canonical and well described.
// Read from the HTML the server sends (formerly a browser test that opened no page).
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityKey } from "../../app/domain/city-key.ts";
import { cityPath } from "../../app/domain/city-url.ts";
import type { Clinic } from "../../app/domain/clinic.ts";
import { decodeEntities, headOf } from "../support/html.ts";
import { ask, SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";
import { imageSize } from "../support/image-size.ts";
import type { ServerProcess } from "../support/server-process.ts";

const TITLE_MAX = 60;
const DESCRIPTION = { min: 50, max: 160 };
const SHARE_IMAGE = { width: 1200, height: 630 };

/** Path and query of an absolute URL: the server under test may not know the address it is reached at. */
function pathOf(url: string | null): string | null {
  if (url === null) return null;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

let server: ServerProcess;
let paths: string[];

async function headAt(path: string) {
  const answer = await ask(server.base, path);
  const head = headOf(answer.text);
  return {
    status: answer.status,
    head: {
      ...head,
      locale: head.meta("property", "og:locale"),
      image: head.meta("property", "og:image"),
      imageType: head.meta("property", "og:image:type"),
      imageWidth: head.meta("property", "og:image:width"),
      imageHeight: head.meta("property", "og:image:height"),
    },
  };
}

async function sitemapPaths(): Promise<string[]> {
  const index = (await ask(server.base, "/sitemap.xml")).text;
  const found: string[] = [];
  for (const file of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = (await ask(server.base, pathOf(file[1] as string) as string)).text;
    for (const loc of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
      found.push(pathOf(decodeEntities(loc[1] as string)) as string);
  }
  return found;
}

/** Every clinic, through the public API (which answers at most 100 a request). */
async function everyClinic(): Promise<Clinic[]> {
  const clinics: Clinic[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = JSON.parse(
      (await ask(server.base, `/api/clinics?limit=100&offset=${offset}`)).text,
    ) as Clinic[];
    clinics.push(...page);
    if (page.length < 100) return clinics;
  }
}

/** The city pages of a set of clinics (spellings of one city counted together), with their clinic counts. */
function cityCounts(clinics: readonly Clinic[]): Map<string, number> {
  const counts = new Map<string, number>();
  const cityPaths = new Map<string, string>();
  for (const clinic of clinics) {
    const key = `${clinic.state}|${cityKey(clinic.city)}`;
    const path = cityPaths.get(key) ?? cityPath(clinic.city, clinic.state);
    cityPaths.set(key, path);
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return counts;
}

beforeAll(async () => {
  server = await startSiteServer("search-readiness");
  const db = new Database(server.databaseFile);
  db.prepare("UPDATE clinics SET source = 'import' WHERE source = 'demo'").run();
  db.close();
  paths = await sitemapPaths();
}, SITE_SERVER_TIMEOUT_MS);

afterAll(async () => {
  await server?.dispose();
});

describe("search readiness with real listings", () => {
  it("the sitemap offers every kind of page", () => {
    const count = (pattern: RegExp) => paths.filter((path) => pattern.test(path)).length;
    for (const path of [
      "/",
      "/search",
      "/tele-trt-clinics",
      "/about-trt",
      "/tools/symptom-checker",
      "/blog",
      "/about",
      "/contact",
      "/privacy",
      "/terms",
      "/how-we-list-clinics",
    ]) {
      expect(paths).toContain(path);
    }
    expect(count(/^\/blog\/[a-z0-9-]+$/)).toBe(10);
    expect(count(/^\/trt-clinics-[a-z-]+$/)).toBe(51); // the 50 states and the finder
    expect(paths).toContain("/trt-clinics-texas?page=2");
    expect(count(/^\/city\//)).toBeGreaterThan(20);
    expect(count(/^\/clinic\//)).toBeGreaterThan(100);
  });

  it("every page in the sitemap is indexable, canonical, and has a title, description and share image shown whole", async () => {
    const images = new Map<string, string | null>();
    const titles: string[] = [];
    const descriptions: (string | null)[] = [];
    for (let i = 0; i < paths.length; i += 4) {
      const batch = paths.slice(i, i + 4);
      const answers = await Promise.all(batch.map((path) => headAt(path)));
      for (const [n, { status, head }] of answers.entries()) {
        const path = batch[n] as string;
        expect(status, path).toBe(200);
        expect(head.robots, path).toBeNull();
        expect(pathOf(head.canonical), path).toBe(path);
        expect(head.title.length, `${path}: ${head.title}`).toBeLessThanOrEqual(TITLE_MAX);
        expect(head.title.trim(), path).not.toMatch(/^…?$/);
        const description = head.description ?? "";
        expect(description.length, `${path}: ${description}`).toBeGreaterThanOrEqual(DESCRIPTION.min);
        expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(DESCRIPTION.max);
        expect(head.locale, path).toBe("en_US");
        expect(head.imageType, path).toMatch(/^image\/(png|jpeg)$/);
        expect([head.imageWidth, head.imageHeight], path).toEqual(["1200", "630"]);
        images.set(pathOf(head.image) as string, head.imageType);
        titles.push(head.title);
        descriptions.push(head.description);
      }
    }
    // Each page has a title and a description of its own, page 2 of a state included.
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);

    expect(images.size).toBeGreaterThan(10); // the site's card and one per article
    for (const [image, type] of images) {
      const response = await ask(server.base, image);
      expect(response.status, image).toBe(200);
      expect(response.headers["content-type"], image).toBe(type);
      const size = imageSize(new Uint8Array(response.raw));
      expect(size, image).toEqual({ type: type === "image/png" ? "png" : "jpeg", ...SHARE_IMAGE });
    }
  }, 300_000);

  it("a city page with one clinic is noindex, follow and left out of the sitemap; with more it is listed", async () => {
    const cities = cityCounts(await everyClinic());
    const listed = new Set(paths.filter((path) => path.startsWith("/city/")));
    expect([...cities.values()].some((n) => n === 1)).toBe(true);
    for (const [path, count] of cities) {
      expect(listed.has(path), `${path} (${count} clinics)`).toBe(count >= 2);
    }
    for (const [path] of [...cities].filter(([, count]) => count === 1).slice(0, 10)) {
      const { status, head } = await headAt(path);
      expect(status, path).toBe(200);
      expect(head.robots, path).toBe("noindex, follow");
      expect(pathOf(head.canonical), path).toBe(path);
      expect(head.title.length, path).toBeLessThanOrEqual(TITLE_MAX);
    }
  });

  it("a location search for a state or a city with its own page points its canonical link at that page", async () => {
    const clinics = await everyClinic();
    const cities = cityCounts(clinics);
    const canonical = async (location: string) =>
      pathOf((await headAt(`/search?location=${encodeURIComponent(location)}`)).head.canonical);

    expect(await canonical("Texas")).toBe("/trt-clinics-texas");
    expect(await canonical("NC")).toBe("/trt-clinics-north-carolina");
    expect(cities.get("/city/austin/tx")).toBeGreaterThanOrEqual(2);
    expect(await canonical("Austin, TX")).toBe("/city/austin/tx");
    expect(await canonical("78701")).toBe("/city/austin/tx");
    expect(await canonical("austin tx")).toBe("/city/austin/tx");
    expect(pathOf((await headAt("/search?location=Austin%2C%20TX&rating=4")).head.canonical)).toBe(
      "/city/austin/tx",
    );

    // A city whose page is thin: the search (clinics within its radius) stays the place's own page.
    const lone = clinics.find((clinic) => cities.get(cityPath(clinic.city, clinic.state)) === 1);
    if (!lone) throw new Error("no city with a single clinic");
    expect(await canonical(`${lone.city}, ${lone.state}`)).toMatch(/^\/search\?location=/);
  });
});
