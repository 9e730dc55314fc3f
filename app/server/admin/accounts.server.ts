import type { Kysely } from "kysely";
import type { Role } from "../../domain/admin-roles.ts";
import type { Database } from "../db/schema.server.ts";
import { hashPassword } from "./password.server.ts";

export interface AdminAccount {
  id: number;
  email: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmailAddress(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
}

export async function findAdmin(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("admin_users")
    .select(["id", "email", "password_hash", "role", "disabled_at", "totp_enabled_at"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

/**
 * Creates the account with `role`, or gives an existing one a new password (and `role`, when given) and ends
 * all its sessions (a forgotten or leaked password is replaced this way). Says which it did.
 */
export async function saveAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
  now = new Date(),
  role?: Role,
): Promise<"created" | "updated"> {
  const address = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  const stamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", address)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable("admin_users")
        .set({ password_hash: passwordHash, updated_at: stamp, ...(role ? { role } : {}) })
        .where("id", "=", existing.id)
        .execute();
      await trx.deleteFrom("admin_sessions").where("admin_id", "=", existing.id).execute();
      return "updated";
    }
    await trx
      .insertInto("admin_users")
      .values({
        email: address,
        password_hash: passwordHash,
        created_at: stamp,
        updated_at: stamp,
        role: role ?? "admin",
      })
      .execute();
    return "created";
  });
}
