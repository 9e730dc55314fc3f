/**
 * Streams the NPPES files and keeps the organisations that the candidate rules accept, with their practice
 * locations, and what the evidence files need of the registry. Memory stays flat whatever the file size: one
 * read buffer, and only what is kept (organisations, the evidence clinicians' own rows, keyword DBA names).
 *
 * Passes, each one sequential read of one file:
 * 1. other names (--othernames): DBA names (type 3) that match a keyword or brand, by NPI;
 * 2. the main file: individuals are passed over after their second cell, unless they are evidence
 *    clinicians the clinician file did not place (their practice location is kept); organisations go through
 *    deactivation and the name and taxonomy rules (app/domain/registry-rules.ts), and one the rules drop is
 *    still kept when it is the registered organisation of a practice with evidence (same address and a
 *    close name or the same phone); then the main practice location: state (the 50, or --states), street
 *    address, ZIP in the gazetteer and in that state;
 * 3. the main file again, only when evidence clinicians were read in pass 2: the organisations at their
 *    addresses, which they join as clinicians;
 * 4. practice locations (--pl): the secondary locations of the organisations kept by name;
 * 5. other names again, only when a kept organisation may have a DBA name to show.
 */
import { isValidNpi } from "../../domain/npi.ts";
import {
  formatPhone,
  isActiveRegistration,
  phoneDigits,
  registryDate,
  zip5,
} from "../../domain/registry-candidate.ts";
import { addressKey, namesAreClose } from "../../domain/registry-duplicates.ts";
import { brandForDomain, judgeOrganisation, type NameMatch } from "../../domain/registry-rules.ts";
import { titleCase } from "../../domain/title-case.ts";
import type { ZipCentroids } from "../gazetteer/zip-centroids.server.ts";
import { CellSlots, type LineReader, malformedReason, scanCells } from "./csv-lines.server.ts";
import {
  DBA_NAME_TYPE,
  type ENDPOINT_COLUMNS,
  MAIN_COLUMNS,
  type OTHERNAME_COLUMNS,
  type PL_COLUMNS,
} from "./nppes-columns.server.ts";
import {
  type MalformedRow,
  MalformedRows,
  OVERLONG,
  type ScanProgress,
  scanFile,
} from "./scan-file.server.ts";

export type { MalformedRow, ScanProgress };

import type { CandidateRules } from "./rules.server.ts";
import { createStringPool } from "./string-pool.server.ts";

const CHAR_1 = 49;
const CHAR_2 = 50;

export interface RegistryFiles {
  main: string;
  pl?: string;
  othernames?: string;
  endpoints?: string;
}

