import {
  type PaymentFilters,
  type SearchSort,
  withQuery,
  writePaymentFilters,
} from "../domain/search-params.ts";

import { ONLINE_PATH } from "./online-path.ts";

export { ONLINE_PATH };

/** The online list's orders: best rated first (its default), or as the visitor chose. */
export const ONLINE_SORTS = ["rating", "price", "reviews", "name"] as const satisfies readonly SearchSort[];
export type OnlineSort = (typeof ONLINE_SORTS)[number];

/**
 * A page of the online clinics' list: the text search, the state (when chosen), the insurance answer and the
 * maximum monthly price (when set), the order (when not the default) and the page number.
 */
export function onlineListHref(
  q: string,
  state: { code: string } | null,
  page: number,
  filters?: PaymentFilters,
  sort: OnlineSort = "rating",
): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (state) params.set("state", state.code);
  if (filters) writePaymentFilters(params, filters);
  if (sort !== "rating") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return withQuery(ONLINE_PATH, params);
}
