/**
 * From what the files said to the candidates of the review queue (decision 32): one candidate per practice
 * location, whatever found it.
 * - an NPPES organisation the name rules kept, at its main and secondary locations;
 * - an NPPES organisation registered for a practice with evidence (the clinician file's group at its address,
 *   or evidence clinicians whose own rows put them at its address), whatever its name;
 * - a practice of the clinician file with evidence (or a brand's name) that no organisation was found for:
 *   the group under its facility name, or a clinician practising alone;
 * - an evidence clinician the clinician file does not place, at the practice location of their own NPPES row.
 * Duplicates among them (the same NPI at one address, or one address under close names) are merged into the
 * first, evidence and names included, and listed.
 */
import { basename } from "node:path";
import { displayName } from "../../domain/display-name.ts";
import { candidateSource, formatPhone, phoneDigits } from "../../domain/registry-candidate.ts";
import { addressKey, findCandidateDuplicates } from "../../domain/registry-duplicates.ts";
import {
  type CandidateEvidence,
  type ClinicianEvidence,
  type FoundBy,
  MAX_CLINICIANS_KEPT,
} from "../../domain/registry-evidence.ts";
import { titleCase } from "../../domain/title-case.ts";
import type { ZipCentroids } from "../gazetteer/zip-centroids.server.ts";
import type { Evidence, Practice } from "./practices.server.ts";
import { candidateKey, type RegistryCandidate } from "./queue.server.ts";
import type { CandidateLocation, Clinician, Organisation } from "./scan.server.ts";
import { ScratchList } from "./scratch-list.server.ts";

export interface AssembleContext {
  /** "January 2024": the NPPES file's month, for the source. */
  month: string | undefined;
  mainFile: string;
  plFile?: string;
  cliniciansFile?: string;
  taxonomyNames: ReadonlyMap<string, string>;
  zips: ZipCentroids;
  /** Brand names, written as their owners write them in shown names. */
  brandNames: readonly string[];
  /** Whether the clinician file was read (its telehealth flag means something only then). */
  withClinicianFile: boolean;
}

export interface DuplicateCandidate {
  /** "npidata_pfile_….csv line 12" */
  where: string;
  name: string;
  /** Where the candidate it was merged into comes from. */
  into: string;
  reason: "same NPI and address" | "same address, close name";
}

/** What the duplicate rules and the match against the listings read of a candidate. */
export interface CandidateKeyFields {
  key: string;
  npi: string | null;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  zipCode: string;
  city: string;
  phone: string | null;
}

export interface Assembled {
  /** How many candidates there are (duplicates merged). */
  count: number;
  /** Each candidate's key fields, in order. */
  keys: CandidateKeyFields[];
  /**
   * The candidates in order, each made when it is asked for from its parts parked on disk: at national size
   * the tool never holds them all (each is stored and reported, then dropped).
   */
  candidates(): Generator<RegistryCandidate>;
  /** Lets go of the parked parts (after the candidates have been read). */
  close(): void;
  duplicates: DuplicateCandidate[];
  /** Clinician-file practices left out: their ZIP code is unknown or in another state than theirs. */
  unlocatedPractices: number;
  /** Evidence clinicians no candidate has (no row in the clinician file nor NPPES at a listable place). */
  unplacedClinicians: number;
  counts: { organisations: number; groups: number; solo: number };
}

/**
 * What the join needs of the evidence files, and no more: the files' records carry names, places and sums the
 * candidates never show, and at national size every byte kept is kept for tens of thousands of clinicians.
 */
export interface EvidenceRecords {
  prescribers?: {
    dataYear: number | undefined;
    byNpi: ReadonlyMap<string, { claims: number; drugs: readonly string[]; type: string }>;
  };
  services?: {
    dataYear: number | undefined;
    byNpi: ReadonlyMap<string, { visits: number; codes: readonly string[] }>;
  };
}

