import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { loadZipCentroids } from "../gazetteer/zip-centroids.server.ts";
import { assembleCandidates, practiceLookup } from "./assemble.server.ts";
import {
  matchCandidates,
  REPORT_COLUMNS,
  reportCsv,
  reportRow,
  writeReportFile,
} from "./candidates-file.server.ts";
import type { Evidence, Practice } from "./practices.server.ts";
import type { CandidateLocation, Clinician, Organisation } from "./scan.server.ts";

/** The assembly with its candidates made at once, as the tests read them. */
function assemble(...args: Parameters<typeof assembleCandidates>) {
  const assembled = assembleCandidates(...args);
  try {
    return { ...assembled, candidates: [...assembled.candidates()] };
  } finally {
    assembled.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), "assemble-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const zips = loadZipCentroids("data/gazetteer");

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
    nameMatch: { match: { tier: "strong", kind: "keyword", match: "men's health" }, in: "legal" },
    taxonomies: ["208800000X"],
    lastUpdated: "2025-01-06",
    line: 3,
    primary: location(),
    secondaries: [],
    practices: [],
    clinicians: [],
    ownEvidence: false,
    ...overrides,
  };
}

function practice(overrides: Partial<Practice> = {}): Practice {
  return {
    key: "4789000001|2150 cedar ridge blvd|78701",
    orgPacId: "4789000001",
    name: "Summit Men's Health PLLC",
    address: { line1: "2150 Cedar Ridge Blvd", line2: "", city: "Austin", state: "TX", zip5: "78701" },
    phone: "5125550142",
    telehealth: true,
    clinicians: [
      {
        npi: "1990000014",
        name: "Jordan Sample",
        credential: "MD",
        specialty: "Urology",
        claims: 0,
        services: 0,
        visits: 0,
        drugs: [],
        codes: [],
      },
    ],
    totals: {
      cliniciansWithEvidence: 1,
      prescribers: 1,
      claims: 0,
      billers: 0,
      services: 0,
      visits: 0,
      dataYears: {},
    },
    ...overrides,
  };
}

const evidence: Evidence = {
  prescribers: {
    dataYear: 2023,
    byNpi: new Map([
      [
        "1990000014",
        {
          npi: "1990000014",
          claims: 67,
          beneficiaries: 12,
          beneficiariesSuppressed: false,
          drugs: ["Testosterone Cypionate"],
          name: "Jordan Sample",
          type: "Urology",
          city: "Austin",
          state: "TX",
          line: 2,
        },
      ],
      [
        "1990000030",
        {
          npi: "1990000030",
          claims: 20,
          beneficiaries: 0,
          beneficiariesSuppressed: true,
          drugs: ["Testosterone"],
          name: "Riley Example",
          type: "Nurse Practitioner",
          city: "Tulsa",
          state: "OK",
          line: 3,
        },
      ],
      [
        "1990000055",
        {
          npi: "1990000055",
          claims: 11,
          beneficiaries: 11,
          beneficiariesSuppressed: false,
          drugs: ["Testosterone"],
          name: "Nowhere Known",
          type: "Family Practice",
          city: "Reno",
          state: "NV",
          line: 4,
        },
      ],
    ]),
  },
};

const context = {
  month: "January 2025",
  mainFile: "/data/npidata_pfile_20250106-20250112.csv",
  taxonomyNames: new Map([["208800000X", "Urology Physician"]]),
  zips,
  brandNames: [],
  withClinicianFile: true,
};

function soloClinician(): Clinician {
  const at = location({ addressLine1: "1923 S Utica Ave", city: "Tulsa", state: "OK", zipCode: "74104" });
  return {
    npi: "1990000030",
    name: "Riley Example",
    credential: "NP",
    location: at,
    addressKey: "1923 s utica ave|74104",
    line: 9,
    joined: false,
  };
}

