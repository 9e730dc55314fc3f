import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { type FocusMark, findMarked, markOf } from "./focus-mark.ts";
import { routeChange } from "./route-change.ts";

/** Long enough for screen readers to notice the region was emptied, so the same text is read again. */
const ANNOUNCE_DELAY_MS = 100;

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/** The element a "Skip to results" link leads to on /search: its list (or map) of results. */
export { SEARCH_RESULTS_ID as RESULTS_ID } from "../domain/results-ids.ts";
/** The heading of a search's zero state (zero-results.tsx). */
export const ZERO_RESULTS_HEADING_ID = "zero-results-heading";
/** What the zero state says, read out when it appears (zero-results.tsx). */
const ZERO_RESULTS_ANNOUNCED = "[data-zero-results-announce]";

/**
 * Navigation options for filters submitted with Apply: refreshed in place like IN_PLACE, then focus and an
 * announcement go to the result count or the zero state (docs/decisions/0046).
 */
export const FILTERS_APPLIED = {
  preventScrollReset: true,
  state: { inPlace: true, focusResults: true },
} as const;

function wantsResultsFocus(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && (state as { focusResults?: unknown }).focusResults === true
  );
}

/** The zero state's heading and what it says, when the page shows one. */
function zeroResults(): { heading: HTMLElement; text: string } | null {
  const heading = document.getElementById(ZERO_RESULTS_HEADING_ID);
  if (!heading) return null;
  const text = [...document.querySelectorAll(ZERO_RESULTS_ANNOUNCED)]
    .map((element) => element.textContent?.trim().replace(/\s+/g, " ") ?? "")
    .filter(Boolean)
    .map((part) => (/[.?!]$/.test(part) ? part : `${part}.`))
    .join(" ");
  return { heading, text };
}

/** What had focus when the visitor left each history entry, by location key, for Back and Forward. */
const leftFrom = new Map<string, FocusMark>();

/**
 * The page's own choice (`data-route-focus`: its results, in which case a zero state in their place), else its
 * main heading, else the main region.
 */
function pageTarget(): HTMLElement | null {
  const main = document.getElementById("main");
  const chosen = main?.querySelector<HTMLElement>("[data-route-focus]");
  if (chosen) return zeroResults()?.heading ?? chosen;
  return main?.querySelector<HTMLElement>("h1") ?? main;
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function focusOn(element: HTMLElement | null, preventScroll: boolean) {
  if (!element) return;
  if (!element.matches(FOCUSABLE)) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll });
}

function focusIsOnThePage(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
}

/**
 * Client-side navigations, made known to keyboard and screen reader users. A new page (or a new search) moves
 * focus to its heading and announces its title; Back and Forward return focus to the control used to leave
 * that page; a refresh in place (IN_PLACE) leaves focus on the control and announces the page's results
 * summary (`data-route-summary`), or after Apply (FILTERS_APPLIED) moves focus there; a zero state is
 * announced, and focused in place of the results. The first page load moves nothing. See docs/decisions/0016
 * and 0046.
 */
export function RouteFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [message, setMessage] = useState("");
  const previous = useRef(location);
  const lastFocus = useRef<FocusMark | null>(null);

  useEffect(() => {
    const remember = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = event.type === "click" ? target?.closest("a[href], button") : target;
      if (control) lastFocus.current = markOf(control);
    };
    // Clicks too: some browsers do not focus a link or button that is clicked.
    document.addEventListener("focusin", remember);
    document.addEventListener("click", remember, true);
    return () => {
      document.removeEventListener("focusin", remember);
      document.removeEventListener("click", remember, true);
    };
  }, []);

  useEffect(() => {
    const before = previous.current;
    if (before.key === location.key) return;
    previous.current = location;
    const change = routeChange(before, location, navigationType);
    if (change === "none") return;
    const leaving = lastFocus.current;
    if (leaving) leftFrom.set(before.key, leaving);

    let announcement = document.title;
    const zero = zeroResults();
    if (change === "in-place") {
      const summary = document.querySelector<HTMLElement>("[data-route-summary]");
      if (wantsResultsFocus(location.state)) {
        focusOn(zero?.heading ?? summary ?? pageTarget(), false);
      } else if (!focusIsOnThePage()) {
        const heading = leaving?.sectionHeadingId ? document.getElementById(leaving.sectionHeadingId) : null;
        focusOn(heading ?? pageTarget(), false);
      }
      announcement = zero?.text || (summary?.textContent?.trim() ?? "");
    } else if (change === "return") {
      const mark = leftFrom.get(location.key);
      focusOn((mark && findMarked(mark)) ?? pageTarget(), true);
    } else {
      const anchor = hashTarget(location.hash);
      focusOn(anchor ?? pageTarget(), anchor !== null);
      if (zero?.text) announcement = `${announcement}. ${zero.text}`;
    }

    setMessage("");
    if (!announcement) return;
    const timer = window.setTimeout(() => setMessage(announcement), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location, navigationType]);

  return (
    <p id="route-announcer" role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
