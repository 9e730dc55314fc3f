import Database from "better-sqlite3";
import { cityKey } from "../../app/domain/city-key.ts";
import { cityPath } from "../../app/domain/city-url.ts";
import type { Clinic } from "../../app/domain/clinic.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { allClinics } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";
import { imageSize } from "./image-size.ts";
import { hydrated } from "./search-helpers.ts";

const TITLE_MAX = 60;
const DESCRIPTION = { min: 50, max: 160 };
const SHARE_IMAGE = { width: 1200, height: 630 };

/** What a page's head says to search engines and social networks, read from its HTML. */
interface Head {
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  locale: string | null;
  image: string | null;
  imageType: string | null;
  imageWidth: string | null;
  imageHeight: string | null;
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|lt|gt);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">" };
    if (entity.startsWith("#x")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? "";
  });
}

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attribute: "name" | "property", key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head);
    return match ? decode(match[1] as string) : null;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: meta("name", "description"),
    robots: meta("name", "robots"),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? null,
    locale: meta("property", "og:locale"),
    image: meta("property", "og:image"),
    imageType: meta("property", "og:image:type"),
    imageWidth: meta("property", "og:image:width"),
    imageHeight: meta("property", "og:image:height"),
  };
}

/** Path and query of an absolute URL: the server under test may not know the address it is reached at. */
function pathOf(url: string | null): string | null {
  if (url === null) return null;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

async function headAt(base: string, path: string): Promise<{ status: number; head: Head }> {
  const response = await fetch(`${base}${path}`, { redirect: "manual" });
  return { status: response.status, head: headOf(await response.text()) };
}

async function sitemapPaths(base: string): Promise<string[]> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths: string[] = [];
  for (const file of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(`${base}${pathOf(file[1] as string)}`)).text();
    for (const loc of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
      paths.push(pathOf(decode(loc[1] as string)) as string);
  }
  return paths;
}

/** Every clinic, through the public API (which answers at most 100 a request). */
async function everyClinic(base: string): Promise<Clinic[]> {
  const clinics: Clinic[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await (await fetch(`${base}/api/clinics?limit=100&offset=${offset}`)).json()) as Clinic[];
    clinics.push(...page);
    if (page.length < 100) return clinics;
  }
}

