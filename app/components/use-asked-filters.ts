import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { SearchFilters } from "../domain/search-params.ts";

/**
 * For filters that refresh the results in place: the filters a change applies to. While the navigation a
 * change started is under way they are the filters asked for last, not those of the page on screen: the address
 * changes a step before React has drawn the new results, and a second choice made then keeps the first
 * (decision 54). Once the navigation is over, the page's own filters.
 */
export function useAskedFilters(shown: SearchFilters): (changes: Partial<SearchFilters>) => SearchFilters {
  const navigation = useNavigation();
  const asked = useRef<SearchFilters | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") asked.current = null;
  }, [navigation.state]);
  return (changes) => {
    const filters = { ...(asked.current ?? shown), ...changes };
    asked.current = filters;
    return filters;
  };
}
