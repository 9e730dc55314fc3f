import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { FINDER_RESULTS_ID, ONLINE_RESULTS_ID, SEARCH_RESULTS_ID } from "../domain/results-ids.ts";

/** The results of each results page: the element "Skip to results" leads to. */
const RESULTS_OF: Record<string, string> = {
  "/search": SEARCH_RESULTS_ID,
  "/trt-clinics-near-me": FINDER_RESULTS_ID,
  "/tele-trt-clinics": ONLINE_RESULTS_ID,
};

/** Focus moves to the results too (the browser alone only moves where the next Tab starts). */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.matches("a[href], button, input, select, textarea, [tabindex]"))
    target.setAttribute("tabindex", "-1");
  target.focus();
  target.scrollIntoView({ block: "start" });
}

/**
 * A second skip link on the pages that list clinics, straight past the header, the search form and the filters
 * to the first result (docs/decisions/0046).
 */
export function ResultsSkipLink() {
  const { pathname } = useLocation();
  const id = RESULTS_OF[pathname];
  if (!id) return null;
  return (
    <a href={`#${id}`} className="skip-link" onClick={(event) => focusTarget(event, id)}>
      Skip to results
    </a>
  );
}
