import type { AppServices } from "../../context.ts";
import { distanceText } from "../../domain/approximate-location.ts";
import type { Clinic } from "../../domain/clinic.ts";
import type { ComparedClinic, CompareOrigin, FoundClinic } from "../../domain/compare-facts.ts";
import { COMPARE_PARAM, chooseCompared, parseCompareSelection } from "../../domain/compare-selection.ts";
import { parseLocation } from "../../domain/search-params.ts";
import { cleanText } from "../../domain/text-input.ts";
import { verificationOf } from "../../domain/verification.ts";
import { haversineMiles } from "../gazetteer/distance.server.ts";
import { resolvePlace } from "../place-resolver.server.ts";

/** Clinics offered when the visitor looks one up by name to add it. */
export const FIND_LIMIT = 8;
/** Shortest name search: one or two letters match most of the directory. */
export const FIND_MIN_LENGTH = 3;
const FIND_MAX_LENGTH = 80;

export interface ComparePageData {
  /** Entries of the address that are not clinic addresses. */
  invalid: string[];
  /** Clinics of the address past the third. */
  overLimit: string[];
  /** The chosen clinics that exist, in the visitor's order. */
  clinics: ComparedClinic[];
  /** Valid addresses of no listed clinic. */
  unknown: string[];
  origin: CompareOrigin;
  /** The name search for a clinic to add: its text (possibly too short) and the clinics it found. */
  find: { text: string; results: FoundClinic[]; tooShort: boolean } | null;
  /** The UTC day the page was made (YYYY-MM-DD): prices over 12 months old before it say so. */
  today: string;
}

function originOf(params: URLSearchParams, services: AppServices): CompareOrigin {
  const location = parseLocation(params);
  if (location.kind !== "text" && location.kind !== "point" && location.kind !== "city")
    return { kind: "none" };
  const { place } = resolvePlace(location, services.gazetteer, 50);
  const inputText = location.kind === "text" ? location.text : (place?.inputText ?? "");
  if (!place?.point) return { kind: "unplaced", inputText };
  return { kind: "place", label: place.label, inputText, ...place.point };
}

function distanceFrom(origin: CompareOrigin, clinic: Clinic): string | null {
  if (origin.kind !== "place" || clinic.latitude === null || clinic.longitude === null) return null;
  const miles = haversineMiles(origin.latitude, origin.longitude, clinic.latitude, clinic.longitude);
  return distanceText(miles, clinic, { from: `from ${origin.label}` });
}

async function findClinics(
  text: string,
  chosen: readonly string[],
  services: AppServices,
): Promise<FoundClinic[]> {
  const { matches } = await services.directory.search({
    text,
    sort: "name",
    limit: FIND_LIMIT + chosen.length,
  });
  return matches
    .map(({ clinic }) => ({ slug: clinic.slug, name: clinic.name, city: clinic.city, state: clinic.state }))
    .filter((clinic) => !chosen.includes(clinic.slug))
    .slice(0, FIND_LIMIT);
}

/**
 * The compare page from its URL: `c` (the clinics, see parseCompareSelection), `location` or `lat`/`lng` (to
 * measure distances from) and `find` (a name search for a clinic to add). Nothing in the URL can make it fail:
 * what it cannot use is named on the page.
 */
export async function loadComparePage(services: AppServices, url: URL, now: Date): Promise<ComparePageData> {
  const params = url.searchParams;
  const selection = parseCompareSelection(params.getAll(COMPARE_PARAM));
  const found = await Promise.all(selection.slugs.map((slug) => services.directory.bySlug(slug)));
  const origin = originOf(params, services);
  const { shown, unknown, overLimit } = chooseCompared(selection, found);
  const clinics: ComparedClinic[] = shown.map((clinic) => ({
    clinic,
    verification: verificationOf(clinic, now),
    distance: distanceFrom(origin, clinic),
  }));

  const findText = cleanText(params.get("find")).slice(0, FIND_MAX_LENGTH);
  let find: ComparePageData["find"] = null;
  if (findText) {
    const tooShort = Array.from(findText).length < FIND_MIN_LENGTH;
    const chosen = clinics.map(({ clinic }) => clinic.slug);
    const results = tooShort ? [] : await findClinics(findText, chosen, services);
    find = { text: findText, results, tooShort };
  }
  return {
    invalid: selection.invalid,
    overLimit,
    clinics,
    unknown,
    origin,
    find,
    today: now.toISOString().slice(0, 10),
  };
}
