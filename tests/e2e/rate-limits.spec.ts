import { expect, test } from "@playwright/test";
import { startServerProcess } from "../support/server-process.ts";

/**
 * Limits count in fixed one-minute windows (decision 14): a sequence that crossed a minute boundary would start
 * counting again halfway. The checks below take a second or two, so they start clear of the boundary.
 */
async function clearOfMinuteBoundary() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}

// A server of its own with small limits: the shared server runs without them (every test is one client).
test("a client over its limit gets 429 with Retry-After, per kind of request, and assets stay free", async () => {
  const server = await startServerProcess("rate-limits", {
    RATE_LIMIT_PAGES: "3",
    RATE_LIMIT_API: "4",
    RATE_LIMIT_LOOKUPS: "2",
  });
  try {
    const get = (path: string) => fetch(`${server.base}${path}`);
    await clearOfMinuteBoundary();
    for (let i = 0; i < 3; i++) expect((await get(`/search?location=Austin&n=${i}`)).status).toBe(200);
    const page = await get("/");
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(page.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await page.text()).toMatch(/^Too many requests: please wait \d+ seconds? and try again\.\n$/);

    // The search box's lookups have their own, smaller limit, and answer in JSON like the rest of the API.
    for (let i = 0; i < 2; i++) expect((await get(`/api/locations/suggest?q=aus${i}`)).status).toBe(200);
    const lookup = await get("/api/locations/suggest?q=dal");
    expect(lookup.status).toBe(429);
    expect(lookup.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await lookup.json()).toEqual({ error: { message: expect.stringMatching(/^Too many requests/) } });

    // The rest of the API still answers, up to its own limit.
    for (let i = 0; i < 4; i++) expect((await get(`/api/clinics?limit=1&n=${i}`)).status).toBe(200);
    expect((await get("/api/stats")).status).toBe(429);

    // Scripts and the health check are never limited: a page's assets must load with it.
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/assets/missing-abc123.js")).status).toBe(404);
    expect(server.output()).not.toContain("Austin"); // logged by path only
  } finally {
    await server.dispose();
  }
});
