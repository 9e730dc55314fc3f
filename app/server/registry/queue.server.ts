/**
 * The review queue of registry candidates (decision 32): each run of `npm run registry:candidates` stores what
 * it found here instead of publishing it. A candidate is one practice location, identified across runs by its
 * key; the operator accepts it (a new unverified listing), merges it into a listing or rejects it in the admin
 * area. A run never brings back what was rejected, and a published candidate whose registry facts changed
 * comes back to the queue to be looked at again.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { CandidateEvidence, FoundBy } from "../../domain/registry-evidence.ts";
import { evidenceStrength, evidenceSummary } from "../../domain/registry-evidence.ts";
import type { CandidateStatus, Database } from "../db/schema.server.ts";
import type { CandidateLocation } from "./scan.server.ts";

/** A practice location found in the registry, placed at its ZIP code's centre. */
export interface RegistryCandidate extends CandidateLocation {
  /** Stable across runs: see candidateKey. */
  key: string;
  /** The organisation's NPI, or a solo clinician's. */
  npi: string | null;
  orgPacId: string | null;
  /** The name a person would write (app/domain/display-name.ts). */
  name: string;
  legalName: string | null;
  otherNames: string[];
  taxonomies: { code: string; name: string | null }[];
  registryLastUpdated: string | null;
  /** "NPPES January 2024 (NPI 1234567893)" */
  source: string;
  foundBy: FoundBy[];
  /** What in the name matched, in words, for the operator. */
  nameMatch: string | null;
  evidence: CandidateEvidence | null;
}

/**
 * The identity of a practice location across runs: the organisation's NPI, else the clinician group's PAC id,
 * else the solo clinician's NPI, with the location's normalised address key.
 */
export function candidateKey(
  identity: { npi: string | null; orgPacId: string | null; soloNpi?: string | null },
  addressKey: string,
): string {
  // Joined, not templates: one flat string each, for the tens of thousands a national run keeps.
  if (identity.npi) return ["npi:", identity.npi, "|", addressKey].join("");
  if (identity.orgPacId) return ["pac:", identity.orgPacId, "|", addressKey].join("");
  return ["solo:", identity.soloNpi ?? "", "|", addressKey].join("");
}

/** The registry facts whose change sends a decided candidate back to the queue (not its evidence figures). */
function factsDigest(candidate: RegistryCandidate): string {
  const facts = [
    candidate.npi,
    candidate.orgPacId,
    candidate.name,
    candidate.legalName,
    candidate.addressLine1,
    candidate.addressLine2,
    candidate.city,
    candidate.state,
    candidate.zipCode,
    candidate.phone,
  ];
  return createHash("sha1").update(JSON.stringify(facts)).digest("base64url");
}

export interface RunFile {
  /** "nppes", "othernames", "locations", "prescribers", "services", "clinicians" */
  kind: string;
  file: string;
  /** "January 2024", "2023": what the file covers, when its name says. */
  period: string | null;
}

export interface RunRecord {
  startedAt: Date;
  finishedAt: Date;
  files: RunFile[];
  rules: string;
  /** What the scan found, for the record (counts by rule). */
  scan: Record<string, unknown>;
}

export interface StoreSummary {
  runId: number;
  /** Never seen before: now held for review. */
  added: number;
  /** Held before and still held; their facts changed since the last run. */
  changed: number;
  /** Held before, facts unchanged. */
  unchanged: number;
  /** Published or merged before, whose registry facts changed: back in the queue. */
  returned: number;
  /** Published or merged before, unchanged: left as they are. */
  decided: number;
  /** Rejected before: left rejected. */
  stillRejected: number;
  /** New locations of an NPI the operator rejected: stored as rejected. */
  rejectedByNpi: number;
}

/** Candidates written per statement: 36 parameters each, well under both databases' limits. */
const BATCH = 200;

function rowOf(candidate: RegistryCandidate, runId: number, now: string) {
  const evidence = candidate.evidence;
  return {
    candidate_key: candidate.key,
    npi: candidate.npi,
    org_pac_id: candidate.orgPacId,
    name: candidate.name,
    legal_name: candidate.legalName,
    other_names: JSON.stringify(candidate.otherNames),
    address_line1: candidate.addressLine1,
    address_line2: candidate.addressLine2,
    city: candidate.city,
    state: candidate.state,
    zip_code: candidate.zipCode,
    latitude: candidate.latitude,
    longitude: candidate.longitude,
    phone: candidate.phone,
    taxonomies: JSON.stringify(candidate.taxonomies),
    registry_last_updated: candidate.registryLastUpdated,
    source: candidate.source,
    found_by: candidate.foundBy.join(","),
    name_match: candidate.nameMatch,
    has_prescriptions: evidence?.prescriptions ? (1 as const) : (0 as const),
    has_services: evidence?.services ? (1 as const) : (0 as const),
    evidence: evidence ? JSON.stringify(evidence) : null,
    evidence_summary: evidenceSummary(evidence),
    evidence_strength: evidenceStrength(evidence),
    facts_digest: factsDigest(candidate),
    last_run_id: runId,
    updated_at: now,
  };
}

