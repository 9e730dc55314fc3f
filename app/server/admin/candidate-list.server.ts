/**
 * The admin's view of the registry review queue (decision 32): candidates filtered and paged, each with the
 * stored clinic it may duplicate, and one candidate in full with its evidence and its history.
 */
import type { Kysely, Selectable } from "kysely";
import {
  CANDIDATES_PER_PAGE,
  type CandidateListQuery,
  type CandidateStatus,
  type CandidateSummary,
} from "../../domain/admin-queues.ts";
import {
  type CandidateMatch,
  type ExistingClinic,
  matchExistingClinics,
} from "../../domain/registry-duplicates.ts";
import type { CandidateEvidence, FoundBy } from "../../domain/registry-evidence.ts";

export type { CandidateSummary };

import type { Database, RegistryCandidatesTable } from "../db/schema.server.ts";
import { type AuditEntry, auditEntriesOf } from "./audit.server.ts";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function foundByOf(text: string): FoundBy[] {
  return text.split(",").filter((item): item is FoundBy => ["evidence", "brand", "keyword"].includes(item));
}

const MATCH_REASONS: Record<string, string> = {
  "same-npi": "same NPI",
  "same-npi-moved": "same NPI, another address",
  address: "same address",
  phone: "same phone number",
  name: "a close name in the same ZIP code",
};

function matchReason(match: CandidateMatch): string | null {
  if (match.kind === "same-npi") return MATCH_REASONS[match.moved ? "same-npi-moved" : "same-npi"] ?? null;
  if (match.kind === "possible-duplicate") return MATCH_REASONS[match.reason] ?? null;
  return null;
}

type CandidateRow = Pick<
  RegistryCandidatesTable,
  "npi" | "name" | "address_line1" | "address_line2" | "city" | "zip_code" | "phone" | "clinic_id"
> & { id: number };

/** For each candidate, the stored clinic it may duplicate (its own clinic once accepted or merged excepted). */
export async function possibleDuplicates(
  db: Kysely<Database>,
  rows: readonly CandidateRow[],
): Promise<(CandidateSummary["duplicate"] | null)[]> {
  if (rows.length === 0) return [];
  const npis = [...new Set(rows.map((row) => row.npi).filter((npi): npi is string => npi !== null))];
  const zips = [...new Set(rows.map((row) => row.zip_code))];
  const stored = await db
    .selectFrom("clinics")
    .select(["id", "slug", "name", "address_line1", "address_line2", "zip_code", "phone", "npi"])
    .where((eb) => eb.or([eb("zip_code", "in", zips), ...(npis.length > 0 ? [eb("npi", "in", npis)] : [])]))
    .execute();
  const byId = new Map(stored.map((clinic) => [clinic.id, clinic]));
  return rows.map((row) => {
    const others: (ExistingClinic & { id: number })[] = stored
      .filter((clinic) => clinic.id !== row.clinic_id)
      .map((clinic) => ({
        id: clinic.id,
        slug: clinic.slug,
        name: clinic.name,
        addressLine1: clinic.address_line1,
        addressLine2: clinic.address_line2,
        zipCode: clinic.zip_code,
        phone: clinic.phone,
        npi: clinic.npi,
      }));
    const [match] = matchExistingClinics(
      [
        {
          npi: row.npi ?? "",
          name: row.name,
          addressLine1: row.address_line1,
          addressLine2: row.address_line2,
          zipCode: row.zip_code,
          phone: row.phone,
          city: row.city,
          primary: true,
        },
      ],
      others,
    );
    if (!match || match.kind === "new") return null;
    const clinic = others.find((other) => other.slug === match.slug);
    if (!clinic || !byId.has(clinic.id)) return null;
    return { id: clinic.id, slug: clinic.slug, name: clinic.name, reason: matchReason(match) ?? "" };
  });
}

function summaryOf(
  row: Selectable<RegistryCandidatesTable>,
  latestRunId: number,
  duplicate: CandidateSummary["duplicate"],
): CandidateSummary {
  return {
    id: row.id,
    status: row.status as CandidateStatus,
    name: row.name,
    legalName: row.legal_name,
    npi: row.npi,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    phone: row.phone,
    foundBy: foundByOf(row.found_by),
    nameMatch: row.name_match,
    evidenceSummary: row.evidence_summary,
    source: row.source,
    isNew: row.first_run_id === latestRunId,
    changed: row.changed_run_id === latestRunId && row.first_run_id !== latestRunId,
    clinicId: row.clinic_id,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    decisionNote: row.decision_note,
    duplicate,
  };
}

