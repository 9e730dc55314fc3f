import type { EventType } from "../domain/analytics-event.ts";

/** What the browser sends to POST /api/events: the server keeps less than this (see /privacy). */
export interface BeaconEvent {
  type: EventType;
  path: string;
  referrer?: string;
  location?: string;
  clinic?: string;
  clinics?: string[];
}

export const EVENTS_ENDPOINT = "/api/events";

/** The browser's privacy signals: Global Privacy Control, or Do Not Track, and nothing is sent. */
export function sendingAllowed(signals: { globalPrivacyControl?: unknown; doNotTrack?: unknown }): boolean {
  if (signals.globalPrivacyControl === true) return false;
  const dnt = signals.doNotTrack;
  return !(dnt === "1" || dnt === "yes" || dnt === 1);
}

const CLINIC_PATH = /^\/clinic\/([a-z0-9-]{1,120})\/?$/;

/**
 * Marks a link that gives directions to a clinic (cards, the clinic's profile, the map's popups); its value is
 * the clinic's slug. Other maps links (a clinic's Google reviews) have the same rel and are not directions.
 */
export const DIRECTIONS_ATTRIBUTE = "data-directions";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(text: string): boolean {
  return text.length <= 120 && SLUG.test(text);
}

/** The clinic a path or a link is about ("/clinic/austin-mens-health" -> "austin-mens-health"). */
export function clinicSlugOf(path: string | null | undefined): string | undefined {
  return path ? CLINIC_PATH.exec(path)?.[1] : undefined;
}

/**
 * The one event a page sends when it is shown: a clinic's page, a tool, search results (with the location
 * searched, which the server turns into a place), or any other page. Only the path is sent; the query string
 * is read here for the location alone. The symptom checker's answers are never in the address.
 */
export function viewEvent(page: { pathname: string; search: string }, referrer?: string): BeaconEvent {
  const path = page.pathname;
  const withReferrer = referrer ? { referrer } : {};
  if (clinicSlugOf(path)) return { type: "view_clinic", path, ...withReferrer };
  if (path.startsWith("/tools/")) return { type: "use_tool", path, ...withReferrer };
  if (path === "/search") {
    const params = new URLSearchParams(page.search);
    const city = params.get("city")?.trim();
    const state = params.get("state")?.trim();
    const location =
      params.get("location")?.trim() || params.get("q")?.trim() || (city && state ? `${city}, ${state}` : "");
    return {
      type: "search",
      path,
      ...withReferrer,
      ...(location ? { location: location.slice(0, 200) } : {}),
    };
  }
  return { type: "page_view", path, ...withReferrer };
}

/** What a page view is counted by: a new page, or new search words on the same page (not a filter or sort). */
export function viewKey(page: { pathname: string; search: string }): string {
  return `${page.pathname}|${viewEvent(page).location ?? ""}`;
}

/**
 * A click on a link that leaves the site, as an event: a call (tel:), directions to a clinic (a link marked
 * with DIRECTIONS_ATTRIBUTE, whose value `directionsTo` is), the sponsored test kit, or a clinic's own website
 * (links of the "website" kind: rel="noopener" alone). `cardClinicPath` is the clinic page link of the card the
 * link sits in, if any. Other links (other maps links, review sites, articles) send nothing.
 */
export function clickEvent(link: {
  href: string;
  rel: string;
  pagePath: string;
  cardClinicPath?: string | null;
  directionsTo?: string | null;
  origin: string;
}): BeaconEvent | null {
  const clinic = clinicSlugOf(link.cardClinicPath) ?? clinicSlugOf(link.pagePath);
  const withClinic = clinic ? { clinic } : {};
  const path = link.pagePath;
  if (link.href.startsWith("tel:")) return { type: "click_phone", path, ...withClinic };
  if (typeof link.directionsTo === "string") {
    const to = isSlug(link.directionsTo) ? link.directionsTo : clinic;
    return { type: "click_directions", path, ...(to ? { clinic: to } : {}) };
  }
  let url: URL;
  try {
    url = new URL(link.href, link.origin);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.origin === link.origin) return null;
  const rel = link.rel.toLowerCase().split(/\s+/).filter(Boolean);
  if (rel.includes("sponsored")) return { type: "click_affiliate", path };
  if (clinic && rel.length === 1 && rel[0] === "noopener")
    return { type: "click_website", path, ...withClinic };
  return null;
}

/**
 * Marks the list of a search's results (the search page's, the near-me finder's); its cards name the clinics
 * listed. Suggestions beside no results, featured clinics and the online-care group are not in it.
 */
export const SEARCH_RESULTS_ATTRIBUTE = "data-search-results";

/** The pages whose result lists are searches a clinic appears in (analytics-event.ts SEARCH_RESULTS_PATHS). */
export const SEARCH_PAGES: readonly string[] = ["/search", "/trt-clinics-near-me"];

/** The parameters that say where the visitor searched (search-params.ts); `nearme` alone has no place yet. */
const PLACE_PARAMS = ["location", "q", "city", "state", "lat", "lng", "bounds"];

/** The search shown last on a search page, and the one last counted. */
export interface SearchMemory {
  shown: string | null;
  counted: string | null;
}

/**
 * After a search page is shown with the clinics of its result list (none while it has no list), whether to
 * count that search for each of them, and what to remember. A search is a place searched on one of the search
 * pages, counted on its first page of results. A filter, the order, another page, the map view or coming back
 * to the same results is the same search; the same place searched again after another search (or none) counts
 * again. Other pages leave the memory alone (decision 52).
 */
export function searchResultsEvent(
  page: { pathname: string; search: string },
  slugs: readonly string[],
  memory: SearchMemory,
): { event: BeaconEvent | null; memory: SearchMemory } {
  if (!SEARCH_PAGES.includes(page.pathname)) return { event: null, memory };
  const params = new URLSearchParams(page.search);
  const place = PLACE_PARAMS.flatMap((name) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => `${name}=${value}`),
  );
  const key = `${page.pathname}?${place.join("&")}`;
  const remembered = key === memory.shown ? memory : { shown: key, counted: null };
  const clinics = [...new Set(slugs.filter(isSlug))];
  const firstPage = (params.get("page") ?? "1").trim() === "1";
  if (place.length === 0 || !firstPage || clinics.length === 0 || remembered.counted === key) {
    return { event: null, memory: remembered };
  }
  return {
    event: { type: "search_results", path: page.pathname, clinics },
    memory: { shown: key, counted: key },
  };
}
