import type { ClinicSearch, ClinicSort } from "../../domain/clinic-query.ts";
import { EARTH_RADIUS_MILES, haversineMiles } from "../gazetteer/distance.server.ts";
import { compileFilter, type DirectoryFilter, passes } from "./directory-filter.server.ts";
import { bandOf, cityPlace, type DirectorySnapshot, unitVector } from "./directory-snapshot.server.ts";
import { TopK } from "./top-k.server.ts";

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

/**
 * First position in [from, to) whose longitude is >= value, or > value when `after` (positions within a
 * band are by longitude).
 */
function boundary(longitude: Float64Array, from: number, to: number, value: number, after: boolean): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = longitude[mid] as number;
    if (at < value || (after && at === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The stretches of positions [start, end) that hold every clinic inside the box: per latitude band, the
 * clinics between the box's longitudes (two stretches where the box crosses the antimeridian).
 */
function stretchesInBox(snapshot: DirectorySnapshot, box: ReturnType<typeof boundingBox>): number[] {
  const { minLat, maxLat, minLng, maxLng } = box;
  const spans: [number, number][] =
    maxLng - minLng >= 360
      ? [[-180, 180]]
      : [
          [Math.max(minLng, -180), Math.min(maxLng, 180)],
          ...(minLng < -180 ? [[minLng + 360, 180] as [number, number]] : []),
          ...(maxLng > 180 ? [[-180, maxLng - 360] as [number, number]] : []),
        ];
  const stretches: number[] = [];
  const { bandStart, longitude } = snapshot;
  for (let band = bandOf(minLat); band <= bandOf(maxLat); band++) {
    const from = bandStart[band] as number;
    const to = bandStart[band + 1] as number;
    if (from === to) continue;
    for (const [west, east] of spans) {
      const start = boundary(longitude, from, to, west, false);
      const end = boundary(longitude, start, to, east, true);
      if (start < end) stretches.push(start, end);
    }
  }
  return stretches;
}

/** Each position's place in an order (0 first), for sorting a list of positions by it. */
export function rankFor(snapshot: DirectorySnapshot, sort: ClinicSort): Uint32Array {
  if (sort === "reviews") return snapshot.rankByReviews;
  if (sort === "name") return snapshot.rankByName;
  if (sort === "price") return snapshot.rankByPrice;
  return snapshot.rankByRating;
}

function orderFor(snapshot: DirectorySnapshot, sort: ClinicSort): Uint32Array {
  if (sort === "reviews") return snapshot.orderByReviews;
  if (sort === "name") return snapshot.orderByName;
  if (sort === "price") return snapshot.orderByPrice;
  return snapshot.orderByRating;
}

/**
 * Offers every matching position of [from, to) (or of `list`, when given) to the top-k and returns how many
 * matched. Distances are compared as squared chords between points on the unit sphere: no trigonometry per
 * clinic, and the chord grows with great-circle distance, so it orders the same. Miles are worked out for
 * the page only. Written as one flat loop over local variables: it runs for every candidate.
 */
function scan(
  s: DirectorySnapshot,
  filter: DirectoryFilter,
  origin: [number, number, number] | null,
  maxChord: number,
  rank: Uint32Array | null,
  top: TopK,
  from: number,
  to: number,
  list: ArrayLike<number> | null,
): number {
  const { unitX, unitY, unitZ } = s;
  const ox = origin ? origin[0] : 0;
  const oy = origin ? origin[1] : 0;
  const oz = origin ? origin[2] : 0;
  let total = 0;
  for (let i = from; i < to; i++) {
    const p = list === null ? i : (list[i] as number);
    let chord = 0;
    if (origin !== null) {
      const dx = (unitX[p] as number) - ox;
      const dy = (unitY[p] as number) - oy;
      const dz = (unitZ[p] as number) - oz;
      chord = dx * dx + dy * dy + dz * dz;
      if (chord > maxChord) continue;
    }
    if (!passes(s, filter, p)) continue;
    total++;
    const key = rank === null ? chord : (rank[p] as number);
    if (key <= top.worstKey) top.offer(key, p);
  }
  return total;
}

/** The narrowest list of positions that holds every match, or null when the search names none. */
function candidateList(snapshot: DirectorySnapshot, search: ClinicSearch): ArrayLike<number> | null {
  if (search.state !== undefined && search.cityKey !== undefined)
    return snapshot.inCity.get(cityPlace(search.state, search.cityKey)) ?? [];
  if (search.state !== undefined) return snapshot.inState.get(search.state) ?? [];
  if (search.licensedIn !== undefined) return snapshot.licensedIn.get(search.licensedIn) ?? [];
  if (search.featured === true) return snapshot.featured;
  return null;
}

/**
 * Calls `visit` with the position of every clinic the search matches, in no particular order: for figures over
 * all of a search's matches (the counts of the price control) with the same radius, area and filters as
 * queryDirectory.
 */
export function forEachMatch(
  snapshot: DirectorySnapshot,
  search: ClinicSearch,
  visit: (position: number) => void,
): void {
  const filter = compileFilter(snapshot, search);
  if (!filter) return;
  const list = candidateList(snapshot, search);
  const area = search.near ? null : (search.within ?? null);
  const visitRange = (
    from: number,
    to: number,
    origin: [number, number, number] | null,
    maxChord: number,
  ) => {
    for (let p = from; p < to; p++) {
      if (origin !== null) {
        const dx = (snapshot.unitX[p] as number) - origin[0];
        const dy = (snapshot.unitY[p] as number) - origin[1];
        const dz = (snapshot.unitZ[p] as number) - origin[2];
        if (dx * dx + dy * dy + dz * dz > maxChord) continue;
      }
      if (passes(snapshot, filter, p)) visit(p);
    }
  };
  if (search.near) {
    const { latitude, longitude, radiusMiles } = search.near;
    const maxChord = 4 * Math.sin(radiusMiles / EARTH_RADIUS_MILES / 2) ** 2;
    const origin = unitVector(latitude, longitude);
    const stretches = stretchesInBox(snapshot, boundingBox(latitude, longitude, radiusMiles));
    for (let i = 0; i < stretches.length; i += 2)
      visitRange(stretches[i] as number, stretches[i + 1] as number, origin, maxChord);
  } else if (area && list === null) {
    const stretches = stretchesInBox(snapshot, {
      minLat: area.south,
      maxLat: area.north,
      minLng: area.west,
      maxLng: area.east < area.west ? area.east + 360 : area.east,
    });
    for (let i = 0; i < stretches.length; i += 2)
      visitRange(stretches[i] as number, stretches[i + 1] as number, null, Number.POSITIVE_INFINITY);
  } else if (list === null) {
    visitRange(0, snapshot.count, null, Number.POSITIVE_INFINITY);
  } else {
    for (let i = 0; i < list.length; i++) {
      const p = list[i] as number;
      if (passes(snapshot, filter, p)) visit(p);
    }
  }
}

/**
 * Runs a search over the snapshot: the matching clinics' ids for one page, in order, and the number of
 * matches. Radius by great-circle distance; distance sort (when there is a point), else rating, reviews or
 * name; ties broken by id.
 */
export function queryDirectory(snapshot: DirectorySnapshot, search: ClinicSearch): DirectoryPage {
  const limit = search.limit ?? 20;
  const offset = search.offset ?? 0;
  const point = search.near ?? search.distanceFrom;
  const requested: ClinicSort = search.sort ?? (point ? "distance" : "rating");
  const byDistance = requested === "distance" && point !== undefined;
  const sort: ClinicSort = requested === "distance" && !point ? "rating" : requested;
  const filter = compileFilter(snapshot, search);
  if (!filter) return { hits: [], total: 0 };
  const hit = (p: number): DirectoryHit => ({
    id: snapshot.ids[p] as number,
    distance: point
      ? haversineMiles(
          point.latitude,
          point.longitude,
          snapshot.latitude[p] as number,
          snapshot.longitude[p] as number,
        )
      : null,
  });

  const list = candidateList(snapshot, search);
  const area = search.near ? null : (search.within ?? null);

  // No point, no narrower candidate list and an order known in advance: walk that order, counting as we go.
  if (!search.near && !area && list === null && !byDistance) {
    const order = orderFor(snapshot, sort);
    const hits: DirectoryHit[] = [];
    let total = 0;
    for (let i = 0; i < snapshot.count; i++) {
      const p = order[i] as number;
      if (!passes(snapshot, filter, p)) continue;
      if (total >= offset && hits.length < limit) hits.push(hit(p));
      total++;
    }
    return { hits, total };
  }

  const origin = point ? unitVector(point.latitude, point.longitude) : null;
  const rank = byDistance ? null : rankFor(snapshot, sort);
  const top = new TopK(Math.min(offset + limit, snapshot.count), snapshot.ids);
  let total = 0;
  if (search.near) {
    const { latitude, longitude, radiusMiles } = search.near;
    const maxChord = 4 * Math.sin(radiusMiles / EARTH_RADIUS_MILES / 2) ** 2;
    const stretches = stretchesInBox(snapshot, boundingBox(latitude, longitude, radiusMiles));
    for (let i = 0; i < stretches.length; i += 2) {
      const start = stretches[i] as number;
      const end = stretches[i + 1] as number;
      total += scan(snapshot, filter, origin, maxChord, rank, top, start, end, null);
    }
  } else if (area && list === null) {
    // Only the latitude bands and longitudes of the area are read; the filter checks each clinic's latitude.
    const stretches = stretchesInBox(snapshot, {
      minLat: area.south,
      maxLat: area.north,
      minLng: area.west,
      maxLng: area.east < area.west ? area.east + 360 : area.east,
    });
    for (let i = 0; i < stretches.length; i += 2) {
      const start = stretches[i] as number;
      const end = stretches[i + 1] as number;
      total += scan(snapshot, filter, origin, Number.POSITIVE_INFINITY, rank, top, start, end, null);
    }
  } else {
    const count = list === null ? snapshot.count : list.length;
    total = scan(snapshot, filter, origin, Number.POSITIVE_INFINITY, rank, top, 0, count, list);
  }
  return { hits: top.drain().slice(offset).map(hit), total };
}
