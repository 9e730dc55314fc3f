/**
 * The operator's work queues in the admin area: the registry candidates waiting for a decision (decision 32)
 * and the listings to verify again. Their URLs (filters and page) and what a decision came to; pure, so the
 * pages' components and the server share them.
 */
import type { FoundBy } from "./registry-evidence.ts";
import { isStateCode } from "./us-states.ts";

export type CandidateStatus = "held" | "accepted" | "merged" | "rejected";

export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  held: "Waiting",
  accepted: "Published",
  merged: "Merged",
  rejected: "Rejected",
};

/** A candidate as a page of the queue shows it. */
export interface CandidateSummary {
  id: number;
  status: CandidateStatus;
  name: string;
  legalName: string | null;
  npi: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  foundBy: FoundBy[];
  nameMatch: string | null;
  evidenceSummary: string | null;
  source: string;
  isNew: boolean;
  changed: boolean;
  clinicId: number | null;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  /** A stored clinic this candidate may be, by NPI, address, phone or a close name in its ZIP code. */
  duplicate: { id: number; slug: string; name: string; reason: string } | null;
}

export const CANDIDATES_PER_PAGE = 50;

export const EVIDENCE_FILTERS = ["any", "prescriptions", "services", "none"] as const;
export const FOUND_BY_FILTERS = ["any", "evidence", "brand", "keyword", "name-only"] as const;
export const SINCE_FILTERS = ["all", "new", "changed"] as const;
export const STATUS_FILTERS: readonly CandidateStatus[] = ["held", "accepted", "merged", "rejected"];

export interface CandidateListQuery {
  status: CandidateStatus;
  state: string;
  evidence: (typeof EVIDENCE_FILTERS)[number];
  foundBy: (typeof FOUND_BY_FILTERS)[number];
  since: (typeof SINCE_FILTERS)[number];
  name: string;
  page: number;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** The query from the page's URL; anything unknown falls back to the default rather than failing. */
export function parseCandidateListQuery(params: URLSearchParams): CandidateListQuery {
  const state = (params.get("state") ?? "").trim().toUpperCase();
  const page = Number(params.get("page") ?? "1");
  return {
    status: oneOf(params.get("status"), STATUS_FILTERS, "held"),
    state: isStateCode(state) ? state : "",
    evidence: oneOf(params.get("evidence"), EVIDENCE_FILTERS, "any"),
    foundBy: oneOf(params.get("found"), FOUND_BY_FILTERS, "any"),
    since: oneOf(params.get("since"), SINCE_FILTERS, "all"),
    name: (params.get("name") ?? "").trim().slice(0, 100),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The page's URL for a query (filters kept) at page `page`. */
export function candidateListHref(query: CandidateListQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.status !== "held") params.set("status", query.status);
  if (query.state) params.set("state", query.state);
  if (query.evidence !== "any") params.set("evidence", query.evidence);
  if (query.foundBy !== "any") params.set("found", query.foundBy);
  if (query.since !== "all") params.set("since", query.since);
  if (query.name) params.set("name", query.name);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/candidates${search ? `?${search}` : ""}`;
}

export const REVERIFY_PER_PAGE = 50;

export interface ReverifyQuery {
  state: string;
  page: number;
}

export function parseReverifyQuery(params: URLSearchParams): ReverifyQuery {
  const state = (params.get("state") ?? "").trim().toUpperCase();
  const page = Number(params.get("page") ?? "1");
  return {
    state: isStateCode(state) ? state : "",
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function reverifyHref(query: ReverifyQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.state) params.set("state", query.state);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/verification${search ? `?${search}` : ""}`;
}

/** How a decision on a candidate ended, as the admin pages get it back from their action. */
export type OutcomeView =
  | { id: number; name: string; status: "done"; decision: string; clinicId: number | null }
  | { id: number; name: string; status: "already"; current: string; by: string | null }
  | { id: number; name: string; status: "missing" }
  | { id: number; name: string; status: "invalid"; problems: string[] }
  | { id: number; name: string; status: "conflict"; message: string };
