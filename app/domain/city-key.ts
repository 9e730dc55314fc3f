/**
 * The comparable form of a city name: "St. Louis", "Saint Louis" and "st-louis" all give "st louis";
 * "Salt Lake City" and "salt-lake-city" give "salt lake city".
 */
export function cityKey(city: string): string {
  return city
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^saint /, "st ")
    .replace(/ saint /g, " st ")
    .replace(/^fort /, "ft ")
    .replace(/^mount /, "mt ");
}

/** The URL form of a city: "St. Louis" -> "st-louis". */
export function citySlug(city: string): string {
  return cityKey(city).replaceAll(" ", "-");
}
