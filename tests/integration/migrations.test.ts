import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { syncCatalog } from "../../app/server/db/catalog-sync.server.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { seedDemoDataIfEmpty } from "../../app/server/db/demo-data.server.ts";
import { migrateToLatest } from "../../app/server/db/migrate.server.ts";
import { DEMO_CLINICS_FILE } from "../../app/server/paths.server.ts";
import { testGazetteer } from "../support/app-services.ts";
import { createEmptyDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";
import { runScript } from "../support/run-script.ts";

async function runMigrate(url: string): Promise<{ code: number | null; output: string }> {
  const { code, stdout, stderr } = await runScript("db-migrate", [], { DATABASE_URL: url });
  return { code, output: stdout + stderr };
}

const MIGRATIONS = [
  "001-initial",
  "002-data-version",
  "003-listing-facts",
  "004-rate-limits",
  "005-admin",
  "006-visitor-input",
  "007-review-queue",
  "008-accounts",
  "009-import-history",
  "010-kept-form-input",
  "011-held-listings",
  "012-split-hours",
  "013-suggestion-form-instance",
  "014-price-sources",
  "015-clinic-changes",
  "016-clinic-claims",
  "017-clinic-appearances",
];

describe.each(DIALECTS)("migrations on %s", (dialect) => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("three instances migrating an empty database at once all succeed, and the schema is built once", async () => {
    database = await createEmptyDatabase(dialect);
    const results = await Promise.all([
      runMigrate(database.url),
      runMigrate(database.url),
      runMigrate(database.url),
    ]);
    for (const result of results) expect(result.code, result.output).toBe(0);
    expect(
      results.filter((r) => r.output.includes(`Applied ${MIGRATIONS.length} migration(s)`)),
    ).toHaveLength(1);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
    expect(applied.rows.map((row) => row.name).sort()).toEqual(MIGRATIONS);
    const services = await database.db.selectFrom("services").select("id").execute();
    expect(services.length).toBeGreaterThan(6);
  }, 60_000);

  it("running migrations again changes nothing", async () => {
    database = await createEmptyDatabase(dialect);
    expect(await migrateToLatest(database.db)).toEqual(MIGRATIONS);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("loads the bundled demo data only into an empty database, once even when two instances start together", async () => {
    database = await createEmptyDatabase(dialect);
    await migrateToLatest(database.db);
    await syncCatalog(database.db);
    const second = dialect === "postgres" ? openDatabase(database.url) : null;
    try {
      const [a, b] = await Promise.all([
        seedDemoDataIfEmpty(database.db, dialect, DEMO_CLINICS_FILE, testGazetteer()),
        second
          ? seedDemoDataIfEmpty(second.db, dialect, DEMO_CLINICS_FILE, testGazetteer())
          : Promise.resolve(null),
      ]);
      const loaded = [a, b].filter((summary) => summary !== null);
      expect(loaded).toHaveLength(1);
      expect(loaded[0]?.created).toBeGreaterThanOrEqual(500);
      const count = await database.db
        .selectFrom("clinics")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(loaded[0]?.created);
      expect(await seedDemoDataIfEmpty(database.db, dialect, DEMO_CLINICS_FILE, testGazetteer())).toBeNull();
    } finally {
      await second?.close();
    }
  }, 120_000);
});
