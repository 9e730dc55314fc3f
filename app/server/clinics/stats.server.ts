import { type Kysely, sql } from "kysely";
import { DEMO_SOURCE } from "../../domain/clinic-source.ts";
import { verificationCutoff } from "../../domain/verification.ts";
import type { Database } from "../db/schema.server.ts";
import type { Directory } from "./directory.server.ts";

export interface SiteStats {
  clinicsCount: number;
  reviewsCount: number;
  /** Clinics verified within the last 12 months: the ones that show the "Verified" badge. */
  verifiedCount: number;
  telehealthCount: number;
  statesCovered: number;
  /** True while any bundled fictional (demo) clinic is in the database. */
  demoData: boolean;
}

export async function getStats(db: Kysely<Database>, now = new Date()): Promise<SiteStats> {
  const cutoff = verificationCutoff(now).toISOString();
  const row = await db
    .selectFrom("clinics")
    .select((eb) => [
      eb.fn.countAll<number>().as("clinics"),
      sql<number>`coalesce(sum(review_count), 0)`.as("reviews"),
      sql<number>`coalesce(sum(case when verified = 1 and last_verified_at >= ${cutoff} then 1 else 0 end), 0)`.as(
        "verified",
      ),
      sql<number>`coalesce(sum(telehealth), 0)`.as("telehealth"),
      sql<number>`count(distinct state)`.as("states"),
      sql<number>`coalesce(sum(case when source = ${DEMO_SOURCE} then 1 else 0 end), 0)`.as("demo"),
    ])
    .where("held", "=", 0)
    .executeTakeFirstOrThrow();
  return {
    clinicsCount: Number(row.clinics),
    reviewsCount: Number(row.reviews),
    verifiedCount: Number(row.verified),
    telehealthCount: Number(row.telehealth),
    statesCovered: Number(row.states),
    demoData: Number(row.demo) > 0,
  };
}

/**
 * Stats for the data as it is now: recomputed when the data version has moved on, and once a day (UTC), when
 * verifications older than 12 months stop counting.
 */
export function cachedStats(db: Kysely<Database>, directory: Directory) {
  return {
    get(): Promise<SiteStats> {
      const now = new Date();
      return directory.derived(`stats:${now.toISOString().slice(0, 10)}`, () => getStats(db, now));
    },
  };
}
