import type { Kysely } from "kysely";
import type { Clinic } from "../../domain/clinic.ts";
import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { clinicsChangedSince } from "../db/clinic-changes.server.ts";
import { dataVersionReader } from "../db/data-version.server.ts";
import type { Database } from "../db/schema.server.ts";
import { VersionedMemo } from "../db/versioned-memo.server.ts";
import { queryDirectory } from "./directory-query.server.ts";
import { type DirectorySnapshot, loadDirectorySnapshot } from "./directory-snapshot.server.ts";
import { hydrateClinics } from "./read.server.ts";

/** Full clinics kept ready for answers; a page of results rarely needs a database read. */
const CLINIC_CACHE_SIZE = 2_000;
/** Ids per query when reading clinics, well under every dialect's parameter limit. */
const READ_CHUNK = 500;

/** Cached clinics are shared between requests; freezing them makes an accidental change throw. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The data as it is at one data version. */
export interface DirectoryView {
  snapshot: DirectorySnapshot;
  version: number;
}

/** A match: the shared, read-only clinic and its distance in miles (one decimal) when the search had a point. */
export interface ClinicMatch {
  clinic: Readonly<Clinic>;
  distance: number | null;
}

/**
 * The one read service for clinics: every page and API endpoint that lists, counts or sums clinics asks it.
 */
export interface Directory {
  /** The snapshot for the database as it is now (reloaded when data_version has moved on). */
  current(): Promise<DirectoryView>;
  /** The data version now: one single-row read, for caches of whole answers keyed on it. */
  version(): Promise<number>;
  /** Full clinics (shared and frozen) for these ids, in the same order; ids that no longer exist are left out. */
  clinics(ids: number[], version: number): Promise<Clinic[]>;
  /**
   * One page of the clinics matching every filter of the search, and the number of all matches. Matching
   * and ordering run on the snapshot; only the page's clinics are read in full, mostly from the cache.
   */
  search(search: ClinicSearch): Promise<{ matches: ClinicMatch[]; total: number }>;
  /** The clinic with this slug (shared and frozen), or null. */
  bySlug(slug: string): Promise<Clinic | null>;
  /** The slug of the clinic with this id, or null. */
  slugOf(id: number): Promise<string | null>;
  /**
   * A value worked out from the data (state figures, the online list, the sitemap...): computed once per data
   * version and key, then shared until the data changes.
   */
  derived<T>(key: string, compute: (view: DirectoryView) => T | Promise<T>): Promise<T>;
  /**
   * The directory for one request (a page's loaders, an API answer): its first use takes the data as it is then
   * (at `version`, when the caller has just read it and that snapshot is loaded) and every later use in the
   * request answers from that same snapshot, so a page never mixes two versions of the data and reads the
   * version once.
   */
  forRequest(version?: number): Directory;
}

/**
 * The in-memory directory of one database: a searchable snapshot of every clinic plus a cache of full
 * clinics. Each use first reads data_version (one indexed single-row read), which triggers on every clinic
 * table bump, so a write by this process, an import run elsewhere or a manual SQL fix is seen by the next
 * request.
 */
