import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import {
  type FeaturedPeriod,
  type FeatureRequestStatus,
  type FeatureRequestView,
  isFeatureRequestStatus,
  periodCovers,
} from "../../domain/featured-requests.ts";
import { utcDay } from "../../domain/price-source.ts";
import { writeAudit } from "../admin/audit.server.ts";
import type { Database } from "../db/schema.server.ts";

/** The operator deciding, as the audit log and the request name them. */
export interface Operator {
  email: string;
}

/** One request as the clinic's page and the operator's list show it. */
export interface FeatureRequest {
  id: number;
  clinicId: number;
  accountEmail: string;
  message: string | null;
  status: FeatureRequestStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  /** The approved period; null unless approved. */
  period: FeaturedPeriod | null;
}

type RequestRow = {
  id: number;
  clinic_id: number;
  account_email: string;
  message: string | null;
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  starts_on: string | null;
  ends_on: string | null;
};

const REQUEST_COLUMNS = [
  "id",
  "clinic_id",
  "account_email",
  "message",
  "status",
  "created_at",
  "decided_at",
  "decided_by",
  "starts_on",
  "ends_on",
] as const;

function requestOf(row: RequestRow): FeatureRequest {
  return {
    id: row.id,
    clinicId: row.clinic_id,
    accountEmail: row.account_email,
    message: row.message,
    // A status this code does not know reads as the request's end: nothing more can be done with it.
    status: isFeatureRequestStatus(row.status) ? row.status : "withdrawn",
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    period:
      row.status === "approved" && row.starts_on && row.ends_on
        ? { startsOn: row.starts_on, endsOn: row.ends_on }
        : null,
  };
}

/** Two requests for one clinic at the same moment must not both pass the one-open-request check. */
async function lockClinic(trx: Transaction<Database>, clinicId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom("clinics").select("id").where("id", "=", clinicId).forUpdate().execute();
  }
}

/** The clinic, when the account represents it: what a clinic account's page may show of it. */
export async function representedClinic(
  db: Kysely<Database> | Transaction<Database>,
  accountId: number,
  clinicId: number,
): Promise<{ id: number; name: string; slug: string; featured: boolean } | null> {
  const row = await db
    .selectFrom("clinic_representatives as r")
    .innerJoin("clinics as k", "k.id", "r.clinic_id")
    .select(["k.id", "k.name", "k.slug", "k.featured"])
    .where("r.account_id", "=", accountId)
    .where("r.clinic_id", "=", clinicId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, slug: row.slug, featured: Number(row.featured) === 1 } : null;
}

