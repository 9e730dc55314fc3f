import type { Kysely } from "kysely";
import type { Clinic } from "../domain/clinic.ts";
import { isOnlineClinic, matchesOnlineSearch } from "../domain/online-clinic.ts";
import { cleanText } from "../domain/search-params.ts";
import { searchClinics } from "./clinics/search.server.ts";
import type { Database } from "./db/schema.server.ts";
import { forCard } from "./search-page.server.ts";

export const ONLINE_PAGE_SIZE = 24;
const CANDIDATE_LIMIT = 5000;
const CACHE_MS = 60_000;

/**
 * Every clinic the spec's online rule accepts, best rated first. The database narrows the candidates (telehealth,
 * the rule's words in name or city, the telehealth service); the pure rule decides.
 */
export async function onlineClinics(db: Kysely<Database>): Promise<Clinic[]> {
  const searches = [
    searchClinics(db, { telehealth: true, limit: CANDIDATE_LIMIT }),
    searchClinics(db, { services: ["telehealth"], limit: CANDIDATE_LIMIT }),
    ...["online", "virtual", "tele", "nation", "remote"].map((text) =>
      searchClinics(db, { text, limit: CANDIDATE_LIMIT }),
    ),
  ];
  const byId = new Map<number, Clinic>();
  for (const result of await Promise.all(searches)) {
    for (const clinic of result.clinics) byId.set(clinic.id, clinic);
  }
  return [...byId.values()]
    .filter(isOnlineClinic)
    .sort(
      (a, b) =>
        (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount || a.name.localeCompare(b.name),
    );
}

const cache = new WeakMap<object, { at: number; value: Promise<Clinic[]> }>();

/** The online list changes only on import; keep it for a minute per database. */
export function cachedOnlineClinics(db: Kysely<Database>): Promise<Clinic[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = onlineClinics(db);
  cache.set(db, { at: Date.now(), value });
  value.catch(() => cache.delete(db));
  return value;
}

export interface OnlinePageData {
  q: string;
  clinics: Clinic[];
  total: number;
  page: number;
  pageCount: number;
  failed: boolean;
}

export async function loadOnlinePage(db: Kysely<Database>, url: URL): Promise<OnlinePageData> {
  const q = cleanText(url.searchParams.get("q")).slice(0, 100);
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const requested = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1;
  try {
    const matches = (await cachedOnlineClinics(db)).filter((clinic) => matchesOnlineSearch(clinic, q));
    const pageCount = Math.max(1, Math.ceil(matches.length / ONLINE_PAGE_SIZE));
    const page = Math.min(requested, pageCount);
    return {
      q,
      clinics: matches
        .slice((page - 1) * ONLINE_PAGE_SIZE, page * ONLINE_PAGE_SIZE)
        .map((clinic) => forCard(clinic)),
      total: matches.length,
      page,
      pageCount,
      failed: false,
    };
  } catch (error) {
    console.error("online clinics page: reading clinics failed", error);
    return { q, clinics: [], total: 0, page: 1, pageCount: 0, failed: true };
  }
}
