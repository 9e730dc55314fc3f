// What the production server answers at the HTTP level: security headers, compression, caching of assets, and
// a 4xx (never a 500) for requests no page can answer. No browser is needed to see any of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, rawRequest, SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";
import type { ServerProcess } from "../support/server-process.ts";

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

/** What a script's plain string body is sent as (as Playwright's request.fetch sends it). */
const OCTET_STREAM = { "content-type": "application/octet-stream" };

let server: ServerProcess;
let base: string;
const get = (path: string, headers: Record<string, string> = {}) => ask(base, path, { headers });

beforeAll(async () => {
  server = await startSiteServer("http-protocol");
  base = server.base;
}, SITE_SERVER_TIMEOUT_MS);

afterAll(async () => {
  await server?.dispose();
});

describe("pages, assets and the API", () => {
  it("a page carries every security header and the nonce of its render on its scripts", async () => {
    const first = await get("/");
    expectSecurityHeaders(first.headers);
    const nonce = first.headers["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scriptTags = first.text.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);

    // Each render has its own nonce (a repeated URL is the kept render with its nonce: page-cache-process.test.ts),
    // on every script: the hand-off and loader scripts the server worked out for the first render included.
    const other = await get(`/?first-asked=${Date.now()}`);
    const otherNonce = other.headers["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
    expect(otherNonce).toBeTruthy();
    expect(otherNonce).not.toBe(nonce);
    const otherTags = other.text.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(otherTags).toHaveLength(scriptTags.length);
    for (const tag of otherTags) expect(tag).toContain(`nonce="${otherNonce}"`);
  });

  it("/healthz answers ok with the security headers and no caching", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(response.text)).toEqual({ ok: true, checks: { process: "ok", database: "ok" } });
  });

  it("responses are compressed with brotli or gzip", async () => {
    expect((await get("/", { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    expect((await get("/", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
  });

  it("hashed assets are cached for a year as immutable; a missing asset is a 404", async () => {
    const asset = (await get("/")).text.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset as string);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers["cache-control"]).toContain("max-age=31536000");
    expectSecurityHeaders(response.headers);
    expect((await get("/assets/missing-abc123.js")).status).toBe(404);
  });

  it("hashed scripts go out as compressed at build time, in the encoding the browser accepts", async () => {
    // React and React Router's chunk: the entry script itself is a few lines, too small to be worth compressing.
    const script = (await get("/")).text.match(/\/assets\/framework[\w.-]+\.js/)?.[0] as string;
    const plain = await get(script, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const encoding of ["br", "gzip"]) {
      const response = await get(script, { "accept-encoding": encoding });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(response.headers["content-length"])).toBeLessThan(plain.text.length / 2);
      expect(response.raw.length).toBe(Number(response.headers["content-length"]));
      expect(response.text).toBe(plain.text); // decoded: the same script
    }
  });

  it("the favicon and social card are served; /favicon.ico is an icon, not a page", async () => {
    expect((await get("/favicon.svg")).status).toBe(200);
    const card = await get("/social-card.png");
    expect(card.headers["content-type"]).toBe("image/png");
    expect(card.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const ico = await get("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(ico.headers["content-type"]).toMatch(/^image\//);
    expect(ico.raw.length).toBeLessThan(5_000);
  });

  it("the API answers JSON with caching headers, and 404 JSON for unknown endpoints", async () => {
    const stats = await get("/api/stats");
    expect(stats.status).toBe(200);
    expect(stats.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(stats.headers.etag).toBeTruthy();
    expect(stats.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(stats.headers["x-content-type-options"]).toBe("nosniff");
    expect(stats.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(stats.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(stats.headers["permissions-policy"]).toContain("camera=()");
    expect(JSON.parse(stats.text)).toMatchObject({ demoData: true });
    const unknown = await get("/api/no-such-thing");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({
      error: { message: "No such API endpoint; see /api/openapi.json" },
    });
    const bad = await get("/api/clinics?limit=0");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ error: { field: "limit" } });
  });

  it("a HEAD request gets the page's length and validator without a body", async () => {
    const head = await ask(base, "/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.etag).toMatch(/^W\//);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    expect(head.raw).toHaveLength(0);
  });
});

describe("requests no page can answer get a 4xx, never a 500", () => {
  it("a missing or malformed Host header is a 400", async () => {
    expect((await rawRequest(base, "GET / HTTP/1.0\r\n\r\n")).status).toBe(400);
    expect((await rawRequest(base, "GET /search?location=Austin HTTP/1.1\r\nHost: [\r\n\r\n")).status).toBe(
      400,
    );
    const ok = await rawRequest(
      base,
      `GET /about HTTP/1.1\r\nHost: ${new URL(base).host}\r\nConnection: close\r\n\r\n`,
    );
    expect(ok.status).toBe(200);
  });

  it("encoded control characters and broken encoding in the path are a 400", async () => {
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
      expect((await get(path)).status, path).toBe(400);
    }
  });

  it("TRACE and other methods pages do not take are a 405 with Allow; OPTIONS is a 204 without a body", async () => {
    const host = new URL(base).host;
    const trace = await rawRequest(base, `TRACE / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(trace.status).toBe(405);
    expect(trace.head).toContain("allow: get, head, options");
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await ask(base, "/about", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
    }
    for (const path of ["/sitemap.xml", "/robots.txt", "/"]) {
      const options = await ask(base, path, { method: "OPTIONS" });
      expect(options.status, path).toBe(204);
      expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
      expect(options.text).toBe("");
    }
  });

  it("a body where none is taken is refused and the connection closed, on pages and the API", async () => {
    const page = await ask(base, "/about", {
      method: "POST",
      headers: OCTET_STREAM,
      body: "x".repeat(10_000),
    });
    expect(page.status).toBe(405);
    expect(page.headers.connection).toBe("close");
    const api = await ask(base, "/api/stats", {
      method: "POST",
      headers: OCTET_STREAM,
      body: "x".repeat(10_000),
    });
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBeTruthy();
    expect(api.headers.connection).toBe("close");
    const get = await ask(base, "/api/stats", { method: "GET", headers: OCTET_STREAM, body: "x" });
    expect(get.status).toBe(400);
    expect(JSON.parse(get.text)).toEqual({
      error: { field: "body", message: "a GET or HEAD request takes no body" },
    });
  });

  it("only pages with a form take POST, each up to its own size; a longer body is refused unread", async () => {
    const form = "/clinic/some-clinic/suggest-edit";
    const options = await ask(base, form, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    const tooLong = await ask(base, form, {
      method: "POST",
      headers: OCTET_STREAM,
      body: `kind=other&correction=${"x".repeat(20_000)}`,
    });
    expect(tooLong.status).toBe(413);
    expect(tooLong.headers.connection).toBe("close");
    expect(tooLong.text).toContain("this form takes at most 16 KB");
    const admin = await ask(base, "/admin/clinics/1", {
      method: "POST",
      headers: OCTET_STREAM,
      body: "x".repeat(300_000),
    });
    expect(admin.status).toBe(413);
    // The import takes a file of up to twice ADMIN_IMPORT_MAX_MB (5 MB by default), so that its page can answer
    // a file over the limit with its own message; beyond that the edge refuses it unread, with an answer like
    // any other (the request below announces 11 MB and sends none of it).
    const host = new URL(base).host;
    const upload = await rawRequest(
      base,
      `POST /admin/import HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${11 * 1024 * 1024}\r\n\r\n`,
    );
    expect(upload.status).toBe(413);
    expect(upload.head).toContain("connection: close");
    expect(upload.head).toContain("content-security-policy: default-src 'self'");
    expect(upload.head).toContain("x-content-type-options: nosniff");
    expect(upload.head).toContain("cache-control: no-store");
    const put = await ask(base, form, { method: "PUT", headers: OCTET_STREAM, body: "kind=other" });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("a form post that is not encoded as a form, or cannot be read, gets a plain 4xx, never a 500", async () => {
    const clinic = (JSON.parse((await get("/api/clinics?limit=1")).text) as { slug: string }[])[0]?.slug;
    const sameOrigin = { origin: new URL(base).origin, "sec-fetch-site": "same-origin" };
    const post = (path: string, contentType: string | undefined, body: string) =>
      ask(base, path, {
        method: "POST",
        headers: contentType === undefined ? sameOrigin : { ...sameOrigin, "content-type": contentType },
        body,
      });
    const truncated =
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--xyz\r\nContent-Dispo';
    for (const path of ["/admin/sign-in", `/clinic/${clinic}/suggest-edit`]) {
      const noBoundary = await post(path, "multipart/form-data", "email=a&password=b");
      expect(noBoundary.status, path).toBe(400);
      expect(noBoundary.text).toContain("a multipart form needs a boundary");
      expectSecurityHeaders(noBoundary.headers);
      for (const type of ["text/plain", "application/json", undefined]) {
        const refused = await post(path, type, '{"email":"a"}');
        expect(refused.status, `${path} ${type}`).toBe(415);
        expect(refused.text).toContain(
          "send the form as application/x-www-form-urlencoded or multipart/form-data",
        );
      }
      for (const body of [truncated, "email=a&password=b"]) {
        const unreadable = await post(path, "multipart/form-data; boundary=xyz", body);
        expect(unreadable.status, path).toBe(400);
        expect(unreadable.text).toContain("The form could not be read. Please go back and send it again.");
      }
      const repeated = await post(
        path,
        "application/x-www-form-urlencoded",
        `email=a&${"kind=other&".repeat(1000)}password=b`,
      );
      expect(repeated.status, path).toBeLessThan(500);
    }
  });

  it("another spelling of a page is a 301 to its one address, never to another host", async () => {
    const host = new URL(base).host;
    const get = (path: string) =>
      rawRequest(base, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
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
      if (location !== undefined) expect(new URL(location, base).host, path).toBe(host);
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});