/** A practice of the clinician file as the join needs it. */
export interface PracticeRecord {
  orgPacId: string;
  name: string;
  address: Practice["address"];
  phone: string;
  telehealth: boolean;
  brand?: string;
  clinicians: readonly { npi: string; name: string; credential: string; specialty: string }[];
}

/**
 * The practices, read by position: an array, or a ScratchList where the tool parks them out of memory while
 * it reads the NPPES file.
 */
export type PracticeList = Pick<readonly PracticeRecord[], "length" | "at">;

/** The evidence files' records cut down to what the join reads, so the readers' records can go. */
export function evidenceRecords(evidence: Evidence): EvidenceRecords {
  const records: EvidenceRecords = {};
  if (evidence.prescribers) {
    records.prescribers = {
      dataYear: evidence.prescribers.dataYear,
      byNpi: new Map(
        [...evidence.prescribers.byNpi].map(([npi, found]) => [
          npi,
          { claims: found.claims, drugs: found.drugs, type: found.type },
        ]),
      ),
    };
  }
  if (evidence.services) {
    records.services = {
      dataYear: evidence.services.dataYear,
      byNpi: new Map(
        [...evidence.services.byNpi].map(([npi, found]) => [
          npi,
          { visits: found.visits, codes: found.codes },
        ]),
      ),
    };
  }
  return records;
}

/** The practices cut down to what the join reads. */
export function practiceRecords(practices: readonly Practice[]): PracticeRecord[] {
  return practices.map((practice) => ({
    orgPacId: practice.orgPacId,
    name: practice.name,
    address: practice.address,
    phone: practice.phone,
    telehealth: practice.telehealth,
    ...(practice.brand === undefined ? {} : { brand: practice.brand }),
    clinicians: practice.clinicians.map(({ npi, name, credential, specialty }) => ({
      npi,
      name,
      credential,
      specialty,
    })),
  }));
}

/** Every NPI with evidence. */
function evidenceNpis(evidence: EvidenceRecords): Set<string> {
  return new Set([...(evidence.prescribers?.byNpi.keys() ?? []), ...(evidence.services?.byNpi.keys() ?? [])]);
}

/** One clinician's evidence, from the files. */
function clinicianEvidence(
  npi: string,
  name: string,
  specialty: string | null,
  evidence: EvidenceRecords,
): ClinicianEvidence & { drugs: string[]; codes: string[] } {
  const prescribed = evidence.prescribers?.byNpi.get(npi);
  const billed = evidence.services?.byNpi.get(npi);
  return {
    npi,
    name,
    specialty: specialty ?? (prescribed?.type || null),
    prescriptions: prescribed?.claims ?? 0,
    services: billed?.visits ?? 0,
    drugs: [...(prescribed?.drugs ?? [])],
    codes: [...(billed?.codes ?? [])],
  };
}

type Collected = ClinicianEvidence & { drugs: string[]; codes: string[] };

/**
 * "npidata_pfile_….csv line 12". Joined, not a template, as every text a draft keeps: one flat string each,
 * where a template keeps its pieces (a national run keeps tens of thousands of drafts).
 */
function lineOf(file: string, line: number): string {
  return [file, " line ", String(line)].join("");
}

function withCredential(name: string, credential: string): string {
  const cleaned = credential.replace(/\s+/g, " ").trim();
  return cleaned === "" ? name : [name, ", ", cleaned].join("");
}

/** The data years of the evidence files, for the evidence of each candidate. */
interface DataYears {
  prescriptions: number | null;
  services: number | null;
}

