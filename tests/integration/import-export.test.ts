import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clinic } from "../../app/domain/clinic.ts";
import { exportClinics, serializeClinics } from "../../app/server/clinics/export-file.server.ts";
import { type ImportResult, importClinicFile } from "../../app/server/clinics/import-file.server.ts";
import { formatRowError } from "../../app/server/clinics/prepare.server.ts";
import { clinicBySlug, hydrateClinics } from "../../app/server/clinics/read.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import type { Database } from "../../app/server/db/schema.server.ts";
import { loadGazetteer } from "../../app/server/gazetteer/load.server.ts";
import { GAZETTEER_DIR, PROJECT_ROOT } from "../../app/server/paths.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";

const SAMPLE_JSON = join(PROJECT_ROOT, "data/sample-clinics.json");
const SAMPLE_CSV = join(PROJECT_ROOT, "data/sample-clinics.csv");
const SAMPLE_SLUGS = [
  "example-bayshore-telehealth-trt",
  "example-front-range-hormone-clinic-denver",
  "example-lakeside-mens-health-austin",
];

const gazetteer = loadGazetteer(GAZETTEER_DIR);

/** One clinic per line after the opening bracket, so row N starts on line N + 1. */
const MALFORMED_JSON = [
  "[",
  '{"name": "Good One", "addressLine1": "1 Main St", "city": "Austin", "state": "TX", "zipCode": "78701"},',
  '{"name": "Bad Zip", "addressLine1": "2 Main St", "city": "Austin", "state": "TX", "zipCode": "7870", "services": ["hcg-therapy", "magic beans"]},',
  '{"name": "Good One", "addressLine1": "3 Main St", "city": "Austin", "state": "TX", "zipCode": "78701"},',
  '"just a string",',
  '{"name": "Half", "addressLine1": "4 Main St", "city": "Austin", "state": "TX", "zipCode": "78701", "latitude": 30.2},',
  '{"name": "Good Two", "addressLine1": "5 Main St", "city": "Denver", "state": "CO", "zipCode": "80202", "hours": {"monday": "9-5"}, "pricing": [{"service": "Visit", "price": "$1", "low": 5, "high": 1}]},',
  '{"name": "Nowhere", "addressLine1": "6 Main St", "city": "Austin", "state": "TX", "zipCode": "00000"}',
  "]",
].join("\n");

const MALFORMED_JSON_ERRORS = [
  "line 3 (row 2) zipCode: must be a 5-digit ZIP code",
  'line 3 (row 2) services.1: unknown service "magic beans"',
  'line 4 (row 3) slug: duplicate slug, also on line 2 (made from name and city: "good-one-austin")',
  "line 5 (row 4) (row): must be an object with the clinic's fields",
  "line 6 (row 5) longitude: is required when latitude is given",
  "line 7 (row 6) pricing.0.low: low must not be above high",
  'line 7 (row 6) hours.monday: must be "closed" or one to three periods "HH:MM-HH:MM" separated by commas, such as "08:00-12:00,13:00-17:00" (closing at midnight is "24:00")',
  "line 8 (row 7) zipCode: unknown ZIP code; give latitude and longitude",
];

const MALFORMED_CSV = [
  "slug,name,description,addressLine1,city,state,zipCode,telehealth,services,monday",
  'good-a,Good A,"A description',
  'over two lines",1 Main St,Austin,TX,78701,yes,hcg-therapy;hormone-testing,08:00-17:00',
  "bad-b,Bad B,,2 Main St,Austin,Texas,78701,maybe,,",
  "",
  "good-a,Again,,3 Main St,Austin,TX,78701,no,,",
  "good-c,Good C,,4 Main St,Denver,CO,80202,,Testosterone Gel;Unicorns,8am-5pm",
].join("\n");

const MALFORMED_CSV_ERRORS = [
  "line 4 (row 2) state: must be the two-letter code of one of the 50 states",
  "line 4 (row 2) telehealth: must be true or false",
  "line 6 (row 3) slug: duplicate slug, also on line 2",
  'line 7 (row 4) services.1: unknown service "Unicorns"',
  'line 7 (row 4) hours.monday: must be "closed" or one to three periods "HH:MM-HH:MM" separated by commas, such as "08:00-12:00,13:00-17:00" (closing at midnight is "24:00")',
];

