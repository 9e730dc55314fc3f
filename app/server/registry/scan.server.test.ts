import { describe, expect, it } from "vitest";
import { US_STATES } from "../../domain/us-states.ts";
import { loadZipCentroids } from "../gazetteer/zip-centroids.server.ts";
import { readHeader } from "./csv-lines.server.ts";
import {
  ENDPOINT_COLUMNS,
  MAIN_COLUMNS,
  OTHERNAME_COLUMNS,
  PL_COLUMNS,
  resolveColumns,
  TAXONOMY_COLUMNS,
} from "./nppes-columns.server.ts";
import { candidateRules, type RuleOverrides, readRulesFile } from "./rules.server.ts";
import { type FileLayouts, type RegistryFiles, scanRegistry } from "./scan.server.ts";

const FIXTURES = "tests/fixtures/nppes";
const FILES: Required<Omit<RegistryFiles, "endpoints">> = {
  main: `${FIXTURES}/npidata_pfile_20250106-20250112.csv`,
  pl: `${FIXTURES}/pl_pfile_20250106-20250112.csv`,
  othernames: `${FIXTURES}/othername_pfile_20250106-20250112.csv`,
};
const ENDPOINTS = `${FIXTURES}/endpoint_pfile_20250106-20250112.csv`;
const zips = loadZipCentroids("data/gazetteer");

function layout<K extends string>(path: string, wanted: Record<K, string>, list: readonly string[] = []) {
  const header = readHeader(path);
  if (!header.ok) throw new Error(header.problem);
  const resolved = resolveColumns(header.header, wanted, list);
  if (!resolved.ok) throw new Error(resolved.missing.join());
  return { columns: resolved.indexes, list: resolved.list, cellCount: header.header.length };
}

function layouts(files: RegistryFiles): FileLayouts {
  const main = layout(files.main, MAIN_COLUMNS, TAXONOMY_COLUMNS);
  return {
    main: { columns: main.columns, taxonomy: main.list, cellCount: main.cellCount },
    pl: files.pl ? layout(files.pl, PL_COLUMNS) : undefined,
    othernames: files.othernames ? layout(files.othernames, OTHERNAME_COLUMNS) : undefined,
    endpoints: files.endpoints ? layout(files.endpoints, ENDPOINT_COLUMNS) : undefined,
  };
}

function scan(files: RegistryFiles, overrides: RuleOverrides = {}) {
  const rules = candidateRules(
    readRulesFile(),
    overrides,
    US_STATES.map((state) => state.code),
  );
  return scanRegistry(files, { rules, zips, layouts: layouts(files) });
}

