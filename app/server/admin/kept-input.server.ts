import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { CSRF_FIELD } from "./csrf.server.ts";

/**
 * A form posted after its session expired is kept for the operator who owned that session (decision 40), so
 * that the page they signed in again for can give it back. It is kept this long, never with its CSRF token,
 * and taken back once.
 */
export const KEPT_INPUT_HOURS = 12;

export type KeptFields = [name: string, value: string][];

function oldest(now: Date): string {
  return new Date(now.getTime() - KEPT_INPUT_HOURS * 3_600_000).toISOString();
}

async function forgetOld(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("admin_kept_input").where("created_at", "<", oldest(now)).execute();
}

/** The form's text fields in the order sent, without the CSRF token or files. */
export function keptFieldsOf(form: FormData): KeptFields {
  const fields: KeptFields = [];
  for (const [name, value] of form.entries()) {
    if (name !== CSRF_FIELD && typeof value === "string") fields.push([name, value]);
  }
  return fields;
}

/** Keeps a form posted to `path` for `adminId`, in place of anything kept earlier for the same page. */
export async function keepInput(
  db: Kysely<Database>,
  input: { adminId: number; path: string; form: FormData; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await forgetOld(db, now);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("admin_kept_input")
      .where("admin_id", "=", input.adminId)
      .where("path", "=", input.path)
      .execute();
    await trx
      .insertInto("admin_kept_input")
      .values({
        admin_id: input.adminId,
        path: input.path,
        fields: JSON.stringify(keptFieldsOf(input.form)),
        created_at: now.toISOString(),
      })
      .execute();
  });
}

function fieldsOf(json: string): FormData {
  const form = new FormData();
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return form;
    for (const entry of parsed) {
      if (Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string") {
        form.append(entry[0], entry[1]);
      }
    }
  } catch {
    // Written by keepInput only; an unreadable row gives an empty form rather than an error page.
  }
  return form;
}

/** The form kept for `adminId` at `path` (and forgets it), or null when nothing recent is kept. */
export async function takeKeptInput(
  db: Kysely<Database>,
  input: { adminId: number; path: string; now?: Date },
): Promise<FormData | null> {
  const now = input.now ?? new Date();
  await forgetOld(db, now);
  const row = await db
    .selectFrom("admin_kept_input")
    .select(["id", "fields"])
    .where("admin_id", "=", input.adminId)
    .where("path", "=", input.path)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) return null;
  const taken = await db.deleteFrom("admin_kept_input").where("id", "=", row.id).executeTakeFirst();
  // Two tabs opening the page at once: only the one that deleted the row restores it.
  if (Number(taken.numDeletedRows) === 0) return null;
  return fieldsOf(row.fields);
}
