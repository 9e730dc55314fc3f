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

export interface Assembled {
  candidates: RegistryCandidate[];
  duplicates: DuplicateCandidate[];
  /** Clinician-file practices left out: their ZIP code is unknown or in another state than theirs. */
  unlocatedPractices: number;
  /** Evidence clinicians no candidate has (no row in the clinician file nor NPPES at a listable place). */
  unplacedClinicians: number;
  counts: { organisations: number; groups: number; solo: number };
}

/** One clinician's evidence, from the files. */
function clinicianEvidence(
  npi: string,
  name: string,
  specialty: string | null,
  evidence: Evidence,
): ClinicianEvidence & { drugs: string[]; codes: string[] } {
  const prescribed = evidence.prescribers?.byNpi.get(npi);
  const billed = evidence.services?.byNpi.get(npi);
  return {
    npi,
    name,
    specialty: specialty ?? (prescribed?.type || null),
    prescriptions: prescribed?.claims ?? 0,
    services: billed?.visits ?? 0,
    drugs: prescribed?.drugs ?? [],
    codes: billed?.codes ?? [],
  };
}

type Collected = ClinicianEvidence & { drugs: string[]; codes: string[] };

function withCredential(name: string, credential: string): string {
  const cleaned = credential.replace(/\s+/g, " ").trim();
  return cleaned === "" ? name : `${name}, ${cleaned}`;
}

