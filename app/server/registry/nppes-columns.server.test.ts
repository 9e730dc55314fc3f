import { describe, expect, it } from "vitest";
import { readHeader } from "./csv-lines.server.ts";
import {
  MAIN_COLUMNS,
  NPIDATA_HEADER,
  OTHERNAME_COLUMNS,
  OTHERNAME_HEADER,
  PL_COLUMNS,
  PL_HEADER,
  resolveColumns,
  TAXONOMY_COLUMNS,
} from "./nppes-columns.server.ts";

const FIXTURES = "tests/fixtures/nppes";

describe("the NPPES headers", () => {
  it("has the 330 columns of the main file, each once, in the documented order", () => {
    expect(NPIDATA_HEADER).toHaveLength(330);
    expect(new Set(NPIDATA_HEADER).size).toBe(330);
    expect(NPIDATA_HEADER.slice(0, 2)).toEqual(["NPI", "Entity Type Code"]);
    expect(NPIDATA_HEADER[47]).toBe("Healthcare Provider Taxonomy Code_1");
    expect(NPIDATA_HEADER[107]).toBe("Other Provider Identifier_1");
    expect(NPIDATA_HEADER.at(-1)).toBe("Certification Date");
  });

  it("keeps the practice location file's odd spacing", () => {
    expect(PL_HEADER[1]).toBe("Provider Secondary Practice Location Address- Address Line 1");
    expect(PL_HEADER[2]).toBe("Provider Secondary Practice Location Address-  Address Line 2");
    expect(PL_HEADER[3]).toBe("Provider Secondary Practice Location Address - City Name");
  });

  it("is what the committed fixtures start with", () => {
    expect(readHeader(`${FIXTURES}/npidata_pfile_20250106-20250112.csv`)).toEqual({
      ok: true,
      header: [...NPIDATA_HEADER],
    });
    expect(readHeader(`${FIXTURES}/pl_pfile_20250106-20250112.csv`)).toEqual({
      ok: true,
      header: [...PL_HEADER],
    });
    expect(readHeader(`${FIXTURES}/othername_pfile_20250106-20250112.csv`)).toEqual({
      ok: true,
      header: [...OTHERNAME_HEADER],
    });
  });
});

describe("resolveColumns", () => {
  it("finds every column the tool reads by its name", () => {
    const main = resolveColumns(NPIDATA_HEADER, MAIN_COLUMNS, TAXONOMY_COLUMNS);
    expect(main.ok).toBe(true);
    if (!main.ok) return;
    expect(main.indexes.npi).toBe(0);
    expect(main.indexes.entityType).toBe(1);
    expect(main.indexes.line1).toBe(
      NPIDATA_HEADER.indexOf("Provider First Line Business Practice Location Address"),
    );
    expect(main.list).toEqual(Array.from({ length: 15 }, (_, i) => 47 + i * 4));
    expect(resolveColumns(PL_HEADER, PL_COLUMNS).ok).toBe(true);
    expect(resolveColumns(OTHERNAME_HEADER, OTHERNAME_COLUMNS).ok).toBe(true);
  });

  it("does not depend on the order of the columns", () => {
    const shuffled = [...PL_HEADER].reverse();
    const resolved = resolveColumns(shuffled, PL_COLUMNS);
    expect(resolved.ok && resolved.indexes.npi).toBe(shuffled.length - 1);
  });

  it("names the missing columns, also when only the spacing differs", () => {
    const header = PL_HEADER.map((name) => name.replace("Address-  Address", "Address- Address")).filter(
      (name) => name !== "NPI",
    );
    expect(resolveColumns(header, PL_COLUMNS)).toEqual({
      ok: false,
      missing: ["NPI", "Provider Secondary Practice Location Address-  Address Line 2"],
      repeated: [],
    });
  });

  it("names a header that is not the main file's, and columns given twice", () => {
    const result = resolveColumns(["NPI", "NPI", "Entity Type Code"], MAIN_COLUMNS, TAXONOMY_COLUMNS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.repeated).toEqual(["NPI"]);
    expect(result.missing).toContain("Provider Organization Name (Legal Business Name)");
    expect(result.missing).toContain("Healthcare Provider Taxonomy Code_15");
    expect(result.missing).not.toContain("Entity Type Code");
  });
});
