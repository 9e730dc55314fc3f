import type { EventType } from "../domain/analytics-event.ts";

/** What the browser sends to POST /api/events: the server keeps less than this (see /privacy). */
export interface BeaconEvent {
  type: EventType;
  path: string;
  referrer?: string;
  location?: string;
  clinic?: string;
}

export const EVENTS_ENDPOINT = "/api/events";

/** The browser's privacy signals: Global Privacy Control, or Do Not Track, and nothing is sent. */
export function sendingAllowed(signals: { globalPrivacyControl?: unknown; doNotTrack?: unknown }): boolean {
  if (signals.globalPrivacyControl === true) return false;
  const dnt = signals.doNotTrack;
  return !(dnt === "1" || dnt === "yes" || dnt === 1);
}

const CLINIC_PATH = /^\/clinic\/([a-z0-9-]{1,120})\/?$/;

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
 * A click on a link that leaves the site, as an event: a call (tel:), the sponsored test kit, or a clinic's
 * own website (links of the "website" kind: rel="noopener" alone). `cardClinicPath` is the clinic page link
 * of the card the link sits in, if any. Other links (maps, review sites, articles) send nothing.
 */
export function clickEvent(link: {
  href: string;
  rel: string;
  pagePath: string;
  cardClinicPath?: string | null;
  origin: string;
}): BeaconEvent | null {
  const clinic = clinicSlugOf(link.cardClinicPath) ?? clinicSlugOf(link.pagePath);
  const withClinic = clinic ? { clinic } : {};
  const path = link.pagePath;
  if (link.href.startsWith("tel:")) return { type: "click_phone", path, ...withClinic };
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