/** The evidence of a practice from its clinicians (each NPI once), or null when none of them has any. */
export function evidenceOf(
  clinicians: readonly Collected[],
  evidence: Evidence,
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
  return {
    prescriptions:
      prescribers.length > 0
        ? {
            year: evidence.prescribers?.dataYear ?? null,
            clinicians: prescribers.length,
            claims: prescribers.reduce((sum, c) => sum + c.prescriptions, 0),
            drugs: distinct(
              prescribers.map((c) => c.drugs),
              12,
            ),
          }
        : null,
    services:
      billers.length > 0
        ? {
            year: evidence.services?.dataYear ?? null,
            clinicians: billers.length,
            services: billers.reduce((sum, c) => sum + c.services, 0),
            codes: distinct(
              billers.map((c) => c.codes),
              10,
            ),
          }
        : null,
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

interface Draft {
  candidate: RegistryCandidate;
  clinicians: Collected[];
  telehealth: boolean | null;
  where: string;
  primary: boolean;
}

function foundBy(options: { evidence: boolean; brand: boolean; keyword: boolean }): FoundBy[] {
  const found: FoundBy[] = [];
  if (options.evidence) found.push("evidence");
  if (options.brand) found.push("brand");
  if (options.keyword) found.push("keyword");
  return found;
}

/** The practice's address as a CandidateLocation at its ZIP code's centre; undefined when it cannot be listed. */
function practiceLocation(practice: Practice, zips: ZipCentroids): CandidateLocation | undefined {
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

function practiceClinicians(practice: Practice, evidence: Evidence): Collected[] {
  return practice.clinicians.map((clinician) => ({
    ...clinicianEvidence(
      clinician.npi,
      withCredential(clinician.name, clinician.credential),
      clinician.specialty || null,
      evidence,
    ),
  }));
}

/** See the module comment. */
export function assembleCandidates(
  scanned: { organisations: readonly Organisation[]; clinicians: readonly Clinician[] },
  practices: readonly Practice[],
  evidence: Evidence,
  context: AssembleContext,
): Assembled {
  const drafts: Draft[] = [];
  const usedPractices = new Set<number>();
  const shownName = (name: string) => displayName(name, { knownNames: context.brandNames });
  const main = basename(context.mainFile);
  const telehealthOf = (list: readonly Practice[]) =>
    context.withClinicianFile ? list.some((practice) => practice.telehealth) : null;

  for (const organisation of scanned.organisations) {
    const registered = organisation.practices
      .map((index) => practices[index])
      .filter((practice): practice is Practice => practice !== undefined);
    for (const index of organisation.practices) usedPractices.add(index);
    const name = shownName(organisation.dbaName ?? organisation.legalName);
    const legalName = titleCase(organisation.legalName);
    const otherNames = [
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
    ];
    const taxonomies = organisation.taxonomies.map((code) => ({
      code,
      name: context.taxonomyNames.get(code) ?? null,
    }));
    const base = {
      npi: organisation.npi,
      orgPacId: registered.find((practice) => practice.orgPacId !== "")?.orgPacId ?? null,
      name,
      legalName: legalName.toLowerCase() === name.toLowerCase() ? null : legalName,
      otherNames,
      taxonomies,
      registryLastUpdated: organisation.lastUpdated ?? null,
      source: candidateSource(context.month, organisation.npi),
      nameMatch: organisation.nameMatch ? nameMatchText(organisation.nameMatch) : null,
    };
    const isBrand =
      organisation.nameMatch?.match.kind === "brand" ||
      registered.some((practice) => practice.brand !== undefined);
    const isKeyword = organisation.nameMatch?.match.kind === "keyword";
    const location = (at: CandidateLocation, primary: boolean, where: string) => {
      const clinicians = primary
        ? [
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
          ]
        : [];
      drafts.push({
        candidate: {
          ...base,
          key: candidateKey(
            { npi: organisation.npi, orgPacId: null },
            addressKey(at.addressLine1, at.addressLine2, at.zipCode),
          ),
          ...at,
          foundBy: [],
          evidence: null,
        },
        clinicians,
        telehealth: primary ? telehealthOf(registered) : null,
        where,
        primary,
      });
      const draft = drafts.at(-1) as Draft;
      draft.candidate.foundBy = foundBy({
        evidence: clinicians.some((c) => c.prescriptions > 0 || c.services > 0),
        brand: isBrand,
        keyword: isKeyword,
      });
    };
    if (organisation.primary) location(organisation.primary, true, `${main} line ${organisation.line}`);
    for (const secondary of organisation.secondaries) {
      location(secondary.location, false, `${basename(context.plFile ?? "")} line ${secondary.line}`);
    }
  }

  let unlocatedPractices = 0;
  let groups = 0;
  let solo = 0;
  practices.forEach((practice, index) => {
    if (usedPractices.has(index)) return;
    const at = practiceLocation(practice, context.zips);
    if (!at) {
      unlocatedPractices++;
      return;
    }
    const soloNpi = practice.orgPacId === "" ? (practice.clinicians[0]?.npi ?? null) : null;
    const clinicians = practiceClinicians(practice, evidence);
    const name = practice.orgPacId === "" ? practice.name : shownName(practice.name);
    if (practice.orgPacId === "") solo++;
    else groups++;
    drafts.push({
      candidate: {
        key: candidateKey(
          { npi: null, orgPacId: practice.orgPacId || null, soloNpi },
          addressKey(at.addressLine1, at.addressLine2, at.zipCode),
        ),
        npi: soloNpi,
        orgPacId: practice.orgPacId || null,
        name,
        legalName: null,
        otherNames: name.toLowerCase() === practice.name.toLowerCase() ? [] : [practice.name],
        ...at,
        taxonomies: [],
        registryLastUpdated: null,
        source:
          practice.orgPacId === ""
            ? `CMS Doctors and Clinicians (NPI ${soloNpi ?? ""})`
            : `CMS Doctors and Clinicians (Medicare group ${practice.orgPacId})`,
        foundBy: foundBy({
          evidence: clinicians.some((c) => c.prescriptions > 0 || c.services > 0),
          brand: practice.brand !== undefined,
          keyword: false,
        }),
        nameMatch: practice.brand
          ? `${practice.brand} (a known TRT brand, in the clinician file's name)`
          : null,
        evidence: null,
      },
      clinicians,
      telehealth: context.withClinicianFile ? practice.telehealth : null,
      where: `${basename(context.cliniciansFile ?? "the clinician file")} (${
        practice.orgPacId === "" ? `NPI ${soloNpi ?? ""}` : `Medicare group ${practice.orgPacId}`
      })`,
      primary: true,
    });
  });

  for (const clinician of scanned.clinicians) {
    if (clinician.joined) continue;
    solo++;
    const at = clinician.location;
    drafts.push({
      candidate: {
        key: candidateKey({ npi: null, orgPacId: null, soloNpi: clinician.npi }, clinician.addressKey),
        npi: clinician.npi,
        orgPacId: null,
        name: withCredential(clinician.name, clinician.credential),
        legalName: null,
        otherNames: [],
        ...at,
        taxonomies: [],
        registryLastUpdated: null,
        source: candidateSource(context.month, clinician.npi),
        foundBy: ["evidence"],
        nameMatch: null,
        evidence: null,
      },
      clinicians: [
        clinicianEvidence(
          clinician.npi,
          withCredential(clinician.name, clinician.credential),
          null,
          evidence,
        ),
      ],
      telehealth: null,
      where: `${main} line ${clinician.line}`,
      primary: true,
    });
  }

  const duplicateOf = findCandidateDuplicates(
    drafts.map((draft) => ({
      npi: draft.candidate.npi ?? `key:${draft.candidate.key}`,
      name: draft.candidate.name,
      addressLine1: draft.candidate.addressLine1,
      addressLine2: draft.candidate.addressLine2,
      zipCode: draft.candidate.zipCode,
      phone: draft.candidate.phone,
      city: draft.candidate.city,
      primary: draft.primary,
    })),
  );
  const duplicates: DuplicateCandidate[] = [];
  const kept: Draft[] = [];
  drafts.forEach((draft, index) => {
    const duplicate = duplicateOf[index];
    const into = duplicate ? drafts[duplicate.of] : undefined;
    if (!duplicate || !into) {
      kept.push(draft);
      return;
    }
    into.clinicians.push(...draft.clinicians);
    if (into.telehealth === null) into.telehealth = draft.telehealth;
    else if (draft.telehealth) into.telehealth = true;
    const names = [draft.candidate.name, ...draft.candidate.otherNames].filter(
      (name) =>
        name.toLowerCase() !== into.candidate.name.toLowerCase() && !into.candidate.otherNames.includes(name),
    );
    into.candidate.otherNames.push(...names);
    into.candidate.foundBy = [...new Set([...into.candidate.foundBy, ...draft.candidate.foundBy])].sort(
      (a, b) => ["evidence", "brand", "keyword"].indexOf(a) - ["evidence", "brand", "keyword"].indexOf(b),
    );
    into.candidate.orgPacId ??= draft.candidate.orgPacId;
    into.candidate.nameMatch ??= draft.candidate.nameMatch;
    duplicates.push({
      where: draft.where,
      name: draft.candidate.name,
      into: into.where,
      reason: duplicate.reason,
    });
  });

  const placed = new Set<string>();
  const candidates = kept.map((draft) => {
    const found = evidenceOf(draft.clinicians, evidence, draft.telehealth);
    for (const clinician of draft.clinicians) placed.add(clinician.npi);
    if (found && !draft.candidate.foundBy.includes("evidence")) draft.candidate.foundBy.unshift("evidence");
    return { ...draft.candidate, evidence: found };
  });
  const evidenceNpis = new Set([
    ...(evidence.prescribers?.byNpi.keys() ?? []),
    ...(evidence.services?.byNpi.keys() ?? []),
  ]);
  let unplacedClinicians = 0;
  for (const npi of evidenceNpis) if (!placed.has(npi)) unplacedClinicians++;
  return {
    candidates,
    duplicates,
    unlocatedPractices,
    unplacedClinicians,
    counts: { organisations: scanned.organisations.length, groups, solo },
  };
}

/** The clinician file's practices looked up by address key and phone, for the scan. */
export function practiceLookup(practices: readonly Practice[]) {
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
