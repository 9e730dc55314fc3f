import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { type InsuranceOption, insuranceOptions } from "../../domain/insurance.ts";
import { type PriceOption, priceOptions } from "../../domain/price-limit.ts";
import type { SearchFilters } from "../../domain/search-params.ts";
import { listInsurance } from "./catalog.server.ts";
import type { Directory } from "./directory.server.ts";
import { priceStepCounts } from "./price-counts.server.ts";

/** The choices of the insurance question and the monthly price control of a list (decision 44). */
export interface PaymentChoices {
  insurance: InsuranceOption[];
  /** "Up to $150/mo (12)": counts over the list's search with every other filter in force. */
  prices: PriceOption[];
}

/** The choices for a list whose clinics `search` finds (its maximum price is left out of the counts). */
export async function paymentChoices(
  directory: Directory,
  search: ClinicSearch,
  filters: Pick<SearchFilters, "insurance" | "maxPrice">,
): Promise<PaymentChoices> {
  const [catalog, counts] = await Promise.all([
    listInsurance(directory).catch(() => []),
    priceStepCounts(directory, search, filters.maxPrice).catch(() => null),
  ]);
  return {
    insurance: insuranceOptions(catalog, filters.insurance),
    prices: priceOptions(filters.maxPrice, counts),
  };
}
