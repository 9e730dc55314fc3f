import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { inBounds, type MapBounds } from "../../domain/map-bounds.ts";
import { type DirectorySnapshot, FLAG } from "./directory-snapshot.server.ts";

function requiredBits(
  ids: string[] | undefined,
  bits: Map<string, number>,
  words: number,
): Uint32Array | null | false {
  if (!ids || ids.length === 0) return null;
  const mask = new Uint32Array(words);
  for (const id of ids) {
    const bit = bits.get(id);
    if (bit === undefined) return false; // an id no clinic can have
    mask[bit >>> 5] = (mask[bit >>> 5] as number) | (1 << (bit & 31));
  }
  return mask;
}

function hasAll(set: Uint32Array, position: number, words: number, mask: Uint32Array): boolean {
  const base = position * words;
  for (let w = 0; w < words; w++) {
    const need = mask[w] as number;
    if (((set[base + w] as number) & need) !== need) return false;
  }
  return true;
}

function hasAny(set: Uint32Array, position: number, words: number, mask: Uint32Array): boolean {
  const base = position * words;
  for (let w = 0; w < words; w++) if (((set[base + w] as number) & (mask[w] as number)) !== 0) return true;
  return false;
}

const licenceMasks = new WeakMap<DirectorySnapshot, Map<string, Uint8Array>>();

/** One byte per clinic, 1 where it is licensed in the state; built once per snapshot and state. */
function licenceMask(snapshot: DirectorySnapshot, state: string): Uint8Array | null {
  const positions = snapshot.licensedIn.get(state);
  if (!positions) return null;
  let masks = licenceMasks.get(snapshot);
  if (!masks) {
    masks = new Map();
    licenceMasks.set(snapshot, masks);
  }
  let mask = masks.get(state);
  if (!mask) {
    mask = new Uint8Array(snapshot.count);
    for (const position of positions) mask[position] = 1;
    masks.set(state, mask);
  }
  return mask;
}

/** Every filter of a search except the radius, compiled for testing positions with `passes`. */
export interface DirectoryFilter {
  /** A clinic passes when (flags & flagMask) === flagValue: required options, and featured or not. */
  flagMask: number;
  flagValue: number;
  /** Lowest rating, or -Infinity for any (clinics without a rating have -1). */
  minRating: number;
  /** Highest lowest-monthly-price in dollars, or Infinity for any (a clinic with no monthly price has Infinity). */
  maxPrice: number;
  services: Uint32Array | null;
  /** Whether any of the filters below is set; they are rare, so they are checked apart. */
  rare: boolean;
  state: string | null;
  cityKey: string | null;
  text: string | null;
  insurance: Uint32Array | null;
  anyInsurance: Uint32Array | null;
  licensed: Uint8Array | null;
  within: MapBounds | null;
}

/** The search's filters in the form `passes` tests; null when no clinic can match. */
export function compileFilter(snapshot: DirectorySnapshot, search: ClinicSearch): DirectoryFilter | null {
  const s = snapshot;
  const services = requiredBits(search.services, s.serviceBit, s.serviceWords);
  const insurance = requiredBits(search.insurance, s.insuranceBit, s.insuranceWords);
  const anyInsurance = search.anyInsurance
    ? requiredBits(
        search.anyInsurance.filter((id) => s.insuranceBit.has(id)),
        s.insuranceBit,
        s.insuranceWords,
      )
    : null;
  if (services === false || insurance === false) return null;
  if (search.anyInsurance && !anyInsurance) return null;

  let licensed: Uint8Array | null = null;
  if (search.licensedIn) {
    licensed = licenceMask(s, search.licensedIn);
    if (!licensed) return null;
  }
  const required =
    (search.telehealth ? FLAG.telehealth : 0) |
    (search.telemedicine ? FLAG.videoConsult : 0) |
    (search.onlinePrescriptions ? FLAG.ePrescriptions : 0);
  const filter: DirectoryFilter = {
    flagMask: required | (search.featured === undefined ? 0 : FLAG.featured),
    flagValue: required | (search.featured ? FLAG.featured : 0),
    minRating:
      search.minRating !== undefined && search.minRating > 0 ? search.minRating : Number.NEGATIVE_INFINITY,
    maxPrice: search.maxMonthlyPrice ?? Number.POSITIVE_INFINITY,
    services: services || null,
    rare: false,
    state: search.state ?? null,
    cityKey: search.cityKey ?? null,
    text: search.text ? search.text.toLowerCase() : null,
    insurance: insurance || null,
    anyInsurance: anyInsurance || null,
    licensed,
    within: search.within ?? null,
  };
  filter.rare =
    filter.state !== null ||
    filter.cityKey !== null ||
    filter.text !== null ||
    filter.insurance !== null ||
    filter.anyInsurance !== null ||
    filter.licensed !== null ||
    filter.within !== null;
  return filter;
}

function passesRare(s: DirectorySnapshot, f: DirectoryFilter, p: number): boolean {
  if (f.state !== null && s.state[p] !== f.state) return false;
  if (f.cityKey !== null && s.cityKey[p] !== f.cityKey) return false;
  if (f.insurance !== null && !hasAll(s.insurance, p, s.insuranceWords, f.insurance)) return false;
  if (f.anyInsurance !== null && !hasAny(s.insurance, p, s.insuranceWords, f.anyInsurance)) return false;
  if (f.licensed !== null && f.licensed[p] !== 1) return false;
  if (f.within !== null && !inBounds(f.within, s.latitude[p] as number, s.longitude[p] as number))
    return false;
  if (
    f.text !== null &&
    !(s.nameLower[p] as string).includes(f.text) &&
    !(s.cityLower[p] as string).includes(f.text)
  )
    return false;
  return true;
}

/**
 * Whether the clinic at a position passes every filter. A small plain function of plain data (no closure
 * per search), so the engine inlines it into the scanning loop; the rarely used filters live apart.
 */
export function passes(s: DirectorySnapshot, f: DirectoryFilter, p: number): boolean {
  if (((s.flags[p] as number) & f.flagMask) !== f.flagValue) return false;
  if ((s.rating[p] as number) < f.minRating) return false;
  // A clinic without a monthly price (Infinity) passes only when there is no maximum.
  if ((s.lowestMonthly[p] as number) > f.maxPrice) return false;
  if (f.services !== null && !hasAll(s.services, p, s.serviceWords, f.services)) return false;
  return !f.rare || passesRare(s, f, p);
}

/** Whether a position passes a search's filters (not its radius or area): for lists the directory keeps apart. */
export function matcher(snapshot: DirectorySnapshot, search: ClinicSearch): (position: number) => boolean {
  const filter = compileFilter(snapshot, search);
  if (!filter) return () => false;
  return (position) => passes(snapshot, filter, position);
}
