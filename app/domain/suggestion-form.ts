import { z } from "zod";

/** What a visitor can tell us is wrong with a listing, in the order the form offers them. */
export const SUGGESTION_KINDS = [
  { id: "closed", label: "The clinic has closed" },
  { id: "phone", label: "Wrong phone number" },
  { id: "address", label: "Wrong address" },
  { id: "hours", label: "Wrong opening hours" },
  { id: "price", label: "Wrong price" },
  { id: "other", label: "Something else" },
] as const;

export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]["id"];

const KIND_IDS = SUGGESTION_KINDS.map((kind) => kind.id) as [SuggestionKind, ...SuggestionKind[]];

/** The admin's lists of suggestions: those waiting, those closed (applied or dismissed), or all. */
export const SUGGESTION_VIEWS = ["open", "closed", "all"] as const;
export type SuggestionView = (typeof SUGGESTION_VIEWS)[number];

export function suggestionKindLabel(kind: string): string {
  return SUGGESTION_KINDS.find((entry) => entry.id === kind)?.label ?? kind;
}

export const MAX_CORRECTION_LENGTH = 1000;
export const MAX_EMAIL_LENGTH = 254;

/** A person reads the form and chooses; a script posts at once. */
export const MIN_FILL_SECONDS = 3;
/** After this a form is stale: the visitor reloads it rather than we trust an old time. */
export const FORM_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The form's hidden fields: the signed time it was shown, and the one only scripts fill in. */
export const FORM_TIME_FIELD = "shown";
export const HONEYPOT_FIELD = "website";

export const SUGGESTION_FIELDS = ["kind", "correction", "email"] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];

export type SuggestionValues = Record<SuggestionField, string>;

export interface Suggestion {
  kind: SuggestionKind;
  correction: string | null;
  email: string | null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (not tab or line breaks) are refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const suggestionSchema = z
  .object({
    kind: z.enum(KIND_IDS, { error: "Choose what is wrong." }),
    correction: z
      .string()
      .trim()
      .max(MAX_CORRECTION_LENGTH, `Keep the correction to ${MAX_CORRECTION_LENGTH} characters or fewer.`)
      .refine((text) => !CONTROL_CHARACTERS.test(text), "Remove the control characters from the correction."),
    email: z.union([
      z.literal(""),
      z
        .email({ error: "Enter an e-mail address such as name@example.com, or leave it empty." })
        .max(MAX_EMAIL_LENGTH),
    ]),
  })
  .refine((value) => value.kind !== "other" || value.correction !== "", {
    path: ["correction"],
    error: "Say what is wrong with this listing.",
  });

export type SuggestionParse =
  | { ok: true; suggestion: Suggestion }
  | { ok: false; errors: Partial<Record<SuggestionField, string>> };

/** The form's fields as the visitor sent them (missing ones empty), for validation and to fill the form again. */
export function suggestionValues(read: (name: string) => unknown): SuggestionValues {
  const text = (name: SuggestionField) => {
    const value = read(name);
    return typeof value === "string" ? value : "";
  };
  return {
    kind: text("kind"),
    correction: text("correction").replace(/\r\n?/g, "\n"),
    email: text("email").trim(),
  };
}

export function parseSuggestion(values: SuggestionValues): SuggestionParse {
  const result = suggestionSchema.safeParse(values);
  if (result.success) {
    const { kind, correction, email } = result.data;
    return { ok: true, suggestion: { kind, correction: correction || null, email: email || null } };
  }
  const errors: Partial<Record<SuggestionField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SuggestionField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export type BotVerdict = "person" | "honeypot" | "too-fast" | "stale";

/**
 * The two checks against scripts, no captcha: a field people never see stays empty, and a person takes a
 * few seconds between the form being shown (a time the server signed) and sending it. `shownAt` is null
 * when the signed time is missing or forged, which is treated like a stale form.
 */
export function botVerdict(input: { honeypot: string; shownAt: number | null; now: number }): BotVerdict {
  if (input.honeypot.trim() !== "") return "honeypot";
  if (input.shownAt === null) return "stale";
  const seconds = (input.now - input.shownAt) / 1000;
  if (seconds < 0 || seconds > FORM_MAX_AGE_SECONDS) return "stale";
  if (seconds < MIN_FILL_SECONDS) return "too-fast";
  return "person";
}

/**
 * The admin edit form opened from a suggestion: the note names it, a suggested phone number fills that field,
 * and saving a change closes the suggestion.
 */
export function applySuggestionHref(
  clinicId: number,
  suggestion: { id: number; kind: string; correction: string | null },
): string {
  const params = new URLSearchParams();
  const correction = suggestion.correction?.trim() ?? "";
  if (suggestion.kind === "phone" && /^[\d\s()+.-]{7,25}$/.test(correction))
    params.set("prefill.phone", correction);
  params.set("note", `From visitor suggestion #${suggestion.id} (${suggestionKindLabel(suggestion.kind)})`);
  params.set("suggestion", String(suggestion.id));
  return `/admin/clinics/${clinicId}?${params}`;
}
