import type { Kysely } from "kysely";
import type { Database } from "./schema.server.ts";

/**
 * The clinics changed since data version `since` (migration 015): their ids, or "every" when a write changed
 * what every clinic shows (a catalog table, a truncation).
 */
export async function clinicsChangedSince(
  db: Kysely<Database>,
  since: number,
): Promise<Set<number> | "every"> {
  const rows = await db
    .selectFrom("clinic_changes")
    .select("clinic_id")
    .where("version", ">", since)
    .execute();
  const ids = new Set<number>();
  for (const { clinic_id } of rows) {
    if (Number(clinic_id) === 0) return "every";
    ids.add(Number(clinic_id));
  }
  return ids;
}
