import type { Kysely } from "kysely";
import {
  botVerdict,
  FORM_TIME_FIELD,
  HONEYPOT_FIELD,
  parseSuggestion,
  type SuggestionField,
  type SuggestionValues,
  suggestionValues,
} from "../../domain/suggestion-form.ts";
import type { Database } from "../db/schema.server.ts";
import { readFormTime } from "./form-token.server.ts";
import type { SuggestionSendLimit } from "./send-limit.server.ts";
import { saveSuggestion } from "./store.server.ts";

export type SubmitOutcome =
  | { kind: "sent" }
  | { kind: "invalid"; errors: Partial<Record<SuggestionField, string>>; values: SuggestionValues }
  /** Nothing wrong with the input, but it cannot be taken now: the message says what to do. */
  | { kind: "refused"; message: string; values: SuggestionValues };

export const TOO_FAST_MESSAGE =
  "That was quicker than we expect from a person. Please check the form and send it again.";
export const STALE_MESSAGE = "This form was open too long. Please check it and send it again.";
export const ALREADY_SENT_MESSAGE =
  "This form was sent already. To send another correction, open the form again from the clinic's page.";
export const LIMITED_MESSAGE =
  "You have sent several corrections in the last hour. Thank you: please send this one a little later.";

/** Whether a suggestion was stored from this showing of the form. */
async function sentFrom(db: Kysely<Database>, instance: string): Promise<boolean> {
  const row = await db
    .selectFrom("suggestions")
    .select("id")
    .where("form_instance", "=", instance)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a "Suggest an edit" form: bot checks first (a filled honeypot looks sent and stores nothing), then
 * the fields, then the client's hourly share. Stores the clinic, what is wrong, the optional text and
 * e-mail, and the time; nothing about the sender's connection.
 */
export async function submitSuggestion(input: {
  db: Kysely<Database>;
  clinicId: number;
  form: FormData;
  client: string;
  limit: SuggestionSendLimit;
  secret: string | undefined;
  now: Date;
}): Promise<SubmitOutcome> {
  const { form } = input;
  const values = suggestionValues((name) => form.get(name));
  const honeypot = form.get(HONEYPOT_FIELD);
  const showing = readFormTime(form.get(FORM_TIME_FIELD), input.clinicId, input.secret);
  const verdict = botVerdict({
    honeypot: typeof honeypot === "string" ? honeypot : "",
    shownAt: showing?.shownAt ?? null,
    now: input.now.getTime(),
  });
  if (verdict === "honeypot") return { kind: "sent" };
  if (verdict === "too-fast") return { kind: "refused", message: TOO_FAST_MESSAGE, values };
  if (verdict === "stale") return { kind: "refused", message: STALE_MESSAGE, values };
  const parsed = parseSuggestion(values);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors, values };
  const instance = showing?.instance ?? null;
  if (instance !== null && (await sentFrom(input.db, instance))) {
    return { kind: "refused", message: ALREADY_SENT_MESSAGE, values };
  }
  if (!input.limit.allow(input.client)) return { kind: "refused", message: LIMITED_MESSAGE, values };
  try {
    await saveSuggestion(input.db, input.clinicId, parsed.suggestion, input.now, instance);
  } catch (error) {
    // Two sends of one form at once: the unique index keeps one.
    if (instance !== null && (await sentFrom(input.db, instance))) {
      return { kind: "refused", message: ALREADY_SENT_MESSAGE, values };
    }
    throw error;
  }
  return { kind: "sent" };
}
