import { withQuery } from "../domain/search-params.ts";

export const ONLINE_PATH = "/tele-trt-clinics";

/** A page of the online clinics' list: the text search, the state (when chosen) and the page number. */
export function onlineListHref(q: string, state: { code: string } | null, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (state) params.set("state", state.code);
  if (page > 1) params.set("page", String(page));
  return withQuery(ONLINE_PATH, params);
}
