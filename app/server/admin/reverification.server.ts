/**
 * The re-verification queue: published listings (not the fictional demo ones) whose last check has lapsed
 * (older than VERIFICATION_VALID_MONTHS) or that were never checked, those never checked first, then the
 * oldest check first, each with the registry evidence that brought it in.
 */
import type { Kysely } from "kysely";
import { REVERIFY_PER_PAGE, type ReverifyQuery } from "../../domain/admin-queues.ts";
import { DEMO_SOURCE } from "../../domain/clinic-source.ts";
import { verificationCutoff, verificationMethodOf } from "../../domain/verification.ts";
import type { Database } from "../db/schema.server.ts";

export interface ReverifyRow {
  id: number;
  name: string;
  city: string;
  state: string;
  phone: string | null;
  website: string | null;
  lastVerifiedAt: string | null;
  /** How the last check was made, in words ("by a phone call to the clinic"). */
  lastMethod: string | null;
  source: string | null;
  evidence: string | null;
  version: string;
}

export async function listReverification(db: Kysely<Database>, query: ReverifyQuery, now = new Date()) {
  const cutoff = verificationCutoff(now).toISOString();
  let base = db
    .selectFrom("clinics")
    .where((eb) => eb.or([eb("source", "is", null), eb("source", "!=", DEMO_SOURCE)]))
    .where((eb) =>
      eb.or([
        eb("verified", "=", 0),
        eb("last_verified_at", "is", null),
        eb("last_verified_at", "<", cutoff),
      ]),
    );
  if (query.state) base = base.where("state", "=", query.state);
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst();
  const total = Number(countRow?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / REVERIFY_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const rows = await base
    .select([
      "id",
      "name",
      "city",
      "state",
      "phone",
      "website",
      "last_verified_at",
      "verification_method",
      "source",
      "updated_at",
    ])
    // Never checked first (no date), then the oldest check.
    .orderBy((eb) => eb.case().when("last_verified_at", "is", null).then(0).else(1).end())
    .orderBy("last_verified_at")
    .orderBy("name")
    .orderBy("id")
    .limit(REVERIFY_PER_PAGE)
    .offset((page - 1) * REVERIFY_PER_PAGE)
    .execute();
  const ids = rows.map((row) => row.id);
  const evidence =
    ids.length === 0
      ? []
      : await db
          .selectFrom("registry_candidates")
          .select(["clinic_id", "evidence_summary", "source"])
          .where("clinic_id", "in", ids)
          .where("status", "in", ["accepted", "merged"])
          .orderBy("evidence_strength", "desc")
          .execute();
  const evidenceOf = new Map<number, string>();
  for (const row of evidence) {
    if (row.clinic_id !== null && !evidenceOf.has(row.clinic_id) && row.evidence_summary) {
      evidenceOf.set(row.clinic_id, row.evidence_summary);
    }
  }
  const list: ReverifyRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    phone: row.phone,
    website: row.website,
    lastVerifiedAt: row.last_verified_at,
    lastMethod: verificationMethodOf(row.verification_method)?.phrase ?? null,
    source: row.source,
    evidence: evidenceOf.get(row.id) ?? null,
    version: row.updated_at,
  }));
  return { rows: list, total, page, pageCount };
}
