import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { CANDIDATE_REVIEW_COLUMNS } from "../../domain/registry-candidate.ts";
import {
  buildCandidates,
  CANDIDATE_COLUMNS,
  candidatesCsv,
  planCandidates,
  writeCandidatesFile,
} from "./candidates-file.server.ts";
import type { CandidateLocation, Organisation } from "./scan.server.ts";

const dir = mkdtempSync(join(tmpdir(), "candidates-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function location(overrides: Partial<CandidateLocation> = {}): CandidateLocation {
  return {
    addressLine1: "2150 Cedar Ridge Blvd",
    addressLine2: null,
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    latitude: 30.27057,
    longitude: -97.74259,
    phone: "(512) 555-0142",
    ...overrides,
  };
}

function organisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    npi: "1990000022",
    legalName: "SUMMIT MEN'S HEALTH, PLLC",
    keyword: "men's health",
    keywordIn: "legal",
    taxonomies: ["208800000X"],
    lastUpdated: "2025-01-06",
    line: 3,
    primary: location(),
    secondaries: [],
    ...overrides,
  };
}

const context = {
  mainFile: "/data/npidata_pfile_20250106-20250112.csv",
  plFile: "/data/pl_pfile_20250106-20250112.csv",
  month: "January 2025",
  taxonomyNames: new Map([["208800000X", "Urology Physician"]]),
};

describe("buildCandidates", () => {
  it("makes one row per location in the import format with the review columns", () => {
    const { rows, duplicates, matches } = buildCandidates(
      [
        organisation({
          dbaName: "DESERT WELLNESS",
          secondaries: [
            {
              line: 2,
              location: location({ city: "Round Rock", zipCode: "78664", addressLine2: "Ste 100" }),
            },
            { line: 3, location: location({ addressLine1: "2150 CEDAR RIDGE BOULEVARD" }) },
          ],
        }),
      ],
      [],
      context,
    );
    expect(rows).toEqual([
      {
        slug: "desert-wellness-austin",
        name: "Desert Wellness",
        addressLine1: "2150 Cedar Ridge Blvd",
        addressLine2: "",
        city: "Austin",
        state: "TX",
        zipCode: "78701",
        latitude: "30.27057",
        longitude: "-97.74259",
        phone: "(512) 555-0142",
        verified: "false",
        source: "NPPES January 2025 (NPI 1990000022)",
        npi: "1990000022",
        match: "new",
        matchedTaxonomies: "208800000X Urology Physician",
        matchedKeyword: "men's health (legal name: Summit Men's Health, PLLC)",
        registryLastUpdated: "2025-01-06",
      },
      expect.objectContaining({ slug: "desert-wellness-round-rock", addressLine2: "Ste 100" }),
    ]);
    expect(duplicates).toEqual([
      {
        file: "pl_pfile_20250106-20250112.csv",
        line: 3,
        npi: "1990000022",
        name: "Desert Wellness",
        of: { file: "npidata_pfile_20250106-20250112.csv", line: 3, npi: "1990000022" },
        reason: "same NPI and address",
      },
    ]);
    expect(matches).toEqual({ new: 2, "same-npi": 0, "possible-duplicate": 0 });
  });

  it("uses the slug of the stored clinic with the same NPI", () => {
    const plan = planCandidates(
      [organisation()],
      [
        {
          slug: "summit-austin",
          npi: "1990000022",
          name: "Summit",
          addressLine1: "2150 Cedar Ridge Blvd",
          addressLine2: null,
          zipCode: "78701",
          phone: null,
        },
      ],
      context,
    );
    expect(plan.slugs).toEqual(["summit-austin"]);
    expect(plan.counts["same-npi"]).toBe(1);
  });
});

describe("the candidates file", () => {
  it("has the import columns, npi and the review columns", () => {
    expect(CANDIDATE_COLUMNS.slice(-4)).toEqual([...CANDIDATE_REVIEW_COLUMNS]);
    expect(CANDIDATE_COLUMNS).toContain("npi");
  });

  it("quotes cells with commas and quotes and escapes text a spreadsheet would run", () => {
    const { rows } = buildCandidates(
      [
        organisation({
          legalName: '=HYPERLINK("X") MEN\'S HEALTH, LLC',
          primary: location({ addressLine2: "Ste 1, Fl 2" }),
        }),
      ],
      [],
      context,
    );
    const text = candidatesCsv(rows);
    const [record] = parse(text, { columns: true }) as Record<string, string>[];
    expect(record?.name).toBe(`'=Hyperlink("X") Men's Health, LLC`);
    expect(record?.addressLine2).toBe("Ste 1, Fl 2");
    expect(record?.longitude).toBe("-97.74259");
  });

  it("writes the same text in batches, and no partial file", () => {
    const many = Array.from({ length: 2500 }, (_, i) =>
      organisation({ npi: String(1990000000 + i), primary: location({ addressLine1: `${i} Main St` }) }),
    );
    const plan = planCandidates(many, [], context);
    const path = join(dir, "candidates.csv");
    writeCandidatesFile(path, plan);
    const { rows } = buildCandidates(many, [], context);
    expect(readFileSync(path, "utf8")).toBe(candidatesCsv(rows));
    expect(() => readFileSync(`${path}.partial`)).toThrow();
  });
});
