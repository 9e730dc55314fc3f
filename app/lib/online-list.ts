import { type PaymentFilters, withQuery, writePaymentFilters } from "../domain/search-params.ts";

export const ONLINE_PATH = "/tele-trt-clinics";

/**
 * A page of the online clinics' list: the text search, the state (when chosen), the insurance answer and the
 * maximum monthly price (when set) and the page number.
 */
export function onlineListHref(
  q: string,
  state: { code: string } | null,
  page: number,
  filters?: PaymentFilters,
): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (state) params.set("state", state.code);
  if (filters) writePaymentFilters(params, filters);
  if (page > 1) params.set("page", String(page));
  return withQuery(ONLINE_PATH, params);
}
