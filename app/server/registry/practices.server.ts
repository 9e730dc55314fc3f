/**
 * Joins the clinician locations of the Doctors and Clinicians file with the Part D and Part B evidence into
 * practices: one per group (org_pac_id, or the clinician for one practising alone) and address, each with
 * its clinicians, what CMS says they did, and that said in plain English.
 */
import { addressKey } from "../../domain/registry-duplicates.ts";
import type { ClinicianLocation } from "./clinician-file.server.ts";
import type { EvidenceFile, PrescriberEvidence, ServiceEvidence } from "./evidence-files.server.ts";

/** What the two evidence files gave (either may be missing). */
export interface Evidence {
  prescribers?: Pick<EvidenceFile<PrescriberEvidence>, "byNpi" | "dataYear">;
  services?: Pick<EvidenceFile<ServiceEvidence>, "byNpi" | "dataYear">;
}

export interface PracticeClinician {
  npi: string;
  name: string;
  credential: string;
  specialty: string;
  /** Part D testosterone prescriptions (claims, refills included); 0 when none. */
  claims: number;
  /** Tot_Srvcs of the testosterone codes (mg for the injections); 0 when none. */
  services: number;
  /** Testosterone injections and pellet insertions (distinct patient-days); 0 when none. */
  visits: number;
  drugs: string[];
  codes: string[];
}

export interface PracticeAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip5: string;
}

export interface PracticeTotals {
  /** Clinicians with any evidence. */
  cliniciansWithEvidence: number;
  /** Clinicians with Part D testosterone prescriptions, and their sum. */
  prescribers: number;
  claims: number;
  /** Clinicians who billed a testosterone code, and their sums. */
  billers: number;
  services: number;
  visits: number;
  dataYears: { partD?: number; services?: number };
}

export interface Practice {
  /** `<org_pac_id or npi:<clinician NPI>>|<normalised address>|<ZIP5>` */
  key: string;
  /** "" for a clinician practising alone. */
  orgPacId: string;
  /** The facility name, or the clinician's "First Last, Cred" when practising alone. */
  name: string;
  address: PracticeAddress;
  /** Ten digits, or "". */
  phone: string;
  /** Some clinician here offers telehealth. */
  telehealth: boolean;
  /** Those with the most evidence first. */
  clinicians: PracticeClinician[];
  totals: PracticeTotals;
  /** The brand the facility name matched. */
  brand?: string;
}

/** Every NPI with evidence in either file. */
export function evidenceNpis(evidence: Evidence): Set<string> {
  return new Set([...(evidence.prescribers?.byNpi.keys() ?? []), ...(evidence.services?.byNpi.keys() ?? [])]);
}

/** practiceKey for many locations; the clinicians of a group repeat its address, normalised once. */
function practiceKeys() {
  const addresses = new Map<string, string>();
  return (location: ClinicianLocation): string => {
    const group = location.orgPacId === "" ? `npi:${location.npi}` : location.orgPacId;
    const written = `${location.addressLine1}\n${location.addressLine2}\n${location.zip5}`;
    let address = addresses.get(written);
    if (address === undefined) {
      address = addressKey(location.addressLine1, location.addressLine2, location.zip5);
      addresses.set(written, address);
    }
    return `${group}|${address}`;
  };
}

function soloName(location: ClinicianLocation): string {
  return location.credential === "" ? location.name : `${location.name}, ${location.credential}`;
}

function clinicianOf(location: ClinicianLocation, evidence: Evidence): PracticeClinician {
  const prescribed = evidence.prescribers?.byNpi.get(location.npi);
  const billed = evidence.services?.byNpi.get(location.npi);
  return {
    npi: location.npi,
    name: location.name,
    credential: location.credential,
    specialty: location.specialty,
    claims: prescribed?.claims ?? 0,
    services: billed?.services ?? 0,
    visits: billed?.visits ?? 0,
    drugs: prescribed?.drugs ?? [],
    codes: billed?.codes ?? [],
  };
}

const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function byEvidence(a: PracticeClinician, b: PracticeClinician): number {
  return b.claims - a.claims || b.visits - a.visits || ordinal(a.name, b.name) || ordinal(a.npi, b.npi);
}

function totalsOf(clinicians: readonly PracticeClinician[], evidence: Evidence): PracticeTotals {
  const totals: PracticeTotals = {
    cliniciansWithEvidence: 0,
    prescribers: 0,
    claims: 0,
    billers: 0,
    services: 0,
    visits: 0,
    dataYears: {},
  };
  for (const clinician of clinicians) {
    const billed = clinician.services > 0 || clinician.visits > 0;
    if (clinician.claims > 0 || billed) totals.cliniciansWithEvidence++;
    if (clinician.claims > 0) totals.prescribers++;
    if (billed) totals.billers++;
    totals.claims += clinician.claims;
    totals.services += clinician.services;
    totals.visits += clinician.visits;
  }
  if (evidence.prescribers?.dataYear !== undefined) totals.dataYears.partD = evidence.prescribers.dataYear;
  if (evidence.services?.dataYear !== undefined) totals.dataYears.services = evidence.services.dataYear;
  return totals;
}

/**
 * Groups the locations into practices, in the order their first location comes. A clinician listed twice
 * at one practice (two Medicare enrollments) is there once.
 */
export function groupPractices(locations: readonly ClinicianLocation[], evidence: Evidence): Practice[] {
  const practiceKey = practiceKeys();
  const groups = new Map<string, ClinicianLocation[]>();
  for (const location of locations) {
    const key = practiceKey(location);
    const group = groups.get(key);
    if (group) group.push(location);
    else groups.set(key, [location]);
  }
  return [...groups].map(([key, group]) => {
    const first = group[0] as ClinicianLocation;
    const clinicians = new Map<string, PracticeClinician>();
    for (const location of group) {
      if (!clinicians.has(location.npi)) clinicians.set(location.npi, clinicianOf(location, evidence));
    }
    const sorted = [...clinicians.values()].sort(byEvidence);
    const practice: Practice = {
      key,
      orgPacId: first.orgPacId,
      name: first.orgPacId !== "" && first.facilityName !== "" ? first.facilityName : soloName(first),
      address: {
        line1: first.addressLine1,
        line2: first.addressLine2,
        city: first.city,
        state: first.state,
        zip5: first.zip5,
      },
      phone: group.find((location) => location.phone !== "")?.phone ?? "",
      telehealth: group.some((location) => location.telehealth),
      clinicians: sorted,
      totals: totalsOf(sorted, evidence),
    };
    const brand = group.find((location) => location.brand !== undefined)?.brand;
    if (brand !== undefined) practice.brand = brand;
    return practice;
  });
}

/** Evidence NPIs that no practice has: the caller can place them from their NPPES rows. Sorted. */
export function unplacedEvidenceNpis(evidence: Evidence, practices: readonly Practice[]): string[] {
  const placed = new Set(
    practices.flatMap((practice) => practice.clinicians.map((clinician) => clinician.npi)),
  );
  return [...evidenceNpis(evidence)].filter((npi) => !placed.has(npi)).sort();
}
