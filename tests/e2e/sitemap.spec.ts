import { expect, test } from "@playwright/test";

test("robots.txt points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap lists every kind of page, and every listed page answers 200", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  // /sitemap.xml is an index of files of at most 50,000 URLs each; every URL carries its last change.
  const index = await response.text();
  expect(index).toContain("<sitemapindex");
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
  expect(files).toEqual(["/sitemaps/1.xml"]);
  const file = await request.get(files[0] as string);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/xml");
  const xml = await file.text();
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] as string);
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
    const missing = await request.get(path, { maxRedirects: 0 });
    expect(missing.status(), path.slice(0, 40)).toBe(404);
  }
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
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
  for (const path of locs) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
  }
});
