import { EARTH_RADIUS_MILES, haversineMiles } from "../gazetteer/distance.server.ts";
import { compileFilter, type DirectoryFilter, passes } from "./directory-filter.server.ts";
import { bandOf, type DirectorySnapshot, unitVector } from "./directory-snapshot.server.ts";
import type { ClinicSearch, ClinicSort } from "./search.server.ts";
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
export function stretchesInBox(snapshot: DirectorySnapshot, box: ReturnType<typeof boundingBox>): number[] {
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

/** One scan's state, passed to `visit` as plain data so the engine inlines it into the loops. */
interface Scan {
  snapshot: DirectorySnapshot;
  filter: DirectoryFilter;
  /** Unit vector of the search point, when there is one. */
  origin: [number, number, number] | null;
  /** Largest squared chord inside the radius; Infinity without one. */
  maxChord: number;
  byDistance: boolean;
  rank: Uint32Array;
  top: TopK;
  total: number;
}

function visit(scan: Scan, p: number): void {
  const s = scan.snapshot;
  let key = scan.rank[p] as number;
  const origin = scan.origin;
  if (origin !== null) {
    // Squared chord between points on the unit sphere: no trigonometry per clinic, and it grows with
    // great-circle distance, so it orders the same. Miles are worked out for the page only.
    const dx = (s.unitX[p] as number) - origin[0];
    const dy = (s.unitY[p] as number) - origin[1];
    const dz = (s.unitZ[p] as number) - origin[2];
    const chord = dx * dx + dy * dy + dz * dz;
    if (chord > scan.maxChord) return;
    if (scan.byDistance) key = chord;
  }
  if (!passes(s, scan.filter, p)) return;
  scan.total++;
  scan.top.offer(key, p);
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

  let list: ArrayLike<number> | null = null;
  if (search.state !== undefined) list = snapshot.inState.get(search.state) ?? [];
  else if (search.licensedIn !== undefined) list = snapshot.licensedIn.get(search.licensedIn) ?? [];

  // No point, no narrower candidate list and an order known in advance: walk that order, counting as we go.
  if (!search.near && list === null && !byDistance) {
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

  const scan: Scan = {
    snapshot,
    filter,
    origin: point ? unitVector(point.latitude, point.longitude) : null,
    maxChord: search.near
      ? 4 * Math.sin(search.near.radiusMiles / EARTH_RADIUS_MILES / 2) ** 2
      : Number.POSITIVE_INFINITY,
    byDistance,
    rank: rankFor(snapshot, sort),
    top: new TopK(Math.min(offset + limit, snapshot.count), snapshot.ids),
    total: 0,
  };
  if (search.near) {
    const { latitude, longitude, radiusMiles } = search.near;
    const stretches = stretchesInBox(snapshot, boundingBox(latitude, longitude, radiusMiles));
    for (let i = 0; i < stretches.length; i += 2) {
      const end = stretches[i + 1] as number;
      for (let p = stretches[i] as number; p < end; p++) visit(scan, p);
    }
  } else if (list !== null) {
    for (let i = 0; i < list.length; i++) visit(scan, list[i] as number);
  } else {
    for (let p = 0; p < snapshot.count; p++) visit(scan, p);
  }
  return { hits: scan.top.sorted().slice(offset).map(hit), total: scan.total };
}
