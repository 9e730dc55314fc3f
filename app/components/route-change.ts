/** How the page changed after a client-side navigation, which decides where focus goes and what is announced. */
export type RouteChange =
  /** Only the hash or the history state changed: the browser and the page handle it. */
  | "none"
  /** The page refreshed its results where the visitor is working (a filter, the sort, the view). */
  | "in-place"
  /** Back or Forward to a page seen before. */
  | "return"
  /** A new page, or a new search on the same page. */
  | "new-page";

export type NavigationKind = "POP" | "PUSH" | "REPLACE";

interface Place {
  pathname: string;
  search: string;
  state: unknown;
}

/** Navigation options for a change that refreshes the page in place: scroll position and focus stay put. */
export const IN_PLACE = { preventScrollReset: true, state: { inPlace: true } } as const;

export function isInPlace(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { inPlace?: unknown }).inPlace === true;
}

export function routeChange(previous: Place, next: Place, kind: NavigationKind): RouteChange {
  if (previous.pathname === next.pathname && previous.search === next.search) return "none";
  if (kind === "POP") return "return";
  if (previous.pathname === next.pathname && isInPlace(next.state)) return "in-place";
  return "new-page";
}
