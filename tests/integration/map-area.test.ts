import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import type { Clinic } from "../../app/domain/clinic.ts";
import { createApiListener } from "../../app/server/api/listener.server.ts";
import { loadSearchPage } from "../../app/server/pages/search-page.server.ts";
import { servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { DALLAS_ONE } from "../support/clinic-places.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const FIXTURES = [
  makeClinic({ slug: "austin-one", name: "Austin One", rating: 4.1 }),
  makeClinic({
    slug: "round-rock",
    name: "Round Rock Men's Health",
    city: "Round Rock",
    zipCode: "78664",
    latitude: 30.51,
    longitude: -97.68,
    rating: 4.6,
    telehealth: true,
  }),
  makeClinic(DALLAS_ONE),
];

/** Around Austin and Round Rock, not Dallas. */
const AUSTIN_AREA = "30.1,-97.95,30.6,-97.5";

describeOnEveryDialect("searching a map area on %s", { clinics: FIXTURES }, (database) => {
  let app: AppServices;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    app = servicesFor(database);
    server = createServer(createApiListener(app, pino({ level: "silent" })));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("the search page lists the clinics inside the bounds, with the other filters", async () => {
    const page = await loadSearchPage(app, new URL(`https://trt.example.org/search?bounds=${AUSTIN_AREA}`));
    expect(page.place).toMatchObject({ heading: "TRT Clinics in the map area", point: null });
    expect(page.query.location).toEqual({
      kind: "area",
      bounds: { south: 30.1, west: -97.95, north: 30.6, east: -97.5 },
    });
    expect(page.clinics.map((clinic) => clinic.slug)).toEqual(["round-rock", "austin-one"]);
    expect(page.sort).toBe("rating");
    expect(page.telehealth).toBeNull();

    const online = await loadSearchPage(
      app,
      new URL(`https://trt.example.org/search?bounds=${AUSTIN_AREA}&telehealth=true`),
    );
    expect(online.clinics.map((clinic) => clinic.slug)).toEqual(["round-rock"]);
  });

  it("the search page leaves out unreadable bounds and says so, instead of failing", async () => {
    for (const bounds of ["1,2,3", "31,-97,30,-96", "abc", "30,-200,31,-97"]) {
      const page = await loadSearchPage(app, new URL(`https://trt.example.org/search?bounds=${bounds}`));
      expect(page.failed).toBe(false);
      expect(page.query.ignored).toContain("bounds");
      expect(page.total).toBe(3);
    }
  });

  it("the API filters by bounds and answers unreadable bounds with a 400 that says what to send", async () => {
    const response = await fetch(`${base}/api/clinics?bounds=${AUSTIN_AREA}&sort=name`);
    expect(response.status).toBe(200);
    const clinics = (await response.json()) as Clinic[];
    expect(clinics.map((clinic) => clinic.slug)).toEqual(["austin-one", "round-rock"]);

    for (const [bounds, message] of [
      ["30,-97", "south,west,north,east"],
      ["31,-98,30,-97", "south must be below north"],
      ["30,-98,95,-97", "from -90 to 90"],
      ["30,-98,31,-98", "must cover an area"],
    ] as const) {
      const bad = await fetch(`${base}/api/clinics?bounds=${bounds}`);
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as { error: { field: string; message: string } };
      expect(body.error.field).toBe("bounds");
      expect(body.error.message).toContain(message);
    }
  });
});
