import { cityPath } from "../../domain/city-url.ts";
import { allDemo, isRegistryOnly, type ListingFacts } from "../../domain/indexable-listings.ts";
import { isOnlineClinic, onlineSearchText } from "../../domain/online-clinic.ts";
import {
  averageRating,
  citiesByClinicCount,
  type PriceRow,
  reviewTotal,
  type StateFacts,
  typicalMonthlyCost,
} from "../../domain/state-stats.ts";
import { statePath } from "../../domain/state-url.ts";
import { isThinList } from "../../domain/thin-pages.ts";
import { stateByCode, US_STATES } from "../../domain/us-states.ts";
import type { Directory } from "./directory.server.ts";
import { type CatalogName, cityPlace, type DirectorySnapshot, FLAG } from "./directory-snapshot.server.ts";
import { stateDemoOnlyPages } from "./place-lists.server.ts";

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

/**
 * The cities (`cityPlace` keys) whose every clinic is a fictional demo one: their pages are noindex and left out
 * of the sitemap (docs/decisions/0033). A city page stands for all of the city's clinics.
 */
export function demoOnlyCitiesOf(snapshot: DirectorySnapshot): Set<string> {
  const cities = new Set<string>();
  for (const [place, positions] of snapshot.inCity) {
    if (
      allDemo(Array.from(positions, (position) => ((snapshot.flags[position] as number) & FLAG.demo) !== 0))
    )
      cities.add(place);
  }
  return cities;
}

export function demoOnlyCities(directory: Directory): Promise<ReadonlySet<string>> {
  return directory.derived("demo-only-cities", ({ snapshot }) => demoOnlyCitiesOf(snapshot));
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
  /** Its position in the snapshot of the same data version, for the filters (`matcher`). */
  position: number;
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
  return entries.map(({ id, position, searchText }) => ({ id, position, searchText }));
}

export function onlineClinics(directory: Directory): Promise<readonly OnlineEntry[]> {
  return directory.derived("online", ({ snapshot }) => Object.freeze(onlineClinicsOf(snapshot)));
}

export interface SitemapClinics {
  /** Clinic pages with the day each clinic last changed, by slug. */
  clinics: { slug: string; lastmod: string }[];
  /** City pages that are indexed (decisions 15 and 33), by path, with the last change of their clinics. */
  cities: { path: string; lastmod: string }[];
  /** Every indexed page of each state (decision 33 leaves out pages listing only demo clinics), in state order. */
  statePages: { path: string; lastmod: string }[];
  /** The last change of any clinic, demo ones included (what the search pages show); null with no clinics. */
  latest: string | null;
}

function later(a: string | undefined, b: string): string {
  return a !== undefined && a > b ? a : b;
}

/** What the registry-only rule reads of the clinic at a position. */
export function listingFactsAt(snapshot: DirectorySnapshot, position: number): ListingFacts {
  const flags = snapshot.flags[position] as number;
  const lastVerifiedAt = snapshot.lastVerifiedAt[position] ?? null;
  return {
    hasHours: (flags & FLAG.hours) !== 0,
    hasPrice: (flags & FLAG.price) !== 0,
    verified: lastVerifiedAt !== null,
    lastVerifiedAt,
  };
}

/**
 * Exactly the pages that are indexed, so that the sitemap and the pages agree (decisions 15 and 33): real
 * clinics that hold a fact of their own (not registry-only, as of `now`), city pages that are not thin and list a
 * real clinic, and the pages of each state that list a real clinic (or no clinic at all: a state page is always
 * a page of its own). Fictional demo clinics are never listed: search engines should not index businesses that
 * do not exist.
 */
export function sitemapClinicsOf(snapshot: DirectorySnapshot, now: Date): SitemapClinics {
  const positionOf = new Map<number, number>();
  const listed: number[] = [];
  let latest: string | null = null;
  for (let position = 0; position < snapshot.count; position++) {
    positionOf.set(snapshot.ids[position] as number, position);
    latest = later(latest ?? undefined, snapshot.updatedDay[position] as string);
    const demo = ((snapshot.flags[position] as number) & FLAG.demo) !== 0;
    if (!demo && !isRegistryOnly(listingFactsAt(snapshot, position), now)) listed.push(position);
  }
  const { slug } = snapshot;
  const bySlug = (a: number, b: number) => ((slug[a] as string) < (slug[b] as string) ? -1 : 1);
  listed.sort(bySlug);

  // A city written several ways is listed once, as its first clinic by slug writes it.
  const cities = new Map<string, { path: string; lastmod: string; clinics: number; real: number }>();
  const states = new Map<string, string>();
  const everyPosition = Array.from({ length: snapshot.count }, (_, position) => position).sort(bySlug);
  for (const position of everyPosition) {
    const state = snapshot.state[position] as string;
    const day = snapshot.updatedDay[position] as string;
    const real = ((snapshot.flags[position] as number) & FLAG.demo) === 0 ? 1 : 0;
    const key = cityPlace(state, snapshot.cityKey[position] as string);
    const entry = cities.get(key);
    if (entry) {
      entry.lastmod = later(entry.lastmod, day);
      entry.clinics++;
      entry.real += real;
    } else {
      const path = cityPath(snapshot.city[position] as string, state);
      cities.set(key, { path, lastmod: day, clinics: 1, real });
    }
    states.set(state, later(states.get(state), day));
  }
  const latestDay = latest ?? "";
  return {
    clinics: listed.map((position) => ({
      slug: slug[position] as string,
      lastmod: snapshot.updatedDay[position] as string,
    })),
    cities: [...cities.values()]
      .filter((city) => !isThinList(city.clinics) && city.real > 0)
      .map(({ path, lastmod }) => ({ path, lastmod }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    statePages: US_STATES.flatMap((state) => {
      const lastmod = states.get(state.code) ?? latestDay;
      return stateDemoOnlyPages(snapshot, positionOf, state.code).flatMap((demoOnly, index) =>
        demoOnly
          ? []
          : [{ path: index === 0 ? statePath(state) : `${statePath(state)}?page=${index + 1}`, lastmod }],
      );
    }),
    latest,
  };
}

/** The sitemap's clinics, cities and state pages: per data version and UTC day (verifications lapse). */
export function sitemapClinics(directory: Directory, now = new Date()): Promise<SitemapClinics> {
  return directory.derived(`sitemap:${now.toISOString().slice(0, 10)}`, ({ snapshot }) =>
    sitemapClinicsOf(snapshot, now),
  );
}
