import { formatCount } from "./count-label.ts";

/**
 * Evidence that a practice treats men with testosterone, from the CMS public-use files (decision 32): Medicare
 * Part D prescriptions of testosterone products by its clinicians, and testosterone injections or pellet
 * insertions they billed to Medicare. Pure: the files are read in app/server/registry/.
 */

/** One clinician of a practice with evidence of their own. */
export interface ClinicianEvidence {
  npi: string;
  /** "Jane Doe, NP" */
  name: string;
  specialty: string | null;
  /** Medicare Part D claims for testosterone products. */
  prescriptions: number;
  /** Testosterone injections and pellet insertions billed to Medicare. */
  services: number;
}

export interface CandidateEvidence {
  prescriptions: {
    /** The data year of the Part D file ("2023"), null when its name did not say. */
    year: number | null;
    clinicians: number;
    claims: number;
    /** Drug names as CMS writes them ("Testosterone Cypionate"). */
    drugs: string[];
  } | null;
  services: {
    year: number | null;
    clinicians: number;
    services: number;
    /** HCPCS/CPT codes billed ("J1071", "11980"). */
    codes: string[];
  } | null;
  /** The clinicians with evidence, strongest first (at most MAX_CLINICIANS_KEPT). */
  clinicians: ClinicianEvidence[];
  /** Clinicians with evidence at the practice, all of them. */
  cliniciansWithEvidence: number;
  /** Whether the clinician file marks any of them as offering telehealth (Medicare's flag); null without it. */
  telehealth: boolean | null;
}

export const MAX_CLINICIANS_KEPT = 20;

/** How the candidate came to the queue. */
export type FoundBy = "evidence" | "brand" | "keyword";

export const FOUND_BY_LABELS: Record<FoundBy, string> = {
  evidence: "Medicare evidence",
  brand: "a known TRT brand",
  keyword: "a name keyword",
};

/** The queue's default order: prescriptions plus services, a rough measure of how much TRT a practice does. */
export function evidenceStrength(evidence: CandidateEvidence | null): number {
  if (!evidence) return 0;
  return (evidence.prescriptions?.claims ?? 0) + (evidence.services?.services ?? 0);
}

function clinicians(count: number): string {
  return count === 1 ? "1 clinician here" : `${formatCount(count)} clinicians here`;
}

function inYear(year: number | null): string {
  return year === null ? "" : ` in ${year}`;
}

/**
 * The evidence in words, one sentence per file: "3 clinicians here had 412 Medicare testosterone
 * prescriptions in 2023 (CMS Part D)." Empty when there is none.
 */
export function evidenceSentences(evidence: CandidateEvidence | null): string[] {
  if (!evidence) return [];
  const sentences: string[] = [];
  const { prescriptions, services } = evidence;
  if (prescriptions && prescriptions.claims > 0) {
    const claims = prescriptions.claims;
    sentences.push(
      `${clinicians(prescriptions.clinicians)} had ${formatCount(claims)} Medicare testosterone ` +
        `prescription${claims === 1 ? "" : "s"}${inYear(prescriptions.year)} (CMS Part D).`,
    );
  }
  if (services && services.services > 0) {
    const count = services.services;
    sentences.push(
      `${clinicians(services.clinicians)} billed Medicare for ${formatCount(count)} testosterone ` +
        `injection${count === 1 ? "" : "s"} or pellet insertion${count === 1 ? "" : "s"}${inYear(services.year)} ` +
        "(CMS Physician & Other Practitioners).",
    );
  }
  return sentences;
}

export function evidenceSummary(evidence: CandidateEvidence | null): string | null {
  const sentences = evidenceSentences(evidence);
  return sentences.length > 0 ? sentences.join(" ") : null;
}
