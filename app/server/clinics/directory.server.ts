import type { Kysely } from "kysely";
import type { Clinic } from "../../domain/clinic.ts";
import { dataVersionReader } from "../db/data-version.server.ts";
import type { Database } from "../db/schema.server.ts";
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

export interface Directory {
  /** The snapshot for the database as it is now (reloaded when data_version has moved on). */
  current(): Promise<{ snapshot: DirectorySnapshot; version: number }>;
  /** Full clinics (shared and frozen) for these ids, in the same order; ids that no longer exist are left out. */
  clinics(ids: number[], version: number): Promise<Clinic[]>;
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

  return {
    async current() {
      const version = await readVersion();
      if (current?.version === version) return current;
      return { version, snapshot: await load(version) };
    },

    async clinics(ids, version) {
      if (cache.version !== version) cache = { version, clinics: new Map() };
      const { clinics } = cache;
      const byId = new Map<number, Clinic>();
      for (const id of ids) {
        const clinic = clinics.get(id);
        if (!clinic) continue;
        byId.set(id, clinic);
        // Most recently used last, so the first entry is the one to evict.
        clinics.delete(id);
        clinics.set(id, clinic);
      }
      if (byId.size < ids.length) {
        for (const clinic of await readClinics(ids.filter((id) => !byId.has(id)))) {
          byId.set(clinic.id, clinic);
          clinics.set(clinic.id, clinic);
          if (clinics.size > CLINIC_CACHE_SIZE) clinics.delete(clinics.keys().next().value as number);
        }
      }
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

const directories = new WeakMap<Kysely<Database>, Directory>();

/** The directory of a database connection, created on first use and kept as long as the connection. */
export function directoryFor(db: Kysely<Database>): Directory {
  let directory = directories.get(db);
  if (!directory) {
    directory = createDirectory(db);
    directories.set(db, directory);
  }
  return directory;
}
