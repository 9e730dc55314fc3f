import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { digest } from "./tokens.server.ts";

/** How long a checked file waits to be applied. */
export const KEEP_MINUTES = 30;

export interface KeptUpload {
  fileName: string;
  digest: string;
  text: string;
  expiresAt: string;
}

/**
 * The key an upload is kept under: a digest of the session's CSRF secret, which only that session holds.
 * Another operator, or the same one signed in elsewhere, never finds it.
 */
export function uploadSessionKey(session: { csrfToken: string }): string {
  return digest(`import-upload:${session.csrfToken}`);
}

/**
 * Keeps a checked file for its session until it is applied or KEEP_MINUTES pass. A session keeps one file:
 * checking another replaces it. Uploads past their time are removed, whoever's they were.
 */
export async function keepUpload(
  db: Kysely<Database>,
  sessionKey: string,
  upload: { fileName: string; digest: string; text: string },
  now: Date,
): Promise<KeptUpload> {
  const expiresAt = new Date(now.getTime() + KEEP_MINUTES * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("admin_import_uploads")
      .where((eb) => eb.or([eb("session_key", "=", sessionKey), eb("expires_at", "<=", now.toISOString())]))
      .execute();
    await trx
      .insertInto("admin_import_uploads")
      .values({
        session_key: sessionKey,
        file_name: upload.fileName,
        digest: upload.digest,
        content: upload.text,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
  });
  return { ...upload, expiresAt };
}

/** The file this session checked with this digest, while it is kept; null once applied, replaced or expired. */
export async function keptUpload(
  db: Kysely<Database>,
  sessionKey: string,
  fileDigest: string,
  now: Date,
): Promise<KeptUpload | null> {
  const row = await db
    .selectFrom("admin_import_uploads")
    .select(["file_name", "digest", "content", "expires_at"])
    .where("session_key", "=", sessionKey)
    .where("digest", "=", fileDigest)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return { fileName: row.file_name, digest: row.digest, text: row.content, expiresAt: row.expires_at };
}

/** Forgets the session's kept file (once it is applied). */
export async function forgetUpload(db: Kysely<Database>, sessionKey: string): Promise<void> {
  await db.deleteFrom("admin_import_uploads").where("session_key", "=", sessionKey).execute();
}
