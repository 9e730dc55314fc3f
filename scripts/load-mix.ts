// The requests of `npm run load`: a mix of what visitors' browsers ask for, in fixed proportions, over the
// bundled demo clinics. Search pages and /api/clinics searches walk through combinations of place, filters,
// sort and page in order, so each of those URLs is new (the page cache and the API's response cache cannot
// answer it) until the combinations run out; popular searches, clinic, state and city pages repeat.
import { readFileSync } from "node:fs";
import { INSURANCE_PROVIDERS, SERVICES } from "../app/domain/catalog.ts";
import { cityPath } from "../app/domain/city-url.ts";
import {
  emptyFilters,
  type SearchFilters,
  type SearchLocation,
  type SearchSort,
  searchHref,
} from "../app/domain/search-params.ts";
import { US_STATES } from "../app/domain/us-states.ts";
import { DEMO_CLINICS_FILE } from "../app/server/paths.server.ts";
import { random } from "./seeded-random.ts";

/** Each kind of request and how many of every 100 requests are of that kind. */
export const MIX = {
  "home page": 6,
  "search page, popular": 8,
  "search page, new URL": 14,
  "clinic page": 14,
  "state page": 5,
  "city page": 6,
  "blog page": 4,
  "symptom checker": 2,
  "other page": 3,
  "/api/clinics search": 10,
  "/api/stats": 3,
  "/api/locations/suggest": 8,
  "/api/clinics/{featured,slug,city}": 4,
  "static asset": 13,
} as const;

export type RequestKind = keyof typeof MIX;

export interface LoadRequest {
  kind: RequestKind;
  path: string;
  headers: Record<string, string>;
}

/** What the mix is built from: the demo clinics, and the blog posts and assets the running build serves. */
export interface SiteSample {
  clinics: { slug: string; city: string; state: string; zipCode: string }[];
  blogSlugs: string[];
  assets: string[];
}

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const ACCEPT = {
  page: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  api: "application/json",
  asset: "*/*",
};

/** The demo clinics, and the blog posts and hashed assets that the server at `base` links to. */
export async function discoverSite(base: string): Promise<SiteSample> {
  const text = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { "user-agent": BROWSER } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  };
  const [home, blog] = await Promise.all([text("/"), text("/blog")]);
  const assets = [...new Set(home.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
  const blogSlugs = [
    ...new Set([...blog.matchAll(/href="\/blog\/([\w-]+)"/g)].map((match) => match[1] ?? "")),
  ];
  const clinics = JSON.parse(readFileSync(DEMO_CLINICS_FILE, "utf8")) as SiteSample["clinics"];
  if (assets.length === 0 || blogSlugs.length === 0)
    throw new Error("the home and blog pages link to nothing");
  return { clinics, blogSlugs, assets: [...assets, "/favicon.ico"] };
}

function textLocation(text: string): SearchLocation {
  return { kind: "text", text, param: "location" };
}

/** The kinds laid out over 100 slots in a fixed shuffled order, so that every stretch of requests is mixed. */
function schedule(): RequestKind[] {
  const slots = Object.entries(MIX).flatMap(([kind, weight]) =>
    Array<RequestKind>(weight).fill(kind as RequestKind),
  );
  const rand = random(7);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [slots[i], slots[j]] = [slots[j] as RequestKind, slots[i] as RequestKind];
  }
  return slots;
}

/** Element `n` of `values`, cycling. */
function nth<T>(values: readonly T[], n: number): T {
  return values[n % values.length] as T;
}

/** Splits a counter into indexes for each of `sizes`, the first varying fastest (a mixed-radix number). */
function digits(n: number, sizes: number[]): number[] {
  return sizes.map((size) => {
    const digit = n % size;
    n = Math.floor(n / size);
    return digit;
  });
}

function searchFilterVariants(): SearchFilters[] {
  const variant = (change: (filters: SearchFilters) => void) => {
    const filters = emptyFilters();
    change(filters);
    return filters;
  };
  return [
    emptyFilters(),
    ...SERVICES.map((service) => variant((f) => f.services.push(service.id))),
    ...INSURANCE_PROVIDERS.map((insurer) => variant((f) => (f.insurance = insurer.id))),
    variant((f) => (f.minRating = 4)),
    variant((f) => (f.telehealth = true)),
    variant((f) => (f.distance = 25)),
    variant((f) => (f.maxPrice = 200)),
  ];
}

