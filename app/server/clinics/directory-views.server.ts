import { cityKey } from "../../domain/city-key.ts";
import { cityPath } from "../../domain/city-url.ts";
import { isOnlineClinic, onlineSearchText } from "../../domain/online-clinic.ts";
import {
  averageRating,
  citiesByClinicCount,
  type PriceRow,
  reviewTotal,
  type StateFacts,
  typicalMonthlyCost,
} from "../../domain/state-stats.ts";
import { isThinList } from "../../domain/thin-pages.ts";
import { stateByCode } from "../../domain/us-states.ts";
import type { Directory } from "./directory.server.ts";
import { type CatalogName, type DirectorySnapshot, FLAG } from "./directory-snapshot.server.ts";

/** Lists and figures worked out from the snapshot alone, each once per data version (Directory.derived). */

/** How many of a state's cities its figures name. */
export const STATE_TOP_CITIES = 10;

function catalogEntries(
  catalog: CatalogName[],
  bits: Uint32Array,
  words: number,
  position: number,
): CatalogName[] {
  const entries: CatalogName[] = [];
  for (let w = 0; w < words; w++) {
    const word = bits[position * words + w] as number;
    if (word === 0) continue;
    for (let bit = 0; bit < 32; bit++) {
      if (word & (1 << bit)) {
        const entry = catalog[w * 32 + bit];
        if (entry) entries.push(entry);
      }
    }
  }
  return entries;
}

/** The services of the clinic at a position, in catalog order. */
export function servicesAt(snapshot: DirectorySnapshot, position: number): CatalogName[] {
  return catalogEntries(snapshot.serviceCatalog, snapshot.services, snapshot.serviceWords, position);
}

function monthlyPricesAt(snapshot: DirectorySnapshot, position: number): PriceRow[] {
  const rows: PriceRow[] = [];
  const end = snapshot.monthlyStart[position + 1] as number;
  for (let row = snapshot.monthlyStart[position] as number; row < end; row++) {
    const low = snapshot.monthlyLow[row] as number;
    const high = snapshot.monthlyHigh[row] as number;
    rows.push({ low: Number.isNaN(low) ? null : low, high: Number.isNaN(high) ? null : high, unit: "month" });
  }
  return rows;
}

/** The figures of a state's tiles and lists, over all of its clinics. */
export function stateFactsOf(snapshot: DirectorySnapshot, stateCode: string): StateFacts {
  const positions = snapshot.inState.get(stateCode) ?? [];
  const ratings: (number | null)[] = [];
  const reviews: number[] = [];
  const cities: string[] = [];
  const prices: PriceRow[] = [];
  for (const position of positions) {
    const rating = snapshot.rating[position] as number;
    ratings.push(rating < 0 ? null : rating);
    reviews.push(snapshot.reviewCount[position] as number);
    cities.push(snapshot.city[position] as string);
    prices.push(...monthlyPricesAt(snapshot, position));
  }
  return {
    clinicsCount: positions.length,
    averageRating: averageRating(ratings),
    reviewsCount: reviewTotal(reviews),
    monthlyCost: typicalMonthlyCost(prices),
    topCities: citiesByClinicCount(cities, STATE_TOP_CITIES),
  };
}

export function stateFacts(directory: Directory, stateCode: string): Promise<StateFacts> {
  return directory.derived(`state-facts:${stateCode}`, ({ snapshot }) => stateFactsOf(snapshot, stateCode));
}

export interface StateCount {
  code: string;
  name: string;
  count: number;
}

/** Every state that has clinics, most clinics first (ties by code). */
export function statesByClinicCount(directory: Directory): Promise<readonly StateCount[]> {
  return directory.derived("states-by-count", ({ snapshot }) =>
    Object.freeze(
      [...snapshot.inState]
        .flatMap(([code, positions]) => {
          const state = stateByCode(code);
          return state ? [{ code: state.code, name: state.name, count: positions.length }] : [];
        })
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    ),
  );
}

/** An online clinic and what the online page's text search looks in (see onlineSearchText). */
export interface OnlineEntry {
  id: number;
  searchText: string;
}

/** localeCompare's order, without creating a collator for every comparison. */
const NAME_ORDER = new Intl.Collator();

