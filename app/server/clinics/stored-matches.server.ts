import type { Kysely } from "kysely";
import { clinicToInput } from "../../domain/clinic-export.ts";
import { slugify } from "../../domain/clinic-input.ts";
import type { Database } from "../db/schema.server.ts";
import type { SourceRow } from "./prepare.server.ts";
import { hydrateClinics } from "./read.server.ts";

/** Bound parameters per `in (…)` list: well under SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

interface StoredKey {
  id: number;
  slug: string;
  npi: string | null;
  zip_code: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The slug a row names, or the one the import would make from its name and city. */
function rowSlug(data: Record<string, unknown>): string {
  const given = text(data.slug);
  return given !== "" ? given : slugify(text(data.name), text(data.city));
}

async function inChunks<T>(values: string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) found.push(...(await load(values.slice(i, i + CHUNK))));
  return found;
}

async function storedKeys(db: Kysely<Database>, slugs: string[], npis: string[]) {
  const columns = ["id", "slug", "npi", "zip_code"] as const;
  const bySlug = await inChunks(slugs, (chunk) =>
    db.selectFrom("clinics").select(columns).where("slug", "in", chunk).execute(),
  );
  const byNpi = await inChunks(npis, (chunk) =>
    db.selectFrom("clinics").select(columns).where("npi", "in", chunk).execute(),
  );
  return { bySlug: new Map(bySlug.map((row) => [row.slug, row])), byNpi };
}

/**
 * Matches import rows to stored clinics, in place, before validation:
 *
 * - **By NPI.** A row whose slug (given or made from name and city) is not stored, but whose NPI and ZIP
 *   code are those of exactly one stored clinic, updates that clinic: it takes the stored slug. So a monthly
 *   registry run updates the clinics it created rather than adding them again under a new name.
 * - **Columns left out.** When the file names only some fields (a CSV header without some columns:
 *   `fields` lists the ones it has), a row that updates a stored clinic keeps that clinic's values of the
 *   fields the file leaves out, so a file with a few columns edits those columns only. The coordinates are
 *   kept only while the ZIP code stays the same; otherwise they come from the new ZIP code.
 *
 * Returns the rows matched by NPI (line → slug). Given `knownNpiMatches` (from a check of the same file
 * before anything was written), those are applied instead of looking NPIs up again: while a file is being
 * stored, a clinic created by an earlier row must not turn a later row into an update.
 */
export async function matchStoredClinics(
  db: Kysely<Database>,
  rows: readonly SourceRow[],
  fields: ReadonlySet<string> | undefined,
  knownNpiMatches?: ReadonlyMap<number, string>,
): Promise<{ npiMatches: Map<number, string> }> {
  const npiMatches = new Map<number, string>();
  const records = rows.flatMap((row) => (isRecord(row.data) ? [{ line: row.line, data: row.data }] : []));
  if (records.length === 0) return { npiMatches };
  if (knownNpiMatches) {
    for (const { line, data } of records) {
      const slug = knownNpiMatches.get(line);
      if (slug !== undefined) data.slug = slug;
    }
  }
  const slugs = [...new Set(records.map(({ data }) => rowSlug(data)).filter((slug) => slug !== ""))];
  const npis = knownNpiMatches
    ? []
    : [...new Set(records.map(({ data }) => text(data.npi)).filter((npi) => npi !== ""))];
  const { bySlug, byNpi } = await storedKeys(db, slugs, npis);

  const npiZip = new Map<string, StoredKey[]>();
  for (const row of byNpi) {
    const key = `${row.npi}|${row.zip_code}`;
    npiZip.set(key, [...(npiZip.get(key) ?? []), row]);
  }

  const updates = new Map<Record<string, unknown>, StoredKey>();
  for (const { line, data } of records) {
    let stored = bySlug.get(rowSlug(data));
    if (stored === undefined && text(data.npi) !== "") {
      const same = npiZip.get(`${text(data.npi)}|${text(data.zipCode).slice(0, 5)}`) ?? [];
      if (same.length === 1 && same[0]) {
        stored = same[0];
        data.slug = stored.slug;
        npiMatches.set(line, stored.slug);
      }
    }
    if (stored !== undefined) updates.set(data, stored);
  }

  if (fields !== undefined && updates.size > 0) await keepOmittedFields(db, updates, fields);
  return { npiMatches };
}

async function keepOmittedFields(
  db: Kysely<Database>,
  updates: Map<Record<string, unknown>, StoredKey>,
  fields: ReadonlySet<string>,
) {
  const ids = [...new Set([...updates.values()].map((stored) => String(stored.id)))];
  const inputs = new Map<number, Record<string, unknown>>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK).map(Number);
    const rows = await db.selectFrom("clinics").selectAll().where("id", "in", chunk).execute();
    for (const clinic of await hydrateClinics(db, rows)) {
      inputs.set(clinic.id, clinicToInput(clinic) as Record<string, unknown>);
    }
  }
  for (const [data, stored] of updates) {
    const input = inputs.get(stored.id);
    if (!input) continue;
    const zipKept = !fields.has("zipCode") || text(data.zipCode).slice(0, 5) === stored.zip_code.slice(0, 5);
    for (const [field, value] of Object.entries(input)) {
      if (fields.has(field) || field === "slug") continue;
      if ((field === "latitude" || field === "longitude") && !zipKept) continue;
      // How precise the coordinates are goes with them: new coordinates in the file are not the stored ones.
      if (field === "locationPrecision" && (!zipKept || fields.has("latitude"))) continue;
      if (value !== null && value !== undefined) data[field] = value;
    }
  }
}
