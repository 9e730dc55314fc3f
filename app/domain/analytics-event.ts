import { z } from "zod";
import { SLUG_PATTERN } from "./clinic-input.ts";
import { FINDER_LIST_SIZE, FINDER_PATH } from "./finder-options.ts";
import { PAGE_SIZE } from "./search-params.ts";

/**
 * The usage events of the spec (a page view, a clinic's page viewed, a tool used, a location search, the
 * "use my current location" search, a place picked from the location suggestions), the click-outs, and
 * `search_results`: the clinics a search listed, which is not stored as an event but adds one to each listed
 * clinic's count of searches for the month (decision 52).
 */
export const EVENT_TYPES = [
  "page_view",
  "view_clinic",
  "use_tool",
  "search",
  "search_location",
  "autocomplete",
  "click_affiliate",
  "click_website",
  "click_phone",
  "click_directions",
  "search_results",
] as const;

/** The site's tools, the only paths a "use_tool" event may name: anything else would be a made-up figure. */
export const TOOL_PATHS: readonly string[] = ["/tools/symptom-checker", "/tools/insurance-verification"];

/** The pages whose result lists are searches a clinic appears in: the search page and the near-me finder. */
export const SEARCH_RESULTS_PATHS: readonly string[] = ["/search", FINDER_PATH];

/** The most clinics one list shows (a page of search results, the finder's list): a longer list is not ours. */
export const MAX_LISTED_CLINICS = Math.max(PAGE_SIZE, FINDER_LIST_SIZE);

export type EventType = (typeof EVENT_TYPES)[number];

export const CLICK_OUT_TYPES = [
  "click_affiliate",
  "click_website",
  "click_phone",
  "click_directions",
] as const satisfies EventType[];

/** A beacon carries one small event; anything larger is not one of ours (413). */
export const MAX_EVENT_BYTES = 4096;
export const MAX_PATH_LENGTH = 300;
export const MAX_LOCATION_TEXT_LENGTH = 200;
export const MAX_REFERRER_LENGTH = 1000;

const slug = z.string().max(120).regex(SLUG_PATTERN, "must be a clinic's slug");

/**
 * What the browser sends. The location text is read on the server only to find the place it names; it is
 * never stored. `clinic` is a clinic's slug, when the event concerns one; `clinics` the slugs a list of
 * search results showed, on a `search_results` event and no other.
 */
export const incomingEventSchema = z
  .strictObject({
    type: z.enum(EVENT_TYPES),
    path: z.string().min(1).max(MAX_PATH_LENGTH).startsWith("/"),
    referrer: z.string().max(MAX_REFERRER_LENGTH).optional(),
    location: z.string().max(MAX_LOCATION_TEXT_LENGTH).optional(),
    clinic: slug.optional(),
    clinics: z
      .array(slug)
      .min(1, "must name at least one clinic")
      .max(MAX_LISTED_CLINICS, `must name at most ${MAX_LISTED_CLINICS} clinics, one page of results`)
      .optional(),
  })
  .superRefine((event, context) => {
    if (event.type === "search_results" && event.clinics === undefined) {
      context.addIssue({
        code: "custom",
        path: ["clinics"],
        message: "must list the clinics the results showed",
      });
    } else if (event.type !== "search_results" && event.clinics !== undefined) {
      context.addIssue({ code: "custom", path: ["clinics"], message: "is sent with search_results only" });
    }
  });

export type IncomingEvent = z.infer<typeof incomingEventSchema>;

export type EventParse = { ok: true; event: IncomingEvent } | { ok: false; field: string; message: string };

/** Validates a decoded JSON body, naming the first field that is wrong. */
export function parseIncomingEvent(body: unknown): EventParse {
  const result = incomingEventSchema.safeParse(body);
  if (result.success) return { ok: true, event: result.data };
  const issue = result.error.issues[0];
  const unknownKey = issue?.code === "unrecognized_keys" ? issue.keys[0] : undefined;
  const field = unknownKey ?? (issue?.path.length ? String(issue.path[0]) : "body");
  const message = unknownKey
    ? "is not a field of an event"
    : issue?.path.length
      ? issue.message
      : "must be a JSON object with type and path";
  return { ok: false, field, message };
}

/** The path alone: no query string, no fragment, and nothing but a path. */
export function pathOnly(path: string): string | null {
  try {
    const url = new URL(path, "http://site.invalid");
    if (url.host !== "site.invalid") return null;
    return url.pathname.slice(0, MAX_PATH_LENGTH);
  } catch {
    return null;
  }
}

/** The referring site's host without "www." (never its path); null for our own site or no referrer. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return host === ownHost.toLowerCase().replace(/^www\./, "") ? null : host.slice(0, 100);
  } catch {
    return null;
  }
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** A coarse class read from the user agent, which itself is not kept. */
export function deviceClass(userAgent: string | undefined): DeviceClass | null {
  if (!userAgent) return null;
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The dashboard's periods, in days ending today. */
export const PERIOD_OPTIONS = [7, 30, 90, 365] as const;
export type PeriodDays = (typeof PERIOD_OPTIONS)[number];
export const DEFAULT_PERIOD_DAYS: PeriodDays = 30;

/** The UTC day of a moment: events keep the day, never the time. */
export function eventDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Exactly what one stored event holds, column by column, as /privacy lists it. A test keeps it equal to the
 * columns of the events table.
 */
export const STORED_EVENT_FIELDS = [
  {
    column: "type",
    text: "what happened: a page view, a clinic's page viewed, a tool used, a search, a click to call, for directions, to a clinic's website or to the test kit",
  },
  { column: "day", text: "the day (not the time)" },
  {
    column: "path",
    text: "the page's path without the query string, for example /search or /clinic/austin-mens-health",
  },
  {
    column: "place_city",
    text: "for a search: the city we found for the words typed, only when they name a place we know",
  },
  { column: "place_state", text: "for a search: the state of that place" },
  { column: "place_zip", text: "for a search: the ZIP code, only when a ZIP code was searched" },
  { column: "result_count", text: "for a search: how many clinics we list for that place" },
  {
    column: "clinic_id",
    text: "the clinic whose page was viewed or whose phone, directions or website was clicked",
  },
  {
    column: "referrer_host",
    text: "the site you came from, as its name only (for example google.com), never the page",
  },
  { column: "device", text: "the kind of device: phone, tablet or computer" },
] as const;
