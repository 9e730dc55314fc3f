import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { type FocusMark, findMarked, markOf } from "./focus-mark.ts";
import { routeChange } from "./route-change.ts";

/** Long enough for screen readers to notice the region was emptied, so the same text is read again. */
const ANNOUNCE_DELAY_MS = 100;

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/** What had focus when the visitor left each history entry, by location key, for Back and Forward. */
const leftFrom = new Map<string, FocusMark>();

/** The page's own choice (`data-route-focus`), else its main heading, else the main region. */
function pageTarget(): HTMLElement | null {
  const main = document.getElementById("main");
  return (
    main?.querySelector<HTMLElement>("[data-route-focus]") ?? main?.querySelector<HTMLElement>("h1") ?? main
  );
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
 * summary (`data-route-summary`). The first page load moves nothing. See docs/decisions/0016.
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
    if (change === "in-place") {
      if (!focusIsOnThePage()) {
        const heading = leaving?.sectionHeadingId ? document.getElementById(leaving.sectionHeadingId) : null;
        focusOn(heading ?? pageTarget(), false);
      }
      announcement = document.querySelector("[data-route-summary]")?.textContent?.trim() ?? "";
    } else if (change === "return") {
      const mark = leftFrom.get(location.key);
      focusOn((mark && findMarked(mark)) ?? pageTarget(), true);
    } else {
      const anchor = hashTarget(location.hash);
      focusOn(anchor ?? pageTarget(), anchor !== null);
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