/** Every clinic the spec's online rule accepts, best rated first (then most reviewed, then by name). */
export function onlineClinicsOf(snapshot: DirectorySnapshot): OnlineEntry[] {
  // The rule's service part, applied once per catalog service: the bits of the services that make a clinic online.
  const onlineServices = new Uint32Array(snapshot.serviceWords);
  snapshot.serviceCatalog.forEach((service, bit) => {
    if (isOnlineClinic({ name: "", services: [service] })) {
      onlineServices[bit >>> 5] = (onlineServices[bit >>> 5] as number) | (1 << (bit & 31));
    }
  });
  const hasOnlineService = (position: number) => {
    for (let w = 0; w < snapshot.serviceWords; w++) {
      const word = snapshot.services[position * snapshot.serviceWords + w] as number;
      if ((word & (onlineServices[w] as number)) !== 0) return true;
    }
    return false;
  };
  const entries: { id: number; position: number; name: string; searchText: string }[] = [];
  for (let position = 0; position < snapshot.count; position++) {
    const candidate = {
      name: snapshot.name[position] as string,
      city: snapshot.city[position] as string,
      state: snapshot.state[position] as string,
      telehealth: ((snapshot.flags[position] as number) & FLAG.telehealth) !== 0,
    };
    if (!isOnlineClinic(candidate) && !hasOnlineService(position)) continue;
    const services = servicesAt(snapshot, position);
    entries.push({
      id: snapshot.ids[position] as number,
      position,
      name: candidate.name,
      searchText: onlineSearchText({ ...candidate, services }),
    });
  }
  const { rating, reviewCount } = snapshot;
  entries.sort(
    (a, b) =>
      (rating[b.position] as number) - (rating[a.position] as number) ||
      (reviewCount[b.position] as number) - (reviewCount[a.position] as number) ||
      NAME_ORDER.compare(a.name, b.name),
  );
  return entries.map(({ id, searchText }) => ({ id, searchText }));
}

export function onlineClinics(directory: Directory): Promise<readonly OnlineEntry[]> {
  return directory.derived("online", ({ snapshot }) => Object.freeze(onlineClinicsOf(snapshot)));
}

export interface SitemapClinics {
  /** Clinic pages with the day each clinic last changed, by slug. */
  clinics: { slug: string; lastmod: string }[];
  /** City pages that are not thin (decision 15), by path, with the last change of their clinics. */
  cities: { path: string; lastmod: string }[];
  /** The last change of each state's clinics, by state code. */
  states: Map<string, string>;
  /** How many clinics each state lists, by state code (for its pages after the first). */
  stateCounts: Map<string, number>;
  /** The last change of any clinic, demo ones included (what the search pages show); null with no clinics. */
  latest: string | null;
}

function later(a: string | undefined, b: string): string {
  return a !== undefined && a > b ? a : b;
}

/** The real (non-demo) clinics and their cities: search engines should not index businesses that do not exist. */
export function sitemapClinicsOf(snapshot: DirectorySnapshot): SitemapClinics {
  const positions: number[] = [];
  let latest: string | null = null;
  for (let position = 0; position < snapshot.count; position++) {
    latest = later(latest ?? undefined, snapshot.updatedDay[position] as string);
    if (((snapshot.flags[position] as number) & FLAG.demo) === 0) positions.push(position);
  }
  const { slug } = snapshot;
  positions.sort((a, b) => ((slug[a] as string) < (slug[b] as string) ? -1 : 1));
  // A city written several ways is listed once, as its first clinic by slug writes it.
  const cities = new Map<string, { path: string; lastmod: string; clinics: number }>();
  const states = new Map<string, string>();
  const stateCounts = new Map<string, number>();
  for (const position of positions) {
    const city = snapshot.city[position] as string;
    const state = snapshot.state[position] as string;
    const day = snapshot.updatedDay[position] as string;
    const key = `${state}|${cityKey(city)}`;
    const entry = cities.get(key);
    if (entry) {
      entry.lastmod = later(entry.lastmod, day);
      entry.clinics++;
    } else cities.set(key, { path: cityPath(city, state), lastmod: day, clinics: 1 });
    states.set(state, later(states.get(state), day));
    stateCounts.set(state, (stateCounts.get(state) ?? 0) + 1);
  }
  return {
    clinics: positions.map((position) => ({
      slug: slug[position] as string,
      lastmod: snapshot.updatedDay[position] as string,
    })),
    cities: [...cities.values()]
      .filter((city) => !isThinList(city.clinics))
      .map(({ path, lastmod }) => ({ path, lastmod }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    states,
    stateCounts,
    latest,
  };
}

export function sitemapClinics(directory: Directory): Promise<SitemapClinics> {
  return directory.derived("sitemap", ({ snapshot }) => sitemapClinicsOf(snapshot));
}
