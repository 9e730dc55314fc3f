import { PRESCRIBERS_COLUMNS, SERVICES_COLUMNS } from "./cms-columns.server.ts";
import {
  type CmsLayout,
  type CmsRowsRead,
  cmsDataYear,
  cmsLayout,
  parseCount,
  type RowVerdict,
  readCmsRecords,
} from "./cms-file.server.ts";
import { CellSlots } from "./csv-lines.server.ts";
import type { ScanProgress } from "./scan-file.server.ts";
import { createStringPool } from "./string-pool.server.ts";
import type { TestosteroneCode, TestosteroneDrugs } from "./testosterone-lists.server.ts";

export const PRESCRIBERS_FILE = "Medicare Part D Prescribers - by Provider and Drug file";
export const SERVICES_FILE = "Medicare Physician & Other Practitioners - by Provider and Service file";

/** A prescriber's distinct drug names are kept up to this many. */
export const MAX_DRUGS = 8;

export interface PrescriberEvidence {
  npi: string;
  /** Sum of Tot_Clms over the prescriber's testosterone rows: prescriptions, refills included. */
  claims: number;
  /** Sum of the Tot_Benes shown: a patient on two testosterone drugs counts twice. */
  beneficiaries: number;
  /** Some rows had Tot_Benes left blank by CMS (1 to 10 patients), so `beneficiaries` is short of the truth. */
  beneficiariesSuppressed: boolean;
  /** Distinct drug names ("Testosterone Cypionate", "Androgel"), at most MAX_DRUGS. */
  drugs: string[];
  /** "Ardalan Enkeshafi" (CMS writes names in title case), or an organisation's name. */
  name: string;
  /** Prscrbr_Type, the prescriber's specialty or kind ("Family Practice", "Nurse Practitioner"): the file has no credential. */
  type: string;
  city: string;
  state: string;
  /** Line of the prescriber's first testosterone row. */
  line: number;
}

export interface ServiceEvidence {
  npi: string;
  /** Sum of Tot_Srvcs: for the J codes (billed per mg) milligrams, for 11980 insertions. */
  services: number;
  /** Sum of Tot_Bene_Day_Srvcs (distinct patient-days): the injections and pellet insertions. */
  visits: number;
  /** Sum of Tot_Benes over the codes and places of service: a patient billed under two counts twice. */
  beneficiaries: number;
  /** The codes billed, in the order first seen. */
  codes: string[];
  /** Rndrng_Prvdr_Ent_Cd: I an individual, O an organisation. */
  entityCode: "I" | "O" | "";
  name: string;
  credential: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip5: string;
  line: number;
}

export interface EvidenceFile<T> extends CmsRowsRead {
  file: string;
  /** From the file name (DY23, D23: 2023). */
  dataYear: number | undefined;
  byNpi: Map<string, T>;
}

export interface EvidenceReadOptions {
  onProgress?: (progress: ScanProgress) => void;
}

/** One row's cells: CellSlots over the given columns, in key order. */
function slotsFor<K extends string>(layout: CmsLayout<K>, keys: readonly K[]) {
  const slot = Object.fromEntries(keys.map((key, index) => [key, index])) as Record<K, number>;
  return { slot, cells: new CellSlots(keys.map((key) => layout.columns[key])) };
}

const A = 65;
const Z = 90;
const a = 97;
const z = 122;
const ZERO = 48;
const NINE = 57;

/** True when buffer[start, end) contains `needle` (lower-case ASCII), in any case. */
function containsCaseless(buffer: Buffer, start: number, end: number, needle: Uint8Array): boolean {
  const last = end - needle.length;
  const first = needle[0] ?? 0;
  for (let p = start; p <= last; p++) {
    if (((buffer[p] ?? 0) | 0x20) !== first) continue;
    let i = 1;
    while (i < needle.length && ((buffer[p + i] ?? 0) | 0x20) === needle[i]) i++;
    if (i === needle.length) return true;
  }
  return false;
}

/**
 * The first two letters or digits of buffer[start, end), lower case, as one number (first * 256 + second);
 * -1 when a non-ASCII byte comes first (the caller then looks at the text itself).
 */