/** Column positions of each file, from its header (see nppes-columns.server.ts). */
export interface FileLayouts {
  main: { columns: Record<keyof typeof MAIN_COLUMNS, number>; taxonomy: number[]; cellCount: number };
  pl?: { columns: Record<keyof typeof PL_COLUMNS, number>; cellCount: number };
  othernames?: { columns: Record<keyof typeof OTHERNAME_COLUMNS, number>; cellCount: number };
  endpoints?: { columns: Record<keyof typeof ENDPOINT_COLUMNS, number>; cellCount: number };
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

/** An evidence clinician's own registry row: where they practise. */
export interface Clinician {
  npi: string;
  /** "Jane Doe" */
  name: string;
  /** As written ("NP", "M.D."), or "". */
  credential: string;
  location: CandidateLocation;
  /** addressKey of the location. */
  addressKey: string;
  /** Line of the main file. */
  line: number;
  /** Organisations at the same address (pass 3) take the clinician; otherwise the clinician stands alone. */
  joined: boolean;
}

/** The clinician file's practices, looked up by address key and by phone digits; indexes into `names`. */
export interface PracticeLookup {
  names: readonly string[];
  byAddress: ReadonlyMap<string, readonly number[]>;
  byPhone: ReadonlyMap<string, readonly number[]>;
}

export interface EvidenceHooks {
  /** Evidence clinicians the clinician file did not place: their own rows say where they practise. */
  clinicians: ReadonlySet<string>;
  /** The clinician file's practices with evidence or a brand, to find each one's registered organisation. */
  practices?: PracticeLookup;
}

export interface Organisation {
  npi: string;
  /** As in the registry (upper case). */
  legalName: string;
  /** The doing-business-as name shown instead of the legal name, when there is one. */
  dbaName?: string;
  /**
   * What kept it by name: a keyword or brand in its legal or DBA name, or a brand's domain among its
   * electronic addresses (the endpoint file); undefined when it was kept for evidence alone.
   */
  nameMatch?: { match: NameMatch; in: "legal" | "dba" | "website"; domain?: string };
  /** The allowed taxonomy codes it has (all its codes when kept for evidence alone). */
  taxonomies: string[];
  /** ISO date of "Last Update Date". */
  lastUpdated: string | undefined;
  /** Line of the main file. */
  line: number;
  primary?: CandidateLocation;
  secondaries: { location: CandidateLocation; line: number }[];
  /** Practices of the clinician file this organisation is registered for (indexes of PracticeLookup). */
  practices: number[];
  /** Evidence clinicians whose own rows put them at its main location. */
  clinicians: Clinician[];
  /** The organisation's own NPI is in the evidence files (services billed under the group's NPI). */
  ownEvidence: boolean;
}

export const MAIN_DROPS = {
  individual: "individuals (entity type 1)",
  notOrganisation: "no entity type 2 (not an organisation)",
  deactivated: "deactivated NPI",
  excludedTaxonomy: "excluded or denied taxonomy (pediatric, psychiatric, dental, imaging…)",
  noTaxonomy: "no taxonomy code the name's match accepts",
  noKeyword: "no keyword or brand in the legal or DBA names (or a word of another kind of practice)",
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

export interface ScanStats {
  main: {
    rows: number;
    dropped: Record<keyof typeof MAIN_DROPS, number>;
    malformed: number;
    /** Organisations accepted by the rules (kept main locations plus those dropped only for the location). */
    organisations: number;
    /** Of those, kept for the evidence of a practice registered to them, their names notwithstanding. */
    byEvidence: number;
    kept: number;
    /** Evidence clinicians whose own rows were read (and of those, at a location we can list). */
    clinicians: number;
    cliniciansLocated: number;
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
  endpoints?: {
    rows: number;
    /** Endpoints at a brand's domain. */
    brandEndpoints: number;
    /** Organisations kept for a brand's domain that the name rules did not keep. */
    kept: number;
    malformed: number;
  };
  /** Pass 3: evidence clinicians who joined an organisation at their address. */
  cliniciansJoined: number;
  malformed: { count: number; listed: MalformedRow[] };
}

export interface ScanOptions {
  rules: CandidateRules;
  zips: ZipCentroids;
  layouts: FileLayouts;
  evidence?: EvidenceHooks;
  /** Called every few thousand rows and at the end of each file. */
  onProgress?: (progress: ScanProgress) => void;
}

const PROGRESS_EVERY = 16_384;

function zeroes<K extends string>(keys: Record<K, string>): Record<K, number> {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, 0])) as Record<K, number>;
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

/**
 * Cities, states and credentials recur across hundreds of thousands of kept rows: one copy of each. Their
 * number is bounded (tens of thousands of cities), so the pool lives as long as the process.
 */
const recurring = createStringPool();

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
      city: raw.city === "" ? centroid.city : recurring(titleCase(raw.city)),
      state: recurring(state),
      zipCode: zip,
      latitude: centroid.latitude,
      longitude: centroid.longitude,
      phone: formatPhone(raw.phone) || null,
    },
  };
}

/** Runs the passes described at the top of this module. */
export function scanRegistry(files: RegistryFiles, options: ScanOptions) {
  const malformed = new MalformedRows();
  const keywordDbas = new Map<string, string[]>();
  let othernameStats: ScanStats["othernames"];
  if (files.othernames && options.layouts.othernames) {
    othernameStats = { rows: 0, dbaNames: 0, keywordDbaNames: 0, malformed: 0, rereadForDba: false };
    readOtherNames(files.othernames, options, malformed, othernameStats, (npi, name) => {
      if (options.rules.names.find(name) === undefined) return;
      if (othernameStats) othernameStats.keywordDbaNames++;
      const names = keywordDbas.get(npi);
      if (!names) keywordDbas.set(npi, [name]);
      else if (!names.includes(name)) names.push(name);
    });
  }

  let endpointStats: ScanStats["endpoints"];
  const endpointBrands = new Map<string, { brand: string; domain: string }>();
  if (files.endpoints && options.layouts.endpoints) {
    endpointStats = { rows: 0, brandEndpoints: 0, kept: 0, malformed: 0 };
    readEndpoints(files.endpoints, options, malformed, endpointStats, endpointBrands);
  }

  const {
    organisations,
    clinicians,
    stats: mainStats,
  } = scanMainFile(files.main, options, malformed, keywordDbas, endpointBrands, endpointStats);
  const cliniciansJoined =
    clinicians.length > 0 ? joinClinicians(files.main, options, organisations, clinicians) : 0;

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
    endpoints: endpointStats,
    cliniciansJoined,
    malformed: { count: malformed.count, listed: malformed.listed },
  };
  return { organisations: [...organisations.values()], clinicians, stats };
}

