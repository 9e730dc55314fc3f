/** One row of data/gazetteer/zips.json. */
export type ZipRow = [zip: string, city: string, stateCode: string, latitude: number, longitude: number];

/** One row of data/gazetteer/places.json (GeoNames populated places, population >= 1000). */
export type PlaceRow = [
  name: string,
  stateCode: string,
  population: number,
  latitude: number,
  longitude: number,
];

export interface ZipRecord {
  readonly zip: string;
  readonly city: string;
  readonly stateCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** A city's centre: the GeoNames place, or else the average of the city's ZIP centroids (population 0). */
export interface CityCenter {
  readonly city: string;
  readonly stateCode: string;
  readonly latitude: number;
  readonly longitude: number;
  /** 0 when unknown (a city we only know from ZIP codes). */
  readonly population: number;
}

/** A place offered while the user types, or one of a state's biggest places. */
export interface LocationSuggestion {
  readonly name: string;
  readonly stateCode: string;
  readonly stateName: string;
  readonly population: number;
  readonly latitude: number;
  readonly longitude: number;
  /** "Austin, TX" */
  readonly label: string;
}

export type {
  CityLocation,
  NoLocation,
  ResolvedLocation,
  StateLocation,
  TextLocation,
  ZipLocation,
} from "../../domain/place.ts";

import type { ResolvedLocation } from "../../domain/place.ts";

export interface NearestPlace {
  readonly city: string;
  readonly stateCode: string;
  /** "Denver, CO" */
  readonly label: string;
  /** Rounded to 0.01 mile. */
  readonly distanceMiles: number;
}

export interface Gazetteer {
  /** What a search box's text means: a ZIP, a city, a state, or just text. Never throws. */
  resolveLocation(text: string): ResolvedLocation;
  /** Places for an autocomplete list: at most `limit` (default 8, capped at 50); [] for fewer than two
   * non-space characters. The text anywhere in the name, state name, state code or "name, code"; names
   * starting with it first, then larger population (app/domain/suggestion-ranking.ts). */
  suggestLocations(text: string, limit?: number): LocationSuggestion[];
  /** The nearest place (population >= 1000) within 100 miles, or null. Never throws. */
  nearestPlace(latitude: number, longitude: number): NearestPlace | null;
  /** A ZIP ("78701" or "78701-1234"), or undefined. */
  zip(zip: string): ZipRecord | undefined;
  /** A city's centre by name ("St. Louis", "saint louis", "st-louis") and state code (or state name). */
  cityCenter(city: string, stateCode: string): CityCenter | undefined;
  /** The biggest places of a state (code or name), most populous first. */
  statePlaces(stateCode: string, limit: number): LocationSuggestion[];
  readonly counts: { readonly zips: number; readonly places: number };
}
