import { isIsoDay } from "./price-source.ts";
import { formatShortDate } from "./verification.ts";

/**
 * A clinic asking to be featured from its clinic account (issue 34), and the period an operator approves. A
 * featured listing is labelled "Featured" and shown in featured sections; it never changes the order of search
 * results, and no rating can be bought.
 */
export const FEATURE_REQUEST_STATUSES = ["open", "approved", "declined", "withdrawn"] as const;
export type FeatureRequestStatus = (typeof FEATURE_REQUEST_STATUSES)[number];

export function isFeatureRequestStatus(value: string): value is FeatureRequestStatus {
  return (FEATURE_REQUEST_STATUSES as readonly string[]).includes(value);
}

export const FEATURE_REQUEST_STATUS_LABELS: Record<FeatureRequestStatus, string> = {
  open: "Waiting for an operator",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** The operator's two lists: requests waiting for a decision, and decided (or withdrawn) ones. */
export const FEATURE_REQUEST_VIEWS = ["open", "decided"] as const;
export type FeatureRequestView = (typeof FEATURE_REQUEST_VIEWS)[number];

export const MAX_FEATURE_MESSAGE_LENGTH = 1000;
/** The longest period one approval sets: a year, leap day included. */
export const MAX_FEATURED_DAYS = 366;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (not tabs or line breaks) are refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type FeatureMessageParse = { ok: true; message: string | null } | { ok: false; problem: string };

/** The optional message sent with a request: trimmed, line breaks as "\n", empty as none. */
export function parseFeatureMessage(value: unknown): FeatureMessageParse {
  if (value !== null && value !== undefined && typeof value !== "string") {
    return { ok: false, problem: "The message must be text." };
  }
  const message = (value ?? "").replace(/\r\n?/g, "\n").trim();
  if (CONTROL_CHARACTERS.test(message)) {
    return { ok: false, problem: "Remove the control characters from your message." };
  }
  if (message.length > MAX_FEATURE_MESSAGE_LENGTH) {
    return {
      ok: false,
      problem: `Keep your message to ${MAX_FEATURE_MESSAGE_LENGTH} characters or fewer (it has ${message.length}).`,
    };
  }
  return { ok: true, message: message === "" ? null : message };
}

/** The days a listing is featured, YYYY-MM-DD, both included. */
export interface FeaturedPeriod {
  startsOn: string;
  endsOn: string;
}

export type FeaturedPeriodField = "startsOn" | "endsOn";

export type FeaturedPeriodParse =
  | { ok: true; period: FeaturedPeriod }
  | { ok: false; field: FeaturedPeriodField; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days from `startsOn` to `endsOn`, both included. */
export function periodDays(period: FeaturedPeriod): number {
  return (
    Math.round(
      (Date.parse(`${period.endsOn}T00:00:00Z`) - Date.parse(`${period.startsOn}T00:00:00Z`)) / DAY_MS,
    ) + 1
  );
}

/**
 * An operator's period from the approval form: real days, the end on or after the start and not before
 * `today` (a period already over would feature nothing), and at most MAX_FEATURED_DAYS long.
 */
export function parseFeaturedPeriod(
  fields: { startsOn: unknown; endsOn: unknown },
  today: string,
): FeaturedPeriodParse {
  const startsOn = typeof fields.startsOn === "string" ? fields.startsOn.trim() : "";
  const endsOn = typeof fields.endsOn === "string" ? fields.endsOn.trim() : "";
  if (!isIsoDay(startsOn)) {
    return { ok: false, field: "startsOn", message: "Give the first day as a date such as 2026-12-01." };
  }
  if (!isIsoDay(endsOn)) {
    return { ok: false, field: "endsOn", message: "Give the last day as a date such as 2026-12-31." };
  }
  if (endsOn < startsOn) {
    return { ok: false, field: "endsOn", message: "The last day cannot come before the first day." };
  }
  if (endsOn < today) {
    return {
      ok: false,
      field: "endsOn",
      message: `The last day cannot be before today (${today}): that period is over.`,
    };
  }
  const days = periodDays({ startsOn, endsOn });
  if (days > MAX_FEATURED_DAYS) {
    return {
      ok: false,
      field: "endsOn",
      message: `A period can last at most ${MAX_FEATURED_DAYS} days; this one has ${days}.`,
    };
  }
  return { ok: true, period: { startsOn, endsOn } };
}

/** Whether `today` (YYYY-MM-DD) falls within the period. */
export function periodCovers(period: FeaturedPeriod, today: string): boolean {
  return period.startsOn <= today && today <= period.endsOn;
}

/** "Dec 1, 2026 to Dec 31, 2026". */
export function periodText(period: FeaturedPeriod): string {
  return `${formatShortDate(period.startsOn)} to ${formatShortDate(period.endsOn)}`;
}

/** Where an approved period stands on `today`. */
export function periodState(period: FeaturedPeriod, today: string): "upcoming" | "current" | "over" {
  if (today < period.startsOn) return "upcoming";
  return today <= period.endsOn ? "current" : "over";
}