/** One page of the queue, strongest evidence first (decided candidates: latest decision first). */
export async function listCandidates(db: Kysely<Database>, query: CandidateListQuery) {
  const latest = await db
    .selectFrom("registry_runs")
    .select(["id", "finished_at"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const latestRunId = latest?.id ?? -1;
  let base = db.selectFrom("registry_candidates").where("status", "=", query.status);
  if (query.state) base = base.where("state", "=", query.state);
  if (query.evidence === "prescriptions") base = base.where("has_prescriptions", "=", 1);
  if (query.evidence === "services") base = base.where("has_services", "=", 1);
  if (query.evidence === "none") base = base.where("has_prescriptions", "=", 0).where("has_services", "=", 0);
  if (query.foundBy === "name-only") {
    base = base.where("found_by", "not like", "%evidence%");
  } else if (query.foundBy !== "any") {
    base = base.where("found_by", "like", `%${query.foundBy}%`);
  }
  if (query.since === "new") base = base.where("first_run_id", "=", latestRunId);
  if (query.since === "changed")
    base = base.where("changed_run_id", "=", latestRunId).where("first_run_id", "!=", latestRunId);
  if (query.name) {
    const pattern = `%${escapeLike(query.name.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["name"]), "like", pattern),
        eb(eb.fn("lower", ["legal_name"]), "like", pattern),
        eb("npi", "=", query.name),
      ]),
    );
  }
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst();
  const total = Number(countRow?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / CANDIDATES_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  let ordered = base.selectAll();
  ordered =
    query.status === "held"
      ? ordered.orderBy("evidence_strength", "desc").orderBy("name").orderBy("id")
      : ordered.orderBy("decided_at", "desc").orderBy("id", "desc");
  const rows = await ordered
    .limit(CANDIDATES_PER_PAGE)
    .offset((page - 1) * CANDIDATES_PER_PAGE)
    .execute();
  const duplicates = await possibleDuplicates(db, rows);
  const candidates = rows.map((row, index) => summaryOf(row, latestRunId, duplicates[index] ?? null));
  return { candidates, total, page, pageCount, latestRun: latest ?? null };
}

/** Candidates per status, for the page's tabs and the navigation's badge. */
export async function candidateCounts(db: Kysely<Database>): Promise<Record<CandidateStatus, number>> {
  const rows = await db
    .selectFrom("registry_candidates")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<CandidateStatus, number> = { held: 0, accepted: 0, merged: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export interface CandidateDetail extends CandidateSummary {
  orgPacId: string | null;
  otherNames: string[];
  latitude: number;
  longitude: number;
  taxonomies: { code: string; name: string | null }[];
  registryLastUpdated: string | null;
  evidence: CandidateEvidence | null;
  firstSeen: string;
  lastSeen: string;
  history: AuditEntry[];
}

function parsed<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** One candidate in full, or null. */
export async function candidateDetail(db: Kysely<Database>, id: number): Promise<CandidateDetail | null> {
  const row = await db.selectFrom("registry_candidates").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [latest, runs, duplicates, history] = await Promise.all([
    db.selectFrom("registry_runs").select("id").orderBy("id", "desc").limit(1).executeTakeFirst(),
    db
      .selectFrom("registry_runs")
      .select(["id", "finished_at"])
      .where("id", "in", [row.first_run_id, row.last_run_id])
      .execute(),
    possibleDuplicates(db, [row]),
    auditEntriesOf(db, { candidateId: id }),
  ]);
  const runDay = (runId: number) => runs.find((run) => run.id === runId)?.finished_at ?? "";
  const latestRunId = latest?.id ?? -1;
  return {
    ...summaryOf(row, latestRunId, duplicates[0] ?? null),
    orgPacId: row.org_pac_id,
    otherNames: parsed<string[]>(row.other_names, []),
    latitude: row.latitude,
    longitude: row.longitude,
    taxonomies: parsed(row.taxonomies, []),
    registryLastUpdated: row.registry_last_updated,
    evidence: parsed<CandidateEvidence | null>(row.evidence, null),
    firstSeen: runDay(row.first_run_id),
    lastSeen: runDay(row.last_run_id),
    history,
  };
}
