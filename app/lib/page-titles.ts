import { cityHeading } from "../domain/city-url.ts";
import { shortenAtWord, TITLE_MAX_LENGTH } from "./meta-text.ts";

/**
 * Title texts for pages whose titles come from data, the preferred first: `fitTitle` (through `pageMeta`)
 * takes the first that fits, so the longer, spec-shaped title stays wherever it fits.
 */

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** Name and place; then the name with less of its place; then the name alone (shortened if need be). */
export function clinicTitles(clinic: { name: string; city: string; state: string }): string[] {
  const { name, city, state } = clinic;
  return [
    `${name}: TRT Clinic in ${city}, ${state}`,
    `${name}, ${city}, ${state}`,
    `${name}, ${state}`,
    name,
  ];
}

/** "TRT Clinics in Texas: Compare 76 Clinics", with " (Page 2)" after the first page. */
export function stateTitles(stateName: string, clinicsCount: number, page: number): string[] {
  const pageLabel = page > 1 ? ` (Page ${page})` : "";
  const short = `TRT Clinics in ${stateName}${pageLabel}`;
  if (clinicsCount === 0) return [short];
  return [`TRT Clinics in ${stateName}: Compare ${count(clinicsCount, "Clinic")}${pageLabel}`, short];
}

/** The spec's heading "Best TRT Clinics in Austin, TX" with the count; then without it; then shorter. */
export function cityTitles(city: string, stateCode: string, clinicsCount: number): string[] {
  const heading = cityHeading(city, stateCode);
  const titles = [heading, `TRT Clinics in ${city}, ${stateCode}`];
  return clinicsCount > 0 ? [`${heading} (${count(clinicsCount, "Clinic")})`, ...titles] : titles;
}

/**
 * An article's headline; then its part before the first colon; then that part shortened. A closing label in
 * parentheses, such as "(Sponsored)", stays on every form: paid content is always labelled.
 */
export function headlineTitles(headline: string, max = TITLE_MAX_LENGTH): string[] {
  const label = /\s(\([^()]+\))$/.exec(headline)?.[1] ?? "";
  const body = label ? headline.slice(0, -label.length).trim() : headline.trim();
  const colon = body.indexOf(": ");
  const head = colon > 0 ? body.slice(0, colon) : body;
  const labelled = (text: string) => (label ? `${text} ${label}` : text);
  const room = label ? max - label.length - 1 : max;
  return [...new Set([headline.trim(), labelled(head), labelled(shortenAtWord(head, room))])];
}