describe("assembleCandidates", () => {
  it("gives an organisation the evidence of the practice registered to it, and keeps its names apart", () => {
    const { candidates, unplacedClinicians } = assemble(
      { organisations: [organisation({ practices: [0] })], clinicians: [] },
      [practice()],
      evidence,
      context,
    );
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      key: "npi:1990000022|2150 cedar ridge blvd|78701",
      npi: "1990000022",
      orgPacId: "4789000001",
      name: "Summit Men's Health",
      legalName: "Summit Men's Health, PLLC",
      foundBy: ["evidence", "keyword"],
      nameMatch: "men's health (a strong keyword, in the legal name)",
      source: "NPPES January 2025 (NPI 1990000022)",
      taxonomies: [{ code: "208800000X", name: "Urology Physician" }],
      evidence: {
        prescriptions: { year: 2023, clinicians: 1, claims: 67, drugs: ["Testosterone Cypionate"] },
        services: null,
        cliniciansWithEvidence: 1,
        telehealth: true,
      },
    });
    expect(candidates[0]?.evidence?.clinicians).toEqual([
      { npi: "1990000014", name: "Jordan Sample, MD", specialty: "Urology", prescriptions: 67, services: 0 },
    ]);
    expect(unplacedClinicians).toBe(2);
  });

  it("makes a candidate of a practice no organisation was found for, and of a clinician practising alone", () => {
    const { candidates, counts } = assemble(
      { organisations: [], clinicians: [soloClinician()] },
      [practice()],
      evidence,
      context,
    );
    expect(counts).toEqual({ organisations: 0, groups: 1, solo: 1 });
    expect(candidates.map((c) => [c.key, c.name, c.npi, c.source, c.foundBy])).toEqual([
      [
        "pac:4789000001|2150 cedar ridge blvd|78701",
        "Summit Men's Health",
        null,
        "CMS Doctors and Clinicians (Medicare group 4789000001)",
        ["evidence"],
      ],
      [
        "solo:1990000030|1923 s utica ave|74104",
        "Riley Example, NP",
        "1990000030",
        "NPPES January 2025 (NPI 1990000030)",
        ["evidence"],
      ],
    ]);
    expect(candidates[0]).toMatchObject({
      latitude: 30.27057,
      longitude: -97.74259,
      phone: "(512) 555-0142",
    });
    expect(candidates[1]?.evidence?.prescriptions).toMatchObject({ claims: 20, clinicians: 1 });
  });

  it("merges a duplicate into the first candidate at its address, evidence and names included", () => {
    const { candidates, duplicates } = assemble(
      { organisations: [organisation()], clinicians: [] },
      [practice({ phone: "" })],
      evidence,
      context,
    );
    expect(duplicates).toEqual([
      {
        where: "the clinician file (Medicare group 4789000001)",
        name: "Summit Men's Health",
        into: "npidata_pfile_20250106-20250112.csv line 3",
        reason: "same address, close name",
      },
    ]);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]?.foundBy).toEqual(["evidence", "keyword"]);
    expect(candidates[0]?.evidence?.prescriptions?.claims).toBe(67);
  });

  it("leaves out a practice whose ZIP code is in another state", () => {
    const { candidates, unlocatedPractices } = assemble(
      { organisations: [], clinicians: [] },
      [practice({ address: { line1: "1 Main St", line2: "", city: "Tulsa", state: "OK", zip5: "78701" } })],
      evidence,
      context,
    );
    expect(candidates).toEqual([]);
    expect(unlocatedPractices).toBe(1);
  });

  it("looks practices up by address and phone, but not clinicians practising alone", () => {
    const lookup = practiceLookup([practice(), practice({ orgPacId: "", name: "Jordan Sample, MD" })]);
    expect(lookup.byAddress.get("2150 cedar ridge blvd|78701")).toEqual([0]);
    expect(lookup.byPhone.get("5125550142")).toEqual([0]);
  });
});

describe("the candidates report", () => {
  it("has the queue's key first, so the import can recognise and refuse it", () => {
    expect(REPORT_COLUMNS[0]).toBe("candidateKey");
  });

  it("says how each candidate matches the listed clinics, and escapes text a spreadsheet would run", () => {
    const { candidates } = assemble(
      {
        organisations: [organisation({ legalName: '=HYPERLINK("X") MEN\'S HEALTH, LLC', practices: [0] })],
        clinicians: [],
      },
      [practice()],
      evidence,
      context,
    );
    const matches = matchCandidates(candidates, [
      {
        slug: "summit-austin",
        name: "Summit",
        addressLine1: "2150 Cedar Ridge Boulevard",
        addressLine2: null,
        zipCode: "78701",
        phone: null,
        npi: null,
      },
    ]);
    const [record] = parse(reportCsv(candidates.map((c, i) => reportRow(c, matches[i]))), {
      columns: true,
    }) as Record<string, string>[];
    expect(record).toMatchObject({
      name: `'=Hyperlink("X") Men's Health`,
      match: "possible duplicate of summit-austin",
      foundBy: "evidence, keyword",
      evidence: "1 clinician here had 67 Medicare testosterone prescriptions in 2023 (CMS Part D).",
    });
  });

  it("writes the same text in batches, and no partial file", () => {
    const many = Array.from({ length: 2500 }, (_, i) =>
      organisation({ npi: String(1990000000 + i), primary: location({ addressLine1: `${i} Main St` }) }),
    );
    const { candidates } = assemble({ organisations: many, clinicians: [] }, [], {}, context);
    const matches = matchCandidates(candidates, []);
    const path = join(dir, "report.csv");
    writeReportFile(path, candidates, matches);
    expect(readFileSync(path, "utf8")).toBe(reportCsv(candidates.map((c, i) => reportRow(c, matches[i]))));
    expect(() => readFileSync(`${path}.partial`)).toThrow();
  });
});
