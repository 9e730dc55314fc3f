/**
 * Streams the NPPES files and keeps the organisations that the candidate rules accept, with their practice
 * locations. Memory stays flat whatever the file size: one read buffer, and only the organisations kept
 * (plus the doing-business-as names that match a keyword) are held.
 *
 * Passes, each one sequential read of one file:
 * 1. other names (--othernames): DBA names (type 3) that contain a keyword, by NPI;
 * 2. the main file: rules in order (the first that rejects a row counts it): entity type (individuals are
 *    rejected after their second cell), deactivation, excluded taxonomy, allowed taxonomy, keyword in the
 *    legal or DBA name; then the main practice location: state (the 50, or --states), street address, ZIP
 *    in the gazetteer and in that state;
 * 3. practice locations (--pl): the secondary locations of the kept organisations, same location rules;
 * 4. other names again, only when a kept organisation matched on its legal name and may have a DBA name
 *    (which is then the name shown).
 */
import { statSync } from "node:fs";
import { basename } from "node:path";
import { isValidNpi } from "../../domain/npi.ts";
import {
  checkTaxonomies,
  formatPhone,
  isActiveRegistration,
  registryDate,
  zip5,
} from "../../domain/registry-candidate.ts";
import { titleCase } from "../../domain/title-case.ts";
import type { ZipCentroids } from "../gazetteer/zip-centroids.server.ts";
import { CellSlots, LineReader, MAX_LINE_BYTES, malformedReason, scanCells } from "./csv-lines.server.ts";
import {
  DBA_NAME_TYPE,
  MAIN_COLUMNS,
  type OTHERNAME_COLUMNS,
  type PL_COLUMNS,
} from "./nppes-columns.server.ts";
import type { CandidateRules } from "./rules.server.ts";

const CHAR_1 = 49;
const CHAR_2 = 50;

/** What the scan needs of the gazetteer: a ZIP code's centroid and state. */

export interface RegistryFiles {
  main: string;
  pl?: string;
  othernames?: string;
}

/** Column positions of each file, from its header (see nppes-columns.server.ts). */
export interface FileLayouts {
  main: { columns: Record<keyof typeof MAIN_COLUMNS, number>; taxonomy: number[]; cellCount: number };
  pl?: { columns: Record<keyof typeof PL_COLUMNS, number>; cellCount: number };
  othernames?: { columns: Record<keyof typeof OTHERNAME_COLUMNS, number>; cellCount: number };
}

export interface CandidateLocation {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  /** "(512) 555-0142", or null. */
  phone: string | null;
}

export interface Organisation {
  npi: string;
  /** As in the registry (upper case). */
  legalName: string;
  /** The doing-business-as name shown instead of the legal name, when there is one. */
  dbaName?: string;
  keyword: string;
  /** Where the keyword was found. */
  keywordIn: "legal" | "dba";
  taxonomies: string[];
  /** ISO date of "Last Update Date". */
  lastUpdated: string | undefined;
  /** Line of the main file. */
  line: number;
  primary?: CandidateLocation;
  secondaries: { location: CandidateLocation; line: number }[];
}

export const MAIN_DROPS = {
  individual: "individuals (entity type 1)",
  notOrganisation: "no entity type 2 (not an organisation)",
  deactivated: "deactivated NPI",
  excludedTaxonomy: "excluded (pediatric) taxonomy",
  noTaxonomy: "no allowed taxonomy",
  noKeyword: "no keyword in the legal or DBA name",
  outsideStates: "main location outside the states (territory, abroad or not in --states)",
  noAddress: "main location without a street address",
  unknownZip: "main location ZIP not in the gazetteer",
  zipInOtherState: "main location ZIP in another state",
} as const;

export const LOCATION_DROPS = {
  outsideStates: "outside the states (territory, abroad or not in --states)",
  noAddress: "without a street address",
  unknownZip: "ZIP not in the gazetteer",
  zipInOtherState: "ZIP in another state",
} as const;

type LocationDrop = keyof typeof LOCATION_DROPS;

export interface MalformedRow {
  file: string;
  line: number;
  reason: string;
}

export const MALFORMED_LISTED = 20;

const OVERLONG = `longer than ${MAX_LINE_BYTES / 1024 / 1024} MB`;

export interface ScanStats {
  main: {
    rows: number;
    dropped: Record<keyof typeof MAIN_DROPS, number>;
    malformed: number;
    /** Organisations accepted by the rules (kept main locations plus those dropped only for the location). */
    organisations: number;
    kept: number;
    /** Time spent reading the main file. */
    seconds: number;
  };
  pl?: {
    rows: number;
    /** Rows of organisations that were not kept. */
    otherNpis: number;
    dropped: Record<LocationDrop, number>;
    malformed: number;
    kept: number;
  };
  othernames?: {
    rows: number;
    dbaNames: number;
    keywordDbaNames: number;
    malformed: number;
    rereadForDba: boolean;
  };
  malformed: { count: number; listed: MalformedRow[] };
}