/** The city pages of a set of clinics (spellings of one city counted together), with their clinic counts. */
function cityCounts(clinics: readonly Clinic[]): Map<string, number> {
  const counts = new Map<string, number>();
  const paths = new Map<string, string>();
  for (const clinic of clinics) {
    const key = `${clinic.state}|${cityKey(clinic.city)}`;
    const path = paths.get(key) ?? cityPath(clinic.city, clinic.state);
    paths.set(key, path);
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return counts;
}

test.describe("search readiness with real listings", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  // A server of its own: its clinics are marked as real (not demo), so the sitemap offers cities and clinics.
  let server: ServerProcess;
  let paths: string[];

  test.beforeAll(async () => {
    server = await startServerProcess("search-readiness");
    const db = new Database(server.databaseFile);
    db.prepare("UPDATE clinics SET source = 'import' WHERE source = 'demo'").run();
    db.close();
    paths = await sitemapPaths(server.base);
  });

  test.afterAll(async () => {
    await server?.dispose();
  });

  test("the sitemap offers every kind of page", () => {
    const count = (pattern: RegExp) => paths.filter((path) => pattern.test(path)).length;
    for (const path of [
      "/",
      "/search",
      "/tele-trt-clinics",
      "/about-trt",
      "/tools/symptom-checker",
      "/blog",
    ]) {
      expect(paths).toContain(path);
    }
    for (const path of ["/about", "/contact", "/privacy", "/terms", "/how-we-list-clinics"]) {
      expect(paths).toContain(path);
    }
    expect(count(/^\/blog\/[a-z0-9-]+$/)).toBe(10);
    expect(count(/^\/trt-clinics-[a-z-]+$/)).toBe(51); // the 50 states and the finder
    expect(paths).toContain("/trt-clinics-texas?page=2");
    expect(count(/^\/city\//)).toBeGreaterThan(20);
    expect(count(/^\/clinic\//)).toBeGreaterThan(100);
  });

  test("every page in the sitemap is indexable, canonical, and has a title, description and share image shown whole", async () => {
    const images = new Map<string, string | null>();
    const titles: string[] = [];
    const descriptions: (string | null)[] = [];
    // Each answer is checked as it arrives: a long pause between requests would let the server close the
    // kept-alive connection the next request is sent on.
    for (let i = 0; i < paths.length; i += 4) {
      const batch = paths.slice(i, i + 4);
      const answers = await Promise.all(batch.map((path) => headAt(server.base, path)));
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
      const response = await fetch(`${server.base}${image}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get("content-type"), image).toBe(type);
      const size = imageSize(new Uint8Array(await response.arrayBuffer()));
      expect(size, image).toEqual({ type: type === "image/png" ? "png" : "jpeg", ...SHARE_IMAGE });
    }
  });

  test("a city page with one clinic is noindex, follow and left out of the sitemap; with more it is listed", async () => {
    const clinics = await everyClinic(server.base);
    const cities = cityCounts(clinics);
    const listed = new Set(paths.filter((path) => path.startsWith("/city/")));
    expect([...cities.values()].some((n) => n === 1)).toBe(true);
    for (const [path, count] of cities) {
      expect(listed.has(path), `${path} (${count} clinics)`).toBe(count >= 2);
    }
    for (const [path] of [...cities].filter(([, count]) => count === 1).slice(0, 10)) {
      const { status, head } = await headAt(server.base, path);
      expect(status, path).toBe(200);
      expect(head.robots, path).toBe("noindex, follow");
      expect(pathOf(head.canonical), path).toBe(path);
      expect(head.title.length, path).toBeLessThanOrEqual(TITLE_MAX);
    }
  });

  test("a location search for a state or a city with its own page points its canonical link at that page", async () => {
    const clinics = await everyClinic(server.base);
    const cities = cityCounts(clinics);
    const canonical = async (location: string) =>
      pathOf((await headAt(server.base, `/search?location=${encodeURIComponent(location)}`)).head.canonical);

    expect(await canonical("Texas")).toBe("/trt-clinics-texas");
    expect(await canonical("NC")).toBe("/trt-clinics-north-carolina");
    expect(cities.get("/city/austin/tx")).toBeGreaterThanOrEqual(2);
    expect(await canonical("Austin, TX")).toBe("/city/austin/tx");
    expect(await canonical("78701")).toBe("/city/austin/tx");
    expect(await canonical("austin tx")).toBe("/city/austin/tx");
    expect(
      pathOf((await headAt(server.base, "/search?location=Austin%2C%20TX&rating=4")).head.canonical),
    ).toBe("/city/austin/tx");

    // A city whose page is thin: the search (clinics within its radius) stays the place's own page.
    const lone = clinics.find((clinic) => cities.get(cityPath(clinic.city, clinic.state)) === 1);
    if (!lone) throw new Error("no city with a single clinic");
    expect(await canonical(`${lone.city}, ${lone.state}`)).toMatch(/^\/search\?location=/);
  });
});

test.describe("search readiness in the browser", () => {
  test("a later page of a state gets its own title and description, also after client navigation", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/trt-clinics-texas");
    await hydrated(page);
    const description = page.locator('meta[name="description"]');
    const firstTitle = await page.title();
    const firstDescription = await description.getAttribute("content");
    expect(firstTitle.length).toBeLessThanOrEqual(TITLE_MAX);

    await page
      .getByRole("navigation", { name: "Pages of clinics" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/trt-clinics-texas\?page=2$/);
    await expect(page).toHaveTitle(/^TRT Clinics in Texas: Compare \d+ Clinics \(Page 2\)/);
    await expect(description).toHaveAttribute(
      "content",
      /^Clinics 25–48 of the \d+ .* in Texas, best rated first \(page 2 of \d+\)\./,
    );
    expect(await page.title()).not.toBe(firstTitle);
    expect(await description.getAttribute("content")).not.toBe(firstDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/trt-clinics-texas?page=2`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    // This server holds only the fictional demo clinics: a page listing only them is noindex (decision 33).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });

  test("long clinic names and article headlines are shortened at a word boundary, share images are PNGs", async ({
    page,
    request,
    baseURL,
  }) => {
    const clinics = await allClinics(request);
    const longest = [...clinics].sort(
      (a, b) => b.name.length + b.city.length - (a.name.length + a.city.length),
    )[0];
    if (!longest) throw new Error("no clinics");
    await page.goto(`/clinic/${longest.slug}`);
    const title = await page.title();
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title.startsWith(longest.name)).toBe(true);

    await page.goto("/blog/trt-nation-at-home-testing-revolutionary-testosterone-assessment");
    await expect(page).toHaveTitle("At-Home Testosterone Testing (Sponsored) | TRT Clinic Finder");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/images/blog/at-home-testing.png`,
    );
    await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute("content", "image/png");
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/images/blog/at-home-testing.png`,
    );
  });
});