/** Rows read and malformed ones, of a file read by eachRow. */
interface RowCounts {
  rows: number;
  malformed: number;
}

/**
 * The one row loop of the NPPES side files (other names, practice locations, endpoints): every non-empty line
 * after the header, its cells found for `columns` (cell 0 the NPI), checked for the header's cell count and a
 * valid NPI; a bad row is counted and listed, a good one handed to `visit` with the NPI and the line. Progress
 * every few thousand rows and at the end.
 */
function eachRow(
  path: string,
  file: { columns: readonly number[]; cellCount: number },
  counts: RowCounts,
  malformed: MalformedRows | undefined,
  visit: (npi: string, text: (slot: number) => string, line: number) => void,
  progress?: { onProgress?: (progress: ScanProgress) => void; kept: () => number },
) {
  const cells = new CellSlots(file.columns);
  const { rows } = scanFile(path, {
    row: (reader) => {
      const { buffer, start, end } = reader;
      const count = scanCells(buffer, start, end, cells);
      const npi = count > 0 ? cells.text(buffer, 0) : "";
      const problem = rowProblem(count, file.cellCount, npi);
      if (problem) {
        counts.malformed++;
        malformed?.add(path, reader.line, problem);
        return;
      }
      visit(npi, (slot) => cells.text(buffer, slot), reader.line);
    },
    overlong: (line) => {
      counts.malformed++;
      malformed?.add(path, line, OVERLONG);
    },
    onProgress: progress?.onProgress,
    kept: () => progress?.kept() ?? 0,
    every: PROGRESS_EVERY,
  });
  counts.rows += rows;
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
  const counts = stats ?? { rows: 0, malformed: 0 };
  eachRow(
    path,
    { columns: [npi, name, type], cellCount: layout.cellCount },
    counts,
    malformed,
    (npiText, text) => {
      if (text(2) !== DBA_NAME_TYPE) return;
      const dba = text(1);
      if (dba === "") return;
      if (stats) stats.dbaNames++;
      onDba(npiText, dba);
    },
    stats ? { onProgress: options.onProgress, kept: () => stats.keywordDbaNames } : undefined,
  );
}

/** The clinician file's practices an organisation is registered for: same address with a close name or the same phone, or the same phone and a close name. */
function practicesOf(
  lookup: PracticeLookup | undefined,
  key: string,
  phone: string | undefined,
  names: readonly string[],
): number[] {
  if (!lookup) return [];
  const atAddress = lookup.byAddress.get(key) ?? [];
  const onPhone = phone === undefined ? [] : (lookup.byPhone.get(phone) ?? []);
  if (atAddress.length === 0 && onPhone.length === 0) return [];
  const close = (index: number) =>
    names.some((name) => name !== "" && namesAreClose(name, lookup.names[index] ?? ""));
  const found = new Set<number>();
  for (const index of atAddress) if (onPhone.includes(index) || close(index)) found.add(index);
  for (const index of onPhone) if (close(index)) found.add(index);
  return [...found].sort((a, b) => a - b);
}

/** The brand of each NPI with an endpoint (Direct address, FHIR server, website) at a brand's domain. */
function readEndpoints(
  path: string,
  options: ScanOptions,
  malformed: MalformedRows,
  stats: NonNullable<ScanStats["endpoints"]>,
  brands: Map<string, { brand: string; domain: string }>,
) {
  const layout = options.layouts.endpoints;
  if (!layout || options.rules.domainBrands.length === 0) return;
  eachRow(
    path,
    { columns: [layout.columns.npi, layout.columns.endpoint], cellCount: layout.cellCount },
    stats,
    malformed,
    (npi, text) => {
      const brand = brandForDomain(text(1), options.rules.domainBrands);
      if (!brand) return;
      stats.brandEndpoints++;
      if (!brands.has(npi)) brands.set(npi, { brand: brand.brand, domain: brand.domain });
    },
    { onProgress: options.onProgress, kept: () => stats.brandEndpoints },
  );
}

