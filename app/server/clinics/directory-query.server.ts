import { PRICE_RANGES } from "../../domain/catalog.ts";
import { EARTH_RADIUS_MILES, haversineMiles } from "../gazetteer/distance.server.ts";
import { type DirectorySnapshot, FLAG, unitVector } from "./directory-snapshot.server.ts";
import type { ClinicSearch, ClinicSort } from "./search.server.ts";

export interface DirectoryHit {
  id: number;
  /** Miles from the search point, when the search has one. */
  distance: number | null;
}

export interface DirectoryPage {
  hits: DirectoryHit[];
  /** Every match, not only this page. */
  total: number;
}

const DEGREES = 180 / Math.PI;

/**
 * Longitude/latitude box around a circle on the sphere. The longitude half-width is the true extent of the
 * circle (wider than radius / cos(latitude) near the poles); a circle over a pole spans every longitude.
 */
export function boundingBox(latitude: number, longitude: number, radiusMiles: number) {
  const angular = radiusMiles / EARTH_RADIUS_MILES;
  const dLat = angular * DEGREES;
  const minLat = latitude - dLat;
  const maxLat = latitude + dLat;
  const ratio = Math.sin(angular) / Math.cos((latitude * Math.PI) / 180);
  const dLng = minLat <= -90 || maxLat >= 90 || ratio >= 1 ? 180 : Math.asin(ratio) * DEGREES;
  return {
    minLat: Math.max(minLat, -90),
    maxLat: Math.min(maxLat, 90),
    minLng: longitude - dLng,
    maxLng: longitude + dLng,
  };
}

/** Positions of the clinics inside the box, split in two where it crosses the antimeridian. */
function positionsInBox(snapshot: DirectorySnapshot, box: ReturnType<typeof boundingBox>): number[] {
  if (snapshot.count === 0) return [];
  const { minLat, maxLat, minLng, maxLng } = box;
  if (maxLng - minLng >= 360) return snapshot.spatial.range(-180, minLat, 180, maxLat);
  const found = snapshot.spatial.range(Math.max(minLng, -180), minLat, Math.min(maxLng, 180), maxLat);
  if (minLng < -180) found.push(...snapshot.spatial.range(minLng + 360, minLat, 180, maxLat));
  if (maxLng > 180) found.push(...snapshot.spatial.range(-180, minLat, maxLng - 360, maxLat));
  return found;
}

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

type Predicate = (position: number) => boolean;

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

const chordScratch = new WeakMap<DirectorySnapshot, Float64Array>();

/** A per-snapshot array for squared chord lengths by position, reused: queries run synchronously, one at a time. */
function scratchChords(snapshot: DirectorySnapshot): Float64Array {
  let scratch = chordScratch.get(snapshot);
  if (!scratch) {
    scratch = new Float64Array(snapshot.count);
    chordScratch.set(snapshot, scratch);
  }
  return scratch;
}

/** Every filter of the search except the radius, as one test of a position; null when nothing can match. */
function matcher(snapshot: DirectorySnapshot, search: ClinicSearch): Predicate | null {
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

  const minRating = search.minRating !== undefined && search.minRating > 0 ? search.minRating : null;
  let priceMask = 0;
  for (const range of search.priceRanges ?? []) priceMask |= 1 << (PRICE_RANGES.indexOf(range) + 1);
  const requiredFlags =
    (search.telehealth ? FLAG.telehealth : 0) |
    (search.telemedicine ? FLAG.videoConsult : 0) |
    (search.onlinePrescriptions ? FLAG.ePrescriptions : 0);
  const featured = search.featured;
  const state = search.state;
  const cityKey = search.cityKey;
  const text = search.text ? search.text.toLowerCase() : null;

  return (p) => {
    const flags = s.flags[p] as number;
    if ((flags & requiredFlags) !== requiredFlags) return false;
    if (featured !== undefined && ((flags & FLAG.featured) !== 0) !== featured) return false;
    if (minRating !== null && (s.rating[p] as number) < minRating) return false;
    if (priceMask !== 0 && (priceMask & (1 << (s.priceRange[p] as number))) === 0) return false;
    if (state !== undefined && s.state[p] !== state) return false;
    if (cityKey !== undefined && s.cityKey[p] !== cityKey) return false;
    if (services && !hasAll(s.services, p, s.serviceWords, services)) return false;
    if (insurance && !hasAll(s.insurance, p, s.insuranceWords, insurance)) return false;
    if (anyInsurance && !hasAny(s.insurance, p, s.insuranceWords, anyInsurance)) return false;
    if (licensed && licensed[p] !== 1) return false;
    if (
      text !== null &&
      !(s.nameLower[p] as string).includes(text) &&
      !(s.cityLower[p] as string).includes(text)
    )
      return false;
    return true;
  };
}

/**
 * The k smallest items in order. A page needs the first offset + limit matches, not all of them sorted: a
 * bounded max-heap costs about one comparison per item instead of log2(n).
 */