const API_FILTERS = [
  "",
  "&services=testosterone-injections",
  "&services=testosterone-pellets,hcg-therapy",
  "&insurance=aetna",
  "&rating=4",
  "&telehealth=true",
  "&sort=rating",
];

export interface LoadMixOptions {
  /**
   * Give each run of this many requests its own client address in X-Forwarded-For (for a server started with
   * TRUSTED_PROXIES=1), so that the rate limiter counts many clients and none of them reaches its limit.
   */
  requestsPerClient?: number;
}

/** Returns the next request of the mix on every call. */
export function createLoadMix(site: SiteSample, options: LoadMixOptions = {}): () => LoadRequest {
  const places = [...new Set(site.clinics.map((clinic) => `${clinic.city}, ${clinic.state}`))];
  const byClinics = (place: string) => site.clinics.filter((c) => `${c.city}, ${c.state}` === place).length;
  const popular = [...places].sort((a, b) => byClinics(b) - byClinics(a)).slice(0, 10);
  const locations = [
    ...places,
    ...site.clinics.map((clinic) => clinic.zipCode),
    ...US_STATES.map((s) => s.name),
  ];
  const filters = searchFilterVariants();
  const sorts: (SearchSort | null)[] = [null, "rating", "reviews", "name"];
  const cities = [...new Map(site.clinics.map((c) => [cityPath(c.city, c.state), c])).keys()];
  const typed = places.flatMap((place) => [2, 3, 4, 6].map((length) => place.slice(0, length).toLowerCase()));
  const counters = new Map<RequestKind, number>();
  const paths: Record<RequestKind, (n: number) => string> = {
    "home page": () => "/",
    "search page, popular": (n) =>
      searchHref({ location: textLocation(nth(popular, n)), filters: emptyFilters() }),
    "search page, new URL": (n) => {
      const [place = 0, filter = 0, sort = 0, page = 0] = digits(n, [locations.length, filters.length, 4, 2]);
      return searchHref({
        location: textLocation(nth(locations, place)),
        filters: nth(filters, filter),
        sort: nth(sorts, sort),
        page: page + 1,
      });
    },
    "clinic page": (n) => `/clinic/${nth(site.clinics, n * 7).slug}`,
    "state page": (n) => `/trt-clinics-${nth(US_STATES, n).slug}`,
    "city page": (n) => nth(cities, n * 3),
    "blog page": (n) => (n % 3 === 0 ? "/blog" : `/blog/${nth(site.blogSlugs, n)}`),
    "symptom checker": () => "/tools/symptom-checker",
    "other page": (n) => nth(["/tele-trt-clinics", "/about-trt", "/trt-clinics-near-me"], n),
    "/api/clinics search": (n) => {
      const [place = 0, radius = 0, filter = 0, offset = 0] = digits(n, [
        locations.length,
        4,
        API_FILTERS.length,
        2,
      ]);
      const location = encodeURIComponent(nth(locations, place));
      const within = nth([10, 25, 50, 100], radius);
      return `/api/clinics?location=${location}&radius=${within}${nth(API_FILTERS, filter)}&offset=${offset * 20}`;
    },
    "/api/stats": () => "/api/stats",
    "/api/locations/suggest": (n) => `/api/locations/suggest?q=${encodeURIComponent(nth(typed, n))}`,
    "/api/clinics/{featured,slug,city}": (n) => {
      const clinic = nth(site.clinics, n * 11);
      return nth(
        [
          "/api/clinics/featured",
          `/api/clinics/slug/${clinic.slug}`,
          `/api/clinics/city/${encodeURIComponent(clinic.city)}/${clinic.state}`,
        ],
        n,
      );
    },
    "static asset": (n) => nth(site.assets, n),
  };

  const order = schedule();
  let sent = 0;
  return () => {
    const kind = nth(order, sent);
    const n = counters.get(kind) ?? 0;
    counters.set(kind, n + 1);
    const path = paths[kind](n);
    const accept = path.startsWith("/api/")
      ? ACCEPT.api
      : kind === "static asset"
        ? ACCEPT.asset
        : ACCEPT.page;
    const headers: Record<string, string> = {
      accept,
      "accept-encoding": "gzip, deflate, br, zstd",
      "user-agent": BROWSER,
    };
    if (options.requestsPerClient)
      headers["x-forwarded-for"] = clientAddress(sent, options.requestsPerClient);
    sent++;
    return { kind, path, headers };
  };
}

/** A distinct private address for every `perClient` requests: 10.0.0.1, 10.0.0.2, ... */
function clientAddress(request: number, perClient: number): string {
  const client = Math.floor(request / perClient) + 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}