/** The evidence of a practice from its clinicians (each NPI once), or null when none of them has any. */
export function evidenceOf(
  clinicians: readonly Collected[],
  years: DataYears,
  telehealth: boolean | null,
): CandidateEvidence | null {
  const unique = new Map<string, Collected>();
  for (const clinician of clinicians) if (!unique.has(clinician.npi)) unique.set(clinician.npi, clinician);
  const withEvidence = [...unique.values()].filter((c) => c.prescriptions > 0 || c.services > 0);
  if (withEvidence.length === 0) return null;
  const prescribers = withEvidence.filter((c) => c.prescriptions > 0);
  const billers = withEvidence.filter((c) => c.services > 0);
  const distinct = (lists: string[][], limit: number) => [...new Set(lists.flat())].slice(0, limit);
  const sorted = [...withEvidence].sort(
    (a, b) =>
      b.prescriptions + b.services - (a.prescriptions + a.services) ||
      a.name.localeCompare(b.name) ||
      a.npi.localeCompare(b.npi),
  );
  const total = (group: Collected[], count: (c: Collected) => number) =>
    group.reduce((sum, c) => sum + count(c), 0);
  return {
    prescriptions:
      prescribers.length === 0
        ? null
        : {
            year: years.prescriptions,
            clinicians: prescribers.length,
            claims: total(prescribers, (c) => c.prescriptions),
            drugs: distinct(
              prescribers.map((c) => c.drugs),
              12,
            ),
          },
    services:
      billers.length === 0
        ? null
        : {
            year: years.services,
            clinicians: billers.length,
            services: total(billers, (c) => c.services),
            codes: distinct(
              billers.map((c) => c.codes),
              10,
            ),
          },
    clinicians: sorted
      .slice(0, MAX_CLINICIANS_KEPT)
      .map(({ npi, name, specialty, prescriptions, services }) => ({
        npi,
        name,
        specialty,
        prescriptions,
        services,
      })),
    cliniciansWithEvidence: withEvidence.length,
    telehealth,
  };
}

function nameMatchText(found: NonNullable<Organisation["nameMatch"]>): string {
  if (found.in === "website") {
    return `${found.match.match} (a known TRT brand, by its website domain ${found.domain ?? ""} in the NPPES endpoints)`;
  }
  const what = found.match.kind === "brand" ? "a known TRT brand" : `a ${found.match.tier} keyword`;
  return `${found.match.match} (${what}, in the ${found.in === "dba" ? "DBA" : "legal"} name)`;
}

/** What a candidate is made of before its duplicates are merged in. */
interface Built {
  candidate: RegistryCandidate;
  clinicians: Collected[];
  telehealth: boolean | null;
}

/**
 * A candidate before its duplicates are merged: what the duplicate rules read, and the number under which
 * its built parts are parked in the scratch list (its index among the drafts).
 */
interface Draft {
  fields: CandidateKeyFields;
  primary: boolean;
  where: string;
  /** Indexes of the drafts merged into this one. */
  merged: number[];
}

const FOUND_BY_ORDER: readonly FoundBy[] = ["evidence", "brand", "keyword"];

/** A draft made into its candidate, its duplicates' evidence, names and reasons merged into it. */
function materialize(
  index: number,
  draft: Draft,
  parked: ScratchList<Built>,
  years: DataYears,
): RegistryCandidate {
  const into = parked.at(index) as Built;
  for (const duplicate of draft.merged) {
    const other = parked.at(duplicate) as Built;
    into.clinicians.push(...other.clinicians);
    if (into.telehealth === null) into.telehealth = other.telehealth;
    else if (other.telehealth) into.telehealth = true;
    const names = [other.candidate.name, ...other.candidate.otherNames].filter(
      (name) =>
        name.toLowerCase() !== into.candidate.name.toLowerCase() && !into.candidate.otherNames.includes(name),
    );
    into.candidate.otherNames.push(...names);
    into.candidate.foundBy = [...new Set([...into.candidate.foundBy, ...other.candidate.foundBy])];
    into.candidate.orgPacId ??= other.candidate.orgPacId;
    into.candidate.nameMatch ??= other.candidate.nameMatch;
  }
  const found = evidenceOf(into.clinicians, years, into.telehealth);
  if (found && !into.candidate.foundBy.includes("evidence")) into.candidate.foundBy.push("evidence");
  into.candidate.foundBy.sort((a, b) => FOUND_BY_ORDER.indexOf(a) - FOUND_BY_ORDER.indexOf(b));
  into.candidate.evidence = found;
  return into.candidate;
}