function leadingPair(buffer: Buffer, start: number, end: number): number {
  let pair = 0;
  let found = 0;
  for (let p = start; p < end && found < 2; p++) {
    const byte = buffer[p] ?? 0;
    if (byte >= 0x80) return -1;
    const isLetter = (byte >= A && byte <= Z) || (byte >= a && byte <= z);
    if (!isLetter && !(byte >= ZERO && byte <= NINE)) continue;
    pair = pair * 256 + (isLetter ? byte | 0x20 : byte);
    found++;
  }
  return found === 2 ? pair : -2;
}

function pairOf(text: string): number {
  return text.length < 2 ? -2 : text.charCodeAt(0) * 256 + text.charCodeAt(1);
}

/** drugs.match remembering its verdicts: the file names a few thousand drugs, over and over. */
function rememberedMatch(drugs: TestosteroneDrugs, size = 50_000) {
  const verdicts = new Map<string, string | undefined>();
  return (generic: string, brand: string) => {
    const key = `${generic}\n${brand}`;
    if (verdicts.has(key)) return verdicts.get(key);
    if (verdicts.size >= size) verdicts.clear();
    const drug = drugs.match(generic, brand);
    verdicts.set(key, drug);
    return drug;
  };
}

function fullName(first: string, lastOrOrganisation: string): string {
  return first === "" ? lastOrOrganisation : `${first} ${lastOrOrganisation}`;
}

const PRESCRIBER_KEYS = [
  "npi",
  "lastOrgName",
  "firstName",
  "city",
  "state",
  "type",
  "brand",
  "generic",
  "claims",
  "beneficiaries",
] as const satisfies readonly (keyof typeof PRESCRIBERS_COLUMNS)[];

/**
 * Reads a Part D Prescribers by Provider and Drug file and sums its testosterone rows by prescriber NPI.
 * Throws CmsFileError when the file cannot be read or its header lacks a column we read.
 */
export function readPrescribersFile(
  path: string,
  drugs: TestosteroneDrugs,
  options: EvidenceReadOptions = {},
): EvidenceFile<PrescriberEvidence> {
  const layout = cmsLayout(path, PRESCRIBERS_FILE, PRESCRIBERS_COLUMNS);
  const { slot, cells } = slotsFor(layout, PRESCRIBER_KEYS);
  const limit = Math.max(layout.columns.brand, layout.columns.generic) + 1;
  const needle = new TextEncoder().encode(drugs.genericContains);
  const brandPairs = new Set([...drugs.brandStarts].map(pairOf));
  const match = rememberedMatch(drugs);
  // Prescriber types, cities and states recur: one copy of each.
  const kept = createStringPool();
  const byNpi = new Map<string, PrescriberEvidence>();

  const read = readCmsRecords(
    path,
    { cells, limit, cellCount: layout.cellCount, npiSlot: slot.npi },
    (buffer) => {
      const genericStart = cells.starts[slot.generic] ?? 0;
      const genericEnd = cells.ends[slot.generic] ?? 0;
      if (!containsCaseless(buffer, genericStart, genericEnd, needle)) {
        const pair = leadingPair(buffer, cells.starts[slot.brand] ?? 0, cells.ends[slot.brand] ?? 0);
        if (pair !== -1 && !brandPairs.has(pair)) return undefined;
      }
      return match(cells.text(buffer, slot.generic), cells.text(buffer, slot.brand));
    },
    (buffer, npi, drug, line): RowVerdict => {
      const claimsText = cells.text(buffer, slot.claims);
      const claims = parseCount(claimsText);
      if (claims === undefined || Number.isNaN(claims)) return `Tot_Clms "${claimsText}" is not a number`;
      const beneficiariesText = cells.text(buffer, slot.beneficiaries);
      const beneficiaries = parseCount(beneficiariesText);
      if (Number.isNaN(beneficiaries)) return `Tot_Benes "${beneficiariesText}" is not a number`;

      let evidence = byNpi.get(npi);
      if (!evidence) {
        evidence = {
          npi,
          claims: 0,
          beneficiaries: 0,
          beneficiariesSuppressed: false,
          drugs: [],
          name: fullName(cells.text(buffer, slot.firstName), cells.text(buffer, slot.lastOrgName)),
          type: kept(cells.text(buffer, slot.type)),
          city: kept(cells.text(buffer, slot.city)),
          state: kept(cells.text(buffer, slot.state)),
          line,
        };
        byNpi.set(npi, evidence);
      }
      evidence.claims += claims;
      if (beneficiaries === undefined) evidence.beneficiariesSuppressed = true;
      else evidence.beneficiaries += beneficiaries;
      if (evidence.drugs.length < MAX_DRUGS && !evidence.drugs.includes(drug)) evidence.drugs.push(drug);
      return true;
    },
    options.onProgress,
  );
  return { file: path, dataYear: cmsDataYear(path), byNpi, ...read };
}

