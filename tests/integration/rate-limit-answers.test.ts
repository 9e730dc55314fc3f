// What a client over its limit is answered (decision 14), on the server's own front door with the pages of the
// production build, and a clock the test moves: limits count in fixed one-minute windows, so the test says where
// in the minute each request falls instead of waiting for a minute to begin.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiProducer } from "../../app/server/api/listener.server.ts";
import { NO_PROXIES } from "../../app/server/http/client-address.server.ts";
import { RATE_WINDOW_MS, RateLimiter } from "../../app/server/http/rate-limiter.server.ts";
import { createLogger } from "../../app/server/logger.server.ts";
import { createEdge } from "../../server/edge.ts";
import type { PageProducer } from "../../server/page-answer.ts";
import { staticFiles } from "../../server/static-files.ts";
import { servicesFor } from "../support/app-services.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { ask, SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";
import { BUILD_TIMEOUT_MS, productionBuild } from "../support/production-build.ts";

/** Some minute's start, far from any real one: the clock is the test's. */
const MINUTE = 1_000 * RATE_WINDOW_MS;
let now = MINUTE;

let database: TestDatabase;
let server: Server;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  const buildDir = await productionBuild();
  database = await createTestDatabase("sqlite");
  const services = servicesFor(database);
  const logger = createLogger({ LOG_LEVEL: "info" }, { write: (line: string) => logged.push(line) });
  const build = new URL(`${buildDir}/`, `file://${process.cwd()}/`);
  const { createPageProducer } = (await import(new URL("server/index.js", build).href)) as {
    createPageProducer: (services: unknown) => PageProducer;
  };
  const edge = createEdge({
    logger,
    rateLimits: {
      limiter: new RateLimiter({ pages: 3, api: 4, lookups: 2, events: 2 }, { now: () => now }),
      proxies: NO_PROXIES,
    },
    api: { producer: createApiProducer(services, { logger }), keptBytes: 0 },
    pages: {
      producer: createPageProducer(services),
      keptBytes: 0,
      validators: false,
      files: staticFiles(fileURLToPath(new URL("client", build))),
      health: async () => ({ ok: true, checks: { process: "ok", database: "ok" } }),
      importMaxMb: 5,
    },
  });
  server = createServer(edge.listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.drop();
});

const get = (path: string) => ask(base, path);

describe("a client over its limit", () => {
  it("gets 429 with the seconds left in the minute, per kind of request, and assets stay free", async () => {
    now = 5 * MINUTE + 15_000; // 45 s left in this minute
    for (let i = 0; i < 3; i++) expect((await get(`/search?location=Austin&n=${i}`)).status).toBe(200);
    const page = await get("/");
    expect(page.status).toBe(429);
    expect(page.headers["retry-after"]).toBe("45");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.text).toBe("Too many requests: please wait 45 seconds and try again.\n");

    // The search box's lookups have their own, smaller limit, and answer in JSON like the rest of the API.
    for (let i = 0; i < 2; i++) expect((await get(`/api/locations/suggest?q=aus${i}`)).status).toBe(200);
    const lookup = await get("/api/locations/suggest?q=dal");
    expect(lookup.status).toBe(429);
    expect(lookup.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(lookup.text)).toEqual({
      error: { message: "Too many requests: please wait 45 seconds and try again." },
    });

    // The rest of the API still answers, up to its own limit.
    for (let i = 0; i < 4; i++) expect((await get(`/api/clinics?limit=1&n=${i}`)).status).toBe(200);
    expect((await get("/api/stats")).status).toBe(429);

    // Scripts and the health check are never limited: a page's assets must load with it.
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/assets/missing-abc123.js")).status).toBe(404);
    expect(logged.join("")).toContain('"status":429');
    expect(logged.join("")).not.toContain("Austin"); // logged by path only
  });

  it("is told to wait one second at the end of the minute, and is served again in the next", async () => {
    now = 7 * MINUTE;
    for (let i = 0; i < 3; i++) expect((await get(`/about?n=${i}`)).status).toBe(200);
    now = 7 * MINUTE + 59_500;
    const last = await get("/about");
    expect(last.status).toBe(429);
    expect(last.headers["retry-after"]).toBe("1");
    expect(last.text).toBe("Too many requests: please wait 1 second and try again.\n");
    now = 8 * MINUTE;
    expect((await get("/about")).status).toBe(200);
  });
});

it(
  "the server takes its limits from RATE_LIMIT_PAGES, RATE_LIMIT_API and RATE_LIMIT_LOOKUPS",
  async () => {
    const site = await startSiteServer("rate-limits", {
      RATE_LIMIT_PAGES: "1",
      RATE_LIMIT_API: "1",
      RATE_LIMIT_LOOKUPS: "1",
    });
    try {
      // Three requests in a row cross at most one minute boundary, so with a limit of one at least one is refused.
      for (const path of ["/about", "/api/stats", "/api/locations/suggest?q=aus"]) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await ask(site.base, path)).status);
        expect(statuses, path).toContain(429);
      }
    } finally {
      await site.dispose();
    }
  },
  SITE_SERVER_TIMEOUT_MS,
);
