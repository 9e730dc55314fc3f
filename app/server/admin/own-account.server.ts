import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { writeAudit } from "./audit.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { endSessionsOf } from "./sessions.server.ts";

/** Whether `password` is the account's current one. */
export async function isCurrentPassword(db: Kysely<Database>, adminId: number, password: string) {
  const row = await db
    .selectFrom("admin_users")
    .select("password_hash")
    .where("id", "=", adminId)
    .executeTakeFirst();
  return row !== undefined && (await verifyPassword(password, row.password_hash));
}

/**
 * Changes the signed-in operator's own password when `current` is right; every other session of the account
 * ends, the one in use (`keepToken`) stays. False when `current` is wrong.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  input: {
    admin: { id: number; email: string };
    current: string;
    next: string;
    keepToken: string;
    now?: Date;
  },
): Promise<boolean> {
  const now = input.now ?? new Date();
  if (!(await isCurrentPassword(db, input.admin.id, input.current))) return false;
  const passwordHash = await hashPassword(input.next);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where("id", "=", input.admin.id)
      .execute();
    await endSessionsOf(trx, input.admin.id, input.keepToken);
    await writeAudit(trx, {
      clinicId: null,
      accountId: input.admin.id,
      clinicName: input.admin.email,
      adminEmail: input.admin.email,
      action: "change-password",
      changes: [],
      now,
    });
  });
  return true;
}