interface Known {
  id: number;
  status: CandidateStatus;
  digest: string;
}

/**
 * Stores one run and its candidates in one transaction: new ones held; held ones refreshed (and marked
 * changed when their registry facts moved); decided ones left decided unless their facts changed, which
 * sends them back to the queue with the clinic they were published as; rejected ones and new locations of
 * a rejected NPI never come back.
 */
export async function storeCandidateRun(
  db: Kysely<Database>,
  run: RunRecord,
  candidates: Iterable<RegistryCandidate>,
): Promise<StoreSummary> {
  return db.transaction().execute(async (trx) => {
    const now = run.finishedAt.toISOString();
    const inserted = await trx
      .insertInto("registry_runs")
      .values({
        started_at: run.startedAt.toISOString(),
        finished_at: now,
        files: JSON.stringify(run.files),
        rules: run.rules,
        summary: JSON.stringify({ scan: run.scan }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const runId = inserted.id;
    const summary: StoreSummary = {
      runId,
      added: 0,
      changed: 0,
      unchanged: 0,
      returned: 0,
      decided: 0,
      stillRejected: 0,
      rejectedByNpi: 0,
    };

    const known = new Map<string, Known>();
    for (const row of await trx
      .selectFrom("registry_candidates")
      .select(["id", "candidate_key", "status", "facts_digest"])
      .execute()) {
      known.set(row.candidate_key, { id: row.id, status: row.status, digest: row.facts_digest });
    }
    const rejectedNpis = new Set(
      (
        await trx
          .selectFrom("registry_candidates")
          .select("npi")
          .distinct()
          .where("status", "=", "rejected")
          .where("npi", "is not", null)
          .execute()
      ).map((row) => row.npi),
    );

    const seen = new Set<string>();
    const pending: { held: ReturnType<typeof rowOf>[]; rejected: ReturnType<typeof rowOf>[] } = {
      held: [],
      rejected: [],
    };
    // New candidates are written a batch at a time as they come, so a national run never holds all its rows.
    const flush = async (status: "held" | "rejected", all = false) => {
      const rows = pending[status];
      while (rows.length >= BATCH || (all && rows.length > 0)) {
        await trx
          .insertInto("registry_candidates")
          .values(
            rows.splice(0, BATCH).map((row) => ({
              ...row,
              status,
              first_run_id: runId,
              changed_run_id: runId,
              created_at: now,
              ...(status === "rejected"
                ? {
                    decided_at: now,
                    decided_by: "registry:candidates",
                    decision_note: "Another location of this NPI was rejected",
                  }
                : {}),
            })),
          )
          .execute();
      }
    };
    for (const candidate of candidates) {
      if (seen.has(candidate.key)) continue;
      seen.add(candidate.key);
      const row = rowOf(candidate, runId, now);
      const before = known.get(candidate.key);
      if (!before) {
        if (candidate.npi !== null && rejectedNpis.has(candidate.npi)) {
          pending.rejected.push(row);
          summary.rejectedByNpi++;
          await flush("rejected");
        } else {
          pending.held.push(row);
          summary.added++;
          await flush("held");
        }
        continue;
      }
      const changed = before.digest !== row.facts_digest;
      const update = trx.updateTable("registry_candidates").where("id", "=", before.id);
      if (before.status === "rejected") {
        summary.stillRejected++;
        await update.set({ ...row }).execute();
      } else if (before.status === "held") {
        if (changed) summary.changed++;
        else summary.unchanged++;
        await update.set({ ...row, ...(changed ? { changed_run_id: runId } : {}) }).execute();
      } else if (changed) {
        summary.returned++;
        await update.set({ ...row, status: "held", changed_run_id: runId }).execute();
      } else {
        summary.decided++;
        await update.set({ ...row }).execute();
      }
    }
    await flush("held", true);
    await flush("rejected", true);
    await trx
      .updateTable("registry_runs")
      .set({ summary: JSON.stringify({ scan: run.scan, candidates: seen.size, stored: summary }) })
      .where("id", "=", runId)
      .execute();
    return summary;
  });
}

/** The latest run, for the queue's "new since the last run" filter. */
export async function latestRun(db: Kysely<Database>) {
  return db.selectFrom("registry_runs").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();
}

export const CANDIDATE_STATUSES: readonly CandidateStatus[] = ["held", "accepted", "merged", "rejected"];

/** Held candidates: the badge on the admin navigation. */
export async function heldCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("registry_candidates")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "held")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
