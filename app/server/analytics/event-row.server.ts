import type { Insertable } from "kysely";
import { type IncomingEvent, pathOnly, referrerHost } from "../../domain/analytics-event.ts";
import { DEFAULT_RADIUS_MILES } from "../../domain/clinic-query.ts";
import { placeSearch } from "../../domain/place.ts";
import type { Directory } from "../clinics/directory.server.ts";
import type { EventsTable } from "../db/schema.server.ts";
import type { Gazetteer } from "../gazetteer/types.server.ts";

export type EventRow = Insertable<EventsTable>;

/** The page view of a clinic's own page carries its clinic; other paths under /clinic/ do not. */
const CLINIC_PAGE = /^\/clinic\/([a-z0-9-]{1,120})\/?$/;

const VIEW_TYPES = new Set(["page_view", "view_clinic", "use_tool", "search"]);
const PLACE_TYPES = new Set(["search", "autocomplete"]);
const CLINIC_TYPES = new Set(["view_clinic", "click_website", "click_phone", "click_directions"]);

interface Place {
  place_city: string | null;
  place_state: string | null;
  place_zip: string | null;
  result_count: number | null;
}

const NO_PLACE: Place = { place_city: null, place_state: null, place_zip: null, result_count: null };

/**
 * A searched text as the place it names (a ZIP, a city or a state) and how many clinics we list there
 * (within the default radius); text that names no place we know is not kept at all.
 */
async function searchedPlace(text: string, gazetteer: Gazetteer, directory: Directory): Promise<Place> {
  const resolved = gazetteer.resolveLocation(text);
  if (resolved.kind !== "zip" && resolved.kind !== "city" && resolved.kind !== "state") return NO_PLACE;
  const { total } = await directory.search({ ...placeSearch(resolved, DEFAULT_RADIUS_MILES), limit: 1 });
  return {
    place_city: resolved.kind === "state" ? null : resolved.city,
    place_state: resolved.stateCode,
    place_zip: resolved.kind === "zip" ? resolved.zip : null,
    result_count: total,
  };
}

async function clinicId(event: IncomingEvent, path: string, directory: Directory): Promise<number | null> {
  if (!CLINIC_TYPES.has(event.type)) return null;
  const slug = event.clinic ?? CLINIC_PAGE.exec(path)?.[1];
  if (!slug) return null;
  return (await directory.bySlug(slug))?.id ?? null;
}

/**
 * The row stored for a valid event: only the fields /privacy lists. Null when the path is not a path of
 * this site.
 */
export async function eventRow(
  event: IncomingEvent,
  context: {
    gazetteer: Gazetteer;
    directory: Directory;
    ownHost: string;
    device: string | null;
    day: string;
  },
): Promise<EventRow | null> {
  const path = pathOnly(event.path);
  if (path === null) return null;
  const place =
    PLACE_TYPES.has(event.type) && event.location
      ? await searchedPlace(event.location, context.gazetteer, context.directory)
      : NO_PLACE;
  return {
    type: event.type,
    day: context.day,
    path,
    ...place,
    clinic_id: await clinicId(event, path, context.directory),
    referrer_host: VIEW_TYPES.has(event.type) ? referrerHost(event.referrer, context.ownHost) : null,
    device: context.device,
  };
}