export function smallest(items: number[], k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k * 4 >= items.length) return items.sort(compare).slice(0, k);
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const t = heap[i] as number;
    heap[i] = heap[j] as number;
    heap[j] = t;
  };
  const above = (i: number, j: number) => compare(heap[i] as number, heap[j] as number) > 0;
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && above(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0] as number) < 0) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let largest = i;
        if (left < k && above(left, largest)) largest = left;
        if (right < k && above(right, largest)) largest = right;
        if (largest === i) break;
        swap(i, largest);
        i = largest;
      }
    }
  }
  return heap.sort(compare);
}

function rankFor(snapshot: DirectorySnapshot, sort: ClinicSort): Uint32Array {
  if (sort === "reviews") return snapshot.rankByReviews;
  if (sort === "name") return snapshot.rankByName;
  return snapshot.rankByRating;
}

function orderFor(snapshot: DirectorySnapshot, sort: ClinicSort): Uint32Array {
  if (sort === "reviews") return snapshot.orderByReviews;
  if (sort === "name") return snapshot.orderByName;
  return snapshot.orderByRating;
}

/**
 * Runs a search over the snapshot: the matching clinics' ids for one page, in order, and the number of
 * matches. Same rules as the SQL it replaced: radius by great-circle distance; distance sort (when there is
 * a point), else rating, reviews or name, ties broken by id.
 */
export function queryDirectory(snapshot: DirectorySnapshot, search: ClinicSearch): DirectoryPage {
  const limit = search.limit ?? 20;
  const offset = search.offset ?? 0;
  const origin = search.near ?? search.distanceFrom;
  const requested: ClinicSort = search.sort ?? (origin ? "distance" : "rating");
  const byDistance = requested === "distance" && origin !== undefined;
  const sort: ClinicSort = requested === "distance" && !origin ? "rating" : requested;
  const matches = matcher(snapshot, search);
  if (!matches) return { hits: [], total: 0 };
  const distanceTo = (p: number) =>
    origin
      ? haversineMiles(
          origin.latitude,
          origin.longitude,
          snapshot.latitude[p] as number,
          snapshot.longitude[p] as number,
        )
      : null;
  const hit = (p: number, distance = distanceTo(p)): DirectoryHit => ({
    id: snapshot.ids[p] as number,
    distance,
  });

  let candidates: ArrayLike<number> | null = null;
  if (search.near) {
    const { latitude, longitude, radiusMiles } = search.near;
    candidates = positionsInBox(snapshot, boundingBox(latitude, longitude, radiusMiles));
  } else if (search.state !== undefined) {
    candidates = snapshot.inState.get(search.state) ?? [];
  } else if (search.licensedIn !== undefined) {
    candidates = snapshot.licensedIn.get(search.licensedIn) ?? [];
  }

  // No narrower candidate set and an order known in advance: walk that order, counting as we go.
  if (candidates === null && !byDistance) {
    const order = orderFor(snapshot, sort);
    const hits: DirectoryHit[] = [];
    let total = 0;
    for (let i = 0; i < snapshot.count; i++) {
      const p = order[i] as number;
      if (!matches(p)) continue;
      if (total >= offset && hits.length < limit) hits.push(hit(p));
      total++;
    }
    return { hits, total };
  }

  // Distances are compared as squared chords between points on the unit sphere: no trigonometry per
  // clinic, same order as great-circle distance. Miles are worked out for the page only.
  const found: number[] = [];
  const chords = scratchChords(snapshot);
  let maxChord = Number.POSITIVE_INFINITY;
  let ox = 0;
  let oy = 0;
  let oz = 0;
  if (origin) [ox, oy, oz] = unitVector(origin.latitude, origin.longitude);
  if (search.near) maxChord = 4 * Math.sin(search.near.radiusMiles / EARTH_RADIUS_MILES / 2) ** 2;
  const { unitX, unitY, unitZ } = snapshot;
  const count = candidates === null ? snapshot.count : candidates.length;
  for (let i = 0; i < count; i++) {
    const p = candidates === null ? i : (candidates[i] as number);
    if (origin) {
      const dx = (unitX[p] as number) - ox;
      const dy = (unitY[p] as number) - oy;
      const dz = (unitZ[p] as number) - oz;
      const chord = dx * dx + dy * dy + dz * dz;
      if (chord > maxChord) continue;
      chords[p] = chord;
    }
    if (matches(p)) found.push(p);
  }
  const rank = rankFor(snapshot, sort);
  const first = smallest(
    found,
    offset + limit,
    byDistance
      ? (a, b) =>
          (chords[a] as number) - (chords[b] as number) ||
          (snapshot.ids[a] as number) - (snapshot.ids[b] as number)
      : (a, b) => (rank[a] as number) - (rank[b] as number),
  );
  return {
    hits: first.slice(offset).map((p) => hit(p)),
    total: found.length,
  };
}