/**
 * The cells the main file's passes read: the MAIN_COLUMNS fields in their order (`slot` of each), then the 15
 * taxonomy codes; a row's entity type is known after its first `entityLimit` cells.
 */
function mainFileSlots(main: FileLayouts["main"]) {
  const keys = Object.keys(MAIN_COLUMNS) as (keyof typeof MAIN_COLUMNS)[];
  const slot = Object.fromEntries(keys.map((key, index) => [key, index])) as Record<
    keyof typeof MAIN_COLUMNS,
    number
  >;
  const cells = new CellSlots([...keys.map((key) => main.columns[key]), ...main.taxonomy]);
  return { keys, slot, cells, entityLimit: main.columns.entityType + 1 };
}

function scanMainFile(
  path: string,
  options: ScanOptions,
  malformed: MalformedRows,
  keywordDbas: ReadonlyMap<string, readonly string[]>,
  endpointBrands: ReadonlyMap<string, { brand: string; domain: string }>,
  endpointStats: ScanStats["endpoints"],
) {
  const { rules, zips, layouts } = options;
  const { taxonomy, cellCount } = layouts.main;
  const { keys, slot, cells, entityLimit } = mainFileSlots(layouts.main);
  const codes: string[] = new Array(taxonomy.length).fill("");
  const evidenceClinicians = options.evidence?.clinicians;
  const practices = options.evidence?.practices;
  const lookForPractices = practices !== undefined && practices.names.length > 0;

  const stats: ScanStats["main"] = {
    rows: 0,
    dropped: zeroes(MAIN_DROPS),
    malformed: 0,
    organisations: 0,
    byEvidence: 0,
    kept: 0,
    clinicians: 0,
    cliniciansLocated: 0,
    seconds: 0,
  };
  const organisations = new Map<string, Organisation>();
  const clinicians: Clinician[] = [];
  const bad = (reason: string, line: number) => {
    stats.malformed++;
    malformed.add(path, line, reason);
  };
  const rawLocation = (buffer: Buffer): RawLocation => ({
    line1: cells.text(buffer, slot.line1),
    line2: cells.text(buffer, slot.line2),
    city: cells.text(buffer, slot.city),
    state: cells.text(buffer, slot.state),
    postalCode: cells.text(buffer, slot.postalCode),
    country: cells.text(buffer, slot.country),
    phone: cells.text(buffer, slot.phone),
  });
  const row = (reader: LineReader) => {
    const { buffer, start, end } = reader;
    // Individuals are most of the file: rejected on their entity type, the rest of the line unread.
    const early = scanCells(buffer, start, end, cells, entityLimit);
    if (early < 0) {
      bad(malformedReason(early), reader.line);
      return;
    }
    if (early < entityLimit) {
      bad(`${early} cells, the header has ${cellCount}`, reader.line);
      return;
    }
    if (cells.isChar(buffer, slot.entityType, CHAR_1)) {
      stats.dropped.individual++;
      if (evidenceClinicians === undefined || evidenceClinicians.size === 0) return;
      const npi = cells.text(buffer, slot.npi);
      if (!evidenceClinicians.has(npi)) return;
      const count = scanCells(buffer, start, end, cells);
      const problem = rowProblem(count, cellCount, npi);
      if (problem) {
        bad(problem, reader.line);
        return;
      }
      stats.clinicians++;
      const checked = checkLocation(rawLocation(buffer), rules, zips);
      if ("drop" in checked) return;
      stats.cliniciansLocated++;
      const location = checked.location;
      clinicians.push({
        npi,
        name: titleCase(`${cells.text(buffer, slot.firstName)} ${cells.text(buffer, slot.lastName)}`),
        credential: recurring(cells.text(buffer, slot.credential).trim()),
        location,
        addressKey: addressKey(location.addressLine1, location.addressLine2, location.zipCode),
        line: reader.line,
        joined: false,
      });
      return;
    }

    const count = scanCells(buffer, start, end, cells);
    const npi = count > 0 ? cells.text(buffer, slot.npi) : "";
    const problem = rowProblem(count, cellCount, npi);
    if (problem) {
      bad(problem, reader.line);
      return;
    }
    const active = isActiveRegistration(
      cells.text(buffer, slot.deactivation),
      cells.text(buffer, slot.reactivation),
    );
    if (!cells.isChar(buffer, slot.entityType, CHAR_2)) {
      // Deactivated NPIs are published with nothing but the number and the date, entity type included.
      if (!active) stats.dropped.deactivated++;
      else stats.dropped.notOrganisation++;
      return;
    }
    if (!active) {
      stats.dropped.deactivated++;
      return;
    }

    for (let i = 0; i < codes.length; i++) codes[i] = cells.text(buffer, keys.length + i);
    const legalName = cells.text(buffer, slot.legalName);
    const otherName = cells.text(buffer, slot.otherName);
    const rowDba =
      otherName !== "" && cells.text(buffer, slot.otherNameType) === DBA_NAME_TYPE ? otherName : undefined;
    const fileDbas = keywordDbas.get(npi) ?? [];
    const dbaNames = rowDba === undefined ? fileDbas : [rowDba, ...fileDbas];
    const verdict = judgeOrganisation({ legalName, dbaNames, taxonomies: codes }, rules.organisations);

    let registered: number[] = [];
    if (lookForPractices) {
      const raw = rawLocation(buffer);
      const zip = zip5(raw.postalCode);
      if (zip !== undefined && raw.line1 !== "") {
        const key = addressKey(raw.line1, raw.line2 === "" ? null : raw.line2, zip);
        registered = practicesOf(practices, key, phoneDigits(raw.phone), [legalName, ...dbaNames]);
      }
    }
    const ownEvidence = evidenceClinicians?.has(npi) === true;
    // A brand's website domain is a strong name: any clinical code the rules neither deny nor exclude will do.
    const endpointBrand = verdict.kept ? undefined : endpointBrands.get(npi);
    const upper = codes.map((code) => code.trim().toUpperCase()).filter((code) => code !== "");
    const byDomain =
      endpointBrand !== undefined &&
      !upper.some((code) => rules.organisations.taxonomy.exclude.has(code)) &&
      upper.some((code) => rules.organisations.taxonomy.strong.has(code));
    if (!verdict.kept && registered.length === 0 && !ownEvidence && !byDomain) {
      stats.dropped[verdict.reason]++;
      return;
    }
    if (organisations.has(npi)) {
      bad(`NPI ${npi} appears again (first on line ${organisations.get(npi)?.line})`, reader.line);
      return;
    }

    // Kept by its name, by its brand's website domain, or (neither) for the evidence of a practice.
    const byName = verdict.kept ? { match: verdict.match, in: verdict.in } : undefined;
    const byWebsite =
      byDomain && endpointBrand
        ? {
            match: { tier: "strong" as const, kind: "brand" as const, match: endpointBrand.brand },
            in: "website" as const,
            domain: endpointBrand.domain,
          }
        : undefined;
    const nameMatch = byName ?? byWebsite;
    const organisation: Organisation = {
      npi,
      legalName,
      dbaName: verdict.kept && verdict.in === "dba" ? verdict.name : rowDba,
      ...(nameMatch ? { nameMatch } : {}),
      taxonomies: verdict.kept ? verdict.taxonomies : [...new Set(upper)],
      lastUpdated: registryDate(cells.text(buffer, slot.lastUpdate)),
      line: reader.line,
      secondaries: [],
      practices: registered,
      clinicians: [],
      ownEvidence,
    };
    organisations.set(npi, organisation);
    stats.organisations++;
    if (byDomain && endpointStats) endpointStats.kept++;
    else if (!verdict.kept) stats.byEvidence++;

    const checked = checkLocation(rawLocation(buffer), rules, zips);
    if ("drop" in checked) {
      stats.dropped[checked.drop]++;
      return;
    }
    organisation.primary = checked.location;
    stats.kept++;
  };
  const read = scanFile(path, {
    row,
    overlong: (line) => bad(OVERLONG, line),
    onProgress: options.onProgress,
    kept: () => stats.kept,
    every: PROGRESS_EVERY,
  });
  stats.rows = read.rows;
  stats.seconds = read.seconds;
  return { organisations, clinicians, stats };
}