export function createDirectory(db: Kysely<Database>): Directory {
  const readVersion = dataVersionReader(db);
  let current: { version: number; snapshot: DirectorySnapshot } | null = null;
  let loading: { version: number; promise: Promise<DirectorySnapshot> } | null = null;
  let cache: { version: number; clinics: Map<number, Clinic> } = { version: -1, clinics: new Map() };
  let moving: { version: number; done: Promise<void> } | null = null;

  function load(version: number): Promise<DirectorySnapshot> {
    if (loading?.version === version) return loading.promise;
    const promise = loadDirectorySnapshot(db).then(
      (snapshot) => {
        if (!current || version >= current.version) current = { version, snapshot };
        if (loading?.promise === promise) loading = null;
        return snapshot;
      },
      (error: unknown) => {
        if (loading?.promise === promise) loading = null;
        throw error;
      },
    );
    loading = { version, promise };
    return promise;
  }

  async function readClinics(ids: number[]): Promise<Clinic[]> {
    const read: Clinic[] = [];
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const rows = await db
        .selectFrom("clinics")
        .selectAll()
        .where("id", "in", ids.slice(i, i + READ_CHUNK))
        .execute();
      for (const clinic of await hydrateClinics(db, rows)) read.push(deepFreeze(clinic));
    }
    return read;
  }

  async function latest(): Promise<DirectoryView> {
    const version = await readVersion();
    if (current?.version === version) return current;
    return { version, snapshot: await load(version) };
  }

  /**
   * The full clinics held at `version`: those held before, less the ones changed since (migration 015), so an
   * edit to one clinic keeps the others. A request still on an older version gets a map of its own.
   */
  async function heldAt(version: number): Promise<Map<number, Clinic>> {
    while (cache.version < version) {
      if (moving?.version !== version) {
        const from = cache;
        const done = clinicsChangedSince(db, from.version).then((changed) => {
          if (cache !== from) return;
          const kept = new Map(changed === "every" || from.version < 0 ? [] : from.clinics);
          if (changed !== "every") for (const id of changed) kept.delete(id);
          cache = { version, clinics: kept };
        });
        moving = { version, done };
        const settled = () => {
          if (moving?.done === done) moving = null;
        };
        done.then(settled, settled);
      }
      await moving.done;
    }
    return cache.version === version ? cache.clinics : new Map();
  }

  async function clinics(ids: number[], version: number): Promise<Clinic[]> {
    // Reads land in the map taken now: one taken before a later change is no longer the held one.
    const held = await heldAt(version);
    const byId = new Map<number, Clinic>();
    for (const id of ids) {
      const clinic = held.get(id);
      if (!clinic) continue;
      byId.set(id, clinic);
      // Most recently used last, so the first entry is the one to evict.
      held.delete(id);
      held.set(id, clinic);
    }
    if (byId.size < ids.length) {
      for (const clinic of await readClinics(ids.filter((id) => !byId.has(id)))) {
        byId.set(clinic.id, clinic);
        held.set(clinic.id, clinic);
        if (held.size > CLINIC_CACHE_SIZE) held.delete(held.keys().next().value as number);
      }
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  const memo = new VersionedMemo();

  /** Positions by slug and by id, once per data version. */
  function addresses(data: DirectoryView) {
    return memo.get(data.version, "addresses", () => {
      const { snapshot } = data;
      const bySlug = new Map<string, number>();
      const byId = new Map<number, number>();
      for (let position = 0; position < snapshot.count; position++) {
        bySlug.set(snapshot.slug[position] as string, position);
        byId.set(snapshot.ids[position] as number, position);
      }
      return { bySlug, byId };
    });
  }

  /** The directory's answers, each from the data `view` gives. */
  function answering(view: () => Promise<DirectoryView>, version: () => Promise<number>): Directory {
    return {
      current: view,
      version,
      clinics,

      async search(search) {
        const { snapshot, version } = await view();
        const { hits, total } = queryDirectory(snapshot, search);
        if (hits.length === 0) return { matches: [], total };
        const found = await clinics(
          hits.map((hit) => hit.id),
          version,
        );
        const distances = new Map(hits.map((hit) => [hit.id, hit.distance]));
        const matches = found.map((clinic) => {
          const distance = distances.get(clinic.id);
          return { clinic, distance: distance == null ? null : Math.round(distance * 10) / 10 };
        });
        return { matches, total };
      },

      async bySlug(slug) {
        const data = await view();
        const position = (await addresses(data)).bySlug.get(slug);
        if (position === undefined) return null;
        const [clinic] = await clinics([data.snapshot.ids[position] as number], data.version);
        return clinic ?? null;
      },

      async slugOf(id) {
        const data = await view();
        const position = (await addresses(data)).byId.get(id);
        return position === undefined ? null : (data.snapshot.slug[position] as string);
      },

      async derived(key, compute) {
        const data = await view();
        return memo.get(data.version, key, () => compute(data));
      },

      forRequest(version) {
        let taken: Promise<DirectoryView> | null = null;
        const requestView = () => {
          // A version the caller has just read is the snapshot's when it is loaded; else it is read again.
          taken ??= current !== null && current.version === version ? Promise.resolve(current) : latest();
          return taken;
        };
        return answering(requestView, async () => (await requestView()).version);
      },
    };
  }

  return answering(latest, readVersion);
}
