import { PRICE_RANGES } from "../../domain/catalog.ts";
import { type DirectorySnapshot, FLAG } from "./directory-snapshot.server.ts";
import type { ClinicSearch } from "./search.server.ts";

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
  requiredFlags: number;
  /** 1 only featured, 0 only others, -1 either. */
  featured: number;
  /** Lowest rating, or -Infinity for any (clinics without a rating have -1). */
  minRating: number;
  /** Bit (1 << priceRange) set for each wanted price range; 0 for any. */
  priceMask: number;
  state: string | null;
  cityKey: string | null;
  text: string | null;
  services: Uint32Array | null;
  insurance: Uint32Array | null;
  anyInsurance: Uint32Array | null;
  licensed: Uint8Array | null;
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
  let priceMask = 0;
  for (const range of search.priceRanges ?? []) priceMask |= 1 << (PRICE_RANGES.indexOf(range) + 1);
  return {
    requiredFlags:
      (search.telehealth ? FLAG.telehealth : 0) |
      (search.telemedicine ? FLAG.videoConsult : 0) |
      (search.onlinePrescriptions ? FLAG.ePrescriptions : 0),
    featured: search.featured === undefined ? -1 : search.featured ? 1 : 0,
    minRating:
      search.minRating !== undefined && search.minRating > 0 ? search.minRating : Number.NEGATIVE_INFINITY,
    priceMask,
    state: search.state ?? null,
    cityKey: search.cityKey ?? null,
    text: search.text ? search.text.toLowerCase() : null,
    services: services || null,
    insurance: insurance || null,
    anyInsurance: anyInsurance || null,
    licensed,
  };
}

/**
 * Whether the clinic at a position passes every filter. A plain function of plain data (no closure per
 * search), so the engine inlines it into the scanning loops.
 */
export function passes(s: DirectorySnapshot, f: DirectoryFilter, p: number): boolean {
  const flags = s.flags[p] as number;
  if ((flags & f.requiredFlags) !== f.requiredFlags) return false;
  if (f.featured !== -1 && ((flags & FLAG.featured) !== 0 ? 1 : 0) !== f.featured) return false;
  if ((s.rating[p] as number) < f.minRating) return false;
  if (f.priceMask !== 0 && (f.priceMask & (1 << (s.priceRange[p] as number))) === 0) return false;
  if (f.state !== null && s.state[p] !== f.state) return false;
  if (f.cityKey !== null && s.cityKey[p] !== f.cityKey) return false;
  if (f.services !== null && !hasAll(s.services, p, s.serviceWords, f.services)) return false;
  if (f.insurance !== null && !hasAll(s.insurance, p, s.insuranceWords, f.insurance)) return false;
  if (f.anyInsurance !== null && !hasAny(s.insurance, p, s.insuranceWords, f.anyInsurance)) return false;
  if (f.licensed !== null && f.licensed[p] !== 1) return false;
  if (
    f.text !== null &&
    !(s.nameLower[p] as string).includes(f.text) &&
    !(s.cityLower[p] as string).includes(f.text)
  )
    return false;
  return true;
}