async function countClinics(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("clinics")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every stored clinic, fully hydrated, without the database ids. */
async function storedClinics(db: Kysely<Database>): Promise<Omit<Clinic, "id">[]> {
  const rows = await db.selectFrom("clinics").selectAll().execute();
  const clinics = await hydrateClinics(db, rows);
  return clinics
    .map(({ id: _id, ...rest }) => rest)
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

function summaryOf(result: ImportResult) {
  if (!result.ok) throw new Error(`unexpected errors:\n${result.errors.map(formatRowError).join("\n")}`);
  return result.summary;
}

function errorsOf(result: ImportResult): string[] {
  return result.ok ? [] : result.errors.map(formatRowError);
}

describe.each(DIALECTS)("import and export on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("refuses a file that is not UTF-8 with the line and column, storing nothing (CSV streamed and JSON)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "trt-latin1-"));
    try {
      const csv = join(dir, "latin1.csv");
      const header = "name,addressLine1,city,state,zipCode\n";
      writeFileSync(
        csv,
        Buffer.concat([
          Buffer.from(`${header}Caf`),
          Buffer.from([0xe9]),
          Buffer.from(" Clinic,1 Main St,Austin,TX,78701\n"),
        ]),
      );
      const fromCsv = await importClinicFile(database.db, csv, gazetteer);
      expect(errorsOf(fromCsv)).toEqual([
        expect.stringMatching(
          /^line 2.*the file is not UTF-8 text: line 2, column 4 has a byte that is not UTF-8/,
        ),
      ]);
      const json = join(dir, "latin1.json");
      writeFileSync(
        json,
        Buffer.concat([Buffer.from('[{"name": "Caf'), Buffer.from([0xe9]), Buffer.from('"}]')]),
      );
      expect(errorsOf(await importClinicFile(database.db, json, gazetteer))).toEqual([
        expect.stringMatching(/line 1, column 15 has a byte that is not UTF-8/),
      ]);
      const stored = await database.db
        .selectFrom("clinics")
        .select("name")
        .where("name", "like", "Caf%")
        .execute();
      expect(stored).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("imports the sample files: the same three clinics in JSON and CSV", async () => {
    const dryRun = await importClinicFile(database.db, SAMPLE_JSON, gazetteer, { dryRun: true });
    expect(summaryOf(dryRun)).toEqual({ created: 3, updated: 0, unchanged: 0 });
    expect(await countClinics(database.db)).toBe(0);

    const fromJson = await importClinicFile(database.db, SAMPLE_JSON, gazetteer);
    expect(summaryOf(fromJson)).toEqual({ created: 3, updated: 0, unchanged: 0 });
    const fromCsv = await importClinicFile(database.db, SAMPLE_CSV, gazetteer);
    expect(summaryOf(fromCsv)).toEqual({ created: 0, updated: 0, unchanged: 3 });
    expect((await exportClinics(database.db)).map((c) => c.slug)).toEqual(SAMPLE_SLUGS);

    const denver = await clinicBySlug(database.db, "example-front-range-hormone-clinic-denver");
    expect(denver).toMatchObject({
      latitude: 39.75153,
      longitude: -104.99767,
      phone: "(303) 555-0102",
      services: [
        { id: "testosterone-injections", name: "Testosterone Injections", description: null },
        { id: "testosterone-gel", name: "Testosterone Gel", description: null },
        { id: "hcg-therapy", name: "HCG Therapy", description: null },
        { id: "estrogen-management", name: "Estrogen Management", description: null },
      ],
      acceptedInsurance: ["Cigna", "UnitedHealthcare", "HSA/FSA"],
    });
    expect(denver?.hoursOfOperation).toMatchObject({ monday: "9:00 AM – 5:00 PM", tuesday: "Closed" });
    const austin = await clinicBySlug(database.db, "example-lakeside-mens-health-austin");
    expect(austin?.services[0]?.description).toMatch(/^Weekly or twice-weekly/);
    expect(austin?.pricing).toHaveLength(2);
    expect(austin?.lastVerifiedAt).toBe("2026-01-15T00:00:00.000Z");
  });

  it("re-importing the same file reports every clinic unchanged", async () => {
    for (const file of [SAMPLE_JSON, SAMPLE_CSV]) {
      expect(summaryOf(await importClinicFile(database.db, file, gazetteer))).toEqual({
        created: 0,
        updated: 0,
        unchanged: 3,
      });
    }
  });

  it("a dry run counts changes but stores nothing", async () => {
    const before = await storedClinics(database.db);
    const edited = readFileSync(SAMPLE_JSON, "utf8").replace('"googleRating": 4.3', '"googleRating": 4.1');
    const extra = JSON.stringify({
      name: "Example Dry Run Clinic",
      addressLine1: "1 Example Way",
      city: "Portland",
      state: "OR",
      zipCode: "97204",
    });
    const text = edited.replace(/\]\s*$/, `, ${extra}]`);
    const result = await importClinicFile(database.db, { name: "edited.json", text }, gazetteer, {
      dryRun: true,
    });
    expect(summaryOf(result)).toEqual({ created: 1, updated: 1, unchanged: 2 });
    expect(await storedClinics(database.db)).toEqual(before);
  });

  it("a file with bad rows among good ones stores nothing and reports every error with line and field", async () => {
    const before = await storedClinics(database.db);
    const json = await importClinicFile(database.db, { name: "bad.json", text: MALFORMED_JSON }, gazetteer);
    expect(json.ok).toBe(false);
    expect(errorsOf(json)).toEqual(MALFORMED_JSON_ERRORS);
    const csv = await importClinicFile(database.db, { name: "bad.csv", text: MALFORMED_CSV }, gazetteer);
    expect(errorsOf(csv)).toEqual(MALFORMED_CSV_ERRORS);
    const header = await importClinicFile(
      database.db,
      { name: "typo.csv", text: readFileSync(SAMPLE_CSV, "utf8").replace(",zipCode,", ",zip,") },
      gazetteer,
    );
    expect(errorsOf(header)[0]).toMatch(/^line 1 \(header\): unknown column "zip"/);
    expect(await storedClinics(database.db)).toEqual(before);
  });

  it("export then import, in both formats, gives identical stored clinics", async () => {
    await upsertClinics(database.db, [
      makeClinic({
        slug: "round-trip-full",
        name: 'Round "Trip", Full; Clinic',
        description: 'Line one,\nline two; with "quotes" and a trailing note.',
        addressLine2: "Floor 2",
        services: [
          { id: "hcg-therapy", description: "Weekly; with labs" },
          "testosterone-injections",
          { id: "thyroid-testing", description: null },
        ],
        insurance: ["tricare", "medicaid", "hsa-fsa"],
        pricing: [
          { service: "Consultation", price: "$150", low: 150, high: 150, unit: "visit" },
          { service: "Labs", price: "from $80.50", low: 80.5 },
        ],
        hours: {
          monday: "07:30-12:00 , 13:00-19:45",
          friday: "08:00-11:00,12:00-15:00,18:00-24:00",
          saturday: "closed",
          sunday: "10:00-12:00",
        },
        licenseStates: ["WA", "OR", "CA"],
        telehealth: true,
        ePrescriptions: true,
        featured: true,
        yearEstablished: 1999,
        googleMapsUrl: "https://maps.example.com/?q=round+trip",
        supportHours: "24/7",
        responseRate: 0,
        responseTime: "1 hour",
        lastVerifiedAt: "2025-12-31T23:59:59.000Z",
        source: "integration test",
        rating: 0,
        reviewCount: 0,
        googleAsOf: "2026-02-01",
        yelpRating: 3.5,
        yelpReviewCount: 4,
        yelpUrl: "https://www.yelp.com/biz/round-trip",
        yelpAsOf: "2026-02-02T10:00:00Z",
        healthgradesUrl: "https://www.healthgrades.com/group-directory/round-trip",
        npi: "1234567893",
        acceptingNewPatients: true,
        latitude: 47.6062,
        longitude: -122.3321,
      }),
      makeClinic({
        slug: "round-trip-bare",
        description: null,
        phone: null,
        website: null,
        rating: null,
        priceRange: null,
        services: [],
        insurance: [],
        pricing: [],
        hours: {},
        verified: false,
      }),
    ]);
    const original = await storedClinics(database.db);
    const exported = await exportClinics(database.db);
    expect(exported.map((c) => c.slug)).toEqual([...original.map((c) => c.slug)]);

    for (const format of ["json", "csv"] as const) {
      const text = serializeClinics(exported, format);
      const again = await importClinicFile(database.db, { name: `all.${format}`, text }, gazetteer);
      expect(summaryOf(again)).toEqual({ created: 0, updated: 0, unchanged: exported.length });

      const fresh = await createTestDatabase(dialect);
      try {
        const result = await importClinicFile(fresh.db, { name: `all.${format}`, text }, gazetteer);
        expect(summaryOf(result)).toEqual({ created: exported.length, updated: 0, unchanged: 0 });
        expect(await storedClinics(fresh.db)).toEqual(original);
        expect(await exportClinics(fresh.db)).toEqual(exported);
      } finally {
        await fresh.drop();
      }
    }
  });

  it("exports in batches, ordered by slug", async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      // Slugs whose order differs between plain character order and locale-aware collations.
      const slugs = Array.from(
        { length: 503 },
        (_, i) => `batch-${String(i).padStart(3, "0")}${i % 2 ? "-x" : "x"}`,
      );
      await upsertClinics(
        fresh.db,
        slugs.map((slug) =>
          makeClinic({
            slug,
            name: slug,
            services: [],
            insurance: [],
            pricing: [],
            hours: {},
            description: null,
          }),
        ),
      );
      const exported = await exportClinics(fresh.db);
      expect(exported).toHaveLength(503);
      expect(exported.map((c) => c.slug)).toEqual([...slugs].sort());
      expect(exported[502]).toMatchObject({ slug: [...slugs].sort()[502], name: [...slugs].sort()[502] });
    } finally {
      await fresh.drop();
    }
  });
});

