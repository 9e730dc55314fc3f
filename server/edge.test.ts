import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { AppServices } from "../app/context.ts";
import { API_ROUTES } from "../app/server/api/endpoints.server.ts";
import { createApiProducer } from "../app/server/api/listener.server.ts";
import { json } from "../app/server/api/responses.server.ts";
import { get } from "../app/server/api/router.server.ts";
import { NO_PROXIES } from "../app/server/http/client-address.server.ts";
import { RateLimiter } from "../app/server/http/rate-limiter.server.ts";
import { capturingLogger } from "../tests/support/capturing-logger.ts";
import { bucketOf, createEdge, type EdgeOptions, isApiPath, kindOf } from "./edge.ts";
import { pageAnswer } from "./page-answer.ts";
import type { RenderGate } from "./render-gate.ts";
import { createStamps } from "./stamp.ts";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** Pages that render their path (`renders` lists what was rendered), /form takes a post; a stats endpoint. */
async function start(options: Partial<EdgeOptions> & { gate?: RenderGate } = {}) {
  const renders: string[] = [];
  const asked: string[] = [];
  const { logger, lines } = capturingLogger();
  const services = { stats: { get: async () => ({ clinicsCount: 1 }) } } as unknown as AppServices;
  const routes = [
    get("/api/stats", ({ services }) => services.stats.get().then((stats) => json(stats))),
    get("/api/echo", ({ query }) => {
      asked.push(query.toString());
      return json({ ok: true });
    }),
  ];
  const edge = createEdge({
    logger,
    stamps: createStamps({ build: "b", version: async () => 1 }),
    api: { producer: createApiProducer(services, { logger, routes }), keptBytes: 0 },
    pages: {
      keptBytes: 1024 * 1024,
      validators: true,
      importMaxMb: 1,
      gate: options.gate,
      health: async () => ({ ok: true, checks: { process: "ok" } }),
      producer: {
        build: async () => "b",
        facts: async (path) => (path === "/form" ? { formBodyKb: 1 } : {}),
        async render(req, _res, page) {
          renders.push(`${req.method} ${req.url}`);
          const body = `<!DOCTYPE html><p>${req.url}</p><script nonce="${page.nonce}"></script>`;
          const headers = { "Content-Type": "text/html; charset=utf-8" };
          return pageAnswer(new Response(body, { headers }), page);
        },
      },
    },
    ...options,
  });
  const server = createServer(edge.listener);
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, port, renders, asked, lines };
}