/**
 * Pass 3: the organisations registered at an evidence clinician's address take the clinician (an
 * organisation whose taxonomy the rules exclude, such as a pharmacy in the same building, does not). An
 * organisation not kept so far is kept for its clinicians' evidence. Returns how many clinicians joined one.
 */
function joinClinicians(
  path: string,
  options: ScanOptions,
  organisations: Map<string, Organisation>,
  clinicians: Clinician[],
): number {
  const { rules, zips, layouts } = options;
  const { taxonomy } = layouts.main;
  const byAddress = new Map<string, Clinician[]>();
  for (const clinician of clinicians) {
    const list = byAddress.get(clinician.addressKey);
    if (list) list.push(clinician);
    else byAddress.set(clinician.addressKey, [clinician]);
  }
  const zipsWanted = new Set(clinicians.map((clinician) => clinician.location.zipCode));
  const { keys, slot, cells, entityLimit } = mainFileSlots(layouts.main);
  let joinedOrganisations = 0;
  scanFile(path, {
    row: (reader) => {
      const { buffer, start, end } = reader;
      const early = scanCells(buffer, start, end, cells, entityLimit);
      if (early < entityLimit || !cells.isChar(buffer, slot.entityType, CHAR_2)) return;
      const count = scanCells(buffer, start, end, cells);
      if (count !== layouts.main.cellCount) return; // counted as malformed in pass 2
      const zip = zip5(cells.text(buffer, slot.postalCode));
      if (zip === undefined || !zipsWanted.has(zip)) return;
      if (!isActiveRegistration(cells.text(buffer, slot.deactivation), cells.text(buffer, slot.reactivation)))
        return;
      const line1 = cells.text(buffer, slot.line1);
      const line2 = cells.text(buffer, slot.line2);
      if (line1 === "") return;
      const here = byAddress.get(addressKey(line1, line2 === "" ? null : line2, zip));
      if (!here) return;
      const codes = taxonomy.map((_, i) =>
        cells
          .text(buffer, keys.length + i)
          .trim()
          .toUpperCase(),
      );
      if (codes.some((code) => code !== "" && rules.organisations.taxonomy.exclude.has(code))) return;
      if (!codes.some((code) => code !== "" && rules.organisations.taxonomy.strong.has(code))) return;
      const npi = cells.text(buffer, slot.npi);
      let organisation = organisations.get(npi);
      if (!organisation) {
        const checked = checkLocation(
          {
            line1,
            line2,
            city: cells.text(buffer, slot.city),
            state: cells.text(buffer, slot.state),
            postalCode: cells.text(buffer, slot.postalCode),
            country: cells.text(buffer, slot.country),
            phone: cells.text(buffer, slot.phone),
          },
          rules,
          zips,
        );
        if ("drop" in checked) return;
        const otherName = cells.text(buffer, slot.otherName);
        organisation = {
          npi,
          legalName: cells.text(buffer, slot.legalName),
          dbaName:
            otherName !== "" && cells.text(buffer, slot.otherNameType) === DBA_NAME_TYPE
              ? otherName
              : undefined,
          taxonomies: [...new Set(codes.filter((code) => code !== ""))],
          lastUpdated: registryDate(cells.text(buffer, slot.lastUpdate)),
          line: reader.line,
          primary: checked.location,
          secondaries: [],
          practices: [],
          clinicians: [],
          ownEvidence: false,
        };
        organisations.set(npi, organisation);
      }
      if (!organisation.primary) return;
      for (const clinician of here) {
        if (!organisation.clinicians.includes(clinician)) organisation.clinicians.push(clinician);
        clinician.joined = true;
      }
      joinedOrganisations++;
    },
    onProgress: options.onProgress,
    kept: () => joinedOrganisations,
    every: PROGRESS_EVERY,
    finalReport: false,
  });
  return clinicians.filter((clinician) => clinician.joined).length;
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
  eachRow(
    path,
    {
      columns: [c.npi, c.line1, c.line2, c.city, c.state, c.postalCode, c.country, c.phone],
      cellCount: layout.cellCount,
    },
    stats,
    malformed,
    (npi, text, line) => {
      const organisation = organisations.get(npi);
      // Secondary locations of an organisation kept for a practice's evidence are not that practice.
      if (!organisation?.nameMatch) {
        stats.otherNpis++;
        return;
      }
      const checked = checkLocation(
        {
          line1: text(1),
          line2: text(2),
          city: text(3),
          state: text(4),
          postalCode: text(5),
          country: text(6),
          phone: text(7),
        },
        options.rules,
        options.zips,
      );
      if ("drop" in checked) {
        stats.dropped[checked.drop]++;
        return;
      }
      organisation.secondaries.push({ location: checked.location, line });
      stats.kept++;
    },
    { onProgress: options.onProgress, kept: () => stats.kept },
  );
  return stats;
}
