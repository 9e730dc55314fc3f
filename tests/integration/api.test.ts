import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import type { Clinic } from "../../app/domain/clinic.ts";
import { createApiListener, type NodeListener } from "../../app/server/api/listener.server.ts";
import { BadRequest } from "../../app/server/api/params.server.ts";
import { json } from "../../app/server/api/responses.server.ts";
import { get } from "../../app/server/api/router.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { servicesFor } from "../support/app-services.ts";
import { capturingLogger } from "../support/capturing-logger.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";

const FIXTURES = [
  makeClinic({
    slug: "austin-downtown",
    name: "Austin Downtown Men's Clinic",
    rating: 4.8,
    reviewCount: 120,
    pricing: [
      { service: "TRT program", price: "$250 per month", low: 250, high: 250, unit: "month" },
      { service: "Injections", price: "$180-$220 per month", low: 180, high: 220, unit: "month" },
    ],
  }),
  makeClinic({
    slug: "round-rock-hormones",
    name: "Round Rock Hormone Center",
    city: "Round Rock",
    zipCode: "78664",
    latitude: 30.5083,
    longitude: -97.6789,
    rating: 4.1,
    reviewCount: 40,
    services: ["testosterone-pellets"],
    insurance: ["cigna"],
    priceRange: "$",
    pricing: [{ service: "Injections", price: "$99 per month", low: 99, high: 99, unit: "month" }],
    featured: true,
  }),
  makeClinic({
    slug: "st-louis-vitality",
    name: "Gateway Vitality",
    city: "St. Louis",
    state: "MO",
    zipCode: "63101",
    latitude: 38.6315,
    longitude: -90.1922,
    rating: 3.6,
    reviewCount: 12,
    phone: "(314) 555-0111",
  }),
  makeClinic({
    slug: "virtual-men-online",
    name: "Virtual Men Online",
    city: "Denver",
    state: "CO",
    zipCode: "80202",
    latitude: 39.7525,
    longitude: -104.9995,
    telehealth: true,
    videoConsult: true,
    ePrescriptions: true,
    licenseStates: ["CO", "TX", "MO"],
    rating: 4.6,
    reviewCount: 300,
    pricing: [
      { service: "Online TRT", price: "$300 per month", low: 300, high: 300, unit: "month" },
      { service: "Weekly check-in", price: "$20 per week", low: 20, high: 20, unit: "week" },
    ],
  }),
];

