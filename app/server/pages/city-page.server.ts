import { cityKey } from "../../domain/city-key.ts";
import { cityNameFromParam, cityPath } from "../../domain/city-url.ts";
import { acceptsInsuranceByName } from "../../domain/insurance.ts";
import type { CityPageData } from "../../domain/place-pages.ts";
import { averageRating } from "../../domain/state-stats.ts";
import { hasControlCharacters } from "../../domain/text-input.ts";
import { toClinicCard } from "../../domain/to-clinic-card.ts";
import { findState, type UsState } from "../../domain/us-states.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { cityPlace } from "../clinics/directory-snapshot.server.ts";
import { demoOnlyCities, stateFacts } from "../clinics/directory-views.server.ts";
import { searchClinics } from "../clinics/search.server.ts";
import type { Gazetteer } from "../gazetteer/types.server.ts";

export const CITY_PAGE_LIMIT = 100;
const MAX_CITY_LENGTH = 100;

export type { CityPageData };

export type CityPageResult =
  | { kind: "not-found" }
  | { kind: "redirect"; location: string }
  | { kind: "found"; data: CityPageData };

interface CityPageInput {
  directory: Directory;
  gazetteer: Gazetteer;
  city: string | undefined;
  state: string | undefined;
}

function parseCity(text: string | undefined): string | null {
  const city = text?.trim() ?? "";
  if (!city || city.length > MAX_CITY_LENGTH) return null;
  if (hasControlCharacters(city)) return null;
  return cityKey(city) ? city : null;
}

function parseState(text: string | undefined): UsState | undefined {
  const state = text?.trim() ?? "";
  if (!state || state.length > 40) return undefined;
  return findState(state.replaceAll("-", " "));
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/**
 * A city page: the city's clinics nearest its centre first. Any spelling of the city and state is accepted
 * and answered with a redirect to the canonical path; a city neither the gazetteer nor any clinic knows is
 * not found.
 */
export async function loadCityPage(input: CityPageInput): Promise<CityPageResult> {
  const cityText = parseCity(input.city);
  const state = parseState(input.state);
  if (!cityText || !state) return { kind: "not-found" };
  const key = cityKey(cityText);
  const centre = input.gazetteer.cityCenter(cityText, state.code);
  const [{ clinics, total }, facts, demoOnly] = await Promise.all([
    searchClinics(input.directory, {
      state: state.code,
      cityKey: key,
      distanceFrom: centre ? { latitude: centre.latitude, longitude: centre.longitude } : undefined,
      sort: centre ? "distance" : "rating",
      limit: CITY_PAGE_LIMIT,
    }),
    stateFacts(input.directory, state.code),
    demoOnlyCities(input.directory),
  ]);
  if (!centre && total === 0) return { kind: "not-found" };

  const gazetteerName = centre && cityKey(centre.city) === key ? centre.city : undefined;
  const city =
    gazetteerName ?? mostCommon(clinics.map((clinic) => clinic.city)) ?? cityNameFromParam(cityText);
  const canonical = cityPath(city, state.code);
  // Route parameters arrive decoded: "/city/St.%20Louis/MO" gives "St. Louis" and "MO".
  if (`/city/${input.city}/${input.state}` !== canonical) return { kind: "redirect", location: canonical };

  const now = new Date();
  const cards = clinics.map((clinic) => toClinicCard(clinic, now));
  return {
    kind: "found",
    data: {
      city,
      state,
      clinics: cards,
      total,
      hasCentre: centre !== undefined,
      otherCities: facts.topCities.filter((other) => cityKey(other.city) !== key).slice(0, 8),
      summary: {
        virtualCare: cards.filter((card) => card.virtualCare).length,
        insurance: clinics.filter((clinic) => acceptsInsuranceByName(clinic.acceptedInsurance)).length,
        featured: cards.filter((card) => card.featured).length,
        rating: averageRating(cards.map((card) => card.rating)),
      },
      listsOnlyDemo: demoOnly.has(cityPlace(state.code, key)),
    },
  };
}