export interface ScanProgress {
  file: string;
  bytesRead: number;
  fileSize: number;
  rows: number;
  kept: number;
  /** Since this file's pass started. */
  seconds: number;
}

export interface ScanOptions {
  rules: CandidateRules;
  zips: ZipCentroids;
  layouts: FileLayouts;
  /** Called every few thousand rows and at the end of each file. */
  onProgress?: (progress: ScanProgress) => void;
}

const PROGRESS_EVERY = 16_384;

function zeroes<K extends string>(keys: Record<K, string>): Record<K, number> {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, 0])) as Record<K, number>;
}

class MalformedRows {
  count = 0;
  readonly listed: MalformedRow[] = [];

  add(file: string, line: number, reason: string) {
    this.count++;
    if (this.listed.length < MALFORMED_LISTED) this.listed.push({ file: basename(file), line, reason });
  }
}

/** Cell count check and NPI check shared by the three files; the reason, or undefined when fine. */
function rowProblem(count: number, expected: number, npi: string): string | undefined {
  if (count < 0) return malformedReason(count);
  if (count !== expected) return `${count} cells, the header has ${expected}`;
  if (!isValidNpi(npi)) return `"${npi}" is not a valid NPI`;
  return undefined;
}

interface RawLocation {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
}

function checkLocation(
  raw: RawLocation,
  rules: CandidateRules,
  zips: ZipCentroids,
): { location: CandidateLocation } | { drop: LocationDrop } {
  const state = raw.state.toUpperCase();
  const country = raw.country.toUpperCase();
  if ((country !== "" && country !== "US") || !rules.states.has(state)) return { drop: "outsideStates" };
  if (raw.line1 === "") return { drop: "noAddress" };
  const zip = zip5(raw.postalCode);
  const centroid = zip === undefined ? undefined : zips.zip(zip);
  if (zip === undefined || centroid === undefined) return { drop: "unknownZip" };
  if (centroid.stateCode !== state) return { drop: "zipInOtherState" };
  return {
    location: {
      addressLine1: titleCase(raw.line1),
      addressLine2: raw.line2 === "" ? null : titleCase(raw.line2),
      city: raw.city === "" ? centroid.city : titleCase(raw.city),
      state,
      zipCode: zip,
      latitude: centroid.latitude,
      longitude: centroid.longitude,
      phone: formatPhone(raw.phone) || null,
    },
  };
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** Runs the passes described at the top of this module. */
export function scanRegistry(files: RegistryFiles, options: ScanOptions) {
  const malformed = new MalformedRows();
  const keywordDbas = new Map<string, { name: string; keyword: string }>();
  let othernameStats: ScanStats["othernames"];
  if (files.othernames && options.layouts.othernames) {
    othernameStats = { rows: 0, dbaNames: 0, keywordDbaNames: 0, malformed: 0, rereadForDba: false };
    readOtherNames(files.othernames, options, malformed, othernameStats, (npi, name) => {
      const keyword = options.rules.keywords.find(name);
      if (keyword === undefined) return;
      othernameStats && othernameStats.keywordDbaNames++;
      if (!keywordDbas.has(npi)) keywordDbas.set(npi, { name, keyword });
    });
  }

  const { organisations, stats: mainStats } = scanMainFile(files.main, options, malformed, keywordDbas);

  let plStats: ScanStats["pl"];
  if (files.pl && options.layouts.pl)
    plStats = scanPracticeLocations(files.pl, options, malformed, organisations);

  if (files.othernames && options.layouts.othernames && othernameStats) {
    const needDba = new Set(
      [...organisations.values()].filter((org) => org.dbaName === undefined).map((org) => org.npi),
    );
    if (needDba.size > 0) {
      othernameStats.rereadForDba = true;
      readOtherNames(files.othernames, options, undefined, undefined, (npi, name) => {
        const org = needDba.has(npi) ? organisations.get(npi) : undefined;
        if (org && org.dbaName === undefined) org.dbaName = name;
      });
    }
  }

  const stats: ScanStats = {
    main: mainStats,
    pl: plStats,
    othernames: othernameStats,
    malformed: { count: malformed.count, listed: malformed.listed },
  };
  return { organisations: [...organisations.values()], stats };
}

/** Calls `onDba(npi, name)` for every doing-business-as row of the other name file, in file order. */
function readOtherNames(
  path: string,
  options: ScanOptions,
  malformed: MalformedRows | undefined,
  stats: ScanStats["othernames"] | undefined,
  onDba: (npi: string, name: string) => void,
) {
  const layout = options.layouts.othernames;
  if (!layout) return;
  const { npi, name, type } = layout.columns;
  const cells = new CellSlots([npi, name, type]);
  const reader = new LineReader(path);
  const size = fileSize(path);
  const started = performance.now();
  const progress = (): ScanProgress => ({
    file: path,
    bytesRead: reader.bytesRead,
    fileSize: size,
    rows: stats?.rows ?? 0,
    kept: stats?.keywordDbaNames ?? 0,
    seconds: (performance.now() - started) / 1000,
  });
  try {
    reader.next(); // header
    while (reader.next()) {
      const { buffer, start, end } = reader;
      if (start === end) continue;
      if (stats) stats.rows++;
      const count = scanCells(buffer, start, end, cells);
      const npiText = count > 0 ? cells.text(buffer, 0) : "";
      const problem = rowProblem(count, layout.cellCount, npiText);
      if (problem) {
        if (stats) stats.malformed++;
        malformed?.add(path, reader.line, problem);
        continue;
      }
      if (cells.text(buffer, 2) !== DBA_NAME_TYPE) continue;
      const dba = cells.text(buffer, 1);
      if (dba === "") continue;
      if (stats) stats.dbaNames++;
      onDba(npiText, dba);
      if (stats && stats.rows % PROGRESS_EVERY === 0) options.onProgress?.(progress());
    }
    for (const line of reader.overlong) {
      if (stats) {
        stats.rows++;
        stats.malformed++;
      }
      malformed?.add(path, line, OVERLONG);
    }
    if (stats) options.onProgress?.(progress());
  } finally {
    reader.close();
  }
}

function scanMainFile(
  path: string,
  options: ScanOptions,
  malformed: MalformedRows,
  keywordDbas: ReadonlyMap<string, { name: string; keyword: string }>,
) {
  const { rules, zips, layouts } = options;
  const { columns, taxonomy, cellCount } = layouts.main;
  // Slots: the MAIN_COLUMNS fields in their order, then the 15 taxonomy codes.
  const keys = Object.keys(MAIN_COLUMNS) as (keyof typeof MAIN_COLUMNS)[];
  const slot = Object.fromEntries(keys.map((key, index) => [key, index])) as Record<
    keyof typeof MAIN_COLUMNS,
    number
  >;
  const cells = new CellSlots([...keys.map((key) => columns[key]), ...taxonomy]);
  const entityLimit = columns.entityType + 1;
  const codes: string[] = new Array(taxonomy.length).fill("");

  const started = performance.now();
  const stats: ScanStats["main"] = {
    rows: 0,
    dropped: zeroes(MAIN_DROPS),
    malformed: 0,
    organisations: 0,
    kept: 0,
    seconds: 0,
  };
  const organisations = new Map<string, Organisation>();
  const size = fileSize(path);
  const reader = new LineReader(path);
  const report = () =>
    options.onProgress?.({
      file: path,
      bytesRead: reader.bytesRead,
      fileSize: size,
      rows: stats.rows,
      kept: stats.kept,
      seconds: (performance.now() - started) / 1000,
    });
  const bad = (reason: string, line = reader.line) => {
    stats.malformed++;
    malformed.add(path, line, reason);
  };
  try {
    reader.next(); // header
    while (reader.next()) {
      const { buffer, start, end } = reader;
      if (start === end) continue;
      stats.rows++;
      if (stats.rows % PROGRESS_EVERY === 0) report();

      // Individuals are most of the file: rejected on their entity type, the rest of the line unread.
      const early = scanCells(buffer, start, end, cells, entityLimit);
      if (early < 0) {
        bad(malformedReason(early));
        continue;
      }
      if (early < entityLimit) {
        bad(`${early} cells, the header has ${cellCount}`);
        continue;
      }
      if (cells.isChar(buffer, slot.entityType, CHAR_1)) {
        stats.dropped.individual++;
        continue;
      }

      const count = scanCells(buffer, start, end, cells);
      const npi = count > 0 ? cells.text(buffer, slot.npi) : "";
      const problem = rowProblem(count, cellCount, npi);
      if (problem) {
        bad(problem);
        continue;
      }
      const active = isActiveRegistration(
        cells.text(buffer, slot.deactivation),
        cells.text(buffer, slot.reactivation),
      );
      if (!cells.isChar(buffer, slot.entityType, CHAR_2)) {
        // Deactivated NPIs are published with nothing but the number and the date, entity type included.
        if (!active) stats.dropped.deactivated++;
        else stats.dropped.notOrganisation++;
        continue;
      }
      if (!active) {
        stats.dropped.deactivated++;
        continue;
      }

      for (let i = 0; i < codes.length; i++) codes[i] = cells.text(buffer, keys.length + i);
      const verdict = checkTaxonomies(codes, rules.allowed, rules.excluded);
      if (!verdict.ok) {
        if (verdict.reason === "excluded") stats.dropped.excludedTaxonomy++;
        else stats.dropped.noTaxonomy++;
        continue;
      }

      const legalName = cells.text(buffer, slot.legalName);
      const otherName = cells.text(buffer, slot.otherName);
      const rowDba =
        otherName !== "" && cells.text(buffer, slot.otherNameType) === DBA_NAME_TYPE ? otherName : undefined;
      const rowDbaKeyword = rowDba === undefined ? undefined : rules.keywords.find(rowDba);
      const fileDba = keywordDbas.get(npi);
      const legalKeyword = rules.keywords.find(legalName);
      let found: Pick<Organisation, "dbaName" | "keyword" | "keywordIn"> | undefined;
      if (rowDba !== undefined && rowDbaKeyword !== undefined) {
        found = { dbaName: rowDba, keyword: rowDbaKeyword, keywordIn: "dba" };
      } else if (fileDba) {
        found = { dbaName: fileDba.name, keyword: fileDba.keyword, keywordIn: "dba" };
      } else if (legalKeyword !== undefined) {
        found = { dbaName: rowDba, keyword: legalKeyword, keywordIn: "legal" };
      }
      if (!found) {
        stats.dropped.noKeyword++;
        continue;
      }
      if (organisations.has(npi)) {
        bad(`NPI ${npi} appears again (first on line ${organisations.get(npi)?.line})`);
        continue;
      }

      const organisation: Organisation = {
        npi,
        legalName,
        ...found,
        taxonomies: verdict.codes,
        lastUpdated: registryDate(cells.text(buffer, slot.lastUpdate)),
        line: reader.line,
        secondaries: [],
      };
      organisations.set(npi, organisation);
      stats.organisations++;

      const checked = checkLocation(
        {
          line1: cells.text(buffer, slot.line1),
          line2: cells.text(buffer, slot.line2),
          city: cells.text(buffer, slot.city),
          state: cells.text(buffer, slot.state),
          postalCode: cells.text(buffer, slot.postalCode),
          country: cells.text(buffer, slot.country),
          phone: cells.text(buffer, slot.phone),
        },
        rules,
        zips,
      );
      if ("drop" in checked) {
        stats.dropped[checked.drop]++;
        continue;
      }
      organisation.primary = checked.location;
      stats.kept++;
    }
    for (const line of reader.overlong) {
      stats.rows++;
      bad(OVERLONG, line);
    }
    report();
  } finally {
    reader.close();
  }
  stats.seconds = (performance.now() - started) / 1000;
  return { organisations, stats };
}

function scanPracticeLocations(
  path: string,
  options: ScanOptions,
  malformed: MalformedRows,
  organisations: ReadonlyMap<string, Organisation>,
) {
  const layout = options.layouts.pl;
  const stats: NonNullable<ScanStats["pl"]> = {
    rows: 0,
    otherNpis: 0,
    dropped: zeroes(LOCATION_DROPS),
    malformed: 0,
    kept: 0,
  };
  if (!layout) return stats;
  const c = layout.columns;
  const cells = new CellSlots([c.npi, c.line1, c.line2, c.city, c.state, c.postalCode, c.country, c.phone]);
  const started = performance.now();
  const size = fileSize(path);
  const reader = new LineReader(path);
  const report = () =>
    options.onProgress?.({
      file: path,
      bytesRead: reader.bytesRead,
      fileSize: size,
      rows: stats.rows,
      kept: stats.kept,
      seconds: (performance.now() - started) / 1000,
    });
  try {
    reader.next(); // header
    while (reader.next()) {
      const { buffer, start, end } = reader;
      if (start === end) continue;
      stats.rows++;
      if (stats.rows % PROGRESS_EVERY === 0) report();
      const count = scanCells(buffer, start, end, cells);
      const npi = count > 0 ? cells.text(buffer, 0) : "";
      const problem = rowProblem(count, layout.cellCount, npi);
      if (problem) {
        stats.malformed++;
        malformed.add(path, reader.line, problem);
        continue;
      }
      const organisation = organisations.get(npi);
      if (!organisation) {
        stats.otherNpis++;
        continue;
      }
      const checked = checkLocation(
        {
          line1: cells.text(buffer, 1),
          line2: cells.text(buffer, 2),
          city: cells.text(buffer, 3),
          state: cells.text(buffer, 4),
          postalCode: cells.text(buffer, 5),
          country: cells.text(buffer, 6),
          phone: cells.text(buffer, 7),
        },
        options.rules,
        options.zips,
      );
      if ("drop" in checked) {
        stats.dropped[checked.drop]++;
        continue;
      }
      organisation.secondaries.push({ location: checked.location, line: reader.line });
      stats.kept++;
    }
    for (const line of reader.overlong) {
      stats.rows++;
      stats.malformed++;
      malformed.add(path, line, OVERLONG);
    }
    report();
  } finally {
    reader.close();
  }
  return stats;
}
