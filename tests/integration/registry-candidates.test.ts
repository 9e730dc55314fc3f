import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cityKey } from "../../app/domain/city-key.ts";
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

const JAN = "NPPES January 2025 (NPI ";
const CMS = join(PROJECT_ROOT, "tests/fixtures/cms");
const PRESCRIBERS = join(CMS, "MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv");
const SERVICES = join(CMS, "MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv");
const CLINICIANS = join(CMS, "DAC_NationalDownloadableFile.csv");
const EVIDENCE_FILES = ["--prescribers", PRESCRIBERS, "--services", SERVICES, "--clinicians", CLINICIANS];
const REAL = join(PROJECT_ROOT, "tests/fixtures/nppes-real/npidata_pfile_20240101-20240107.csv");

const heldNames = async (database: TestDatabase) =>
  (
    await database.db
      .selectFrom("registry_candidates")
      .select(["name", "status"])
      .orderBy("name")
      .orderBy("candidate_key")
      .execute()
  ).map((row) => `${row.name} (${row.status})`);

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

  it("holds every practice found by name or by Medicare evidence for review, and writes the report", async () => {
    database = await createTestDatabase(dialect);
    await storeSummit(database);
    const out = join(dir, `${dialect}-report.csv`);
    const result = await runTool(
      [MAIN, "--pl", PL, "--othernames", OTHERNAMES, ...EVIDENCE_FILES, "--out", out],
      database.url,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Database: ${database.description}`);
    expect(result.stdout).toContain("Listed clinics to compare with: 1");
    expect(result.stdout).toMatch(
      /Candidates: 20, 5 with Medicare evidence \(listed already under their NPI 1, possible duplicates of a listing 3, new 16\)/,
    );
    expect(result.stdout).toMatch(/Review queue \(run 1\): 20 new, held for review/);
    expect(result.stdout).toMatch(/dropped: individuals \(entity type 1\) +3/);
    expect(result.stdout).toMatch(/dropped: deactivated NPI +2/);
    expect(result.stdout).toContain(
      "npidata_pfile_20250106-20250112.csv line 21: a quoted cell is not closed on its line",
    );
    expect(result.stdout).toMatch(/clinicians with testosterone prescriptions +4/);
    expect(result.stdout).toMatch(/peak memory \d+ MB \(max RSS\)/);
    // Not a terminal: no progress line.
    expect(result.stderr).toBe("");

    // Nothing is published: the stored clinic is the only one, and every candidate waits.
    const clinics = await database.db.selectFrom("clinics").select("slug").execute();
    expect(clinics.map((clinic) => clinic.slug)).toEqual(["summit-mens-health-austin"]);
    const held = await database.db
      .selectFrom("registry_candidates")
      .select(["name", "npi", "org_pac_id", "found_by", "evidence_summary", "source", "status", "latitude"])
      .orderBy("evidence_strength", "desc")
      .orderBy("candidate_key")
      .execute();
    expect(held.every((row) => row.status === "held")).toBe(true);
    expect(held.slice(0, 5).map((row) => [row.name, row.found_by, row.evidence_summary])).toEqual([
      [
        "Summit Men's Health",
        "evidence,keyword",
        "2 clinicians here had 78 Medicare testosterone prescriptions in 2023 (CMS Part D). 1 clinician here " +
          "billed Medicare for 50 testosterone injections or pellet insertions in 2023 (CMS Physician & Other Practitioners).",
      ],
      [
        "Jordan Sample, MD",
        "evidence",
        "1 clinician here had 67 Medicare testosterone prescriptions in 2023 (CMS Part D). 1 clinician here billed " +
          "Medicare for 50 testosterone injections or pellet insertions in 2023 (CMS Physician & Other Practitioners).",
      ],
      [
        "Avery Dummett, DO",
        "evidence",
        "1 clinician here had 19 Medicare testosterone prescriptions in 2023 (CMS Part D).",
      ],
      [
        "Riley Example, M.D.",
        "evidence",
        "1 clinician here billed Medicare for 15 testosterone injections or pellet insertions in 2023 " +
          "(CMS Physician & Other Practitioners).",
      ],
      [
        "Northside Low T Center",
        "evidence,keyword",
        "1 clinician here billed Medicare for 4 testosterone injections or pellet insertions in 2023 " +
          "(CMS Physician & Other Practitioners).",
      ],
    ]);
    expect(held[0]).toMatchObject({
      npi: SUMMIT_NPI,
      org_pac_id: "4789000001",
      source: `${JAN}${SUMMIT_NPI})`,
    });

    const report = readCandidates(out);
    expect(Object.keys(report[0] ?? {})[0]).toBe("candidateKey");
    expect(report).toHaveLength(20);
    expect(report.find((row) => row.name === "Austin TRT Lounge")?.match).toBe(
      "possible duplicate of summit-mens-health-austin",
    );
    expect(report.find((row) => row.name === "Desert Wellness")?.nameMatch).toBe(
      "testosterone (a strong keyword, in the legal name)",
    );
    expect(existsSync(`${out}.partial`)).toBe(false);

    // The report is not an import file.
    const imported = await importClinicFile(database.db, out, gazetteer);
    expect(imported.ok).toBe(false);
  }, 90_000);

  it("keeps the operator's decisions run after run; a dry run stores nothing", async () => {
    database = await createTestDatabase(dialect);
    const args = [MAIN, "--pl", PL, "--othernames", OTHERNAMES];
    expect((await runTool(args, database.url)).code).toBe(0);
    const desert = await database.db
      .selectFrom("registry_candidates")
      .select("id")
      .where("name", "=", "Desert Wellness")
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("registry_candidates")
      .set({ status: "rejected", decided_at: new Date().toISOString(), decided_by: "ops@example.com" })
      .where("id", "=", desert.id)
      .execute();
    const before = await heldNames(database);

    const dry = await runTool([...args, "--dry-run"], database.url);
    expect(dry.stdout).toContain("Dry run: nothing was stored in the review queue.");
    const runs = await database.db.selectFrom("registry_runs").select("id").execute();
    expect(runs).toHaveLength(1);

    const again = await runTool(args, database.url);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /Review queue \(run 2\): 0 new, held for review; 0 held and changed, 16 held and unchanged; .*1 rejected before, left out/,
    );
    expect(await heldNames(database)).toEqual(before);
    expect(before).toContain("Desert Wellness (rejected)");
  }, 90_000);

  it("applies --states, --taxonomy and --keywords", async () => {
    database = await createTestDatabase(dialect);
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
    expect(result.stdout).toMatch(/Rules: .*states TX, OK/);
    expect(readCandidates(out).map((row) => [row.name, row.city, row.nameMatch])).toEqual([
      ["Longhorn Male Medical", "McAllen", "male (a weak keyword, in the legal name)"],
      ["Longhorn Male Medical", "Edinburg", "male (a weak keyword, in the legal name)"],
    ]);
  }, 60_000);

  it("keeps only plausible TRT practices of a real NPPES week", async () => {
    database = await createTestDatabase(dialect);
    const out = join(dir, `${dialect}-real.csv`);
    const result = await runTool([REAL, "--out", out], database.url);
    expect(result.code, result.stderr).toBe(0);
    expect(readCandidates(out).map((row) => [row.name, row.legalName, row.npi])).toEqual([
      ["Summers Anti-Aging Center", "Summers Anti-Aging Center LLC", "1801666821"],
      ["Guys & Gals Hormones and Hydration", "Mltd Enterprises LLC", "1437844461"],
    ]);
  }, 60_000);
});

const gazetteer = loadGazetteer(GAZETTEER_DIR);

function summaryOf(result: ImportResult) {
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.line} ${e.field}: ${e.message}`).join("\n"));
  return result.summary;
}

describe.each(DIALECTS)("an import that names a listed clinic by its NPI on %s", (dialect) => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

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
    expect(unknown.stderr).toContain("Unknown option --state. Did you mean --states?");
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

  it("exits 2 for an evidence file whose header is not the CMS file's", async () => {
    const result = await runTool([MAIN, "--prescribers", CLINICIANS], url);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/not the header of a Medicare Part D Prescribers/);
    expect(result.stderr).toContain("Prscrbr_NPI");
    expect(existsSync(join(dir, "unused.db"))).toBe(false);
  }, 30_000);

  it("writes the source without a month when the file name has no date", async () => {
    const undated = join(dir, "npidata.csv");
    copyFileSync(MAIN, undated);
    const out = join(dir, "undated.csv");
    const database = `sqlite:${join(dir, "undated.db")}`;
    expect((await runScript("db-migrate", [], { DATABASE_URL: database })).code).toBe(0);
    const result = await runTool([undated, "--keywords", "andrology", "--out", out], database);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("has no date in its name");
    expect(readCandidates(out).map((row) => row.source)).toEqual(["NPPES (NPI 1990000188)"]);
  }, 30_000);
});
