import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cityKey } from "../../app/domain/city-key.ts";
import { CANDIDATE_REVIEW_COLUMNS } from "../../app/domain/registry-candidate.ts";
import { type ImportResult, importClinicFile } from "../../app/server/clinics/import-file.server.ts";
import { clinicBySlug } from "../../app/server/clinics/read.server.ts";
import { loadGazetteer } from "../../app/server/gazetteer/load.server.ts";
import { GAZETTEER_DIR, PROJECT_ROOT } from "../../app/server/paths.server.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";
import { runScript, type ScriptResult } from "../support/run-script.ts";

const FIXTURES = join(PROJECT_ROOT, "tests/fixtures/nppes");
const MAIN = join(FIXTURES, "npidata_pfile_20250106-20250112.csv");
const PL = join(FIXTURES, "pl_pfile_20250106-20250112.csv");
const OTHERNAMES = join(FIXTURES, "othername_pfile_20250106-20250112.csv");
const SUMMIT_NPI = "1990000022";
const SUMMIT_VERIFIED_AT = "2026-10-01T00:00:00.000Z";

const dir = mkdtempSync(join(tmpdir(), "registry-candidates-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runTool(args: string[], databaseUrl: string): Promise<ScriptResult> {
  return runScript("registry-candidates", args, { DATABASE_URL: databaseUrl, INIT_CWD: PROJECT_ROOT });
}

function readCandidates(path: string): Record<string, string>[] {
  return parse(readFileSync(path, "utf8"), { columns: true }) as Record<string, string>[];
}

const HEADER = [
  "slug",
  "name",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "phone",
  "verified",
  "source",
  "npi",
  ...CANDIDATE_REVIEW_COLUMNS,
];

const FAMILY = "207Q00000X Family Medicine Physician";
const UROLOGY = "208800000X Urology Physician";
const JAN = "NPPES January 2025 (NPI ";
const AUSTIN = ["Austin", "TX", "78701", "30.27057", "-97.74259"];

/** The rows expected from the three fixtures, with one stored clinic (Summit Men's Health, NPI 1990000022). */
const EXPECTED: string[][] = [
  [
    "summit-mens-health-austin",
    "Summit Men's Health, PLLC",
    "2150 Cedar Ridge Blvd",
    "",
    ...AUSTIN,
    "(512) 555-0142",
    "true",
    `${JAN}1990000022)`,
    "1990000022",
    "same npi (would update summit-mens-health-austin)",
    `${FAMILY}; ${UROLOGY}`,
    "men's health",
    "2025-01-06",
  ],
  [
    "summit-mens-health-pllc-round-rock",
    "Summit Men's Health, PLLC",
    "2000 S Mays St",
    "Ste 100",
    "Round Rock",
    "TX",
    "78664",
    "30.50541",
    "-97.64728",
    "(512) 555-0155",
    "false",
    `${JAN}1990000022)`,
    "1990000022",
    "new",
    `${FAMILY}; ${UROLOGY}`,
    "men's health",
    "2025-01-06",
  ],
  [
    "summit-mens-health-pllc-austin",
    "Summit Men's Health, PLLC",
    "4300 S Congress Ave",
    "",
    "Austin",
    "TX",
    "78704",
    "30.24303",
    "-97.76508",
    "",
    "false",
    `${JAN}1990000022)`,
    "1990000022",
    "new",
    `${FAMILY}; ${UROLOGY}`,
    "men's health",
    "2025-01-06",
  ],
  [
    "summit-mens-health-pllc-oklahoma-city",
    "Summit Men's Health, PLLC",
    "6501 N May Ave",
    "",
    "Oklahoma City",
    "OK",
    "73116",
    "35.5467",
    "-97.56459",
    "(405) 555-0158",
    "false",
    `${JAN}1990000022)`,
    "1990000022",
    "new",
    `${FAMILY}; ${UROLOGY}`,
    "men's health",
    "2025-01-06",
  ],
  [
    "northside-low-t-center-tulsa",
    "Northside Low T Center",
    "4400 S Harvard Ave",
    "Ste 210",
    "Tulsa",
    "OK",
    "74103",
    "36.15615",
    "-95.99569",
    "(918) 555-0117",
    "false",
    `${JAN}1990000048)`,
    "1990000048",
    "new",
    "261QM1300X Multi-Specialty Clinic/Center",
    "low T",
    "2024-12-02",
  ],
  [
    "prairie-hormone-thyroid-clinic-oklahoma-city",
    "Prairie Hormone & Thyroid Clinic",
    "1000 N Lincoln Blvd",
    "",
    "Oklahoma City",
    "OK",
    "73102",
    "35.47065",
    "-97.51909",
    "(405) 555-0120",
    "false",
    `${JAN}1990000055)`,
    "1990000055",
    "new",
    "207RE0101X Endocrinology, Diabetes & Metabolism Physician",
    "hormone",
    "2025-01-06",
  ],
  [
    "desert-wellness-phoenix",
    "Desert Wellness",
    "2 N Central Ave",
    "Fl 18",
    "Phoenix",
    "AZ",
    "85004",
    "33.45161",
    "-112.06988",
    "(602) 555-0163",
    "false",
    `${JAN}1990000063)`,
    "1990000063",
    "new",
    "207R00000X Internal Medicine Physician",
    "testosterone (legal name: Desert Testosterone Clinic LLC)",
    "2025-01-06",
  ],
  [
    "longhorn-male-medical-pllc-mcallen",
    "Longhorn Male Medical, PLLC",
    "2100 N 1st St",
    "Ste 4B",
    "McAllen",
    "TX",
    "78501",
    "26.21582",
    "-98.23957",
    "(956) 555-0104",
    "false",
    `${JAN}1990000097)`,
    "1990000097",
    "new",
    "208D00000X General Practice Physician",
    "male",
    "2025-01-06",
  ],
  [
    "longhorn-male-medical-pllc-edinburg",
    "Longhorn Male Medical, PLLC",
    "1102 W Trenton Rd",
    "",
    "Edinburg",
    "TX",
    "78539",
    "26.28069",
    "-98.18329",
    "(956) 555-0159",
    "false",
    `${JAN}1990000097)`,
    "1990000097",
    "new",
    "208D00000X General Practice Physician",
    "male",
    "2025-01-06",
  ],
  [
    "the-peak-mens-clinic-llc-denver",
    'The "Peak" Men\'s Clinic, LLC',
    "1600 Stout St",
    "Suite 1400, 14th Floor",
    "Denver",
    "CO",
    "80202",
    "39.75153",
    "-104.99767",
    "(303) 555-0132",
    "false",
    `${JAN}1990000162)`,
    "1990000162",
    "new",
    `${FAMILY}; 261QP2300X Primary Care Clinic/Center`,
    "men's clinic",
    "2025-01-06",
  ],
  [
    "gulf-coast-andrology-miami",
    "Gulf Coast Andrology",
    "1200 Brickell Ave",
    "",
    "Miami",
    "FL",
    "33131",
    "25.76552",
    "-80.18435",
    "",
    "false",
    `${JAN}1990000188)`,
    "1990000188",
    "new",
    UROLOGY,
    "andrology",
    "2025-01-06",
  ],
  [
    "cedar-ridge-hormone-clinic-austin",
    "Cedar Ridge Hormone Clinic",
    "800 W 6th St",
    "",
    ...AUSTIN,
    "(512) 555-0142",
    "false",
    `${JAN}1990000212)`,
    "1990000212",
    "possible duplicate of summit-mens-health-austin",
    FAMILY,
    "hormone",
    "2025-01-06",
  ],
  [
    "austin-trt-lounge-austin",
    "Austin TRT Lounge",
    "2150 Cedar Ridge Boulevard",
    "",
    ...AUSTIN,
    "",
    "false",
    `${JAN}1990000220)`,
    "1990000220",
    "possible duplicate of summit-mens-health-austin",
    "261QM2500X Medical Specialty Clinic/Center",
    "TRT",
    "2025-01-06",
  ],
  [
    "summit-mens-health-wellness-austin",
    "Summit Men's Health & Wellness",
    "301 Congress Ave",
    "Ste 900",
    ...AUSTIN,
    "(512) 555-0188",
    "false",
    `${JAN}1990000238)`,
    "1990000238",
    "possible duplicate of summit-mens-health-austin",
    "207QA0505X Adult Medicine Physician",
    "men's health",
    "2025-01-06",
  ],
  [
    "vitality-male-clinic-austin",
    "Vitality Male Clinic",
    "500 E 7th St",
    "",
    ...AUSTIN,
    "(512) 555-0136",
    "false",
    `${JAN}1990000253)`,
    "1990000253",
    "new",
    FAMILY,
    "male",
    "2025-01-06",
  ],
  [
    "vitality-male-clinic-austin-2",
    "Vitality Male Clinic",
    "1900 S Lamar Blvd",
    "",
    "Austin",
    "TX",
    "78704",
    "30.24303",
    "-97.76508",
    "(512) 555-0137",
    "false",
    `${JAN}1990000261)`,
    "1990000261",
    "new",
    FAMILY,
    "male",
    "2025-01-06",
  ],
  [
    "emerald-city-mens-clinic-seattle",
    "Emerald City Men's Clinic",
    "1100 5th Ave",
    "",
    "Seattle",
    "WA",
    "98101",
    "47.6109",
    "-122.33642",
    "(206) 555-0138",
    "false",
    `${JAN}1990000279)`,
    "1990000279",
    "new",
    "207QA0505X Adult Medicine Physician",
    "men's clinic",
    "2025-01-06",
  ],
];

async function storeSummit(database: TestDatabase) {
  const now = new Date().toISOString();
  const { id } = await database.db
    .insertInto("clinics")
    .values({
      slug: "summit-mens-health-austin",
      name: "Summit Men's Health",
      address_line1: "2150 Cedar Ridge Blvd",
      city: "Austin",
      city_key: cityKey("Austin"),
      state: "TX",
      zip_code: "78701",
      latitude: 30.2711,
      longitude: -97.7437,
      phone: "(512) 555-0142",
      npi: SUMMIT_NPI,
      review_count: 0,
      telehealth: 0,
      video_consult: 0,
      e_prescriptions: 0,
      verified: 1,
      last_verified_at: SUMMIT_VERIFIED_AT,
      featured: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("clinic_services")
    .values({ clinic_id: id, service_id: "testosterone-injections", description: null, position: 0 })
    .execute();
}

describe.each(DIALECTS)("npm run registry:candidates on %s", (dialect) => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("writes the expected candidates, matched against the stored clinic", async () => {
    database = await createTestDatabase(dialect);
    await storeSummit(database);
    const out = join(dir, `${dialect}-candidates.csv`);
    const result = await runTool([MAIN, "--pl", PL, "--othernames", OTHERNAMES, "--out", out], database.url);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Database: ${database.description}`);
    expect(result.stdout).toContain("Listed clinics to compare with: 1");

    const text = readFileSync(out, "utf8");
    expect(text.split("\n")[0]).toBe(HEADER.join(","));
    const rows = readCandidates(out).map((row) => HEADER.map((column) => row[column] ?? "<missing>"));
    expect(rows).toEqual(EXPECTED);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    expect(existsSync(`${out}.partial`)).toBe(false);

    // The summary: rule counts, candidate duplicates and malformed rows with their lines.
    expect(result.stdout).toMatch(/npidata_pfile_20250106-20250112\.csv: 29 rows/);
    expect(result.stdout).toMatch(/dropped: individuals \(entity type 1\) +3/);
    expect(result.stdout).toMatch(/dropped: deactivated NPI +2/);
    expect(result.stdout).toMatch(/dropped: excluded \(pediatric\) taxonomy +1/);
    expect(result.stdout).toMatch(/dropped: main location ZIP not in the gazetteer +1/);
    expect(result.stdout).toContain("Duplicates among the candidates (left out): 2");
    expect(result.stdout).toContain(
      "pl_pfile_20250106-20250112.csv line 3 (NPI 1990000022, Summit Men's Health, PLLC): same NPI and address as " +
        "npidata_pfile_20250106-20250112.csv line 3 (NPI 1990000022)",
    );
    expect(result.stdout).toContain(
      "npidata_pfile_20250106-20250112.csv line 26 (NPI 1990000246, Longhorn Male Medical PLLC): same address, " +
        "close name as npidata_pfile_20250106-20250112.csv line 10 (NPI 1990000097)",
    );
    expect(result.stdout).toContain("Malformed rows (left out): 2");
    expect(result.stdout).toContain(
      "npidata_pfile_20250106-20250112.csv line 21: a quoted cell is not closed on its line",
    );
    expect(result.stdout).toContain(
      "npidata_pfile_20250106-20250112.csv line 22: 60 cells, the header has 330",
    );
    expect(result.stdout).toMatch(/Candidates: 17 \(new 13, same npi 1, possible duplicate 3\)/);
    expect(result.stdout).toMatch(/peak memory \d+ MB \(max RSS\)/);
    // Not a terminal: no progress line.
    expect(result.stderr).toBe("");
  }, 60_000);

  it("applies --states, --taxonomy and --keywords", async () => {
    database = await createTestDatabase(dialect);
    await storeSummit(database);
    const out = join(dir, `${dialect}-narrow.csv`);
    const result = await runTool(
      [
        MAIN,
        "--pl",
        PL,
        "--states",
        "TX,OK",
        "--taxonomy",
        "208800000X,208D00000X",
        "--keywords",
        "male",
        "--out",
        out,
      ],
      database.url,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "Rules: taxonomy codes from --taxonomy (2), 2 excluded, keywords from --keywords (1), states TX, OK",
    );
    expect(readCandidates(out).map((row) => [row.slug, row.match, row.matchedKeyword])).toEqual([
      ["longhorn-male-medical-pllc-mcallen", "new", "male"],
      ["longhorn-male-medical-pllc-edinburg", "new", "male"],
    ]);
  }, 60_000);
});

const gazetteer = loadGazetteer(GAZETTEER_DIR);

function summaryOf(result: ImportResult) {
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.line} ${e.field}: ${e.message}`).join("\n"));
  return result.summary;
}

describe.each(DIALECTS)("importing the candidates on %s", (dialect) => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("creates unverified clinics with npi and source, keeps the listed clinic's curation, and updates by npi next month", async () => {
    database = await createTestDatabase(dialect);
    await storeSummit(database);
    const out = join(dir, `${dialect}-to-import.csv`);
    expect(
      (await runTool([MAIN, "--pl", PL, "--othernames", OTHERNAMES, "--out", out], database.url)).code,
    ).toBe(0);

    const dryRun = await importClinicFile(database.db, out, gazetteer, { dryRun: true });
    expect(summaryOf(dryRun)).toEqual({ created: 16, updated: 1, unchanged: 0 });
    expect(summaryOf(await importClinicFile(database.db, out, gazetteer))).toEqual(summaryOf(dryRun));

    const created = await clinicBySlug(database.db, "emerald-city-mens-clinic-seattle");
    expect(created).toMatchObject({
      npi: "1990000279",
      source: "NPPES January 2025 (NPI 1990000279)",
      verified: false,
      lastVerifiedAt: null,
      timeZone: "America/Los_Angeles",
    });
    // The listed clinic takes the registry's name and source; its services and verification stay.
    const summit = await clinicBySlug(database.db, "summit-mens-health-austin");
    expect(summit).toMatchObject({
      name: "Summit Men's Health, PLLC",
      source: "NPPES January 2025 (NPI 1990000022)",
      verified: true,
      lastVerifiedAt: SUMMIT_VERIFIED_AT,
    });
    expect(summit?.services.map((service) => service.id)).toEqual(["testosterone-injections"]);

    // Next month: every candidate is now listed under its NPI, and importing the file again adds nothing.
    const again = join(dir, `${dialect}-again.csv`);
    const rerun = await runTool([MAIN, "--pl", PL, "--othernames", OTHERNAMES, "--out", again], database.url);
    expect(rerun.stdout).toMatch(/Candidates: 17 \(new 0, same npi 17, possible duplicate 0\)/);
    expect(summaryOf(await importClinicFile(database.db, again, gazetteer))).toEqual({
      created: 0,
      updated: 0,
      unchanged: 17,
    });
  }, 60_000);

  it("updates a clinic by NPI and ZIP code when the file names it by another slug", async () => {
    database = await createTestDatabase(dialect);
    await storeSummit(database);
    const text = [
      "name,addressLine1,city,state,zipCode,phone,npi",
      `Summit Mens Health Clinic,2150 Cedar Ridge Blvd,Austin,TX,78701,(512) 555-0199,${SUMMIT_NPI}`,
    ].join("\n");
    const result = await importClinicFile(database.db, { name: "renamed.csv", text }, gazetteer);
    expect(summaryOf(result)).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(await clinicBySlug(database.db, "summit-mens-health-clinic-austin")).toBeNull();
    expect(await clinicBySlug(database.db, "summit-mens-health-austin")).toMatchObject({
      name: "Summit Mens Health Clinic",
      phone: "(512) 555-0199",
      verified: true,
      latitude: 30.2711,
    });
  });
});

describe("npm run registry:candidates usage errors", () => {
  const url = `sqlite:${join(dir, "unused.db")}`;

  it("exits 2 naming the columns a header lacks, before touching the database", async () => {
    const lines = readFileSync(PL, "utf8").split("\n");
    lines[0] = (lines[0] ?? "")
      .replace("Address-  Address Line 2", "Address- Address Line 2")
      .replace('"NPI",', "");
    const badPl = join(dir, "pl_pfile_bad.csv");
    writeFileSync(badPl, lines.join("\n"));
    const result = await runTool([MAIN, "--pl", badPl, "--out", join(dir, "x.csv")], url);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'pl_pfile_bad.csv: not the header of an NPPES practice location file (pl_pfile): missing columns "NPI", ' +
        '"Provider Secondary Practice Location Address-  Address Line 2"',
    );
    expect(existsSync(join(dir, "unused.db"))).toBe(false);

    const notNppes = join(dir, "clinics.csv");
    copyFileSync(join(PROJECT_ROOT, "data/sample-clinics.csv"), notNppes);
    const wrong = await runTool([notNppes], url);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('missing columns "NPI", "Entity Type Code"');
  }, 30_000);

  it("exits 2 for an unknown option, a missing file, an invalid state and a missing output folder", async () => {
    const unknown = await runTool([MAIN, "--state", "TX"], url);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--state'");
    const missing = await runTool([join(dir, "nope.csv")], url);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("no such file");
    const state = await runTool([MAIN, "--states", "TX,PR"], url);
    expect(state.code).toBe(2);
    expect(state.stderr).toContain("--states: not one of the 50 states: PR");
    const none = await runTool([], url);
    expect(none.code).toBe(2);
    const noFolder = await runTool([MAIN, "--out", join(dir, "missing", "out.csv")], url);
    expect(noFolder.code).toBe(2);
    expect(noFolder.stderr).toContain("--out: no folder");
  }, 30_000);

  it("writes the source without a month when the file name has no date", async () => {
    const undated = join(dir, "npidata.csv");
    copyFileSync(MAIN, undated);
    const out = join(dir, "undated.csv");
    const result = await runTool([undated, "--keywords", "andrology", "--out", out], url);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("has no date in its name");
    expect(readCandidates(out).map((row) => row.source)).toEqual(["NPPES (NPI 1990000188)"]);
  }, 30_000);
});
