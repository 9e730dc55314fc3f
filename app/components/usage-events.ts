import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import {
  type BeaconEvent,
  clickEvent,
  clinicSlugOf,
  DIRECTIONS_ATTRIBUTE,
  EVENTS_ENDPOINT,
  SEARCH_RESULTS_ATTRIBUTE,
  type SearchMemory,
  searchResultsEvent,
  sendingAllowed,
  viewEvent,
  viewKey,
} from "../lib/analytics.ts";

function allowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: unknown };
  return sendingAllowed({
    globalPrivacyControl: nav.globalPrivacyControl,
    doNotTrack: nav.doNotTrack ?? (window as Window & { doNotTrack?: unknown }).doNotTrack,
  });
}

function send(event: BeaconEvent): void {
  // text/plain keeps the beacon a simple request; the server reads the body as JSON whatever its type.
  navigator.sendBeacon?.(
    EVENTS_ENDPOINT,
    new Blob([JSON.stringify(event)], { type: "text/plain;charset=UTF-8" }),
  );
}

/** The referring site alone: its page and query (a search engine's words) are not sent. */
function referrerOrigin(): string | undefined {
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The label of a location suggestion ("Austin, TX"), not its state name beside it. */
function optionLabel(option: Element): string | undefined {
  const text = (option.querySelector("span") ?? option).textContent?.trim();
  return text ? text.slice(0, 200) : undefined;
}

function isLocationOption(element: Element | null): element is Element {
  return element?.getAttribute("role") === "option" && element.closest('[role="listbox"]') !== null;
}

/** The clinics of the page's list of search results, from its cards' links to their pages; none without a list. */
function listedSlugs(): string[] {
  const list = document.querySelector(`[${SEARCH_RESULTS_ATTRIBUTE}]`);
  if (!list) return [];
  return [...list.querySelectorAll("article")].flatMap((card) => {
    const href = card.querySelector('a[href^="/clinic/"]')?.getAttribute("href");
    const slug = clinicSlugOf(href?.split(/[?#]/)[0]);
    return slug ? [slug] : [];
  });
}

/** The operator's own admin pages are not part of the site's usage. */
function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

function onActivate(event: MouseEvent): void {
  if (event.type === "auxclick" && event.button !== 1) return;
  if (isAdminPath(window.location.pathname)) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const path = window.location.pathname;
  const option = target.closest('[role="option"]');
  if (isLocationOption(option)) {
    send({ type: "autocomplete", path, location: optionLabel(option) });
    return;
  }
  const button = target.closest("button");
  if (
    button &&
    /use my current location/i.test(button.getAttribute("aria-label") ?? button.textContent ?? "")
  ) {
    send({ type: "search_location", path });
    return;
  }
  const link = target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return;
  const card = link.closest("article");
  const cardLink = card?.querySelector('a[href^="/clinic/"]')?.getAttribute("href") ?? null;
  const click = clickEvent({
    href: link.getAttribute("href") ?? "",
    rel: link.rel,
    pagePath: path,
    cardClinicPath: cardLink?.split(/[?#]/)[0] ?? null,
    directionsTo: link.getAttribute(DIRECTIONS_ATTRIBUTE),
    origin: window.location.origin,
  });
  if (click) send(click);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
  if (isAdminPath(window.location.pathname)) return;
  if (event.target.getAttribute("role") !== "combobox") return;
  const activeId = event.target.getAttribute("aria-activedescendant");
  const option = activeId ? document.getElementById(activeId) : null;
  if (isLocationOption(option)) {
    send({ type: "autocomplete", path: window.location.pathname, location: optionLabel(option) });
  }
}

/**
 * First-party usage events (decision 23), sent with navigator.sendBeacon: one view per page shown (new search
 * words count as a new view; filters and sorting do not), the clinics a search's first page of results listed
 * (decision 52), a place picked from the location suggestions, "use my current location", and clicks to call,
 * for directions, to a clinic's website or to the test kit, read from the links themselves by one listener.
 * Nothing at all is sent under Global Privacy Control or Do Not Track.
 */
export function useUsageEvents(): void {
  const location = useLocation();
  const lastView = useRef<string | null>(null);
  const searches = useRef<SearchMemory>({ shown: null, counted: null });

  useEffect(() => {
    if (!allowed() || isAdminPath(location.pathname)) return;
    const page = { pathname: location.pathname, search: location.search };
    const key = viewKey(page);
    if (key === lastView.current) return;
    const first = lastView.current === null;
    lastView.current = key;
    // Only the first page has an outside referrer; later ones were reached from this site.
    send(viewEvent(page, first ? referrerOrigin() : undefined));
  }, [location.pathname, location.search]);

  // After each navigation the new page has rendered: its result list, if any, is the one the visitor sees.
  useEffect(() => {
    if (!allowed()) return;
    const page = { pathname: location.pathname, search: location.search };
    const { event, memory } = searchResultsEvent(page, listedSlugs(), searches.current);
    searches.current = memory;
    if (event) send(event);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!allowed()) return;
    // Capturing: the suggestion list closes (and leaves the page) as soon as its own handlers run.
    document.addEventListener("click", onActivate, true);
    document.addEventListener("auxclick", onActivate, true);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("click", onActivate, true);
      document.removeEventListener("auxclick", onActivate, true);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, []);
}
