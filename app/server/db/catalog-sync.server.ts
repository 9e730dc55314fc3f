import type { Kysely } from "kysely";
import { INSURANCE_PROVIDERS, SERVICES } from "../../domain/catalog.ts";
import type { Database } from "./schema.server.ts";

const CATALOG_TABLES = [
  ["services", SERVICES],
  ["insurance_providers", INSURANCE_PROVIDERS],
] as const;

type CatalogTable = (typeof CATALOG_TABLES)[number][0];

interface CatalogRow {
  id: string;
  name: string;
  position: number;
}

/** The rows of `table` that the code's catalog adds or changes. */
async function catalogChanges(
  db: Kysely<Database>,
  table: CatalogTable,
  items: readonly { id: string; name: string }[],
): Promise<CatalogRow[]> {
  const stored = new Map(
    (await db.selectFrom(table).select(["id", "name", "position"]).execute()).map((row) => [row.id, row]),
  );
  return items
    .map((item, position) => ({ id: item.id, name: item.name, position }))
    .filter((row) => {
      const current = stored.get(row.id);
      return current?.name !== row.name || current.position !== row.position;
    });
}

/**
 * The catalog is defined in code; this makes the lookup tables match it (ids are never removed). It reads
 * first and writes only what differs, so an unchanged catalog neither bumps the data version (every
 * instance would drop its caches) nor waits for another process's write lock at start-up.
 */
export async function syncCatalog(db: Kysely<Database>): Promise<void> {
  const changes = await Promise.all(
    CATALOG_TABLES.map(async ([table, items]) => [table, await catalogChanges(db, table, items)] as const),
  );
  if (changes.every(([, rows]) => rows.length === 0)) return;
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of changes) {
      for (const row of rows) {
        await trx
          .insertInto(table)
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet({ name: row.name, position: row.position }))
          .execute();
      }
    }
  });
}
