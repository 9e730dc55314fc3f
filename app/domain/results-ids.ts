/**
 * The element ids of each results page's results, shared by the pages, "Skip to results" and the located
 * finder's link. A module of its own: every page loads the skip link, so it must not pull in search code.
 */
export const SEARCH_RESULTS_ID = "results";
export const FINDER_RESULTS_ID = "finder-results";
export const ONLINE_RESULTS_ID = "online-results";
