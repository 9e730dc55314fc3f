import { describe, expect, it } from "vitest";
import { PRESCRIBERS_COLUMNS } from "./cms-columns.server.ts";
import { CmsFileError, cellCountProblem, cmsDataYear, cmsLayout, parseCount } from "./cms-file.server.ts";

const FIXTURES = "tests/fixtures/cms";

describe("cmsDataYear", () => {
  it("reads DY (Part D) and D (physician) years, not the release year", () => {
    expect(cmsDataYear("MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv")).toBe(2023);
    expect(cmsDataYear("/data/cms/MUP_DPR_RY24_P04_V10_DY13_NPIBN.csv")).toBe(2013);
    expect(cmsDataYear("MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv")).toBe(2023);
    expect(cmsDataYear("MUP_PHY_R25_P04_V20_D19_Prov_Svc.csv")).toBe(2019);
  });

  it("falls back on one lone year in the name, else undefined", () => {
    expect(cmsDataYear("part_d_prescribers_2022.csv")).toBe(2022);
    expect(cmsDataYear("DAC_NationalDownloadableFile.csv")).toBeUndefined();
    expect(cmsDataYear("prescribers.csv")).toBeUndefined();
    expect(cmsDataYear("compare_2022_vs_2023.csv")).toBeUndefined();
  });
});

describe("cmsLayout", () => {
  it("gives the columns' positions and the header's width", () => {
    const layout = cmsLayout(
      `${FIXTURES}/MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv`,
      "Part D file",
      PRESCRIBERS_COLUMNS,
    );
    expect(layout.cellCount).toBe(22);
    expect(layout.columns).toMatchObject({ npi: 0, generic: 9, claims: 10 });
  });

  it("is a usage error naming the missing columns", () => {
    expect(() =>
      cmsLayout(`${FIXTURES}/partd_without_generic.csv`, "Part D file", PRESCRIBERS_COLUMNS),
    ).toThrow(
      new CmsFileError(
        'partd_without_generic.csv: not the header of a Part D file: missing columns "Gnrc_Name", "Tot_Clms"',
      ),
    );
  });

  it("is a usage error for a file that is not there", () => {
    expect(() => cmsLayout(`${FIXTURES}/nothing.csv`, "Part D file", PRESCRIBERS_COLUMNS)).toThrow(
      /cannot read Part D file .*nothing\.csv: no such file/,
    );
    expect(() => cmsLayout(FIXTURES, "Part D file", PRESCRIBERS_COLUMNS)).toThrow(CmsFileError);
  });
});

describe("parseCount and cellCountProblem", () => {
  it("reads counts, blank as undefined and anything else as NaN", () => {
    expect(parseCount("27")).toBe(27);
    expect(parseCount("400.5")).toBe(400.5);
    expect(parseCount("")).toBeUndefined();
    expect(parseCount("1,204")).toBeNaN();
    expect(parseCount("-3")).toBeNaN();
  });

  it("says why a row is malformed", () => {
    expect(cellCountProblem(22, 22)).toBeUndefined();
    expect(cellCountProblem(11, 22)).toBe("11 cells, the header has 22");
    expect(cellCountProblem(-1, 22)).toBe("a quoted cell is not closed on its line");
  });
});
