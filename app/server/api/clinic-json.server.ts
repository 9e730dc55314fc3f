import type { Clinic } from "../../domain/clinic.ts";
import type { ClinicMatch } from "../clinics/search.server.ts";

/** JSON of each shared clinic, kept as long as the clinic object itself (until the data changes). */
const clinicJson = new WeakMap<Readonly<Clinic>, string>();

function jsonOf(clinic: Readonly<Clinic>): string {
  let text = clinicJson.get(clinic);
  if (text === undefined) {
    text = JSON.stringify(clinic);
    clinicJson.set(clinic, text);
  }
  return text;
}

/**
 * The JSON array of a page of matches, as JSON.stringify would write the clinics with `distance` added last,
 * but serialising each clinic once rather than on every request.
 */
export function clinicMatchesJson(matches: ClinicMatch[]): string {
  let out = "[";
  for (let i = 0; i < matches.length; i++) {
    const { clinic, distance } = matches[i] as ClinicMatch;
    if (i > 0) out += ",";
    const text = jsonOf(clinic);
    out += distance === null ? text : `${text.slice(0, -1)},"distance":${JSON.stringify(distance)}}`;
  }
  return `${out}]`;
}
