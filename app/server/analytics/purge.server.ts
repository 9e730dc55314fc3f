import type { Kysely } from "kysely";
import { eventDay } from "../../domain/analytics-event.ts";
import type { Database } from "../db/schema.server.ts";
import { monthOf } from "./clinic-appearances.server.ts";

/** The first day still kept: the same calendar day `months` months ago (the month's last day if shorter). */
export function retentionStart(now: Date, months: number): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return eventDay(new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay))));
}

/**
 * Deletes the events older than the retention period, and the months of search appearances wholly before it
 * (a month's counts cannot be split by day: the month of the first day kept stays); returns how many of each.
 */
export async function purgeEvents(
  db: Kysely<Database>,
  months: number,
  now: Date,
): Promise<{ deleted: number; appearancesDeleted: number; keptFrom: string }> {
  const keptFrom = retentionStart(now, months);
  const events = await db.deleteFrom("events").where("day", "<", keptFrom).executeTakeFirst();
  const appearances = await db
    .deleteFrom("clinic_appearances")
    .where("month", "<", monthOf(keptFrom))
    .executeTakeFirst();
  return {
    deleted: Number(events.numDeletedRows),
    appearancesDeleted: Number(appearances.numDeletedRows),
    keptFrom,
  };
}

/** How many events `purgeEvents` would delete now, without deleting any (`npm run events:purge -- --dry-run`). */
export async function countEventsToPurge(
  db: Kysely<Database>,
  months: number,
  now: Date,
): Promise<{ count: number; keptFrom: string }> {
  const keptFrom = retentionStart(now, months);
  const { count } = await db
    .selectFrom("events")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("day", "<", keptFrom)
    .executeTakeFirstOrThrow();
  return { count: Number(count), keptFrom };
}
