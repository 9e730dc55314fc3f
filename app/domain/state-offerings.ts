import { cardOfferings, type Offering, offeringsShown } from "./listed-facts.ts";
import type { StatePageData } from "./place-pages.ts";

/** What this page shows of its clinics: its cards, and the telehealth clinics licensed in the state. */
export function stateOfferings(statePage: StatePageData): Offering[] {
  return offeringsShown(
    [...statePage.clinics.map(cardOfferings), statePage.telehealth.clinics.length > 0 ? ["telehealth"] : []],
    ["ratings", "prices", "insurance", "telehealth"],
  );
}
