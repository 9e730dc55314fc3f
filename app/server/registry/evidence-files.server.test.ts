import { describe, expect, it } from "vitest";
import { CmsFileError } from "./cms-file.server.ts";
import { readPrescribersFile, readServicesFile } from "./evidence-files.server.ts";
import { readTestosteroneLists, testosteroneCodes, testosteroneDrugs } from "./testosterone-lists.server.ts";

const FIXTURES = "tests/fixtures/cms";
const lists = readTestosteroneLists();
const drugs = testosteroneDrugs(lists);
const codes = testosteroneCodes(lists);

describe("readPrescribersFile", () => {
  const read = readPrescribersFile(`${FIXTURES}/MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv`, drugs);

  it("sums the testosterone rows by prescriber, the data year from the file name", () => {
    expect(read.dataYear).toBe(2023);
    expect([...read.byNpi.keys()]).toEqual(["1990000014", "1990000303", "1990000311", "1990000337"]);
    expect(read.byNpi.get("1990000014")).toEqual({
      npi: "1990000014",
      claims: 67,
      beneficiaries: 12,
      beneficiariesSuppressed: true,
      drugs: ["Testosterone Cypionate", "Depo-Testosterone"],
      name: "Jordan Sample",
      type: "Family Practice",
      city: "Austin",
      state: "TX",
      line: 2,
    });
    expect(read.byNpi.get("1990000303")).toMatchObject({
      claims: 11,
      beneficiaries: 11,
      beneficiariesSuppressed: false,
    });
  });

  it("takes a listed brand whose generic is written otherwise, and leaves out estrogen combinations", () => {
    expect(read.byNpi.get("1990000311")).toMatchObject({ claims: 19, drugs: ["Androgel Pump"], state: "OK" });
    expect(read.byNpi.get("1990000337")).toMatchObject({ drugs: ["Methitest"], beneficiaries: 0 });
    expect(read.byNpi.has("1990000345")).toBe(false);
  });

  it("counts malformed rows with their lines and reads on", () => {
    expect(read.stats).toMatchObject({ rows: 13, matched: 5, malformed: 4 });
    expect(read.malformed).toEqual({
      count: 4,
      listed: [
        {
          file: "MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv",
          line: 9,
          reason: "a quoted cell is not closed on its line",
        },
        { file: "MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv", line: 11, reason: "11 cells, the header has 22" },
        { file: "MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv", line: 13, reason: '"1990000015" is not a valid NPI' },
        { file: "MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv", line: 14, reason: 'Tot_Clms "abc" is not a number' },
      ],
    });
  });

  it("reads a file with every cell quoted, CRLF line ends and a byte order mark", () => {
    const quoted = readPrescribersFile(`${FIXTURES}/MUP_DPR_RY24_P04_V10_DY22_NPIBN.csv`, drugs);
    expect(quoted.dataYear).toBe(2022);
    expect(quoted.stats).toMatchObject({ rows: 3, matched: 2, malformed: 0 });
    expect(quoted.byNpi.get("1990000014")).toMatchObject({ claims: 14, drugs: ["Xyosted"], state: "TX" });
    // A brand starting with a letter outside ASCII is compared as text, not passed over.
    expect(quoted.byNpi.get("1990000394")).toMatchObject({ claims: 12, drugs: ["Ándrogel"] });
  });

  it("reports progress at the end", () => {
    const seen: number[] = [];
    readPrescribersFile(`${FIXTURES}/MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv`, drugs, {
      onProgress: (progress) => seen.push(progress.rows, progress.kept),
    });
    expect(seen).toEqual([13, 5]);
  });

  it("refuses a file without the columns it reads", () => {
    expect(() => readPrescribersFile(`${FIXTURES}/partd_without_generic.csv`, drugs)).toThrow(CmsFileError);
    expect(() => readPrescribersFile(`${FIXTURES}/MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv`, drugs)).toThrow(
      /missing columns "Prscrbr_NPI"/,
    );
  });
});

describe("readServicesFile", () => {
  const read = readServicesFile(`${FIXTURES}/MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv`, codes);

  it("sums the testosterone codes by rendering NPI, over places of service", () => {
    expect(read.dataYear).toBe(2023);
    expect(read.byNpi.get("1990000014")).toEqual({
      npi: "1990000014",
      services: 7612.5,
      visits: 50,
      beneficiaries: 34,
      codes: ["J1071", "11980"],
      entityCode: "I",
      name: "Jordan Sample",
      credential: "M.D.",
      addressLine1: "2150 Cedar Ridge Blvd",
      addressLine2: "Ste 200",
      city: "Austin",
      state: "TX",
      zip5: "78701",
      line: 2,
    });
  });

  it("matches codes in any case and keeps organisations", () => {
    expect(read.byNpi.get("1990000030")).toMatchObject({ codes: ["J3121"], services: 1500, visits: 15 });
    expect(read.byNpi.get("1990000048")).toMatchObject({
      entityCode: "O",
      name: "Northside Medical Group LLC",
      codes: ["J3145"],
      visits: 4,
    });
  });

  it("counts a row without its numbers as malformed", () => {
    expect(read.byNpi.has("1990000303")).toBe(false);
    expect(read.stats).toMatchObject({ rows: 7, matched: 5, malformed: 1 });
    expect(read.malformed.listed).toEqual([
      { file: "MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv", line: 8, reason: 'Tot_Srvcs "" is not a number' },
    ]);
  });
});
