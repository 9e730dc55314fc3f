import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { importClinicFile } from "../../app/server/clinics/import-file.server.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { dataVersionReader } from "../../app/server/db/data-version.server.ts";
import { inReadOnlyTransaction, openReadyDatabase } from "../../app/server/db/setup.server.ts";
import { loadGazetteer } from "../../app/server/gazetteer/load.server.ts";
import { GAZETTEER_DIR, PROJECT_ROOT } from "../../app/server/paths.server.ts";
import {
  createEmptyDatabase,
  createTestDatabase,
  DIALECTS,
  EMBEDDED_POSTGRES,
  POSTGRES_ADMIN_URL,
  type TestDatabase,
} from "../support/databases.ts";
import { runScript } from "../support/run-script.ts";

const SAMPLE_JSON = join(PROJECT_ROOT, "data/sample-clinics.json");
const gazetteer = loadGazetteer(GAZETTEER_DIR);

function runExport(databaseUrl: string, outDir: string) {
  return runScript("export", ["clinics.json"], { DATABASE_URL: databaseUrl, INIT_CWD: outDir });
}

function exportedSlugs(outDir: string): string[] {
  const clinics = JSON.parse(readFileSync(join(outDir, "clinics.json"), "utf8")) as { slug: string }[];
  return clinics.map((clinic) => clinic.slug);
}

const SAMPLE_SLUGS = [
  "example-bayshore-telehealth-trt",
  "example-front-range-hormone-clinic-denver",
  "example-lakeside-mens-health-austin",
];

describe("npm run export reads without writing, from SQLite", () => {
  let dir: string;

  afterEach(() => {
    chmodSync(join(dir, "data"), 0o755);
    rmSync(dir, { recursive: true, force: true });
  });

  it("exports from a read-only file in a read-only folder and leaves file and data version alone", async () => {
    dir = mkdtempSync(join(tmpdir(), "trt-export-read-only-"));
    mkdirSync(join(dir, "data"));
    const file = join(dir, "data", "clinics.db");
    const writer = await openReadyDatabase(`sqlite:${file}`);
    expect((await importClinicFile(writer.db, SAMPLE_JSON, gazetteer)).ok).toBe(true);
    const version = await dataVersionReader(writer.db)();
    await writer.close();
    const fingerprint = () => createHash("sha256").update(readFileSync(file)).digest("hex");
    const before = fingerprint();

    chmodSync(file, 0o444);
    chmodSync(join(dir, "data"), 0o555);
    const result = await runExport(`sqlite:${file}`, dir);

    expect(result.stderr).toBe("");
    expect(result).toMatchObject({
      code: 0,
      stdout: `Database: sqlite:${file}\nExported 3 clinics to ${join(dir, "clinics.json")}\n`,
    });
    expect(exportedSlugs(dir)).toEqual(SAMPLE_SLUGS);
    expect(fingerprint()).toBe(before);
    const reader = openDatabase(`sqlite:${file}`, { readOnly: true });
    try {
      expect(await dataVersionReader(reader.db)()).toBe(version);
    } finally {
      await reader.close();
    }
  }, 60_000);
});

/** A role that may only read, and the database's URL as that role (on a real server). */
async function selectOnlyUrl(
  database: TestDatabase,
): Promise<{ url: string; dropRole: () => Promise<void> }> {
  const role = `trt_reader_${process.pid}_${Date.now().toString(36)}`;
  await sql.raw(`create role ${role} login`).execute(database.db);
  await sql.raw(`grant select on all tables in schema public to ${role}`).execute(database.db);
  const url = new URL(database.url);
  url.username = role;
  return {
    url: url.href,
    dropRole: async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    },
  };
}

describe.each(DIALECTS)("the read-only export on %s", (dialect) => {
  let database: TestDatabase | undefined;
  let outDir: string;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
    rmSync(outDir, { recursive: true, force: true });
  });

  it("writes every clinic and leaves the data version unchanged", async () => {
    outDir = mkdtempSync(join(tmpdir(), "trt-export-"));
    database = await createTestDatabase(dialect);
    expect((await importClinicFile(database.db, SAMPLE_JSON, gazetteer)).ok).toBe(true);
    const version = dataVersionReader(database.db);
    const before = await version();
    // On a real server through a role that may only SELECT; PGlite has no roles to log in as, and there the
    // read-only transaction is what keeps the export from writing (checked below).
    const reader = dialect === "postgres" && !EMBEDDED_POSTGRES ? await selectOnlyUrl(database) : undefined;
    try {
      const result = await runExport(reader?.url ?? database.url, outDir);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout.split("\n")[0]).toBe(`Database: ${database.description}`);
      expect(exportedSlugs(outDir)).toEqual(SAMPLE_SLUGS);
      expect(await version()).toBe(before);
    } finally {
      await database.drop();
      database = undefined;
      await reader?.dropRole();
    }
  }, 60_000);

  it("refuses a database whose schema is not up to date, asks for db:migrate and creates nothing", async () => {
    outDir = mkdtempSync(join(tmpdir(), "trt-export-"));
    database = await createEmptyDatabase(dialect);
    const result = await runExport(database.url, outDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("is not up to date");
    expect(result.stderr).toContain("Run `npm run db:migrate` first.");
    expect(await database.db.introspection.getTables()).toEqual([]);
  }, 60_000);

  it("opens a connection whose transactions cannot write", async () => {
    outDir = mkdtempSync(join(tmpdir(), "trt-export-"));
    database = await createTestDatabase(dialect);
    const reader = openDatabase(database.url, { readOnly: true });
    try {
      await expect(
        inReadOnlyTransaction(reader, (db) =>
          sql`update data_version set version = version + 1 where id = 1`.execute(db),
        ),
      ).rejects.toThrow(/read-only|readonly/);
    } finally {
      await reader.close();
    }
  });
});