function foundBy(options: { evidence: boolean; brand: boolean; keyword: boolean }): FoundBy[] {
  const found: FoundBy[] = [];
  if (options.evidence) found.push("evidence");
  if (options.brand) found.push("brand");
  if (options.keyword) found.push("keyword");
  return found;
}

/** The practice's address as a CandidateLocation at its ZIP code's centre; undefined when it cannot be listed. */
function practiceLocation(practice: PracticeRecord, zips: ZipCentroids): CandidateLocation | undefined {
  const centroid = practice.address.zip5 === "" ? undefined : zips.zip(practice.address.zip5);
  if (!centroid || centroid.stateCode !== practice.address.state || practice.address.line1 === "")
    return undefined;
  return {
    addressLine1: practice.address.line1,
    addressLine2: practice.address.line2 === "" ? null : practice.address.line2,
    city: practice.address.city === "" ? centroid.city : practice.address.city,
    state: practice.address.state,
    zipCode: practice.address.zip5,
    latitude: centroid.latitude,
    longitude: centroid.longitude,
    phone: formatPhone(practice.phone) || null,
  };
}

function practiceClinicians(practice: PracticeRecord, evidence: EvidenceRecords): Collected[] {
  return practice.clinicians.map((clinician) => ({
    ...clinicianEvidence(
      clinician.npi,
      withCredential(clinician.name, clinician.credential),
      clinician.specialty || null,
      evidence,
    ),
  }));
}

/**
 * The kept drafts made into candidates on demand. Out of assembleCandidates, so that its closures do not hold
 * the scope where the files' records are.
 */
function parkedCandidates(
  drafts: readonly Draft[],
  kept: readonly number[],
  parked: ScratchList<Built>,
  years: DataYears,
): Pick<Assembled, "candidates" | "close"> {
  return {
    *candidates() {
      for (const index of kept) yield materialize(index, drafts[index] as Draft, parked, years);
    },
    close: () => parked.close(),
  };
}

