import { cityKey } from "../domain/city-key.ts";
import type { ClinicSearch } from "../domain/clinic-query.ts";
import { placeSearch } from "../domain/place.ts";
import { formatCoordinate, nearMeLabel, type SearchLocation } from "../domain/search-params.ts";
import type { PlaceArea } from "../domain/thin-pages.ts";
import { findState } from "../domain/us-states.ts";
import type { Gazetteer } from "./gazetteer/types.server.ts";

/** How the searched place was understood. */
export interface ResolvedPlace {
  /** What the 'Active Search' banner shows. */
  label: string;
  /** What the location box starts with. */
  inputText: string;
  /** The page heading: "TRT Clinics near Austin, TX". */
  heading: string;
  /** Two-letter state, when the place lies in one (for the online-clinic group). */
  stateCode: string | null;
  /** The point searched around, when the place is one (a ZIP, a city, a position). */
  point: { latitude: number; longitude: number } | null;
  /** The location was free text we could not place: clinics are matched by name and city instead. */
  textMatch: boolean;
  /** The state, or city in a state, the place names (not a position or unplaced text): its own page's place. */
  area: PlaceArea | null;
}

export interface PlaceResolution {
  place: ResolvedPlace | null;
  /** What the place asks of the search: a radius around its point, a state, a city or text. */
  search: Partial<ClinicSearch>;
}

const NO_PLACE: PlaceResolution = { place: null, search: {} };

function aroundPoint(place: ResolvedPlace & { point: object }, radiusMiles: number): PlaceResolution {
  return { place, search: { near: { ...place.point, radiusMiles } } };
}

/**
 * The one place resolver: what a search location (from a page URL or an API request) means, with the gazetteer.
 * A ZIP, a city or a position searches within `radiusMiles` of its point; a state lists the state's clinics; a
 * city the gazetteer does not know lists the clinics filed under that city; other text is matched against clinic
 * names and cities.
 */
export function resolvePlace(
  location: SearchLocation,
  gazetteer: Gazetteer,
  radiusMiles: number,
): PlaceResolution {
  switch (location.kind) {
    case "text": {
      const resolved = gazetteer.resolveLocation(location.text);
      const search = placeSearch(resolved, radiusMiles);
      switch (resolved.kind) {
        case "zip":
        case "city": {
          const place = {
            label: resolved.label,
            inputText: location.text,
            heading: `TRT Clinics near ${resolved.label}`,
            stateCode: resolved.stateCode,
            point: { latitude: resolved.latitude, longitude: resolved.longitude },
            textMatch: false,
            area: { stateCode: resolved.stateCode, city: resolved.city },
          };
          return { place, search };
        }
        case "state":
          return {
            place: {
              label: resolved.stateName,
              inputText: location.text,
              heading: `TRT Clinics in ${resolved.stateName}`,
              stateCode: resolved.stateCode,
              point: null,
              textMatch: false,
              area: { stateCode: resolved.stateCode, city: null },
            },
            search,
          };
        case "text":
          return {
            place: {
              label: resolved.text,
              inputText: location.text,
              heading: `TRT Clinics matching “${resolved.text}”`,
              stateCode: null,
              point: null,
              textMatch: true,
              area: null,
            },
            search,
          };
        case "none":
          return NO_PLACE;
      }
      return NO_PLACE;
    }
    case "city": {
      const state = findState(location.state);
      if (!state) {
        return resolvePlace(
          { kind: "text", text: `${location.city}, ${location.state}`, param: "location" },
          gazetteer,
          radiusMiles,
        );
      }
      const center = gazetteer.cityCenter(location.city, state.code);
      const label = `${center?.city ?? location.city}, ${state.code}`;
      if (center) {
        return aroundPoint(
          {
            label,
            inputText: label,
            heading: `TRT Clinics near ${label}`,
            stateCode: state.code,
            point: { latitude: center.latitude, longitude: center.longitude },
            textMatch: false,
            area: { stateCode: state.code, city: center.city },
          },
          radiusMiles,
        );
      }
      return {
        place: {
          label,
          inputText: label,
          heading: `TRT Clinics in ${label}`,
          stateCode: state.code,
          point: null,
          textMatch: false,
          area: { stateCode: state.code, city: location.city },
        },
        search: { state: state.code, cityKey: cityKey(location.city) },
      };
    }
    case "point": {
      const { latitude, longitude } = location;
      const nearest = gazetteer.nearestPlace(latitude, longitude);
      const coordinates = `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
      return aroundPoint(
        {
          label: location.nearMe ? nearMeLabel(latitude, longitude) : coordinates,
          inputText: nearest?.label ?? "",
          heading: location.nearMe
            ? "TRT Clinics Near You"
            : `TRT Clinics near ${nearest?.label ?? coordinates}`,
          stateCode: nearest?.stateCode ?? null,
          point: { latitude, longitude },
          textMatch: false,
          area: null,
        },
        radiusMiles,
      );
    }
    case "area":
      return {
        place: {
          label: "The map area",
          inputText: "",
          heading: "TRT Clinics in the map area",
          stateCode: null,
          point: null,
          textMatch: false,
          area: null,
        },
        search: { within: location.bounds },
      };
    case "near-me":
    case "none":
      return NO_PLACE;
  }
}
