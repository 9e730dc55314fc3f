import { afterEach, describe, expect, it } from "vitest";
import { cityKey } from "../../app/domain/city-key.ts";
import type { DatabaseHandle } from "../../app/server/db/connect.server.ts";
import { dataVersionReader } from "../../app/server/db/data-version.server.ts";
import { seedDemoDataIfEmpty } from "../../app/server/db/demo-data.server.ts";
import { openReadyDatabase } from "../../app/server/db/setup.server.ts";
import { DEMO_CLINICS_FILE } from "../../app/server/paths.server.ts";
import { testGazetteer } from "../support/app-services.ts";
import {
  createTestDatabase,
  DIALECTS,
  skipOnEmbeddedPostgres,
  type TestDatabase,
} from "../support/databases.ts";

function clinicRow(slug: string) {
  const now = new Date().toISOString();
  return {
    slug,
    name: slug,
    address_line1: "1 Main St",
    city: "Austin",
    city_key: cityKey("Austin"),
    state: "TX",
    zip_code: "78701",
    latitude: 30.27,
    longitude: -97.74,
    review_count: 0,
    telehealth: 0,
    video_consult: 0,
    e_prescriptions: 0,
    verified: 0,
    featured: 0,
    created_at: now,
    updated_at: now,
  } as const;
}

async function clinicCount(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom("clinics")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(DIALECTS)("a server starting while an import holds the write lock on %s", (dialect) => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  const importHoldsTransaction = skipOnEmbeddedPostgres(
    dialect,
    "a server starting while an import holds its transaction open",
  );

  it.skipIf(importHoldsTransaction)(
    "starts at once on the committed data and sees the import when it commits",
    async () => {
      database = await createTestDatabase(dialect);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let signalWritten = () => {};
      const written = new Promise<void>((resolve) => {
        signalWritten = resolve;
      });
      await database.db.insertInto("clinics").values(clinicRow("already-listed-austin")).execute();
      const importing = database.db.transaction().execute(async (trx) => {
        await trx.insertInto("clinics").values(clinicRow("lakeside-austin")).execute();
        signalWritten();
        await held;
      });
      await written;

      // Without the fix SQLite waits 10 s for the lock and fails, and PostgreSQL waits until the import ends.
      const server = await openReadyDatabase(database.url);
      try {
        expect(
          await seedDemoDataIfEmpty(server.db, server.dialect, DEMO_CLINICS_FILE, testGazetteer()),
        ).toBeNull();
        const version = dataVersionReader(server.db);
        const before = await version();
        expect(await clinicCount(server)).toBe(1);

        release();
        await importing;
        expect(await clinicCount(server)).toBe(2);
        expect(await version()).toBeGreaterThan(before);
      } finally {
        release();
        await importing.catch(() => {});
        await server.close();
      }
    },
    20_000,
  );

  it("leaves the data version alone when the schema and catalog are current", async () => {
    database = await createTestDatabase(dialect);
    const version = dataVersionReader(database.db);
    const before = await version();
    const again = await openReadyDatabase(database.url);
    await again.close();
    expect(await version()).toBe(before);
  });
});
