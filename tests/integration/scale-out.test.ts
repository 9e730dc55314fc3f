// Two production servers started at the same moment on one new, empty PostgreSQL database, as a deploy of N
// instances does. Rate limits shared through the database are tested in rate-limits.test.ts.
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../app/server/db/migrate.server.ts";
import { DEMO_CLINICS_FILE } from "../../app/server/paths.server.ts";
import { createEmptyDatabase, type TestDatabase } from "../support/databases.ts";
import { BUILD_TIMEOUT_MS, productionBuild } from "../support/production-build.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const AUSTIN_SEARCH = "/api/clinics?location=Austin%2C%20TX&radius=50";
const AUSTIN_PAGE = "/search?location=Austin%2C%20TX";

async function answer(server: ServerProcess, path: string) {
  const response = await fetch(`${server.base}${path}`);
  expect(response.status).toBe(200);
  return { body: await response.text(), headers: response.headers };
}

/** What both instances answer to `path`, once each; fails unless they agree. */
async function agreed(instances: ServerProcess[], path: string) {
  const [first, ...others] = await Promise.all(instances.map((server) => answer(server, path)));
  for (const other of others) expect(other.body).toBe(first?.body);
  return first?.body ?? "";
}

async function pageStamps(instances: ServerProcess[]) {
  const answers = await Promise.all(instances.map((server) => answer(server, AUSTIN_PAGE)));
  return answers.map(({ headers }) => headers.get("etag"));
}

describe("two instances started together on one empty PostgreSQL database", () => {
  let database: TestDatabase;
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    const buildDir = await productionBuild();
    database = await createEmptyDatabase("postgres");
    const env = { BUILD_DIR: buildDir, DATABASE_URL: database.url };
    instances = await Promise.all(["a", "b"].map((name) => startServerProcess(`scale-out-${name}`, env)));
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(instances.map((server) => server.dispose()));
    await database?.drop();
  });

  it("run each migration once and load the demo clinics once, and neither logs an error", async () => {
    const runs = await sql<{ name: string; runs: number }>`
      select name, count(*)::int as runs from kysely_migration group by name
    `.execute(database.db);
    expect(runs.rows.length).toBeGreaterThan(0);
    for (const row of runs.rows) expect(row).toEqual({ name: row.name, runs: 1 });
    expect(await migrateToLatest(database.db)).toEqual([]); // every migration the code knows is recorded

    const demoClinics = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, "utf8")) as unknown[]).length;
    const stored = await database.db
      .selectFrom("clinics")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(demoClinics);
    const seeders = instances.filter((server) => server.output().includes("loaded the bundled demo clinics"));
    expect(seeders).toHaveLength(1);

    for (const server of instances) {
      const levels = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => (JSON.parse(line) as { level: number }).level);
      expect(Math.max(...levels)).toBeLessThan(40);
    }
  });

  it("answer the same stats, search results and page stamp", async () => {
    const stats = JSON.parse(await agreed(instances, "/api/stats")) as Record<string, unknown>;
    expect(stats.demoData).toBe(true);
    const search = JSON.parse(await agreed(instances, AUSTIN_SEARCH)) as unknown[];
    expect(search.length).toBeGreaterThan(0);
    const [a, b] = await pageStamps(instances);
    expect(a).toMatch(/^W\/"/);
    expect(b).toBe(a);
  });

  it("both show a change written outside them on their next request", async () => {
    const [clinic] = JSON.parse(await agreed(instances, AUSTIN_SEARCH)) as { slug: string; name: string }[];
    if (!clinic) throw new Error("no clinic near Austin");
    const [stampBefore] = await pageStamps(instances);

    await database.db
      .updateTable("clinics")
      .set({ name: "Renamed By Hand Clinic" })
      .where("slug", "=", clinic.slug)
      .execute();

    for (const server of instances) {
      const { body } = await answer(server, `/api/clinics/slug/${clinic.slug}`);
      expect(JSON.parse(body)).toMatchObject({ slug: clinic.slug, name: "Renamed By Hand Clinic" });
    }
    expect(await agreed(instances, AUSTIN_SEARCH)).toContain("Renamed By Hand Clinic");
    const [a, b] = await pageStamps(instances);
    expect(a).not.toBe(stampBefore);
    expect(b).toBe(a);
  });
});