const SERVICE_KEYS = [
  "npi",
  "lastOrgName",
  "firstName",
  "credential",
  "entityCode",
  "street1",
  "street2",
  "city",
  "state",
  "zip5",
  "hcpcs",
  "beneficiaries",
  "services",
  "beneficiaryDays",
] as const satisfies readonly (keyof typeof SERVICES_COLUMNS)[];

/** A five-character code as one number (ASCII bytes in base 256), or -1. */
function codeKey(buffer: Buffer | string, start: number, end: number): number {
  if (end - start !== 5) return -1;
  let key = 0;
  for (let p = start; p < end; p++) {
    const byte = typeof buffer === "string" ? buffer.charCodeAt(p) : (buffer[p] ?? 0);
    key = key * 256 + (byte >= a && byte <= z ? byte - 32 : byte);
  }
  return key;
}

/**
 * Reads a Physician & Other Practitioners by Provider and Service file and sums the rows billed under the
 * given codes by rendering NPI. Throws CmsFileError when the file cannot be read or its header lacks a
 * column we read.
 */
export function readServicesFile(
  path: string,
  codes: ReadonlyMap<string, TestosteroneCode>,
  options: EvidenceReadOptions = {},
): EvidenceFile<ServiceEvidence> {
  const layout = cmsLayout(path, SERVICES_FILE, SERVICES_COLUMNS);
  const { slot, cells } = slotsFor(layout, SERVICE_KEYS);
  const limit = layout.columns.hcpcs + 1;
  const wanted = new Map([...codes.keys()].map((code) => [codeKey(code, 0, code.length), code]));
  const byNpi = new Map<string, ServiceEvidence>();
  const count = (column: "Tot_Srvcs" | "Tot_Bene_Day_Srvcs" | "Tot_Benes", text: string) => {
    const value = parseCount(text);
    return value === undefined || Number.isNaN(value) ? `${column} "${text}" is not a number` : value;
  };

  const read = readCmsRecords(
    path,
    { cells, limit, cellCount: layout.cellCount, npiSlot: slot.npi },
    (buffer) => wanted.get(codeKey(buffer, cells.starts[slot.hcpcs] ?? 0, cells.ends[slot.hcpcs] ?? 0)),
    (buffer, npi, code, line): RowVerdict => {
      const services = count("Tot_Srvcs", cells.text(buffer, slot.services));
      if (typeof services === "string") return services;
      const visits = count("Tot_Bene_Day_Srvcs", cells.text(buffer, slot.beneficiaryDays));
      if (typeof visits === "string") return visits;
      const beneficiaries = count("Tot_Benes", cells.text(buffer, slot.beneficiaries));
      if (typeof beneficiaries === "string") return beneficiaries;

      let evidence = byNpi.get(npi);
      if (!evidence) {
        const entity = cells.text(buffer, slot.entityCode).toUpperCase();
        evidence = {
          npi,
          services: 0,
          visits: 0,
          beneficiaries: 0,
          codes: [],
          entityCode: entity === "I" || entity === "O" ? entity : "",
          name: fullName(cells.text(buffer, slot.firstName), cells.text(buffer, slot.lastOrgName)),
          credential: cells.text(buffer, slot.credential),
          addressLine1: cells.text(buffer, slot.street1),
          addressLine2: cells.text(buffer, slot.street2),
          city: cells.text(buffer, slot.city),
          state: cells.text(buffer, slot.state),
          zip5: cells.text(buffer, slot.zip5).slice(0, 5),
          line,
        };
        byNpi.set(npi, evidence);
      }
      evidence.services += services;
      evidence.visits += visits;
      evidence.beneficiaries += beneficiaries;
      if (!evidence.codes.includes(code)) evidence.codes.push(code);
      return true;
    },
    options.onProgress,
  );
  return { file: path, dataYear: cmsDataYear(path), byNpi, ...read };
}
