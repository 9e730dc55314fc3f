import type { Kysely, Selectable } from "kysely";
import type { AdminImportsTable, Database } from "../db/schema.server.ts";

export const IMPORTS_PER_PAGE = 25;

/** One applied browser import, as the history lists it. */
export interface ImportSummary {
  id: number;
  adminEmail: string;
  fileName: string;
  digest: string;
  created: number;
  updated: number;
  unchanged: number;
  appliedAt: string;
  undoneAt: string | null;
  undoneBy: string | null;
}

function summaryOf(row: Selectable<AdminImportsTable>): ImportSummary {
  return {
    id: Number(row.id),
    adminEmail: row.admin_email,
    fileName: row.file_name,
    digest: row.digest,
    created: Number(row.created),
    updated: Number(row.updated),
    unchanged: Number(row.unchanged),
    appliedAt: row.applied_at,
    undoneAt: row.undone_at,
    undoneBy: row.undone_by,
  };
}

/** A page of the import history, newest first. */
export async function listImports(
  db: Kysely<Database>,
  requestedPage: number,
): Promise<{ imports: ImportSummary[]; total: number; page: number; pageCount: number }> {
  const counted = await db
    .selectFrom("admin_imports")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / IMPORTS_PER_PAGE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const rows = await db
    .selectFrom("admin_imports")
    .selectAll()
    .orderBy("id", "desc")
    .limit(IMPORTS_PER_PAGE)
    .offset((page - 1) * IMPORTS_PER_PAGE)
    .execute();
  return { imports: rows.map(summaryOf), total, page, pageCount };
}

export async function importSummary(db: Kysely<Database>, id: number): Promise<ImportSummary | null> {
  const row = await db.selectFrom("admin_imports").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? summaryOf(row) : null;
}
