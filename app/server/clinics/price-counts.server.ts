import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { countPriceSteps, type PriceStepCounts, priceLimits } from "../../domain/price-limit.ts";
import type { Directory } from "./directory.server.ts";
import { forEachMatch } from "./directory-query.server.ts";
import type { DirectorySnapshot } from "./directory-snapshot.server.ts";

/** The counts of the maximum price control over a search: its matches as they would be with each limit. */
export function priceStepCountsOf(
  snapshot: DirectorySnapshot,
  search: ClinicSearch,
  selected: number | null,
): PriceStepCounts {
  const prices: number[] = [];
  forEachMatch(snapshot, { ...search, maxMonthlyPrice: undefined }, (position) =>
    prices.push(snapshot.lowestMonthly[position] as number),
  );
  return countPriceSteps(prices, priceLimits(selected));
}

export async function priceStepCounts(
  directory: Directory,
  search: ClinicSearch,
  selected: number | null,
): Promise<PriceStepCounts> {
  const { snapshot } = await directory.current();
  return priceStepCountsOf(snapshot, search, selected);
}