async function body<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The listener on a real node:http server on a free port. */
async function serve(listener: NodeListener): Promise<{ server: Server; base: string }> {
  const server = createServer(listener);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}` };
}

async function stop(server: Server | undefined) {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http without fetch's conveniences: the bytes exactly as sent, no decompression. */
function raw(url: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(DIALECTS)("public API on %s", (dialect) => {
  let database: TestDatabase;
  let server: Server;
  let base: string;
  const log = capturingLogger();

  const api = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertClinics(database.db, FIXTURES);
    ({ server, base } = await serve(createApiListener(servicesFor(database), log.logger)));
  });

  afterAll(async () => {
    await stop(server);
    await database?.drop();
  });

  describe("GET /api/clinics", () => {
    it("lists clinics with the total in X-Total-Count, caching headers and an ETag", async () => {
      const response = await api("/api/clinics");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(response.headers.get("X-Total-Count")).toBe("4");
      expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
      const etag = response.headers.get("ETag");
      expect(etag).toMatch(/^W\/".+"$/);
      const list = await body<Clinic[]>(response);
      expect(list.map((c) => c.slug)).toEqual([
        "austin-downtown",
        "virtual-men-online",
        "round-rock-hormones",
        "st-louis-vitality",
      ]);
      const again = await api("/api/clinics", { "If-None-Match": etag ?? "" });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);
      expect(again.headers.get("X-Total-Count")).toBe("4");
      const among = await api("/api/clinics", { "If-None-Match": `"other", ${etag}` });
      expect(among.status).toBe(304);
      const stale = await api("/api/clinics", { "If-None-Match": 'W/"stale"' });
      expect(stale.status).toBe(200);
      const otherQuery = await api("/api/clinics?sort=name", { "If-None-Match": etag ?? "" });
      expect(otherQuery.status).toBe(200);
    });

    it("resolves a ZIP code to a radius search with distances", async () => {
      const list = await body<Clinic[]>(await api("/api/clinics?location=78701&radius=25"));
      expect(list.map((c) => c.slug)).toEqual(["austin-downtown", "round-rock-hormones"]);
      expect(list[1]?.distance).toBeGreaterThan(10);
    });

    it('resolves "City, ST", a state name, and coordinates', async () => {
      const city = await body<Clinic[]>(await api("/api/clinics?location=Austin%2C%20TX"));
      expect(city.map((c) => c.slug)).toEqual(["austin-downtown", "round-rock-hormones"]);
      const state = await body<Clinic[]>(await api("/api/clinics?location=Missouri"));
      expect(state.map((c) => c.slug)).toEqual(["st-louis-vitality"]);
      const point = await body<Clinic[]>(
        await api("/api/clinics?latitude=39.74&longitude=-104.99&radius=10"),
      );
      expect(point.map((c) => c.slug)).toEqual(["virtual-men-online"]);
    });

    it("matches other text against clinic names", async () => {
      const list = await body<Clinic[]>(await api("/api/clinics?location=Gateway%20Vitality"));
      expect(list.map((c) => c.slug)).toEqual(["st-louis-vitality"]);
    });

    it("applies every filter, with repeated and comma-separated values", async () => {
      const pick = async (query: string) =>
        (await body<Clinic[]>(await api(`/api/clinics?${query}`))).map((c) => c.slug);
      expect(await pick("services=testosterone-pellets")).toEqual(["round-rock-hormones"]);
      expect(await pick("services=Testosterone%20Injections&services=hormone-testing")).toHaveLength(3);
      expect(await pick("insurance=cigna,aetna")).toEqual([]);
      expect(await pick("insurance=Cigna")).toEqual(["round-rock-hormones"]);
      expect(await pick("rating=4.5")).toEqual(["austin-downtown", "virtual-men-online"]);
      expect(await pick("maxPrice=200")).toEqual(["austin-downtown", "round-rock-hormones"]);
      expect(await pick("maxPrice=180")).toEqual(["austin-downtown", "round-rock-hormones"]);
      expect(await pick("maxPrice=179")).toEqual(["round-rock-hormones"]);
      // A weekly price is not a monthly one, and a clinic with no monthly price is left out.
      expect(await pick("maxPrice=50")).toEqual([]);
      expect(await pick("insurance=true")).toHaveLength(4);
      expect(await pick("insurance=self-pay")).toEqual([
        "austin-downtown",
        "virtual-men-online",
        "st-louis-vitality",
      ]);
      expect(await pick("insurance=true&maxPrice=100")).toEqual(["round-rock-hormones"]);
      expect(await pick("telehealth=true")).toEqual(["virtual-men-online"]);
      expect(await pick("telemedicine=true&online_prescriptions=true")).toEqual(["virtual-men-online"]);
      expect(await pick("featured=true")).toEqual(["round-rock-hormones"]);
      expect(await pick("licensed_state=MO")).toEqual(["virtual-men-online"]);
      expect(await pick("state=TX")).toHaveLength(2);
      expect(await pick("state=mo&city=saint%20louis")).toEqual(["st-louis-vitality"]);
    });

    it("sorts and pages", async () => {
      const response = await api("/api/clinics?sort=name&limit=2&offset=1");
      expect(response.headers.get("X-Total-Count")).toBe("4");
      expect((await body<Clinic[]>(response)).map((c) => c.slug)).toEqual([
        "st-louis-vitality",
        "round-rock-hormones",
      ]);
      const byReviews = await body<Clinic[]>(await api("/api/clinics?sort=reviews&limit=1"));
      expect(byReviews[0]?.slug).toBe("virtual-men-online");
      // The lowest monthly price first; the clinic that lists none last.
      const byPrice = await body<Clinic[]>(await api("/api/clinics?sort=price"));
      expect(byPrice.map((c) => c.slug)).toEqual([
        "round-rock-hormones",
        "austin-downtown",
        "virtual-men-online",
        "st-louis-vitality",
      ]);
      const nearByPrice = await body<Clinic[]>(
        await api("/api/clinics?location=78701&sort=price&maxPrice=250"),
      );
      expect(nearByPrice.map((c) => c.slug)).toEqual(["round-rock-hormones", "austin-downtown"]);
    });

    it.each([
      ["latitude=200&longitude=0", "latitude"],
      ["latitude=abc&longitude=0", "latitude"],
      ["latitude=30", "longitude"],
      ["limit=0", "limit"],
      ["limit=10000", "limit"],
      ["limit=2.5", "limit"],
      ["offset=-1", "offset"],
      ["sort=cheapest", "sort"],
      ["sort=distance", "sort"],
      ["rating=abc", "rating"],
      ["rating=6", "rating"],
      ["radius=0", "radius"],
      [`location=${"x".repeat(5000)}`, "location"],
      ["services=acupuncture", "services"],
      ["insurance=nope", "insurance"],
      ["priceRange=cheap", "priceRange"],
      ["priceRange=%24%24", "priceRange"],
      ["maxPrice=0", "maxPrice"],
      ["maxPrice=12.5", "maxPrice"],
      ["maxPrice=cheap", "maxPrice"],
      ["maxPrice=100001", "maxPrice"],
      ["maxPrice=100&maxPrice=200", "maxPrice"],
      ["telehealth=yes", "telehealth"],
      ["state=ZZ", "state"],
      ["city=Austin", "state"],
      ["limit=5&limit=6", "limit"],
      ["licensed_state=Narnia", "licensed_state"],
      ["location=a%00b", "location"],
      ["state=TX&city=%00", "city"],
    ])("rejects %s with a 400 naming %s", async (query, field) => {
      const response = await api(`/api/clinics?${query}`);
      expect(response.status).toBe(400);
      const error = await body<{ error: { field: string; message: string } }>(response);
      expect(error.error.field).toBe(field);
      expect(error.error.message.length).toBeGreaterThan(3);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("ETag")).toBeNull();
    });

    it("never fails on arbitrary query strings: always JSON, never a server error", async () => {
      const names = [
        "location",
        "latitude",
        "longitude",
        "radius",
        "state",
        "city",
        "services",
        "insurance",
        "rating",
        "priceRange",
        "maxPrice",
        "telehealth",
        "telemedicine",
        "online_prescriptions",
        "featured",
        "licensed_state",
        "sort",
        "limit",
        "offset",
        "q",
      ];
      const value = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.stringMatching(/^-?\d{1,6}(\.\d{1,4})?$/),
        fc.constantFrom(
          "true",
          "false",
          "TX",
          "Austin, TX",
          "78701",
          "$$",
          "aetna",
          "' OR 1=1 --",
          "%",
          "\u0000",
          "a\u0000b",
        ),
        fc.string({ unit: "binary", maxLength: 30 }),
      );
      const pair = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 })), value);
      await fc.assert(
        fc.asyncProperty(fc.array(pair, { maxLength: 6 }), async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await api(`/api/clinics?${query}`);
          expect([200, 400]).toContain(response.status);
          expect(response.headers.get("Content-Type")).toContain("application/json");
          const parsed = await response.json();
          if (response.status === 200) expect(Array.isArray(parsed)).toBe(true);
          else expect(typeof parsed.error.message).toBe("string");
        }),
        { numRuns: 1000 },
      );
    }, 120_000);

    it("never fails on arbitrary raw query strings and path parameters either", async () => {
      const text = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom("%", "%E0%A4%A", "%zz", "%00", "a%2Fb", "..", "%C0%AF"),
      );
      await fc.assert(
        fc.asyncProperty(text, text, async (a, b) => {
          // Only what a client can put on the request line: keep printable ASCII, escape the rest.
          const safe = (value: string) =>
            value.replace(/[^\x21-\x7e]|[#?]/g, (c) => encodeURIComponent(c).replace(/%25/g, "%"));
          for (const path of [
            `/api/clinics?${safe(a)}&${safe(b)}`,
            `/api/clinics/city/${safe(a).replaceAll("/", "%2F") || "x"}/${safe(b).replaceAll("/", "%2F") || "y"}`,
            `/api/clinics/slug/${safe(a).replaceAll("/", "%2F") || "x"}`,
            `/api/locations/suggest?q=${safe(a)}`,
          ]) {
            const response = await raw(`${base}${path}`);
            expect(response.status, path).toBeLessThan(500);
            expect(response.headers["content-type"]).toContain("application/json");
            JSON.parse(response.body.toString("utf8"));
          }
        }),
        { numRuns: 250 },
      );
    }, 120_000);
  });

  it("GET /api/clinics/featured lists featured clinics", async () => {
    const list = await body<Clinic[]>(await api("/api/clinics/featured"));
    expect(list.map((c) => c.slug)).toEqual(["round-rock-hormones"]);
  });

  it("GET /api/clinics/city/{city}/{state} finds a city by any spelling, with distances from its centre", async () => {
    const cityPath = (city: string, state: string) =>
      `/api/clinics/city/${encodeURIComponent(city)}/${encodeURIComponent(state)}`;
    for (const [city, state] of [
      ["St. Louis", "MO"],
      ["st-louis", "mo"],
      ["Saint Louis", "Missouri"],
    ] as const) {
      const response = await api(cityPath(city, state));
      expect(response.status).toBe(200);
      const list = await body<Clinic[]>(response);
      expect(list.map((c) => c.slug)).toEqual(["st-louis-vitality"]);
      expect(list[0]?.distance).toBeLessThan(5);
    }
    const empty = await api(cityPath("Plano", "TX"));
    expect(await body<Clinic[]>(empty)).toEqual([]);
    const bad = await api(cityPath("Plano", "XX"));
    expect(bad.status).toBe(400);
    expect((await body<{ error: { field: string } }>(bad)).error.field).toBe("state");
    const control = await api(cityPath("Pla\u0001no", "TX"));
    expect((await body<{ error: { field: string } }>(control)).error.field).toBe("city");
    const malformed = await api("/api/clinics/city/%E0%A4%A/TX");
    expect(malformed.status).toBe(400);
    expect((await body<{ error: { field: string } }>(malformed)).error.field).toBe("city");
  });

  it("GET /api/clinics/slug/{slug} answers the clinic, or a JSON 404", async () => {
    const found = await api("/api/clinics/slug/austin-downtown");
    expect(found.status).toBe(200);
    expect((await body<Clinic>(found)).name).toBe("Austin Downtown Men's Clinic");
    for (const slug of ["no-such-clinic", "../etc/passwd", "x".repeat(500), "' or 1=1 --"]) {
      const missing = await api(`/api/clinics/slug/${encodeURIComponent(slug)}`);
      expect(missing.status).toBe(404);
      expect(await body<{ error: { message: string } }>(missing)).toEqual({
        error: { field: "slug", message: "Clinic not found" },
      });
    }
  });

  it("reuses an answer only while the data is unchanged, and never keeps errors or no-store answers", async () => {
    const calls = { list: 0, failing: 0, private: 0 };
    const routes = [
      get("/api/list", async ({ services }) => {
        calls.list++;
        const rows = await services.db.selectFrom("clinics").select("slug").orderBy("slug").execute();
        return json(rows.map((row) => row.slug));
      }),
      get("/api/failing", () => {
        calls.failing++;
        throw new BadRequest("q", "is wrong");
      }),
      get("/api/private", () => {
        calls.private++;
        return json({ here: true }, { maxAge: 0 });
      }),
    ];
    const { server: cached, base: cachedBase } = await serve(
      createApiListener(servicesFor(database), log.logger, { routes }),
    );
    try {
      const list = async (query = "") =>
        JSON.parse((await raw(`${cachedBase}/api/list${query}`)).body.toString());
      const before = await list();
      // A URL asked for once is not kept (decision 28); asked for again, it is.
      expect(await list()).toEqual(before);
      expect(calls.list).toBe(2);
      expect(await list()).toEqual(before);
      expect(calls.list).toBe(2);
      expect(await list("?other=1")).toEqual(before); // another URL is another entry
      expect(calls.list).toBe(3);

      await upsertClinics(database.db, [makeClinic({ slug: "a-cache-test-clinic" })]);
      expect(await list()).toEqual(["a-cache-test-clinic", ...before]);
      expect(calls.list).toBe(4);
      await database.db.deleteFrom("clinics").where("slug", "=", "a-cache-test-clinic").execute();
      expect(await list()).toEqual(before);
      expect(calls.list).toBe(5);
      expect(await list()).toEqual(before); // kept again at the new data version
      expect(calls.list).toBe(5);

      for (let i = 0; i < 2; i++) {
        expect((await raw(`${cachedBase}/api/failing`)).status).toBe(400);
        expect((await raw(`${cachedBase}/api/private`)).status).toBe(200);
      }
      expect(calls).toMatchObject({ failing: 2, private: 2 });
    } finally {
      await stop(cached);
    }
  });

  it("GET /api/stats reports totals and whether demo data is loaded", async () => {
    const totals = await body<Record<string, unknown>>(await api("/api/stats"));
    expect(totals).toEqual({
      clinicsCount: 4,
      reviewsCount: 472,
      verifiedCount: 4,
      telehealthCount: 1,
      statesCovered: 3,
      demoData: false,
    });
  });

  it("GET /api/services and /api/insurance list the catalog with clinic counts", async () => {
    const services = await api("/api/services");
    expect(services.headers.get("Cache-Control")).toMatch(/^public, max-age=300/);
    const serviceList = await body<{ id: string; name: string; clinicCount: number }[]>(services);
    expect(serviceList[0]).toEqual({
      id: "testosterone-injections",
      name: "Testosterone Injections",
      clinicCount: 3,
    });
    expect(serviceList.find((s) => s.id === "testosterone-pellets")?.clinicCount).toBe(1);
    const insurers = await body<{ id: string; clinicCount: number }[]>(await api("/api/insurance"));
    expect(insurers.find((i) => i.id === "aetna")?.clinicCount).toBe(3);
  });

  it("GET /api/locations/suggest and /reverse answer from our own gazetteer", async () => {
    const suggestions = await body<{ label: string }[]>(await api("/api/locations/suggest?q=aus"));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]?.label).toBe("Austin, TX");
    expect(await body(await api("/api/locations/suggest?q=a"))).toEqual([]);
    const tooLong = await api(`/api/locations/suggest?q=${"a".repeat(500)}`);
    expect(tooLong.status).toBe(400);

    const denver = await api("/api/locations/reverse?lat=39.7392&lng=-104.9903");
    expect(denver.headers.get("Cache-Control")).toBe("no-store");
    expect(await body(denver)).toEqual({ city: "Denver", stateCode: "CO", label: "Denver, CO" });
    const ocean = await api("/api/locations/reverse?lat=0&lng=-150");
    expect(ocean.status).toBe(404);
    const missing = await api("/api/locations/reverse?lat=39.7");
    expect(missing.status).toBe(400);
    expect((await body<{ error: { field: string } }>(missing)).error.field).toBe("lng");
  });

  it("GET /api/openapi.json describes every endpoint and parameter", async () => {
    const doc = await body<{
      openapi: string;
      servers: { url: string }[];
      paths: Record<
        string,
        { get: { parameters?: { name: string }[]; responses: Record<string, { headers?: object }> } }
      >;
    }>(await api("/api/openapi.json"));
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "https://trt.example.org" }]);
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/clinics",
      "/api/clinics/city/{city}/{state}",
      "/api/clinics/featured",
      "/api/clinics/slug/{slug}",
      "/api/insurance",
      "/api/locations/reverse",
      "/api/locations/suggest",
      "/api/services",
      "/api/stats",
    ]);
    for (const [path, operation] of Object.entries(doc.paths)) {
      expect(operation.get.responses["429"]?.headers, path).toHaveProperty("Retry-After");
    }
    const clinicParams = doc.paths["/api/clinics"]?.get.parameters?.map((p) => p.name);
    expect(clinicParams).toEqual(
      expect.arrayContaining(["location", "latitude", "longitude", "radius", "sort", "limit"]),
    );
  });

  describe("HTTP", () => {
    it("answers unknown endpoints with a JSON 404, and ignores one trailing slash", async () => {
      for (const path of [
        "/api/no-such-thing",
        "/api",
        "/api/",
        "/api?x=1",
        "/api/clinics/slug",
        "/api/stats/x",
      ]) {
        const response = await api(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get("Content-Type")).toContain("application/json");
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(await response.json()).toEqual({
          error: { message: "No such API endpoint; see /api/openapi.json" },
        });
      }
      expect((await api("/api/stats/")).status).toBe(200);
    });

    it("answers 405 with Allow to other methods, on known and unknown paths", async () => {
      for (const [method, path] of [
        ["POST", "/api/clinics"],
        ["PUT", "/api/stats"],
        ["DELETE", "/api/clinics/slug/austin-downtown"],
        ["OPTIONS", "/api/stats"],
        ["POST", "/api/no-such-thing"],
      ] as const) {
        const response = await fetch(`${base}${path}`, {
          method,
          body: method === "POST" ? "{}" : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("Allow")).toBe("GET, HEAD");
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect((await body<{ error: { message: string } }>(response)).error.message).toMatch(/GET and HEAD/);
      }
    });

    it("answers HEAD with the GET headers and no body", async () => {
      const getResponse = await raw(`${base}/api/clinics`, { headers: { "Accept-Encoding": "identity" } });
      const head = await raw(`${base}/api/clinics`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(String(getResponse.body.length));
      expect(head.headers.etag).toBe(getResponse.headers.etag);
      expect(head.headers["x-total-count"]).toBe("4");
      expect(head.headers["content-type"]).toContain("application/json");
      const headMissing = await raw(`${base}/api/clinics/slug/nope`, { method: "HEAD" });
      expect(headMissing.status).toBe(404);
      expect(headMissing.body.length).toBe(0);
    });

    it("compresses bodies over 1 KB when the client accepts it, and only then", async () => {
      const plain = await raw(`${base}/api/clinics`);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.body.length).toBeGreaterThan(1024);
      const list = JSON.parse(plain.body.toString("utf8"));

      const gzipped = await raw(`${base}/api/clinics`, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gzipped.headers.vary).toBe("Accept-Encoding");
      expect(gzipped.headers["content-length"]).toBe(String(gzipped.body.length));
      expect(gzipped.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual(list);

      const brotli = await raw(`${base}/api/clinics`, {
        headers: { "Accept-Encoding": "gzip, deflate, br" },
      });
      expect(brotli.headers["content-encoding"]).toBe("br");
      const refused = await raw(`${base}/api/clinics`, {
        headers: { "Accept-Encoding": "gzip;q=0, br;q=0" },
      });
      expect(refused.headers["content-encoding"]).toBeUndefined();
      const identity = await raw(`${base}/api/clinics`, { headers: { "Accept-Encoding": "identity" } });
      expect(identity.headers["content-encoding"]).toBeUndefined();

      // Small answers are not worth compressing.
      const small = await raw(`${base}/api/stats`, { headers: { "Accept-Encoding": "gzip, br" } });
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(small.headers.vary).toBe("Accept-Encoding");

      // fetch decompresses transparently: the shared (cached) OpenAPI body compresses the same every time.
      for (let i = 0; i < 2; i++) {
        const doc = await api("/api/openapi.json", { "Accept-Encoding": "br" });
        expect(doc.headers.get("Content-Encoding")).toBe("br");
        expect((await body<{ openapi: string }>(doc)).openapi).toBe("3.1.0");
      }
    });

    it("sends fixed security headers for JSON, without a nonce", async () => {
      for (const path of ["/api/stats", "/api/no-such-thing", "/api/clinics?limit=0"]) {
        const { headers } = await raw(`${base}${path}`);
        expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["x-frame-options"]).toBe("DENY");
        expect(headers["x-powered-by"]).toBeUndefined();
      }
    });

    it("logs one line per request with the path but never the query string", async () => {
      const before = log.lines.length;
      await api("/api/clinics?location=Austin%2C%20TX&services=hcg-therapy");
      await expect.poll(() => log.lines.length).toBeGreaterThan(before);
      const line = log.lines.at(-1);
      expect(line).toMatchObject({ method: "GET", path: "/api/clinics", status: 200, msg: "request" });
      expect(typeof line?.ms).toBe("number");
      expect(JSON.stringify(log.lines)).not.toContain("Austin");
    });
  });
});

describe("the API listener", () => {
  it("turns an unexpected error into a JSON 500 without details, and logs it", async () => {
    const { logger, lines } = capturingLogger();
    const services = {
      stats: { get: () => Promise.reject(new Error("boom: connection string postgres://secret")) },
    } as unknown as AppServices;
    const routes = [
      get("/api/stats", ({ services }) => services.stats.get().then((stats) => json(stats))),
      get("/api/sync-throw", () => {
        throw new TypeError("sync boom");
      }),
      get("/api/bad-request", () => {
        throw new BadRequest("q", "is wrong");
      }),
      get("/api/unserialisable", () => json({ big: 1n })),
    ];
    const { server, base } = await serve(createApiListener(services, logger, { routes, cacheBytes: 0 }));
    try {
      for (const path of ["/api/stats", "/api/sync-throw", "/api/unserialisable"]) {
        const response = await raw(`${base}${path}`);
        expect(response.status, path).toBe(500);
        expect(response.headers["content-type"]).toContain("application/json");
        expect(response.headers["cache-control"]).toBe("no-store");
        const text = response.body.toString("utf8");
        expect(JSON.parse(text)).toEqual({ error: { message: "Internal server error" } });
        expect(text).not.toMatch(/boom|secret|\bat\b|BigInt/);
      }
      const badRequest = await raw(`${base}/api/bad-request`);
      expect(badRequest.status).toBe(400);
      expect(JSON.parse(badRequest.body.toString("utf8"))).toEqual({
        error: { field: "q", message: "is wrong" },
      });
      await expect.poll(() => lines.filter((line) => line.level === 50).length).toBe(3);
      const errors = lines.filter((line) => line.level === 50);
      expect(errors[0]).toMatchObject({ msg: "API request failed", path: "/api/stats", method: "GET" });
      expect(JSON.stringify(errors[0]?.err)).toContain("boom");
    } finally {
      await stop(server);
    }
  });

  it("asks keep-alive clients to close the connection while shutting down", async () => {
    const { logger } = capturingLogger();
    const services = { stats: { get: async () => ({ clinicsCount: 1 }) } } as unknown as AppServices;
    let shuttingDown = false;
    const { server, base } = await serve(
      createApiListener(services, logger, { isShuttingDown: () => shuttingDown, cacheBytes: 0 }),
    );
    try {
      expect((await raw(`${base}/api/stats`)).headers.connection).not.toBe("close");
      shuttingDown = true;
      const response = await raw(`${base}/api/stats`);
      expect(response.status).toBe(200);
      expect(response.headers.connection).toBe("close");
    } finally {
      await stop(server);
    }
  });

  it("costs nothing to log when the logger is silent", async () => {
    const lines: unknown[] = [];
    const logger = pino(
      { level: "silent" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk);
          done();
        },
      }),
    );
    const services = { stats: { get: async () => ({ clinicsCount: 1 }) } } as unknown as AppServices;
    const { server, base } = await serve(createApiListener(services, logger, { cacheBytes: 0 }));
    try {
      expect((await raw(`${base}/api/stats`)).status).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      await stop(server);
    }
  });
});
