import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { needsTouch, type SessionPolicy, sessionState } from "./session-rules.server.ts";
import { digest, newToken } from "./tokens.server.ts";

export interface AdminSession {
  adminId: number;
  email: string;
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
  if (token.length === 0 || token.length > 100) return null;
  const key = digest(token);
  const row = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("admin_users as u", "u.id", "s.admin_id")
    .select(["s.admin_id", "u.email", "s.csrf_token", "s.created_at", "s.last_seen_at"])
    .where("s.token_digest", "=", key)
    .executeTakeFirst();
  if (!row) return null;
  const session: AdminSession = {
    adminId: row.admin_id,
    email: row.email,
    csrfToken: row.csrf_token,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
  };
  if (sessionState(session, now, policy) !== "active") {
    await db.deleteFrom("admin_sessions").where("token_digest", "=", key).execute();
    return null;
  }
  if (needsTouch(session, now)) {
    await db
      .updateTable("admin_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("token_digest", "=", key)
      .execute();
    session.lastSeenAt = now;
  }
  return session;
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("token_digest", "=", digest(token)).execute();
}

/** Deletes sessions past their absolute expiry (idle ones go when next read); run at each sign-in. */
export async function deleteOldSessions(db: Kysely<Database>, policy: SessionPolicy, now = new Date()) {
  const oldest = new Date(now.getTime() - policy.maxHours * 3_600_000).toISOString();
  await db.deleteFrom("admin_sessions").where("created_at", "<=", oldest).execute();
}
