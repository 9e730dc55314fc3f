import { formatCount } from "../domain/count-label.ts";
import {
  joinWords,
  type Offering,
  offeringsPhrase,
  offeringsSentence,
  offeringsShown,
} from "../domain/listed-facts.ts";
import type { CityPageData, StatePageData } from "../domain/place-pages.ts";
import { formatRating } from "../domain/rating.ts";
import { STATE_PAGE_SIZE, type StateFacts } from "../domain/state-stats.ts";
import type { UsState } from "../domain/us-states.ts";

/**
 * Meta descriptions for pages whose descriptions come from data, as sentences, the most important first:
 * `describeInSentences` (through `pageMeta`) keeps each one that still fits. They name only what the page
 * shows of at least one of its clinics (`offerings`, listed-facts.ts): no prices, insurance or hours where the
 * clinics list none (docs/decisions/0033).
 */

function count(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? "" : "s"}`;
}

const TRT_CLINIC = "testosterone replacement therapy clinic";

/** What a clinic's description may name of what its profile lists, in this order. */
export const CLINIC_OFFERINGS: readonly Offering[] = [
  "services",
  "prices",
  "insurance",
  "hours",
  "telehealth",
];

export function clinicDescription(clinic: {
  name: string;
  city: string;
  state: string;
  rating: number | null;
  reviewCount: number;
  phone: string | null;
  npi: string | null;
  /** What the profile shows of the clinic (clinicOfferings). */
  offerings: readonly Offering[];
}): string[] {
  const listed = offeringsShown([clinic.offerings], CLINIC_OFFERINGS);
  return [
    `${clinic.name}, a ${TRT_CLINIC} in ${clinic.city}, ${clinic.state}.`,
    clinic.rating === null
      ? ""
      : `Rated ${formatRating(clinic.rating)} from ${count(clinic.reviewCount, "review")}.`,
    listed.length > 0
      ? offeringsSentence(listed)
      : `Its ${joinWords(["address", ...(clinic.phone ? ["phone number"] : []), ...(clinic.npi ? ["NPI registry record"] : [])])}, with directions.`,
  ];
}

/** What a state page's description may name, of what its cards and telehealth list show. */
export const STATE_OFFERINGS: readonly Offering[] = ["prices", "insurance", "telehealth"];

/** The first page sums the state up; later pages say which clinics they hold, so each page reads as its own. */
export function stateDescription(
  statePage: Pick<StatePageData, "page" | "pageCount"> & {
    state: Pick<UsState, "name">;
    facts: Pick<StateFacts, "clinicsCount" | "averageRating">;
  },
  offerings: readonly Offering[],
): string[] {
  const { state, facts, page, pageCount } = statePage;
  const shown = offeringsShown([offerings], STATE_OFFERINGS);
  const total = facts.clinicsCount;
  if (total === 0) {
    return [
      `Testosterone replacement therapy in ${state.name}: telehealth clinics licensed in the state, and how to find care nearby.`,
    ];
  }
  if (page > 1) {
    const first = (page - 1) * STATE_PAGE_SIZE + 1;
    const last = Math.min(page * STATE_PAGE_SIZE, total);
    return [
      `Clinics ${first}–${last} of the ${count(total, TRT_CLINIC)} in ${state.name}, best rated first (page ${page} of ${pageCount}).`,
      offeringsSentence(shown),
    ];
  }
  const rating = facts.averageRating;
  return [
    `Compare ${count(total, TRT_CLINIC)} in ${state.name}${
      shown.length > 0 ? `: ${offeringsPhrase(shown, { telehealth: "telehealth" })}` : ""
    }, city by city.`,
    rating === null
      ? ""
      : `Rated ${formatRating(rating.average)} on average across ${count(rating.rated, "rated clinic")}.`,
  ];
}

/** What a city page's description may name, of what its cards and summary show. */
export const CITY_OFFERINGS: readonly Offering[] = [
  "ratings",
  "services",
  "prices",
  "insurance",
  "telehealth",
];

export function cityDescription(
  cityPage: Pick<CityPageData, "city" | "total" | "hasCentre"> & {
    state: Pick<UsState, "code" | "name">;
    clinics: readonly { name: string }[];
  },
  offerings: readonly Offering[],
): string[] {
  const { city, state, total, hasCentre, clinics } = cityPage;
  const shown = offeringsShown([offerings], CITY_OFFERINGS);
  const only = clinics[0];
  if (total === 0) {
    return [
      `No TRT clinics are listed in ${city}, ${state.code} yet.`,
      `Find clinics nearby in ${state.name} or online.`,
    ];
  }
  if (total === 1 && only) {
    return [
      `${only.name}, the one ${TRT_CLINIC} listed in ${city}, ${state.name}.`,
      shown.length > 0
        ? offeringsSentence(shown, ", and other cities in the state")
        : "Nearby and online clinics, and other cities in the state.",
    ];
  }
  return [
    `Compare ${count(total, TRT_CLINIC)} in ${city}, ${state.name}${hasCentre ? ", nearest first" : ""}.`,
    offeringsSentence(shown),
  ];
}