/** A clinic's requests, the newest first. */
export async function featureRequestsOf(db: Kysely<Database>, clinicId: number): Promise<FeatureRequest[]> {
  const rows = await db
    .selectFrom("clinic_feature_requests")
    .select(REQUEST_COLUMNS)
    .where("clinic_id", "=", clinicId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(requestOf);
}

export type RequestResult = { ok: true; id: number } | { ok: false; status: 404 | 409; problem: string };

const NOT_YOURS = {
  ok: false,
  status: 404,
  problem: "This account does not manage that clinic.",
} as const;

/** A clinic's representative asks for the clinic to be featured: one open request per clinic at a time. */
export async function requestFeatured(
  db: Kysely<Database>,
  input: { accountId: number; clinicId: number; email: string; message: string | null; now?: Date },
): Promise<RequestResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<RequestResult> => {
    await lockClinic(trx, input.clinicId);
    if (!(await representedClinic(trx, input.accountId, input.clinicId))) return NOT_YOURS;
    const open = await trx
      .selectFrom("clinic_feature_requests")
      .select("id")
      .where("clinic_id", "=", input.clinicId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (open) {
      return {
        ok: false,
        status: 409,
        problem: "This clinic already has a request waiting for an operator: withdraw it to send a new one.",
      };
    }
    const row = await trx
      .insertInto("clinic_feature_requests")
      .values({
        clinic_id: input.clinicId,
        account_id: input.accountId,
        account_email: input.email,
        message: input.message,
        status: "open",
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: Number(row.id) };
  });
}

export type DecisionResult = { ok: true } | { ok: false; status: 404 | 409; problem: string };

/** The representative takes back an open request of one of their clinics. */
export async function withdrawFeatureRequest(
  db: Kysely<Database>,
  input: { accountId: number; clinicId: number; requestId: number; email: string; now?: Date },
): Promise<DecisionResult> {
  const now = input.now ?? new Date();
  if (!(await representedClinic(db, input.accountId, input.clinicId))) return NOT_YOURS;
  const updated = await db
    .updateTable("clinic_feature_requests")
    .set({ status: "withdrawn", decided_at: now.toISOString(), decided_by: input.email })
    .where("id", "=", input.requestId)
    .where("clinic_id", "=", input.clinicId)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { ok: true };
  return {
    ok: false,
    status: 409,
    problem: "That request is no longer waiting: it was decided or withdrawn.",
  };
}

/** An operator's view of a request: the clinic and how it is featured now. */
export interface FeatureRequestListing extends FeatureRequest {
  clinicName: string;
  clinicSlug: string;
  clinicCity: string;
  clinicState: string;
  /** The clinic's Featured label as the site shows it now. */
  featuredNow: boolean;
  /** The clinic's approved periods that have not ended, the soonest first. */
  comingPeriods: FeaturedPeriod[];
}

/** Open requests (the longest waiting first) or decided ones (the most recent first), up to `limit`. */
export async function listFeatureRequests(
  db: Kysely<Database>,
  view: FeatureRequestView,
  now = new Date(),
  limit = 200,
): Promise<FeatureRequestListing[]> {
  const rows = await db
    .selectFrom("clinic_feature_requests as f")
    .innerJoin("clinics as k", "k.id", "f.clinic_id")
    .select([
      ...REQUEST_COLUMNS.map((column) => `f.${column}` as const),
      "k.name as clinic_name",
      "k.slug as clinic_slug",
      "k.city as clinic_city",
      "k.state as clinic_state",
      "k.featured",
    ])
    .$if(view === "open", (q) => q.where("f.status", "=", "open").orderBy("f.created_at", "asc"))
    .$if(view === "decided", (q) => q.where("f.status", "!=", "open").orderBy("f.decided_at", "desc"))
    .orderBy("f.id")
    .limit(limit)
    .execute();
  const clinicIds = [...new Set(rows.map((row) => row.clinic_id))];
  const today = utcDay(now);
  const periods = clinicIds.length
    ? await db
        .selectFrom("clinic_feature_requests")
        .select(["clinic_id", "starts_on", "ends_on"])
        .where("clinic_id", "in", clinicIds)
        .where("status", "=", "approved")
        .where("ends_on", ">=", today)
        .orderBy("starts_on")
        .execute()
    : [];
  return rows.map((row) => ({
    ...requestOf(row),
    clinicName: row.clinic_name,
    clinicSlug: row.clinic_slug,
    clinicCity: row.clinic_city,
    clinicState: row.clinic_state,
    featuredNow: Number(row.featured) === 1,
    comingPeriods: periods.flatMap((period) =>
      period.clinic_id === row.clinic_id && period.starts_on && period.ends_on
        ? [{ startsOn: period.starts_on, endsOn: period.ends_on }]
        : [],
    ),
  }));
}

/** Open requests, for the operator's menu. */
export async function openFeatureRequestCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("clinic_feature_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "open")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const NO_REQUEST = { ok: false, status: 404, problem: "There is no such request." } as const;
const DECIDED = {
  ok: false,
  status: 409,
  problem: "This request is no longer waiting: it was decided or withdrawn.",
} as const;

/**
 * Approves an open request for a period (checked by parseFeaturedPeriod) and applies it at once: a period that
 * covers today features the clinic now.
 */
export async function approveFeatureRequest(
  db: Kysely<Database>,
  input: { requestId: number; operator: Operator; period: FeaturedPeriod; now?: Date },
): Promise<DecisionResult> {
  const now = input.now ?? new Date();
  const request = await db
    .selectFrom("clinic_feature_requests")
    .select(["clinic_id"])
    .where("id", "=", input.requestId)
    .executeTakeFirst();
  if (!request) return NO_REQUEST;
  const updated = await db
    .updateTable("clinic_feature_requests")
    .set({
      status: "approved",
      decided_at: now.toISOString(),
      decided_by: input.operator.email,
      starts_on: input.period.startsOn,
      ends_on: input.period.endsOn,
    })
    .where("id", "=", input.requestId)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return DECIDED;
  await applyFeaturedPeriods(db, now, [request.clinic_id]);
  return { ok: true };
}

export async function declineFeatureRequest(
  db: Kysely<Database>,
  input: { requestId: number; operator: Operator; now?: Date },
): Promise<DecisionResult> {
  const now = input.now ?? new Date();
  const updated = await db
    .updateTable("clinic_feature_requests")
    .set({ status: "declined", decided_at: now.toISOString(), decided_by: input.operator.email })
    .where("id", "=", input.requestId)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { ok: true };
  const exists = await db
    .selectFrom("clinic_feature_requests")
    .select("id")
    .where("id", "=", input.requestId)
    .executeTakeFirst();
  return exists ? DECIDED : NO_REQUEST;
}

export interface PeriodsOutcome {
  featured: string[];
  unfeatured: string[];
}

/**
 * Makes the Featured flag of each clinic with approved periods follow them: featured while `now`'s UTC day is
 * within one of its periods, not featured otherwise. A clinic's flag is the periods' once its first approved
 * period has begun; before that, and for a clinic that never had an approved request, the flag is the
 * operator's, set by hand, and left alone. Each change is audited as "feature" or "unfeature", in the name of
 * the operator who approved the period, with a note naming the request. `clinicIds` limits the run to those
 * clinics.
 */
export async function applyFeaturedPeriods(
  db: Kysely<Database>,
  now = new Date(),
  clinicIds?: readonly number[],
): Promise<PeriodsOutcome> {
  const outcome: PeriodsOutcome = { featured: [], unfeatured: [] };
  if (clinicIds?.length === 0) return outcome;
  const today = utcDay(now);
  const periods = await db
    .selectFrom("clinic_feature_requests as f")
    .innerJoin("clinics as k", "k.id", "f.clinic_id")
    .select(["f.id", "f.clinic_id", "f.starts_on", "f.ends_on", "f.decided_by", "k.name", "k.featured"])
    .where("f.status", "=", "approved")
    .where("f.starts_on", "<=", today)
    .$if(clinicIds !== undefined, (q) => q.where("f.clinic_id", "in", [...(clinicIds ?? [])]))
    .orderBy("f.clinic_id")
    .orderBy("f.ends_on", "desc")
    .orderBy("f.id", "desc")
    .execute();
  const byClinic = new Map<number, typeof periods>();
  for (const period of periods) {
    byClinic.set(period.clinic_id, [...(byClinic.get(period.clinic_id) ?? []), period]);
  }
  for (const [clinicId, clinicPeriods] of byClinic) {
    const latest = clinicPeriods[0];
    if (!latest?.starts_on || !latest.ends_on) continue;
    const current = clinicPeriods.find(
      (period) =>
        period.starts_on !== null &&
        period.ends_on !== null &&
        periodCovers({ startsOn: period.starts_on, endsOn: period.ends_on }, today),
    );
    const wasFeatured = Number(latest.featured) === 1;
    const shouldBe = current !== undefined;
    if (wasFeatured === shouldBe) continue;
    // The period that explains the change: the one running now, or the one that ended last.
    const cause = current ?? latest;
    const changed = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("clinics")
        .set({ featured: shouldBe ? 1 : 0, updated_at: now.toISOString() })
        .where("id", "=", clinicId)
        .where("featured", "=", wasFeatured ? 1 : 0)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await writeAudit(trx, {
        clinicId,
        clinicName: latest.name,
        adminEmail: cause.decided_by ?? "featured periods",
        action: shouldBe ? "feature" : "unfeature",
        changes: [{ field: "featured", before: wasFeatured, after: shouldBe }],
        note: `Featured request ${cause.id}: ${cause.starts_on} to ${cause.ends_on}${shouldBe ? "" : ", ended"}`,
        now,
      });
      return true;
    });
    if (changed) (shouldBe ? outcome.featured : outcome.unfeatured).push(latest.name);
  }
  return outcome;
}
