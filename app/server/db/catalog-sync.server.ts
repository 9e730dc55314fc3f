import type { Kysely } from "kysely";
import { INSURANCE_PROVIDERS, SERVICES } from "../../domain/catalog.ts";
import type { Database } from "./schema.server.ts";

/** The catalog is defined in code; this makes the lookup tables match it (ids are never removed). */
export async function syncCatalog(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [table, items] of [
      ["services", SERVICES],
      ["insurance_providers", INSURANCE_PROVIDERS],
    ] as const) {
      for (const [position, item] of items.entries()) {
        await trx
          .insertInto(table)
          .values({ id: item.id, name: item.name, position })
          .onConflict((oc) => oc.column("id").doUpdateSet({ name: item.name, position }))
          .execute();
      }
    }
  });
}
