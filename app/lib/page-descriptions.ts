import { formatCount } from "../domain/count-label.ts";
import type { CityPageData, StatePageData } from "../domain/place-pages.ts";
import { formatRating } from "../domain/rating.ts";
import { STATE_PAGE_SIZE, type StateFacts } from "../domain/state-stats.ts";
import type { UsState } from "../domain/us-states.ts";

/**
 * Meta descriptions for pages whose descriptions come from data, as sentences, the most important first:
 * `describeInSentences` (through `pageMeta`) keeps each one that still fits.
 */

function count(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? "" : "s"}`;
}

const TRT_CLINIC = "testosterone replacement therapy clinic";

export function clinicDescription(clinic: {
  name: string;
  city: string;
  state: string;
  rating: number | null;
  reviewCount: number;
}): string[] {
  return [
    `${clinic.name}, a ${TRT_CLINIC} in ${clinic.city}, ${clinic.state}.`,
    clinic.rating === null
      ? ""
      : `Rated ${formatRating(clinic.rating)} from ${count(clinic.reviewCount, "review")}.`,
    "Services, prices, insurance, hours and telehealth options.",
  ];
}

/** The first page sums the state up; later pages say which clinics they hold, so each page reads as its own. */
export function stateDescription(
  statePage: Pick<StatePageData, "page" | "pageCount"> & {
    state: Pick<UsState, "name">;
    facts: Pick<StateFacts, "clinicsCount" | "averageRating">;
  },
): string[] {
  const { state, facts, page, pageCount } = statePage;
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
      "Prices, insurance and telehealth options.",
    ];
  }
  const rating = facts.averageRating;
  return [
    `Compare ${count(total, TRT_CLINIC)} in ${state.name}: prices, insurance and telehealth, city by city.`,
    rating === null
      ? ""
      : `Rated ${formatRating(rating.average)} on average across ${count(rating.rated, "rated clinic")}.`,
  ];
}

export function cityDescription(
  cityPage: Pick<CityPageData, "city" | "total" | "hasCentre"> & {
    state: Pick<UsState, "code" | "name">;
    clinics: readonly { name: string }[];
  },
): string[] {
  const { city, state, total, hasCentre, clinics } = cityPage;
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
      "Ratings, services, prices, insurance and telehealth options, and other cities in the state.",
    ];
  }
  return [
    `Compare ${count(total, TRT_CLINIC)} in ${city}, ${state.name}${hasCentre ? ", nearest first" : ""}.`,
    "Ratings, services, prices, insurance and telehealth options.",
  ];
}
