import { type PriceSpread, priceSpread } from "../../domain/price-spread.ts";
import type { Directory } from "./directory.server.ts";

/**
 * The spread of every listed clinic's lowest monthly price (the snapshot's `lowestMonthly`, Infinity for a
 * clinic that lists none): the figures of the finder's cost answer, once per data version.
 */
export function listedMonthlyPriceSpread(directory: Directory): Promise<PriceSpread | null> {
  return directory.derived("listed-monthly-price-spread", ({ snapshot }) =>
    priceSpread(snapshot.lowestMonthly),
  );
}
