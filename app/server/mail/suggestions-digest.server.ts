import type { Kysely } from "kysely";
import { suggestionKindLabel } from "../../domain/suggestion-form.ts";
import type { Database } from "../db/schema.server.ts";
import type { Mailer, MailMessage } from "./mailer.server.ts";

const DIGEST = "suggestions";

export interface DigestSuggestion {
  clinicName: string;
  city: string;
  state: string;
  kind: string;
  correction: string | null;
  createdAt: string;
}

export function digestMessage(input: {
  to: string;
  siteName: string;
  siteUrl: string;
  suggestions: readonly DigestSuggestion[];
}): MailMessage {
  const count = input.suggestions.length;
  const lines = input.suggestions.flatMap((s) => [
    `- ${s.clinicName} (${s.city}, ${s.state}): ${suggestionKindLabel(s.kind)}, ${s.createdAt.slice(0, 16).replace("T", " ")} UTC`,
    ...(s.correction ? s.correction.split("\n").map((line) => `    ${line}`) : []),
  ]);
  return {
    to: input.to,
    subject: `${count} new suggestion${count === 1 ? "" : "s"} on ${input.siteName}`,
    text: [
      `Visitors sent ${count} suggestion${count === 1 ? "" : "s"} since the last digest:`,
      "",
      ...lines,
      "",
      `Review them at ${input.siteUrl}/admin/suggestions`,
    ].join("\n"),
  };
}

export interface DigestOutcome {
  suggestions: number;
  recipients: number;
  since: string | null;
}

/**
 * Sends every active admin the suggestions that arrived since the last digest (every open one, the first
 * time), then remembers this run. With nothing new, nothing is sent and the mark still moves.
 */
export async function sendSuggestionsDigest(
  db: Kysely<Database>,
  mailer: Mailer,
  site: { siteName: string; siteUrl: string },
  now = new Date(),
): Promise<DigestOutcome> {
  const last = await db
    .selectFrom("mail_digests")
    .select("last_sent_at")
    .where("name", "=", DIGEST)
    .executeTakeFirst();
  const since = last?.last_sent_at ?? null;
  const rows = await db
    .selectFrom("suggestions")
    .innerJoin("clinics", "clinics.id", "suggestions.clinic_id")
    .select([
      "clinics.name",
      "clinics.city",
      "clinics.state",
      "suggestions.kind",
      "suggestions.correction",
      "suggestions.created_at",
    ])
    .$if(since !== null, (query) => query.where("suggestions.created_at", ">", since ?? ""))
    .$if(since === null, (query) => query.where("suggestions.status", "=", "open"))
    .where("suggestions.created_at", "<=", now.toISOString())
    .orderBy("suggestions.created_at")
    .orderBy("suggestions.id")
    .execute();
  const suggestions = rows.map((row) => ({
    clinicName: row.name,
    city: row.city,
    state: row.state,
    kind: row.kind,
    correction: row.correction,
    createdAt: row.created_at,
  }));
  const admins =
    suggestions.length === 0
      ? []
      : await db
          .selectFrom("admin_users")
          .select("email")
          .where("role", "=", "admin")
          .where("disabled_at", "is", null)
          .orderBy("email")
          .execute();
  for (const admin of admins) {
    await mailer.send(digestMessage({ to: admin.email, ...site, suggestions }));
  }
  await db
    .insertInto("mail_digests")
    .values({ name: DIGEST, last_sent_at: now.toISOString() })
    .onConflict((oc) => oc.column("name").doUpdateSet({ last_sent_at: now.toISOString() }))
    .execute();
  return { suggestions: suggestions.length, recipients: admins.length, since };
}
