import { randomBytes } from "node:crypto";
import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import { CLINIC_ROLE, lastAdminProblem, type Role, roleOf } from "../../domain/admin-roles.ts";
import type { Database } from "../db/schema.server.ts";
import { inviteMessage, setPasswordLink } from "../mail/account-messages.server.ts";
import type { MailMessage } from "../mail/mailer.server.ts";
import { normalizeEmail } from "./accounts.server.ts";
import { writeAudit } from "./audit.server.ts";
import { hashPassword } from "./password.server.ts";
import { issuePasswordToken } from "./password-tokens.server.ts";

export interface UserRow {
  id: number;
  email: string;
  role: Role;
  lastSignInAt: string | null;
  secondFactor: boolean;
  disabled: boolean;
  createdAt: string;
}

export async function listUsers(db: Kysely<Database>): Promise<UserRow[]> {
  const rows = await db
    .selectFrom("admin_users")
    .select(["id", "email", "role", "last_sign_in_at", "totp_enabled_at", "disabled_at", "created_at"])
    // Clinic accounts are managed through their clinics' claims, never given a role of the desk here.
    .where("role", "!=", CLINIC_ROLE)
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: roleOf(row.role),
    lastSignInAt: row.last_sign_in_at,
    secondFactor: row.totp_enabled_at !== null,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at,
  }));
}

/** The acting operator, as the audit log names them. */
export interface Actor {
  id: number;
  email: string;
}

export type InviteResult = { ok: true; message: MailMessage } | { ok: false; problem: string };

/**
 * Creates an account with a password nobody knows and a one-week invitation link to choose one; returns the
 * e-mail to send. Refused when the address already has an account.
 */
export async function inviteUser(
  db: Kysely<Database>,
  input: { email: string; role: Role; actor: Actor; siteUrl: string; siteName: string; now?: Date },
): Promise<InviteResult> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const unusable = await hashPassword(randomBytes(32).toString("base64url"));
  const created = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing) return null;
    const row = await trx
      .insertInto("admin_users")
      .values({
        email,
        password_hash: unusable,
        role: input.role,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, input.actor, { id: Number(row.id), email }, "invite-user", now, [
      { field: "role", before: null, after: input.role },
    ]);
    return Number(row.id);
  });
  if (created === null) return { ok: false, problem: "That e-mail address already has an account." };
  const token = await issuePasswordToken(db, created, "invite", now);
  return {
    ok: true,
    message: inviteMessage({
      to: email,
      siteName: input.siteName,
      link: setPasswordLink(input.siteUrl, token),
      invitedBy: input.actor.email,
      role: input.role,
    }),
  };
}

async function activeAdmins(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function lockedTarget(trx: Transaction<Database>, id: number) {
  // Two admins demoting each other at once must not both pass the last-admin check.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom("admin_users").select("id").where("role", "=", "admin").forUpdate().execute();
  }
  return trx
    .selectFrom("admin_users")
    .select(["id", "email", "role", "disabled_at"])
    .where("id", "=", id)
    .where("role", "!=", CLINIC_ROLE)
    .executeTakeFirst();
}

export type AccountChange = { ok: true } | { ok: false; status: 404 | 409; problem: string };

const NO_ACCOUNT: AccountChange = { ok: false, status: 404, problem: "There is no such account." };

export async function changeRole(
  db: Kysely<Database>,
  input: { id: number; role: Role; actor: Actor; now?: Date },
): Promise<AccountChange> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const target = await lockedTarget(trx, input.id);
    if (!target) return NO_ACCOUNT;
    const before = roleOf(target.role);
    if (before === input.role) return { ok: true };
    const problem =
      input.role === "editor"
        ? lastAdminProblem(
            "demote",
            { role: before, disabled: target.disabled_at !== null },
            await activeAdmins(trx),
          )
        : null;
    if (problem) return { ok: false, status: 409, problem };
    await trx
      .updateTable("admin_users")
      .set({ role: input.role, updated_at: now.toISOString() })
      .where("id", "=", target.id)
      .execute();
    await audit(trx, input.actor, target, "change-role", now, [{ field: "role", before, after: input.role }]);
    return { ok: true };
  });
}

/** Disables an account (its sessions end and it cannot sign in) or enables it again. */
export async function setDisabled(
  db: Kysely<Database>,
  input: { id: number; disabled: boolean; actor: Actor; now?: Date },
): Promise<AccountChange> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const target = await lockedTarget(trx, input.id);
    if (!target) return NO_ACCOUNT;
    if ((target.disabled_at !== null) === input.disabled) return { ok: true };
    const problem = input.disabled
      ? lastAdminProblem("disable", { role: roleOf(target.role), disabled: false }, await activeAdmins(trx))
      : null;
    if (problem) return { ok: false, status: 409, problem };
    await trx
      .updateTable("admin_users")
      .set({ disabled_at: input.disabled ? now.toISOString() : null, updated_at: now.toISOString() })
      .where("id", "=", target.id)
      .execute();
    if (input.disabled) {
      await trx.deleteFrom("admin_sessions").where("admin_id", "=", target.id).execute();
      await trx.deleteFrom("admin_sign_in_challenges").where("admin_id", "=", target.id).execute();
    }
    await audit(trx, input.actor, target, input.disabled ? "disable-user" : "enable-user", now, []);
    return { ok: true };
  });
}

function audit(
  trx: Transaction<Database>,
  actor: Actor,
  target: { id: number; email: string },
  action: "invite-user" | "change-role" | "disable-user" | "enable-user",
  now: Date,
  changes: { field: string; before: unknown; after: unknown }[],
) {
  return writeAudit(trx, {
    clinicId: null,
    accountId: target.id,
    clinicName: target.email,
    adminEmail: actor.email,
    action,
    changes,
    now,
  });
}
