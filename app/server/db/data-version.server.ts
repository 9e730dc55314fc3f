import type { Kysely } from "kysely";
import { directDataVersionReader } from "./connect.server.ts";
import type { Database } from "./schema.server.ts";

/**
 * Reads the data version: a counter that triggers bump on every write to the clinic tables (migration
 * 002), whoever makes it. Caches keyed on it are never stale.
 */
export function dataVersionReader(db: Kysely<Database>): () => Promise<number> {
  const direct = directDataVersionReader(db);
  if (direct) return async () => direct();
  const query = db.selectFrom("data_version").select("version").where("id", "=", 1).compile();
  return async () => {
    const { rows } = await db.executeQuery(query);
    return Number(rows[0]?.version ?? 0);
  };
}
