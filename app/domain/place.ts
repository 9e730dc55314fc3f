import type { ClinicSearch } from "./clinic-query.ts";

/** What a search box's text means, as the gazetteer works it out. */

export interface ZipLocation {
  readonly kind: "zip";
  readonly zip: string;
  readonly city: string;
  readonly stateCode: string;
  readonly latitude: number;
  readonly longitude: number;
  /** "Austin, TX 78701" */
  readonly label: string;
}

export interface CityLocation {
  readonly kind: "city";
  readonly city: string;
  readonly stateCode: string;
  readonly latitude: number;
  readonly longitude: number;
  /** 0 when unknown (a city we only know from ZIP codes). */
  readonly population: number;
  /** "Austin, TX" */
  readonly label: string;
}

export interface StateLocation {
  readonly kind: "state";
  readonly stateCode: string;
  readonly stateName: string;
  /** Population-weighted centre of the state's places. */
  readonly latitude: number;
  readonly longitude: number;
  /** "Texas" */
  readonly label: string;
}

/** Text we could not place; `text` is the cleaned input (trimmed, spaces collapsed, at most 200 characters). */
export interface TextLocation {
  readonly kind: "text";
  readonly text: string;
  readonly label: string;
}

export interface NoLocation {
  readonly kind: "none";
}

export type ResolvedLocation = ZipLocation | CityLocation | StateLocation | TextLocation | NoLocation;

/**
 * What a place asks of a search: clinics within the radius of a ZIP or a city, the clinics of a state, or the
 * text matched against clinic names and cities. The one rule pages and the API share.
 */
export function placeSearch(resolved: ResolvedLocation, radiusMiles: number): Partial<ClinicSearch> {
  switch (resolved.kind) {
    case "zip":
    case "city":
      return { near: { latitude: resolved.latitude, longitude: resolved.longitude, radiusMiles } };
    case "state":
      return { state: resolved.stateCode };
    case "text":
      return { text: resolved.text };
    case "none":
      return {};
  }
}
