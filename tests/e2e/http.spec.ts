import { expect, test } from "@playwright/test";

const REQUIRED_HEADERS = {
  "strict-transport-security": /max-age=\d+/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /geolocation=\(self\)/,
  "content-security-policy": /frame-ancestors 'none'/,
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) {
    expect(headers[name], name).toMatch(pattern);
  }
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("a page carries every security header and a per-request nonce on its scripts", async ({ request }) => {
  const first = await request.get("/");
  expectSecurityHeaders(first.headers());
  const nonce = first.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const html = await first.text();
  const scriptTags = html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);

  const second = await request.get("/");
  expect(second.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
});

test("/healthz answers ok with the security headers and no caching", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response.headers());
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ ok: true, checks: { process: "ok", database: "ok" } });
});

test("responses are compressed with brotli or gzip", async ({ request }) => {
  const brotli = await request.get("/", { headers: { "accept-encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test("hashed assets are cached for a year as immutable; a missing asset is a 404", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expectSecurityHeaders(response.headers());
  expect((await request.get("/assets/missing-abc123.js")).status()).toBe(404);
});

test("the favicon and social card are served", async ({ request }) => {
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  const card = await request.get("/social-card.png");
  expect(card.headers()["content-type"]).toBe("image/png");
});

test("the API answers JSON with caching headers, and 404 JSON for unknown endpoints", async ({ request }) => {
  const stats = await request.get("/api/stats");
  expect(stats.status()).toBe(200);
  expect(stats.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  expect(stats.headers().etag).toBeTruthy();
  expect(stats.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(stats.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await stats.json()).toMatchObject({ demoData: true });
  const unknown = await request.get("/api/no-such-thing");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: { message: "No such API endpoint; see /api/openapi.json" } });
  const bad = await request.get("/api/clinics?limit=0");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ error: { field: "limit" } });
});
