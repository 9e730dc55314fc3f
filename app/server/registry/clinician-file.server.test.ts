import { describe, expect, it } from "vitest";
import { readCliniciansFile } from "./clinician-file.server.ts";

const FIXTURES = "tests/fixtures/cms";
const EVIDENCE = new Set(["1990000014", "1990000303", "1990000311", "1990000337"]);
const lowT = (name: string) => (/\bLOW T\b/i.test(name) ? "Low T Center" : undefined);

describe("readCliniciansFile", () => {
  const read = readCliniciansFile(`${FIXTURES}/DAC_NationalDownloadableFile.csv`, {
    evidenceNpis: EVIDENCE,
    matchBrand: lowT,
  });

  it("keeps every location of the evidence NPIs and of brand facilities, in file order", () => {
    expect(read.locations.map((location) => [location.npi, location.line])).toEqual([
      ["1990000014", 2],
      ["1990000014", 3],
      ["1990000014", 5],
      ["1990000303", 6],
      ["1990000352", 7],
      ["1990000311", 10],
    ]);
    expect(read.stats).toMatchObject({ rows: 9, matched: 6, malformed: 2 });
  });

  it("gives each location title-cased, with ZIP5, a 10-digit phone and the telehealth flag", () => {
    expect(read.locations[0]).toEqual({
      npi: "1990000014",
      name: "Jordan Sample",
      credential: "MD",
      specialty: "Family Practice",
      orgPacId: "4789000001",
      facilityName: "Summit Men's Health, PLLC",
      addressLine1: "2150 Cedar Ridge Blvd",
      addressLine2: "Ste 200",
      city: "Austin",
      state: "TX",
      zip5: "78701",
      phone: "5125550142",
      telehealth: true,
      hasEvidence: true,
      line: 2,
    });
    expect(read.locations[2]).toMatchObject({
      orgPacId: "",
      facilityName: "",
      phone: "5125550101",
      telehealth: false,
    });
    expect(read.locations[5]).toMatchObject({ credential: "DO", phone: "9185550102", telehealth: true });
  });

  it("marks the rows kept for their facility's brand", () => {
    expect(read.locations[4]).toMatchObject({
      npi: "1990000352",
      facilityName: "Low T Center of Austin",
      hasEvidence: false,
      brand: "Low T Center",
    });
    expect(read.locations.filter((location) => location.brand !== undefined)).toHaveLength(1);
  });

  it("lists the malformed rows with their lines", () => {
    expect(read.malformed.listed).toEqual([
      { file: "DAC_NationalDownloadableFile.csv", line: 4, reason: "19 cells, the header has 31" },
      {
        file: "DAC_NationalDownloadableFile.csv",
        line: 8,
        reason: "a quoted cell is not closed on its line",
      },
    ]);
  });

  it("reads the short header names of earlier releases, without a Telehlth column", () => {
    const short = readCliniciansFile(`${FIXTURES}/DAC_short_names.csv`, { evidenceNpis: EVIDENCE });
    expect(short.locations).toHaveLength(1);
    expect(short.locations[0]).toMatchObject({
      name: "Jordan Sample",
      facilityName: "Summit Men's Health, PLLC",
      city: "Austin",
      zip5: "78701",
      phone: "5125550142",
      telehealth: false,
    });
  });

  it("keeps nothing when no NPI has evidence and no brand is asked for", () => {
    const none = readCliniciansFile(`${FIXTURES}/DAC_NationalDownloadableFile.csv`, {
      evidenceNpis: new Set(),
    });
    expect(none.locations).toEqual([]);
    expect(none.stats.malformed).toBe(1);
  });
});
