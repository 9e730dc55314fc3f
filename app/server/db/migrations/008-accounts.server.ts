import type { Kysely } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * Operator accounts managed in the browser (decision 38):
 * - admin_users gain a role ("admin" or "editor"; existing accounts are admins), a disabled time, the last
 *   sign-in, and a TOTP second factor (the secret encrypted, when it was confirmed, and the last time step
 *   used, so a code cannot be replayed);
 * - admin_recovery_codes: ten one-time codes per enrolled account, stored as digests;
 * - admin_password_tokens: one-time links that set a password (reset and invitation), stored as digests;
 * - admin_sign_in_challenges: a password accepted, waiting for the second factor;
 * - mail_digests: when each periodic e-mail last went out.
 * The audit log names the account a change was about.
 */
export async function up(db: AnyDb): Promise<void> {
  const table = () => db.schema.alterTable("admin_users");
  await table()
    .addColumn("role", "text", (col) => col.notNull().defaultTo("admin"))
    .execute();
  await table().addColumn("disabled_at", "text").execute();
  await table().addColumn("last_sign_in_at", "text").execute();
  await table().addColumn("totp_secret", "text").execute();
  await table().addColumn("totp_enabled_at", "text").execute();
  await table().addColumn("totp_last_step", "integer").execute();

  await db.schema
    .createTable("admin_recovery_codes")
    .addColumn("code_digest", "text", (col) => col.primaryKey())
    .addColumn("admin_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("admin_recovery_codes_by_admin")
    .on("admin_recovery_codes")
    .column("admin_id")
    .execute();

  await db.schema
    .createTable("admin_password_tokens")
    .addColumn("token_digest", "text", (col) => col.primaryKey())
    .addColumn("admin_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("admin_password_tokens_by_admin")
    .on("admin_password_tokens")
    .column("admin_id")
    .execute();

  await db.schema
    .createTable("admin_sign_in_challenges")
    .addColumn("token_digest", "text", (col) => col.primaryKey())
    .addColumn("admin_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("email_typed", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("mail_digests")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("last_sent_at", "text", (col) => col.notNull())
    .execute();

  await db.schema.alterTable("admin_audit_log").addColumn("account_id", "integer").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("admin_audit_log").dropColumn("account_id").execute();
  for (const name of [
    "mail_digests",
    "admin_sign_in_challenges",
    "admin_password_tokens",
    "admin_recovery_codes",
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
  for (const column of [
    "totp_last_step",
    "totp_enabled_at",
    "totp_secret",
    "last_sign_in_at",
    "disabled_at",
    "role",
  ]) {
    await db.schema.alterTable("admin_users").dropColumn(column).execute();
  }
}