/** node:http as it is: the head and body exactly as sent. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("what a request is", () => {
  it("tells the JSON API's paths from the rest", () => {
    for (const url of ["/api", "/api?x=1", "/api/", "/api/stats", "/api/clinics?location=Austin"]) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of [
      undefined,
      "",
      "/",
      "/apis",
      "/api-docs",
      "/apiary/x",
      "/search?api=1",
      "//api/stats",
      "/API/stats",
    ]) {
      expect(isApiPath(url), String(url)).toBe(false);
    }
    expect(kindOf("/api/events", true)).toBe("events");
    expect(kindOf("/api/events?x", true)).toBe("events");
    expect(kindOf("/api/events", false)).toBe("api");
    expect(kindOf("/assets/entry.client-abc.js", true)).toBe("asset");
    expect(kindOf("/healthz", true)).toBe("health");
    expect(kindOf("/healthz?deep", true)).toBe("health");
    expect(kindOf("/healthzz", true)).toBe("page");
  });

  it("counts location lookups, usage events, the API and pages apart, and never assets or the health check", () => {
    const producer = createApiProducer({} as AppServices, {
      logger: pino({ level: "silent" }),
      routes: API_ROUTES,
    });
    const bucket = (url: string) => {
      const kind = kindOf(url, true);
      const matched = kind === "api" ? producer.match(url.split("?")[0] ?? "") : null;
      return bucketOf(kind, matched !== null && "route" in matched ? matched.route : null);
    };
    expect(bucket("/api/locations/suggest?q=aus")).toBe("lookups");
    expect(bucket("/api/locations/reverse?lat=1&lng=2")).toBe("lookups");
    expect(bucket("/api/clinics?location=Austin")).toBe("api");
    expect(bucket("/api")).toBe("api");
    expect(bucket("/api/events")).toBe("events");
    expect(bucket("/search?location=Austin")).toBe("pages");
    expect(bucket("/apis")).toBe("pages");
    expect(bucket("/favicon.ico")).toBe("pages");
    expect(bucket("/assets/entry.client-abc.js")).toBeNull();
    expect(bucket("/healthz")).toBeNull();
  });
});

describe("the edge", () => {
  it("renders pages behind the render gate; the API, the health check and kept pages never wait", async () => {
    const gated: string[] = [];
    const gate: RenderGate = {
      admit: (req, res, handler) => {
        gated.push(req.url ?? "");
        handler(req, res);
      },
      running: 0,
      waiting: 0,
    };
    const { base, renders } = await start({ gate } as never);
    for (const path of ["/search?location=Austin", "/api/stats", "/healthz", "/kept", "/kept", "/kept"]) {
      await fetch(`${base}${path}`);
    }
    expect(gated).toEqual(["/search?location=Austin", "/kept", "/kept"]);
    expect(renders).toHaveLength(3);
  });

  it("takes the tracking parameters of ad and social links off pages, not off the API", async () => {
    const { base, renders, asked } = await start();
    await fetch(`${base}/clinic/austin-mens-health?fbclid=IwAR0abc`);
    await fetch(`${base}/search?location=Austin%2C+TX&utm_source=newsletter&sort=rating`);
    await fetch(`${base}/api/echo?location=Austin&utm_source=x`);
    expect(renders).toEqual([
      "GET /clinic/austin-mens-health",
      "GET /search?location=Austin%2C+TX&sort=rating",
    ]);
    expect(asked).toEqual(["location=Austin&utm_source=x"]);
  });

  it("moves another spelling of a page to its one address, without the tracking parameters", async () => {
    const { base } = await start();
    const moved = await raw(`${base}/About/?utm_source=x&tab=1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/about?tab=1");
  });

  it("writes one log line per request: method, path without the query, status, time; none for health checks", async () => {
    const { base, lines } = await start();
    await fetch(`${base}/search?location=Austin%2C%20TX&services=hcg-therapy`);
    await fetch(`${base}/api/stats?location=Austin`);
    await fetch(`${base}/healthz`);
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/search", status: 200, msg: "request" });
    expect(lines[1]).toMatchObject({ method: "GET", path: "/api/stats", status: 200, msg: "request" });
    for (const line of lines) expect(typeof line.ms).toBe("number");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("Austin");
    expect(text).not.toContain("127.0.0.1");
  });

  it("refuses a client over its limit before anything else, and logs the bucket", async () => {
    const limiter = new RateLimiter({ pages: 1, api: 1, lookups: 1, events: 1 });
    const { base, renders, lines } = await start({ rateLimits: { limiter, proxies: NO_PROXIES } });
    expect((await fetch(`${base}/about`)).status).toBe(200);
    const page = await raw(`${base}/about`);
    expect(page.status).toBe(429);
    expect(page.headers["content-type"]).toMatch(/^text\/plain/);
    expect(page.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await fetch(`${base}/api/stats`)).status).toBe(200);
    const api = await raw(`${base}/api/stats`);
    expect(api.status).toBe(429);
    expect(JSON.parse(api.body)).toEqual({ error: { message: expect.stringMatching(/^Too many requests/) } });
    expect(renders).toEqual(["GET /about"]);
    await expect.poll(() => lines.filter((line) => line.status === 429)).toHaveLength(2);
    expect(lines.filter((line) => line.status === 429).map((line) => line.bucket)).toEqual(["pages", "api"]);
  });

  it("sends pages under their render's policy and nonce, and JSON under the policy that allows nothing", async () => {
    const { base } = await start();
    const page = await raw(`${base}/about`);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(page.body).toContain(`nonce="${nonce}"`);
    for (const path of ["/healthz", "/about/", "/no-such-page"]) {
      expect((await raw(`${base}${path}`)).headers["content-security-policy"], path).toMatch(/'nonce-/);
    }
    const stats = await raw(`${base}/api/stats`);
    expect(stats.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const answer of [page, stats]) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["strict-transport-security"]).toMatch(/max-age=/);
      expect(answer.headers.vary).toBe("Accept-Encoding");
    }
  });

  it("closes the connection after a body it did not read, and keeps it after a form it took", async () => {
    const { base, renders } = await start();
    const refused = await raw(`${base}/about`, { method: "POST", body: "x".repeat(100) });
    expect(refused.status).toBe(405);
    expect(refused.headers.connection).toBe("close");
    const tooLong = await raw(`${base}/form`, { method: "POST", body: "x".repeat(2000) });
    expect(tooLong.status).toBe(413);
    expect(tooLong.headers.connection).toBe("close");
    const taken = await raw(`${base}/form`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(taken.status).toBe(200);
    expect(taken.headers.connection).not.toBe("close");
    expect(renders).toEqual(["POST /form"]);
    const api = await raw(`${base}/api/stats`, { method: "GET", body: "x" });
    expect(api.status).toBe(400);
    expect(api.headers.connection).toBe("close");
  });

  it("asks every client to close its connection while shutting down", async () => {
    let stopping = false;
    const { base } = await start({ isShuttingDown: () => stopping });
    for (const path of ["/about", "/api/stats", "/healthz"]) {
      expect((await raw(`${base}${path}`)).headers.connection, path).not.toBe("close");
    }
    stopping = true;
    for (const path of ["/about", "/api/stats", "/about", "/about/"]) {
      expect((await raw(`${base}${path}`)).headers.connection, path).toBe("close");
    }
    expect((await raw(`${base}/healthz`)).status).toBe(503);
  });
});