/** See the module comment. */
export function assembleCandidates(
  scanned: { organisations: readonly Organisation[]; clinicians: readonly Clinician[] },
  practices: PracticeList,
  evidence: EvidenceRecords,
  context: AssembleContext,
): Assembled {
  const drafts: Draft[] = [];
  const parked = new ScratchList<Built>();
  // The NPIs of the drafts' clinicians, for the count of evidence clinicians placed nowhere.
  const placed = new Set<string>();
  const addDraft = (draft: Omit<Draft, "merged">, npis: Iterable<string>, built: Built) => {
    parked.push(built);
    drafts.push({ ...draft, merged: [] });
    for (const npi of npis) placed.add(npi);
  };
  const usedPractices = new Set<number>();
  const shownName = (name: string) => displayName(name, { knownNames: context.brandNames });
  const main = basename(context.mainFile);
  const telehealthOf = (list: readonly PracticeRecord[]) =>
    context.withClinicianFile ? list.some((practice) => practice.telehealth) : null;
  const fieldsAt = (
    at: CandidateLocation,
    identity: { npi: string | null; orgPacId: string | null; soloNpi?: string | null },
    name: string,
    npi: string | null,
  ): CandidateKeyFields => ({
    key: candidateKey(identity, addressKey(at.addressLine1, at.addressLine2, at.zipCode)),
    npi,
    name,
    addressLine1: at.addressLine1,
    addressLine2: at.addressLine2,
    zipCode: at.zipCode,
    city: at.city,
    phone: at.phone,
  });

  for (const organisation of scanned.organisations) {
    const registered = organisation.practices
      .map((index) => practices.at(index))
      .filter((practice): practice is PracticeRecord => practice !== undefined);
    for (const index of organisation.practices) usedPractices.add(index);
    const name = shownName(organisation.dbaName ?? organisation.legalName);
    const primaryClinicians = () => [
      ...registered.flatMap((practice) => practiceClinicians(practice, evidence)),
      ...(organisation.ownEvidence
        ? [clinicianEvidence(organisation.npi, `${name} (the organisation's own NPI)`, null, evidence)]
        : []),
      ...organisation.clinicians.map((clinician) =>
        clinicianEvidence(
          clinician.npi,
          withCredential(clinician.name, clinician.credential),
          null,
          evidence,
        ),
      ),
    ];
    const location = (at: CandidateLocation, primary: boolean, where: string) => {
      const fields = fieldsAt(at, { npi: organisation.npi, orgPacId: null }, name, organisation.npi);
      const legalName = titleCase(organisation.legalName);
      addDraft(
        { fields, primary, where },
        primary
          ? [
              ...registered.flatMap((practice) => practice.clinicians.map((clinician) => clinician.npi)),
              ...(organisation.ownEvidence ? [organisation.npi] : []),
              ...organisation.clinicians.map((clinician) => clinician.npi),
            ]
          : [],
        {
          candidate: {
            ...fields,
            ...at,
            orgPacId: registered.find((practice) => practice.orgPacId !== "")?.orgPacId ?? null,
            legalName: legalName.toLowerCase() === name.toLowerCase() ? null : legalName,
            otherNames: [
              ...new Set(
                [
                  organisation.dbaName && shownName(organisation.dbaName) !== name
                    ? titleCase(organisation.dbaName)
                    : "",
                  ...registered.map((practice) => practice.name),
                ].filter(
                  (other) =>
                    other !== "" &&
                    other.toLowerCase() !== name.toLowerCase() &&
                    other.toLowerCase() !== legalName.toLowerCase(),
                ),
              ),
            ],
            taxonomies: organisation.taxonomies.map((code) => ({
              code,
              name: context.taxonomyNames.get(code) ?? null,
            })),
            registryLastUpdated: organisation.lastUpdated ?? null,
            source: candidateSource(context.month, organisation.npi),
            nameMatch: organisation.nameMatch ? nameMatchText(organisation.nameMatch) : null,
            foundBy: foundBy({
              evidence: false,
              brand:
                organisation.nameMatch?.match.kind === "brand" ||
                registered.some((practice) => practice.brand !== undefined),
              keyword: organisation.nameMatch?.match.kind === "keyword",
            }),
            evidence: null,
          },
          clinicians: primary ? primaryClinicians() : [],
          telehealth: primary ? telehealthOf(registered) : null,
        },
      );
    };
    if (organisation.primary) location(organisation.primary, true, lineOf(main, organisation.line));
    for (const secondary of organisation.secondaries) {
      location(secondary.location, false, lineOf(basename(context.plFile ?? ""), secondary.line));
    }
  }

  let unlocatedPractices = 0;
  let groups = 0;
  let solo = 0;
  for (let index = 0; index < practices.length; index++) {
    const practice = practices.at(index);
    if (practice === undefined || usedPractices.has(index)) continue;
    const at = practiceLocation(practice, context.zips);
    if (!at) {
      unlocatedPractices++;
      continue;
    }
    const alone = practice.orgPacId === "";
    const soloNpi = alone ? (practice.clinicians[0]?.npi ?? null) : null;
    const name = alone ? practice.name : shownName(practice.name);
    if (alone) solo++;
    else groups++;
    const fields = fieldsAt(at, { npi: null, orgPacId: practice.orgPacId || null, soloNpi }, name, soloNpi);
    const where = [
      basename(context.cliniciansFile ?? "the clinician file"),
      alone ? " (NPI " : " (Medicare group ",
      alone ? (soloNpi ?? "") : practice.orgPacId,
      ")",
    ].join("");
    addDraft(
      { fields, primary: true, where },
      practice.clinicians.map((clinician) => clinician.npi),
      {
        candidate: {
          ...fields,
          ...at,
          orgPacId: practice.orgPacId || null,
          legalName: null,
          otherNames: name.toLowerCase() === practice.name.toLowerCase() ? [] : [practice.name],
          taxonomies: [],
          registryLastUpdated: null,
          source: alone
            ? `CMS Doctors and Clinicians (NPI ${soloNpi ?? ""})`
            : `CMS Doctors and Clinicians (Medicare group ${practice.orgPacId})`,
          foundBy: foundBy({ evidence: false, brand: practice.brand !== undefined, keyword: false }),
          nameMatch: practice.brand
            ? `${practice.brand} (a known TRT brand, in the clinician file's name)`
            : null,
          evidence: null,
        },
        clinicians: practiceClinicians(practice, evidence),
        telehealth: context.withClinicianFile ? practice.telehealth : null,
      },
    );
  }

  for (const clinician of scanned.clinicians) {
    if (clinician.joined) continue;
    solo++;
    const at = clinician.location;
    const name = withCredential(clinician.name, clinician.credential);
    const fields = fieldsAt(at, { npi: null, orgPacId: null, soloNpi: clinician.npi }, name, clinician.npi);
    addDraft({ fields, primary: true, where: lineOf(main, clinician.line) }, [clinician.npi], {
      candidate: {
        ...fields,
        ...at,
        orgPacId: null,
        legalName: null,
        otherNames: [],
        taxonomies: [],
        registryLastUpdated: null,
        source: candidateSource(context.month, clinician.npi),
        foundBy: [],
        nameMatch: null,
        evidence: null,
      },
      clinicians: [clinicianEvidence(clinician.npi, name, null, evidence)],
      telehealth: null,
    });
  }

  const duplicateOf = findCandidateDuplicates(
    drafts.map((draft) => ({
      ...draft.fields,
      npi: draft.fields.npi ?? `key:${draft.fields.key}`,
      primary: draft.primary,
    })),
  );
  const duplicates: DuplicateCandidate[] = [];
  const kept: number[] = [];
  drafts.forEach((draft, index) => {
    const duplicate = duplicateOf[index];
    const into = duplicate ? drafts[duplicate.of] : undefined;
    if (!duplicate || !into) {
      kept.push(index);
      return;
    }
    into.merged.push(index);
    duplicates.push({
      where: draft.where,
      name: draft.fields.name,
      into: into.where,
      reason: duplicate.reason,
    });
  });

  let unplacedClinicians = 0;
  for (const npi of evidenceNpis(evidence)) if (!placed.has(npi)) unplacedClinicians++;
  // From here on only the drafts and their parked parts are kept, not the files' records they come from.
  const years: DataYears = {
    prescriptions: evidence.prescribers?.dataYear ?? null,
    services: evidence.services?.dataYear ?? null,
  };
  return {
    count: kept.length,
    keys: kept.map((index) => (drafts[index] as Draft).fields),
    ...parkedCandidates(drafts, kept, parked, years),
    duplicates,
    unlocatedPractices,
    unplacedClinicians,
    counts: { organisations: scanned.organisations.length, groups, solo },
  };
}

/** The clinician file's practices looked up by address key and phone, for the scan. */
export function practiceLookup(practices: readonly PracticeRecord[]) {
  const byAddress = new Map<string, number[]>();
  const byPhone = new Map<string, number[]>();
  practices.forEach((practice, index) => {
    if (practice.orgPacId === "") return;
    const key = addressKey(practice.address.line1, practice.address.line2 || null, practice.address.zip5);
    const list = byAddress.get(key);
    if (list) list.push(index);
    else byAddress.set(key, [index]);
    const phone = phoneDigits(practice.phone);
    if (phone) {
      const onPhone = byPhone.get(phone);
      if (onPhone) onPhone.push(index);
      else byPhone.set(phone, [index]);
    }
  });
  return { names: practices.map((practice) => practice.name), byAddress, byPhone };
}
