import { connect } from "node:net";
import { expect, test } from "@playwright/test";

const REQUIRED_HEADERS = {
  "strict-transport-security": /max-age=\d+/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /geolocation=\(self\)/,
  "content-security-policy": /frame-ancestors 'none'/,
  "cross-origin-resource-policy": /^same-origin$/,
  "cross-origin-opener-policy": /^same-origin$/,
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) {
    expect(headers[name], name).toMatch(pattern);
  }
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("a page carries every security header and the nonce of its render on its scripts", async ({
  request,
}) => {
  const first = await request.get("/");
  expectSecurityHeaders(first.headers());
  const nonce = first.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const html = await first.text();
  const scriptTags = html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);

  // Each render has its own nonce (a repeated URL is the kept render with its nonce: page-cache.spec.ts).
  const other = await request.get(`/?first-asked=${Date.now()}`);
  expect(other.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
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

test("hashed scripts go out as compressed at build time, in the encoding the browser accepts", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  // React and React Router's chunk: the entry script itself is a few lines, too small to be worth compressing.
  const script = html.match(/\/assets\/framework[\w.-]+\.js/)?.[0] as string;
  const plain = await request.get(script, { headers: { "accept-encoding": "identity" } });
  const text = await plain.text();
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  for (const encoding of ["br", "gzip"]) {
    const response = await request.get(script, { headers: { "accept-encoding": encoding } });
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers().vary).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers()["content-length"])).toBeLessThan(text.length / 2);
    expect(await response.text()).toBe(text); // decoded by the client: the same script
  }
});

test("the favicon and social card are served", async ({ request }) => {
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  const card = await request.get("/social-card.png");
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(card.headers()["cross-origin-resource-policy"]).toBe("same-origin");
});

test("the API answers JSON with caching headers, and 404 JSON for unknown endpoints", async ({ request }) => {
  const stats = await request.get("/api/stats");
  expect(stats.status()).toBe(200);
  expect(stats.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  expect(stats.headers().etag).toBeTruthy();
  expect(stats.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(stats.headers()["x-content-type-options"]).toBe("nosniff");
  expect(stats.headers()["cross-origin-resource-policy"]).toBe("same-origin");
  expect(stats.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(stats.headers()["permissions-policy"]).toContain("camera=()");
  expect(await stats.json()).toMatchObject({ demoData: true });
  const unknown = await request.get("/api/no-such-thing");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: { message: "No such API endpoint; see /api/openapi.json" } });
  const bad = await request.get("/api/clinics?limit=0");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ error: { field: "limit" } });
});

/** Sends bytes as they are (no client fixes the Host or the path up) and returns the response head. */
function rawRequest(baseURL: string, text: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(text));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\r\n\r\n");
      if (end !== -1) {
        socket.destroy();
        resolve({ status: Number(received.slice(9, 12)), head: received.slice(0, end).toLowerCase() });
      }
    });
    socket.on("error", reject);
  });
}

test.describe("requests no page can answer get a 4xx, never a 500", () => {
  test("a missing or malformed Host header is a 400", async ({ baseURL }) => {
    const url = baseURL ?? "";
    expect((await rawRequest(url, "GET / HTTP/1.0\r\n\r\n")).status).toBe(400);
    expect((await rawRequest(url, "GET /search?location=Austin HTTP/1.1\r\nHost: [\r\n\r\n")).status).toBe(
      400,
    );
    const ok = await rawRequest(
      url,
      `GET /about HTTP/1.1\r\nHost: ${new URL(url).host}\r\nConnection: close\r\n\r\n`,
    );
    expect(ok.status).toBe(200);
  });

  test("encoded control characters and broken encoding in the path are a 400", async ({ request }) => {
    for (const path of [
      "/%09/",
      "/%0A/",
      "/%0D/",
      "/city/%00/tx",
      "/city/austin/%00",
      "/clinic/%00",
      "/trt-clinics-%00",
      "/blog/%00",
      "/%E0%A4%A",
    ]) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
  });

  test("TRACE and other methods pages do not take are a 405 with Allow; OPTIONS is a 204 without a body", async ({
    request,
    baseURL,
  }) => {
    const host = new URL(baseURL ?? "").host;
    const trace = await rawRequest(
      baseURL ?? "",
      `TRACE / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(trace.status).toBe(405);
    expect(trace.head).toContain("allow: get, head, options");
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/about", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, OPTIONS");
    }
    for (const path of ["/sitemap.xml", "/robots.txt", "/"]) {
      const options = await request.fetch(path, { method: "OPTIONS" });
      expect(options.status(), path).toBe(204);
      expect(options.headers().allow).toBe("GET, HEAD, OPTIONS");
      expect(await options.text()).toBe("");
    }
  });

  test("a body where none is taken is refused and the connection closed, on pages and the API", async ({
    request,
  }) => {
    const page = await request.fetch("/about", { method: "POST", data: "x".repeat(10_000) });
    expect(page.status()).toBe(405);
    expect(page.headers().connection).toBe("close");
    const api = await request.fetch("/api/stats", { method: "POST", data: "x".repeat(10_000) });
    expect(api.status()).toBe(405);
    expect(api.headers().allow).toBeTruthy();
    expect(api.headers().connection).toBe("close");
    const get = await request.fetch("/api/stats", { method: "GET", data: "x" });
    expect(get.status()).toBe(400);
    expect(await get.json()).toEqual({
      error: { field: "body", message: "a GET or HEAD request takes no body" },
    });
  });

  test("only pages with a form take POST, each up to its own size; a longer body is refused unread", async ({
    request,
  }) => {
    const form = "/clinic/some-clinic/suggest-edit";
    const options = await request.fetch(form, { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers().allow).toBe("GET, HEAD, POST, OPTIONS");
    const tooLong = await request.fetch(form, {
      method: "POST",
      data: `kind=other&correction=${"x".repeat(20_000)}`,
    });
    expect(tooLong.status()).toBe(413);
    expect(tooLong.headers().connection).toBe("close");
    expect(await tooLong.text()).toContain("this form takes at most 16 KB");
    const admin = await request.fetch("/admin/clinics/1", { method: "POST", data: "x".repeat(300_000) });
    expect(admin.status()).toBe(413);
    const put = await request.fetch(form, { method: "PUT", data: "kind=other" });
    expect(put.status()).toBe(405);
    expect(put.headers().allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  test("another spelling of a page is a 301 to its one address, never to another host", async ({
    baseURL,
  }) => {
    const host = new URL(baseURL ?? "").host;
    const get = (path: string) =>
      rawRequest(baseURL ?? "", `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    const cases: [string, string][] = [
      ["/about/", "/about"],
      ["/BLOG", "/blog"],
      ["/Search/?location=Austin", "/search?location=Austin"],
    ];
    for (const [path, location] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(301);
      // The head is lower-cased by rawRequest.
      expect(/\r\nlocation: ([^\r]*)/.exec(answer.head)?.[1], path).toBe(location.toLowerCase());
    }
    for (const path of ["/\\evil.example/%2e%2e", "/\\evil.example/%2e%2e/", "//evil.example/"]) {
      const answer = await get(path);
      const location = /\r\nlocation: ([^\r]*)/.exec(answer.head)?.[1];
      if (location !== undefined) expect(new URL(location, baseURL).host, path).toBe(host);
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  test("/favicon.ico is an icon, not a page", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
    expect((await response.body()).length).toBeLessThan(5_000);
  });
});
