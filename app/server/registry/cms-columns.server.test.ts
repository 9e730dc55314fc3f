import { describe, expect, it } from "vitest";
import {
  CLINICIANS_COLUMNS,
  CLINICIANS_HEADER,
  CLINICIANS_OPTIONAL_COLUMNS,
  CLINICIANS_SHORT_HEADER,
  PRESCRIBERS_COLUMNS,
  PRESCRIBERS_HEADER,
  resolveCmsColumns,
  SERVICES_COLUMNS,
  SERVICES_HEADER,
} from "./cms-columns.server.ts";
import { readHeader } from "./csv-lines.server.ts";

const FIXTURES = "tests/fixtures/cms";

function header(name: string): string[] {
  const read = readHeader(`${FIXTURES}/${name}`);
  if (!read.ok) throw new Error(read.problem);
  return read.header;
}

describe("the CMS headers", () => {
  it("has each file's columns once, in the order CMS writes them", () => {
    expect(PRESCRIBERS_HEADER).toHaveLength(22);
    expect(SERVICES_HEADER).toHaveLength(28);
    expect(CLINICIANS_HEADER).toHaveLength(31);
    for (const list of [PRESCRIBERS_HEADER, SERVICES_HEADER, CLINICIANS_HEADER, CLINICIANS_SHORT_HEADER]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(PRESCRIBERS_HEADER.slice(8, 11)).toEqual(["Brnd_Name", "Gnrc_Name", "Tot_Clms"]);
    expect(PRESCRIBERS_HEADER.slice(-3)).toEqual([
      "GE65_Tot_Day_Suply",
      "GE65_Bene_Sprsn_Flag",
      "GE65_Tot_Benes",
    ]);
    expect(SERVICES_HEADER[5]).toBe("Rndrng_Prvdr_Ent_Cd");
    expect(CLINICIANS_SHORT_HEADER[18]).toBe("org_nm");
  });

  it("is what the fixtures start with (header names read trimmed: the tabs after Cred do not count)", () => {
    expect(header("MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv")).toEqual(PRESCRIBERS_HEADER);
    expect(header("MUP_DPR_RY24_P04_V10_DY22_NPIBN.csv")).toEqual(PRESCRIBERS_HEADER);
    expect(header("MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv")).toEqual(SERVICES_HEADER);
    expect(header("DAC_NationalDownloadableFile.csv")).toEqual(CLINICIANS_HEADER);
  });

  it("finds every column we read in the current headers, by name", () => {
    const prescribers = resolveCmsColumns(PRESCRIBERS_HEADER, PRESCRIBERS_COLUMNS);
    expect(prescribers).toMatchObject({
      ok: true,
      indexes: { npi: 0, brand: 8, generic: 9, beneficiaries: 14 },
    });
    const services = resolveCmsColumns(SERVICES_HEADER, SERVICES_COLUMNS);
    expect(services).toMatchObject({ ok: true, indexes: { hcpcs: 17, services: 22, beneficiaryDays: 23 } });
    const clinicians = resolveCmsColumns(CLINICIANS_HEADER, CLINICIANS_COLUMNS, CLINICIANS_OPTIONAL_COLUMNS);
    expect(clinicians).toMatchObject({ ok: true, indexes: { facilityName: 18, city: 24, telehealth: 17 } });
  });

  it("accepts the short names of earlier releases, and a missing optional column as -1", () => {
    const resolved = resolveCmsColumns(
      header("DAC_short_names.csv"),
      CLINICIANS_COLUMNS,
      CLINICIANS_OPTIONAL_COLUMNS,
    );
    expect(resolved).toMatchObject({
      ok: true,
      indexes: { lastName: 3, facilityName: 17, city: 23, zip: 25, phone: 26, telehealth: -1 },
    });
  });

  it("names each missing column with its other spellings, and columns given twice", () => {
    const short = CLINICIANS_HEADER.filter((name) => name !== "Facility Name" && name !== "pri_spec");
    expect(resolveCmsColumns([...short, "NPI"], CLINICIANS_COLUMNS)).toEqual({
      ok: false,
      missing: ['"pri_spec"', '"Facility Name" (or "org_nm", "facility_name")'],
      repeated: ["NPI"],
    });
  });
});
