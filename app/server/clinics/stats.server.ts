import { type Kysely, sql } from "kysely";
import { dataVersionReader } from "../db/data-version.server.ts";
import type { Database } from "../db/schema.server.ts";

export interface SiteStats {
  clinicsCount: number;
  reviewsCount: number;
  verifiedCount: number;
  telehealthCount: number;
  statesCovered: number;
  /** True while any bundled fictional (demo) clinic is in the database. */
  demoData: boolean;
}

export const DEMO_SOURCE = "demo";

export async function getStats(db: Kysely<Database>): Promise<SiteStats> {
  const row = await db
    .selectFrom("clinics")
    .select((eb) => [
      eb.fn.countAll<number>().as("clinics"),
      sql<number>`coalesce(sum(review_count), 0)`.as("reviews"),
      sql<number>`coalesce(sum(verified), 0)`.as("verified"),
      sql<number>`coalesce(sum(telehealth), 0)`.as("telehealth"),
      sql<number>`count(distinct state)`.as("states"),
      sql<number>`coalesce(sum(case when source = ${DEMO_SOURCE} then 1 else 0 end), 0)`.as("demo"),
    ])
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

/** Stats for the data as it is now: recomputed only when the data version has moved on. */
export function cachedStats(db: Kysely<Database>) {
  const readVersion = dataVersionReader(db);
  let cached: { version: number; value: Promise<SiteStats> } | null = null;
  return {
    async get(): Promise<SiteStats> {
      const version = await readVersion();
      if (cached?.version !== version) {
        const value = getStats(db);
        cached = { version, value };
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
  };
}