describe("scanRegistry on the fixtures", () => {
  it("counts each row under the first rule that drops it", () => {
    const { stats } = scan(FILES);
    expect(stats.main).toMatchObject({
      rows: 29,
      dropped: {
        individual: 3,
        notOrganisation: 0,
        deactivated: 2,
        excludedTaxonomy: 1,
        noTaxonomy: 1,
        noKeyword: 2,
        outsideStates: 2,
        noAddress: 0,
        unknownZip: 1,
        zipInOtherState: 1,
      },
      malformed: 2,
      organisations: 18,
      kept: 14,
    });
    expect(stats.pl).toEqual({
      rows: 7,
      otherNpis: 1,
      dropped: { outsideStates: 1, noAddress: 0, unknownZip: 0, zipInOtherState: 0 },
      malformed: 0,
      kept: 5,
    });
    expect(stats.othernames).toEqual({
      rows: 6,
      dbaNames: 4,
      keywordDbaNames: 2,
      malformed: 0,
      rereadForDba: true,
    });
    expect(stats.malformed).toEqual({
      count: 2,
      listed: [
        {
          file: "npidata_pfile_20250106-20250112.csv",
          line: 21,
          reason: "a quoted cell is not closed on its line",
        },
        { file: "npidata_pfile_20250106-20250112.csv", line: 22, reason: "60 cells, the header has 330" },
      ],
    });
  });

  it("keeps organisations with their names, keywords, taxonomies and locations", () => {
    const { organisations } = scan(FILES);
    const byNpi = new Map(organisations.map((organisation) => [organisation.npi, organisation]));
    expect(byNpi.get("1990000022")).toMatchObject({
      legalName: "SUMMIT MEN'S HEALTH, PLLC",
      dbaName: undefined,
      nameMatch: { match: { tier: "strong", kind: "keyword", match: "men's health" }, in: "legal" },
      taxonomies: ["207Q00000X", "208800000X"],
      lastUpdated: "2025-01-06",
      line: 3,
      primary: {
        addressLine1: "2150 Cedar Ridge Blvd",
        addressLine2: null,
        city: "Austin",
        state: "TX",
        zipCode: "78701",
        phone: "(512) 555-0142",
      },
    });
    expect(byNpi.get("1990000022")?.secondaries.map((entry) => [entry.line, entry.location.city])).toEqual([
      [2, "Round Rock"],
      [3, "Austin"],
      [5, "Austin"],
      [7, "Oklahoma City"],
    ]);
    // DBA in the main row, DBA with a keyword in the other name file, DBA without one (second pass).
    expect(byNpi.get("1990000048")).toMatchObject({
      dbaName: "NORTHSIDE LOW T CENTER",
      nameMatch: { match: { match: "low T" }, in: "dba" },
    });
    expect(byNpi.get("1990000055")).toMatchObject({
      dbaName: "PRAIRIE HORMONE & THYROID CLINIC",
      nameMatch: { match: { tier: "weak", match: "hormone" }, in: "dba" },
    });
    expect(byNpi.get("1990000063")).toMatchObject({
      dbaName: "DESERT WELLNESS",
      nameMatch: { match: { match: "testosterone" }, in: "legal" },
    });
    // Reactivated after its deactivation; ordinals and Mc names.
    expect(byNpi.get("1990000097")?.primary).toMatchObject({
      addressLine1: "2100 N 1st St",
      city: "McAllen",
    });
    // Quotes and a comma inside cells; a taxonomy in slot 3 after empty slots; a 9-digit phone.
    expect(byNpi.get("1990000162")?.legalName).toBe('THE "PEAK" MEN\'S CLINIC, LLC');
    expect(byNpi.get("1990000162")?.primary?.addressLine2).toBe("Suite 1400, 14th Floor");
    expect(byNpi.get("1990000188")).toMatchObject({ taxonomies: ["208800000X"], primary: { phone: null } });
    // Accepted, but its main location is in Puerto Rico: kept for its secondary locations, no main one.
    expect(byNpi.get("1990000147")?.primary).toBeUndefined();
    expect(byNpi.has("1990000139")).toBe(false);
  });

  it("works without the optional files: no DBA names from them, no secondary locations", () => {
    const { stats, organisations } = scan({ main: FILES.main });
    expect(stats.pl).toBeUndefined();
    expect(stats.othernames).toBeUndefined();
    // Prairie matches only through its DBA name in the other name file.
    expect(stats.main.kept).toBe(13);
    expect(stats.main.dropped.noKeyword).toBe(3);
    expect(organisations.every((organisation) => organisation.secondaries.length === 0)).toBe(true);
    expect(organisations.find((organisation) => organisation.npi === "1990000063")?.dbaName).toBeUndefined();
  });

  it("applies --states, --taxonomy and --keywords", () => {
    const states = scan(FILES, { states: "TX,OK" }).stats;
    expect(states.main.kept).toBe(10);
    expect(states.main.dropped.outsideStates).toBe(7);
    expect(states.pl?.kept).toBe(5);

    const narrow = scan(FILES, { taxonomy: "208800000X", keywords: "andrology,men's health" });
    expect(narrow.organisations.map((organisation) => organisation.npi)).toEqual([
      "1990000022",
      "1990000188",
    ]);
    expect(narrow.stats.main.dropped.excludedTaxonomy).toBe(1);
  });

  it("keeps an organisation whose electronic address is at a TRT brand's domain, unless it is no clinic", () => {
    const { organisations, stats } = scan({ ...FILES, endpoints: ENDPOINTS });
    expect(stats.endpoints).toEqual({ rows: 4, brandEndpoints: 2, kept: 1, malformed: 0 });
    expect(stats.main.dropped.noKeyword).toBe(1);
    expect(organisations.find((organisation) => organisation.npi === "1990000121")).toMatchObject({
      legalName: "RIVERSIDE FAMILY MEDICINE PA",
      nameMatch: {
        match: { tier: "strong", kind: "brand", match: "Defy Medical" },
        in: "website",
        domain: "defymedical.com",
      },
    });
    // A pharmacy at a brand's domain stays out; so does a domain that is not the brand's own.
    expect(organisations.some((organisation) => organisation.npi === "1990000113")).toBe(false);
    expect(scan({ ...FILES, endpoints: ENDPOINTS }, { keywords: "male" }).stats.endpoints?.kept).toBe(0);
  });

  it("reports progress with bytes read and rows", () => {
    const seen: number[] = [];
    const rules = candidateRules(readRulesFile(), {}, ["TX"]);
    scanRegistry(
      { main: FILES.main },
      {
        rules,
        zips,
        layouts: layouts({ main: FILES.main }),
        onProgress: (progress) => seen.push(progress.rows, progress.bytesRead === progress.fileSize ? 1 : 0),
      },
    );
    expect(seen).toEqual([29, 1]);
  });
});
