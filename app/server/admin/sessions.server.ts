import type { Kysely } from "kysely";
import { type AccountKind, accountKindOf, type Role, roleOf } from "../../domain/admin-roles.ts";
import type { Database } from "../db/schema.server.ts";
import { needsTouch, type SessionPolicy, sessionState } from "./session-rules.server.ts";
import { digest, newToken } from "./tokens.server.ts";

export interface AdminSession {
  adminId: number;
  email: string;
  /** An operator's role; a clinic account counts as the lesser role here and is refused by requireAdmin. */
  role: Role;
  /** An operator of the desk, or a clinic's representative (decision 51). */
  kind: AccountKind;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Starts a session; the token goes into the cookie and only its digest into the database. */
export async function createSession(
  db: Kysely<Database>,
  adminId: number,
  now = new Date(),
): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  const stamp = now.toISOString();
  await db
    .insertInto("admin_sessions")
    .values({
      token_digest: digest(token),
      admin_id: adminId,
      csrf_token: csrfToken,
      created_at: stamp,
      last_seen_at: stamp,
    })
    .execute();
  return { token, csrfToken };
}

/**
 * The session a cookie's token belongs to, when it is still active; an idle or expired one is deleted. Using
 * a session moves its idle expiry (written at most once a minute).
 */
export async function readSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<AdminSession | null> {
  const found = await lookUpSession(db, token, policy, now);
  return found?.state === "active" ? found.session : null;
}

/**
 * What a cookie's token finds: an active session (touched as readSession touches it), or one that has just
 * ended by expiry (deleted now) with the operator it belonged to, or nothing. The operator of an ended
 * session is who a form posted with it is kept for (kept-input.server.ts).
 */
export async function lookUpSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ state: "active"; session: AdminSession } | { state: "ended"; adminId: number } | null> {
  if (token.length === 0 || token.length > 100) return null;
  const key = digest(token);
  const row = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("admin_users as u", "u.id", "s.admin_id")
    .select(["s.admin_id", "u.email", "u.role", "s.csrf_token", "s.created_at", "s.last_seen_at"])
    .where("s.token_digest", "=", key)
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const session: AdminSession = {
    adminId: row.admin_id,
    email: row.email,
    role: roleOf(row.role),
    kind: accountKindOf(row.role),
    csrfToken: row.csrf_token,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
  };
  if (sessionState(session, now, policy) !== "active") {
    await db.deleteFrom("admin_sessions").where("token_digest", "=", key).execute();
    return { state: "ended", adminId: session.adminId };
  }
  if (needsTouch(session, now)) {
    await db
      .updateTable("admin_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("token_digest", "=", key)
      .execute();
    session.lastSeenAt = now;
  }
  return { state: "active", session };
}

/** Ends every session of an account, or every one but the session whose token is `keep`. */
export async function endSessionsOf(db: Kysely<Database>, adminId: number, keep?: string): Promise<void> {
  await db
    .deleteFrom("admin_sessions")
    .where("admin_id", "=", adminId)
    .$if(keep !== undefined, (query) => query.where("token_digest", "!=", digest(keep ?? "")))
    .execute();
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("token_digest", "=", digest(token)).execute();
}

/** Deletes sessions past their absolute expiry (idle ones go when next read); run at each sign-in. */
export async function deleteOldSessions(db: Kysely<Database>, policy: SessionPolicy, now = new Date()) {
  const oldest = new Date(now.getTime() - policy.maxHours * 3_600_000).toISOString();
  await db.deleteFrom("admin_sessions").where("created_at", "<=", oldest).execute();
}
