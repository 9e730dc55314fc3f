import { cityKey, citySlug } from "./city-key.ts";

/** The one canonical URL of a city page: cityPath("St. Louis", "MO") -> "/city/st-louis/mo". */
export function cityPath(city: string, stateCode: string): string {
  return `/city/${citySlug(city)}/${stateCode.trim().toLowerCase()}`;
}

/** A readable name from a URL's city when nothing better is known: "salt-lake-city" -> "Salt Lake City". */
export function cityNameFromParam(param: string): string {
  return cityKey(param)
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The spec's city heading: the city's first letter capitalised, the state upper-cased. */
export function cityHeading(city: string, stateCode: string): string {
  const name = city.trim();
  return `Best TRT Clinics in ${name.charAt(0).toUpperCase()}${name.slice(1)}, ${stateCode.trim().toUpperCase()}`;
}
