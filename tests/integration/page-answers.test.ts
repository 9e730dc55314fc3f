// What the production server answers for page addresses, read from its HTML without a browser: redirects to a
// page's one address, clean 404 pages for unknown and hostile addresses, the admin area without a session, the
// RSS feed, robots.txt and the sitemap. (Formerly browser tests that never opened a page.)
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clinic } from "../../app/domain/clinic.ts";
import { US_STATES } from "../../app/domain/us-states.ts";
import { verificationOf } from "../../app/domain/verification.ts";
import { h1Of, headOf, jsonLdOf, linkHrefs, namedElement, textOf } from "../support/html.ts";
import { type Answer, ask, SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";
import type { ServerProcess } from "../support/server-process.ts";

const COST_GUIDE = "/blog/trt-cost-guide-2025-what-to-expect-how-to-save";

let server: ServerProcess;
/** The site's own address as it writes it (SITE_URL left to follow PORT). */
let site: string;
const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  ask(server.base, path, { headers });

async function api<T>(path: string): Promise<{ body: T; total: number }> {
  const answer = await get(path);
  expect(answer.status, path).toBe(200);
  return { body: JSON.parse(answer.text) as T, total: Number(answer.headers["x-total-count"]) };
}

beforeAll(async () => {
  server = await startSiteServer("page-answers");
  site = `http://localhost:${server.port}`;
}, SITE_SERVER_TIMEOUT_MS);

afterAll(async () => {
  await server?.dispose();
});

describe("the admin area without a session", () => {
  it("answers a form posted from another site with 400, kept by no one and indexed nowhere, and logs no error", async () => {
    const refused = await ask(server.base, "/admin/clinics/1", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "csrf=x&intent=save",
    });
    expect(refused.status).toBe(400);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const asData = await ask(server.base, "/admin/clinics/1.data", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "csrf=x&intent=save",
    });
    expect(asData.status).toBe(400);
    expect(asData.headers["cache-control"]).toBe("no-store");
    const errors = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":50') && line.includes("/admin/clinics/1"));
    expect(errors).toEqual([]);
  });

  it("says how long to wait when sign-in is throttled, in Retry-After", async () => {
    const signIn = () =>
      ask(server.base, "/admin/sign-in", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
        body: new URLSearchParams({
          email: "nobody@example.com",
          password: "wrong password here",
          next: "",
        }).toString(),
      });
    let answer = await signIn();
    for (let attempt = 1; attempt < 8 && answer.status !== 429; attempt++) answer = await signIn();
    expect(answer.status).toBe(429);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("answers the pages of a forgotten password without keeping or indexing them", async () => {
    for (const path of ["/admin/forgot-password", "/admin/sign-in"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe("no-store");
      expect(response.headers["x-robots-tag"], path).toBe("noindex, nofollow");
    }
  });

  it("sends every page to the sign-in page and keeps nothing", async () => {
    for (const path of [
      "/admin",
      "/admin/clinics",
      "/admin/clinics/new",
      "/admin/clinics/1",
      "/admin/clinics/export.csv?verification=lapsed",
      "/admin/audit",
      "/admin/imports",
      "/admin/imports/1",
      "/admin/users",
      "/admin/account",
      "/admin/outbox",
      "/admin/nowhere",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toMatch(/^\/admin\/sign-in/);
      expect(response.headers["cache-control"], path).toBe("no-store");
      expect(response.headers["x-robots-tag"], path).toBe("noindex, nofollow");
    }
  });

  it("a form post changes nothing and goes to the sign-in page", async () => {
    const response = await ask(server.base, "/admin/clinics/1", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=feature&version=x&csrf=x",
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/admin/sign-in?next=%2Fadmin%2Fclinics%2F1");
  });

  it("a script asking for JSON gets a 401, and /api/admin has nothing behind it", async () => {
    const json = await get("/admin/clinics", { Accept: "application/json" });
    expect(json.status).toBe(401);
    expect(json.headers["cache-control"]).toBe("no-store");
    expect((await get("/api/admin/clinics")).status).toBe(404);
  });

  it("robots.txt disallows the admin area and points to the sitemap", async () => {
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.text).toContain("Disallow: /admin\n");
    expect(robots.text).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

describe("blog addresses", () => {
  it("old addresses move permanently to the article, keeping the query string", async () => {
    for (const [from, to] of [
      ["/blog/choosing-right-trt-clinic", "/blog/choosing-right-trt-clinic-patients-complete-guide"],
      [
        "/blog/understanding-low-testosterone",
        "/blog/understanding-low-testosterone-signs-symptoms-solutions",
      ],
      ["/blog/trt-cost-insurance-guide", COST_GUIDE],
      ["/blog/trt-cost-insurance", COST_GUIDE],
      ["/blog/1", "/blog"],
      ["/blog/20250125", "/blog"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.location ?? "", server.base).pathname, from).toBe(to);
    }
    const kept = await get("/blog/trt-cost-insurance?ref=newsletter");
    expect(kept.status).toBe(301);
    expect(kept.headers.location).toMatch(
      /\/blog\/trt-cost-guide-2025-what-to-expect-how-to-save\?ref=newsletter$/,
    );
    const landed = await get(`${new URL(kept.headers.location ?? "", server.base).pathname}?ref=newsletter`);
    expect(landed.status).toBe(200);
    expect(h1Of(landed.text)).toBe("TRT Cost Guide 2025: What to Expect and How to Save");
  });

  it("an unknown post is 'Post Not Found' with status 404, noindex and a way back", async () => {
    const response = await get("/blog/no-such-article");
    expect(response.status).toBe(404);
    expect(h1Of(response.text)).toBe("Post Not Found");
    expect(textOf(response.text)).toContain("The blog post you're looking for doesn't exist.");
    const head = headOf(response.text);
    expect(head.robots).toBe("noindex");
    expect(head.title).toBe("Post Not Found | TRT Clinic Finder");
    expect(linkHrefs(response.text, "Back to Blog")).toContain("/blog");
  });

  it("hostile slugs get the clean 404 page", async () => {
    for (const slug of [
      "a".repeat(3000),
      "%E6%97%A5%E6%9C%AC%E8%AA%9E",
      "'%20OR%201=1--",
      "__proto__",
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "12abc",
    ]) {
      const response = await get(`/blog/${slug}`);
      expect(response.status, slug.slice(0, 30)).toBe(404);
      expect(response.text).toContain("Post Not Found");
      expect(response.text).not.toContain("<script>alert(1)</script>");
    }
  });

  it("there are ten articles; the RSS feed lists each with its link and date, and each opens", async () => {
    const slugs = readdirSync("content/blog").filter((name) => name.endsWith(".md"));
    expect(slugs).toHaveLength(10);
    const response = await get("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toContain("max-age=");
    const xml = response.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(10);
    expect(xml).toContain(`<link>${site}${COST_GUIDE}</link>`);
    expect(xml).toContain("<pubDate>Sat, 25 Jan 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain(`<atom:link href="${site}/blog/rss.xml" rel="self"`);
    const links = [...xml.matchAll(/<guid isPermaLink="true">([^<]+)<\/guid>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(links).toHaveLength(10);
    for (const link of links) expect((await get(new URL(link).pathname)).status, link).toBe(200);
  });
});

describe("city addresses", () => {
  it("any spelling answers with a 301 to the one canonical address", async () => {
    for (const path of [
      "/city/St.%20Louis/MO",
      "/city/saint-louis/mo",
      "/city/st-louis/Missouri",
      "/city/ST-LOUIS/mo/",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe("/city/st-louis/mo");
    }
    expect((await get("/city/st-louis/mo")).status).toBe(200);
  });

  it("a missing city or state shows 'City not found' with HTTP 404, noindex and a way home", async () => {
    for (const path of ["/city", "/city/austin"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(h1Of(response.text), path).toBe("City not found");
      expect(headOf(response.text).robots, path).toMatch(/noindex/);
      expect(linkHrefs(response.text, "Return to Home"), path).toEqual(["/"]);
    }
  });

  it("unknown cities and hostile input get a clean 404", async () => {
    for (const path of [
      "/city/zzzzqx/tx",
      "/city/austin/zz",
      "/city/%27%20or%201%3D1%20--/tx",
      `/city/${"a".repeat(5000)}/tx`,
      "/city/%F0%9F%98%80/tx",
    ]) {
      const response = await get(path);
      expect(response.status, path.slice(0, 40)).toBe(404);
      expect(response.text).toContain("City not found");
    }
  });
});

describe("clinic addresses that are not a clinic", () => {
  it("/clinic/{id} answers a 301 to /clinic/{slug}", async () => {
    const [clinic] = (await api<Clinic[]>("/api/clinics?limit=1&sort=name")).body;
    if (!clinic) throw new Error("no clinic");
    const response = await get(`/clinic/${clinic.id}`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/clinic/${clinic.slug}`);
    const followed = await get(response.headers.location ?? "");
    expect(followed.status).toBe(200);
    expect(followed.text).toContain(clinic.name.replaceAll("'", "&#x27;"));
  });

  it("an unknown clinic shows 'Clinic not found' with HTTP 404, noindex, no structured data and a way home", async () => {
    const response = await get("/clinic/no-such-clinic-anywhere");
    expect(response.status).toBe(404);
    expect(h1Of(response.text)).toBe("Clinic not found");
    expect(textOf(response.text)).toContain("The clinic you're looking for doesn't exist.");
    expect(linkHrefs(response.text, "Return to Home")).toEqual(["/"]);
    expect(headOf(response.text).robots).toMatch(/noindex/);
    expect(jsonLdOf(response.text)).toEqual([]);
  });

  it("unknown ids and hostile slugs get a clean 404, never a server error", async () => {
    for (const path of [
      "/clinic/99999999",
      "/clinic/99999999999999999999",
      "/clinic/0",
      "/clinic/-1",
      "/clinic/%27%20or%201%3D1%20--",
      `/clinic/${"a".repeat(5000)}`,
      "/clinic/%E2%9C%93-unicode-%F0%9F%98%80",
      "/clinic/UPPER-CASE",
      "/clinic/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const response = await get(path);
      expect(response.status, path.slice(0, 60)).toBe(404);
      expect(response.text, path.slice(0, 60)).toContain("Clinic not found");
    }
  });

  it("a suggestion form for an unknown clinic is a 404 page without a form", async () => {
    const response = await get("/clinic/no-such-clinic-anywhere/suggest-edit");
    expect(response.status).toBe(404);
    expect(h1Of(response.text)).toBe("Page not found");
    expect(textOf(response.text)).not.toContain("Send correction");
  });
});

describe("state addresses", () => {
  it("all 50 state pages answer, and the home page's state grid links to each", async () => {
    for (const state of US_STATES) {
      const response = await get(`/trt-clinics-${state.slug}`);
      expect(response.status, state.slug).toBe(200);
      expect(response.text).toContain(`TRT Clinics in ${state.name}`);
    }
    const home = (await get("/")).text;
    const hrefs = [...home.matchAll(/<a [^>]*href="(\/trt-clinics-[^"]+)"/g)]
      .map((match) => match[1])
      .filter((href) => href !== "/trt-clinics-near-me");
    expect(new Set(hrefs)).toEqual(new Set(US_STATES.map((state) => `/trt-clinics-${state.slug}`)));
  });

  it("other spellings redirect to the one canonical address", async () => {
    for (const path of ["/trt-clinics-Texas", "/trt-clinics-texas?page=1", "/TRT-Clinics-texas"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe("/trt-clinics-texas");
    }
  });

  it("an unknown state shows a plain 'State not found' with HTTP 404, every state and a way home", async () => {
    const response = await get("/trt-clinics-atlantis");
    expect(response.status).toBe(404);
    expect(h1Of(response.text)).toBe("State not found");
    expect(linkHrefs(response.text, "Return to Home")).toEqual(["/"]);
    const nav = namedElement(response.text, "nav", "TRT clinics by state") ?? "";
    expect(nav.match(/<a /g)).toHaveLength(50);
    expect(response.text).not.toContain("<pre");
    expect(headOf(response.text).robots).toMatch(/noindex/);
  });

  it("hostile state slugs get the same clean 404", async () => {
    for (const path of [
      "/trt-clinics-",
      "/trt-clinics-%27%20or%201%3D1",
      `/trt-clinics-${"x".repeat(5000)}`,
      "/trt-clinics-%F0%9F%98%80",
      "/trt-clinics-tx",
    ]) {
      const response = await get(path);
      expect(response.status, path.slice(0, 40)).toBe(404);
      expect(response.text).toContain("State not found");
    }
  });

  it("any other single-segment path is answered like an unknown path: the not-found notice over the home page, 404", async () => {
    const response = await get("/no-such-page-here");
    expect(response.status).toBe(404);
    expect(h1Of(response.text)).toBe("We could not find that page");
    expect(namedElement(response.text, "section", "Featured TRT providers")).not.toBeNull();
    expect(textOf(response.text)).not.toContain("State not found");
    expect(headOf(response.text).robots).toMatch(/noindex/);
  });
});

describe("search, finder and online-clinic addresses with hostile input", () => {
  const locationBoxValue = (html: string) =>
    /<input [^>]*role="combobox"[^>]*name="location" value="([^"]*)"/.exec(html)?.[1] ?? "";

  it("the search page answers 200 with a heading and a bounded location box", async () => {
    for (const path of [
      "/search?location=%27%3B%20DROP%20TABLE%20clinics%3B--&q=1%20OR%201%3D1",
      "/search?location=Z%C3%BCrich%20%F0%9F%8F%A5%20%E6%9D%B1%E4%BA%AC",
      "/search?location=&q=&city=&state=&lat=&lng=&nearme=&rating=&services=&priceRange=&page=&sort=",
      `/search?location=${"a".repeat(5000)}&services=${"x,".repeat(2000)}`,
      "/search?lat=9999&lng=-99999&page=99999999&distance=-5&minRating=77",
    ]) {
      const response = await get(path);
      expect(response.status, path.slice(0, 60)).toBe(200);
      expect(h1Of(response.text), path.slice(0, 60)).not.toBe("");
      expect(locationBoxValue(response.text).length, path.slice(0, 60)).toBeLessThanOrEqual(200);
    }
  });

  it("bad search values are named and left out; a page past the last one says so", async () => {
    const bad = await get("/search?sort=drop&page=-1&distance=7&priceRange=cheap&lat=abc&lng=1");
    expect(textOf(bad.text)).toContain(
      "Some settings in this link were not understood and were left out: lat/lng, distance, sort, page.",
    );
    expect(textOf(bad.text)).toContain("Price tiers ($ to $$$$) are no longer a filter");
    expect(h1Of(bad.text)).toBe("Find TRT Clinics");
    const past = await get("/search?location=Texas&page=500");
    expect(textOf(past.text)).toContain("There is no page 500 of these results");
    expect(linkHrefs(past.text, "Go to the first page")).toEqual(["/search?location=Texas"]);
  });

  it("the finder page and its map's points answer hostile parameters: ignored, never an error", async () => {
    for (const query of [
      "location=%27%20OR%201%3D1--",
      `location=${"x".repeat(3000)}`,
      "location=%F0%9F%92%89%20Z%C3%BCrich",
      "lat=abc&lng=&minRating=-3&priceRange=%00",
    ]) {
      const response = await get(`/trt-clinics-near-me?${query}`);
      expect(response.status, query.slice(0, 40)).toBe(200);
      expect(h1Of(response.text)).toBe("Find TRT Clinics Near Me");
    }
    for (const query of [
      "location=",
      `location=${"a".repeat(5000)}`,
      "location=%F0%9F%92%89%20M%C3%BCnchen",
      "location=Austin'%3B%20DROP%20TABLE%20clinics%3B--",
      "rating=banana&distance=-5&page=%00",
      "lat=999&lng=abc",
    ]) {
      const response = await get(`/trt-clinics-near-me/map-points?${query}`);
      expect(response.status, query.slice(0, 40)).toBe(200);
      expect(response.headers["content-type"], query).toMatch(/^application\/json/);
      expect(Array.isArray(JSON.parse(response.text)), query).toBe(true);
    }
  });

  it("the online clinics page keeps its page for hostile text and unknown states", async () => {
    const searchBoxValue = (html: string) =>
      /<input [^>]*type="search"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? "";
    for (const q of [
      "%27%3B%20DROP%20TABLE%20clinics%3B--",
      "x".repeat(4000),
      "%F0%9F%A7%AA%E2%80%AE",
      "%25%5F%5C",
    ]) {
      const response = await get(`/tele-trt-clinics?q=${q}&page=-4`);
      expect(response.status).toBe(200);
      expect(h1Of(response.text)).toBe("Online TRT Clinics");
      expect(searchBoxValue(response.text).length).toBeLessThanOrEqual(100);
    }
    for (const value of ["ZZ", "Atlantis", "%3Cscript%3E", "x".repeat(300)]) {
      const response = await get(`/tele-trt-clinics?state=${value}`);
      expect(response.status).toBe(200);
      const text = textOf(response.text);
      expect(text).toMatch(/is not a US state we know, so every online clinic is listed/);
      expect(text).toMatch(/\d+ online clinics /);
      expect(response.text).not.toMatch(/<option value="[A-Z]{2}" selected=""/);
      expect(headOf(response.text).robots).toBe("noindex, follow");
    }
    const newYork = await get("/tele-trt-clinics?state=new%20york");
    expect(newYork.text).toMatch(/<option value="NY" selected=""/);
    expect(textOf(newYork.text)).toMatch(/online clinics? licensed in New York /);
  });
});

describe("the sitemap", () => {
  it("lists every kind of page, dated, and every listed page answers 200", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    // /sitemap.xml is an index of files of at most 50,000 URLs each; every URL carries its last change.
    expect(response.text).toContain("<sitemapindex");
    const files = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] as string).pathname,
    );
    expect(files).toEqual(["/sitemaps/1.xml"]);
    const file = await get(files[0] as string);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toContain("application/xml");
    const urls = [...file.text.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] as string);
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>$/);
    for (const path of [
      "/sitemaps/2.xml",
      "/sitemaps/0.xml",
      "/sitemaps/-1.xml",
      "/sitemaps/1",
      `/sitemaps/${"9".repeat(500)}.xml`,
      "/sitemaps/%27%20OR%201%3D1.xml",
      "/sitemaps/%E2%9C%93.xml",
    ]) {
      expect((await get(path)).status, path.slice(0, 40)).toBe(404);
    }
    const locs = [...file.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] as string).pathname,
    );
    expect(locs).toContain("/");
    expect(locs).toContain("/tele-trt-clinics");
    expect(locs.filter((path) => path.startsWith("/blog/"))).toHaveLength(10);
    // While only fictional demo clinics are loaded, no clinic, city or state page is offered to search engines:
    // every state lists only demo clinics (decision 33).
    expect(
      locs.filter(
        (path) =>
          path.startsWith("/clinic/") ||
          path.startsWith("/city/") ||
          (path.startsWith("/trt-clinics-") && path !== "/trt-clinics-near-me"),
      ),
    ).toEqual([]);
    // The styleguide is kept out of it (and out of indexes).
    expect(locs.some((path) => path.startsWith("/styleguide"))).toBe(false);
    expect(headOf((await get("/styleguide")).text).robots).toBe("noindex");
    for (const path of locs) expect((await get(path)).status, path).toBe(200);
  });
});

describe("site figures", () => {
  it("the verified count matches the listings verified within 12 months, fewer than those ever verified", async () => {
    const clinics: Clinic[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await api<Clinic[]>(`/api/clinics?limit=100&offset=${offset}`);
      clinics.push(...page.body);
      if (clinics.length >= page.total) break;
    }
    const now = new Date();
    const current = clinics.filter((c) => verificationOf(c, now).state === "verified").length;
    const stats = (await api<{ verifiedCount: number }>("/api/stats")).body;
    expect(stats.verifiedCount).toBe(current);
    expect(current).toBeLessThan(clinics.filter((c) => c.verified).length);
  });
});

describe("the loader data a page sends for hydration (decision 57)", () => {
  /** The loader data React Router writes into the page for the browser to hydrate it. */
  const handOff = (html: string) =>
    [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
      .map((match) => JSON.parse(match[1] ?? '""') as string)
      .join("");
  const ADDRESS = /"(\d+ [^"]*, [A-Za-z .']+, [A-Z]{2} \d{5})"/g;
  /** The clinics' addresses a data request's answer holds, each once. */
  const addressesIn = (text: string) => [
    ...new Set([...text.matchAll(ADDRESS)].map((match) => match[1] ?? "")),
  ];

  it.each([
    ["the search page", "/search", "?location=Austin%2C+TX"],
    ["the finder", "/trt-clinics-near-me", "?location=Austin%2C+TX"],
    ["a city's page", "/city/austin/tx", ""],
  ])(
    "%s sends its cards' live lines only; a client-side navigation's data brings whole cards",
    async (_, path, query) => {
      const page = await get(`${path}${query}`);
      const navigation = await get(`${path}.data${query}`);
      expect(page.status).toBe(200);
      expect(navigation.status).toBe(200);
      const addresses = addressesIn(navigation.text);
      expect(addresses.length).toBeGreaterThanOrEqual(3);
      const sent = handOff(page.text);
      expect(sent).toContain('"weeklyHours"');
      // The result cards draw their address in their Directions link; no card's address is sent again.
      const drawn = addresses.filter((address) => page.text.includes(encodeURIComponent(address)));
      expect(drawn.length).toBeGreaterThanOrEqual(3);
      for (const address of addresses) expect(sent).not.toContain(address);
    },
  );

  it("the online clinics' list sends its cards' live lines only, and no structured data", async () => {
    const page = await get("/tele-trt-clinics");
    const navigation = await get("/tele-trt-clinics.data");
    const addresses = addressesIn(navigation.text);
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    const sent = handOff(page.text);
    expect(sent).toContain('"licence"');
    for (const address of addresses) expect(sent).not.toContain(address);
    expect(jsonLdOf(page.text).length).toBeGreaterThan(0);
    expect(sent).not.toContain("https://schema.org");
  });

  it.each([
    ["a blog post", COST_GUIDE],
    ["the TRT guide", "/about-trt"],
  ])("%s sends its article's shape only", async (_, path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    const sentences = [...page.text.matchAll(/<p>([A-Z][^<]{60,}?\.)<\/p>/g)].map((match) => match[1] ?? "");
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    const sent = handOff(page.text);
    for (const sentence of sentences) expect(sent).not.toContain(sentence);
    expect(sent).toContain("<!---->");
  });

  it("the clinic page still sends its clinic whole", async () => {
    const search = await get("/search.data?location=Austin%2C+TX");
    const slug = /"([a-z0-9]+(?:-[a-z0-9]+)+-austin)"/.exec(search.text)?.[1];
    expect(slug).toBeTruthy();
    const profile = await get(`/clinic/${slug}`);
    expect(profile.status).toBe(200);
    expect(handOff(profile.text)).toMatch(ADDRESS);
  });
});
