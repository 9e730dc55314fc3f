import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { writeAudit } from "./audit.server.ts";
import { hashPassword } from "./password.server.ts";
import { expiryOf, type TokenPurpose, tokenState } from "./password-token-rules.server.ts";
import { digest, newToken } from "./tokens.server.ts";

/**
 * Issues a one-time link token that sets the account's password. Only its digest is stored; an earlier
 * unused token of the same purpose stops working, so only the newest e-mail's link works.
 */
export async function issuePasswordToken(
  db: Kysely<Database>,
  adminId: number,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("admin_password_tokens")
      .where("admin_id", "=", adminId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("admin_password_tokens")
      .values({
        token_digest: digest(token),
        admin_id: adminId,
        purpose,
        created_at: now.toISOString(),
        expires_at: expiryOf(purpose, now).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return token;
}

export interface TokenHolder {
  adminId: number;
  email: string;
  purpose: TokenPurpose;
}

async function findToken(db: Kysely<Database>, token: string) {
  if (token.length === 0 || token.length > 100) return undefined;
  return db
    .selectFrom("admin_password_tokens as t")
    .innerJoin("admin_users as u", "u.id", "t.admin_id")
    .select([
      "t.token_digest",
      "t.admin_id",
      "t.purpose",
      "t.expires_at",
      "t.used_at",
      "u.email",
      "u.disabled_at",
    ])
    .where("t.token_digest", "=", digest(token))
    .executeTakeFirst();
}

/** The account a link's token sets the password of, when the token is usable now; else null. */
export async function readPasswordToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<TokenHolder | null> {
  const row = await findToken(db, token);
  if (!row || row.disabled_at) return null;
  const state = tokenState(
    { expiresAt: new Date(row.expires_at), usedAt: row.used_at ? new Date(row.used_at) : null },
    now,
  );
  if (state !== "usable") return null;
  return { adminId: row.admin_id, email: row.email, purpose: row.purpose === "invite" ? "invite" : "reset" };
}

/**
 * Sets the password a usable token is for, marks the token used and ends every session of the account.
 * Returns the account, or null when the token is unknown, used or expired (nothing changes then).
 */
export async function usePasswordToken(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = new Date(),
): Promise<TokenHolder | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const holder = await readPasswordToken(trx, token, now);
    if (!holder) return null;
    // The update names the unused token: of two requests racing with one link, one changes a row.
    const claimed = await trx
      .updateTable("admin_password_tokens")
      .set({ used_at: now.toISOString() })
      .where("token_digest", "=", digest(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    await trx
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where("id", "=", holder.adminId)
      .execute();
    await trx.deleteFrom("admin_sessions").where("admin_id", "=", holder.adminId).execute();
    await trx.deleteFrom("admin_sign_in_challenges").where("admin_id", "=", holder.adminId).execute();
    await writeAudit(trx, {
      clinicId: null,
      accountId: holder.adminId,
      clinicName: holder.email,
      adminEmail: holder.email,
      action: "reset-password",
      changes: [],
      note: holder.purpose === "invite" ? "first password, from an invitation" : "from a reset link",
      now,
    });
    return holder;
  });
}