describe("the import and export commands", () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "trt-cli-"));
    env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, "cli.db")}`, INIT_CWD: dir };
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function run(script: "db-migrate" | "import" | "export", ...args: string[]) {
    const result = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
      cwd: PROJECT_ROOT,
      env,
      encoding: "utf8",
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it("imports, dry-runs, rejects bad files and exports, with exit codes 0, 1 and 2", () => {
    const database = `Database: sqlite:${join(dir, "cli.db")}\n`;
    expect(run("import", SAMPLE_JSON)).toEqual({
      status: 2,
      stdout: "",
      stderr: `There is no database at ${join(dir, "cli.db")}: check DATABASE_URL, or run \`npm run db:migrate\` to create a database.\n`,
    });
    expect(run("db-migrate").status).toBe(0);
    const first = run("import", SAMPLE_JSON);
    expect(first).toMatchObject({ status: 0, stdout: `${database}Created 3, updated 0, unchanged 0\n` });

    const dry = run("import", "--dry-run", SAMPLE_CSV);
    expect(dry).toMatchObject({
      status: 0,
      stdout: `${database}Created 0, updated 0, unchanged 3 (dry run: nothing was saved)\n`,
    });

    writeFileSync(join(dir, "bad.json"), MALFORMED_JSON);
    const bad = run("import", "bad.json"); // relative to INIT_CWD, as under `npm run`
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe(database);
    expect(bad.stderr).toBe(
      ["bad.json: 8 errors in 6 of 7 rows", ...MALFORMED_JSON_ERRORS, "No changes were made.", ""].join("\n"),
    );

    const usage: [string[], string][] = [
      [[], "No file given."],
      [["--force", SAMPLE_JSON], "Unknown option --force."],
      [["--dryrun", SAMPLE_JSON], "Unknown option --dryrun. Did you mean --dry-run?"],
      [[join(dir, "missing.csv")], `cannot read ${join(dir, "missing.csv")}: no such file`],
      [["clinics.txt"], "clinics.txt: unsupported file type; use a .csv or .json file"],
    ];
    for (const [args, message] of usage) {
      expect(run("import", ...args)).toEqual({
        status: 2,
        stdout: "",
        stderr: `${message}\nUsage: npm run import -- <file.csv|file.json> [--dry-run]\n`,
      });
    }

    const exported = run("export", "all.csv");
    expect(exported.status).toBe(0);
    expect(exported.stdout).toBe(`${database}Exported 3 clinics to ${join(dir, "all.csv")}\n`);
    expect(readFileSync(join(dir, "all.csv"), "utf8").split("\n")[0]).toMatch(
      /^slug,name,legalName,description,/,
    );
    expect(run("import", "all.csv")).toMatchObject({
      status: 0,
      stdout: `${database}Created 0, updated 0, unchanged 3\n`,
    });
    expect(run("export", "all.txt").status).toBe(2);
  }, 120_000);
});
