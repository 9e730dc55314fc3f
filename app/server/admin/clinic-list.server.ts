import { type Kysely, sql } from "kysely";
import { cityKey } from "../../domain/city-key.ts";
import { findState } from "../../domain/us-states.ts";
import type { Database } from "../db/schema.server.ts";

export const ADMIN_PAGE_SIZE = 25;

export type YesNo = "yes" | "no" | "";

/** The list's search form, as the URL gives it (GET): every field optional. */
export interface ClinicListQuery {
  name: string;
  city: string;
  state: string;
  npi: string;
  verified: YesNo;
  featured: YesNo;
  source: string;
  page: number;
}

const yesNo = (value: string | null): YesNo => (value === "yes" || value === "no" ? value : "");
const text = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);

export function parseClinicListQuery(params: URLSearchParams): ClinicListQuery {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    name: text(params.get("name"), 160),
    city: text(params.get("city"), 100),
    state: text(params.get("state"), 40),
    npi: text(params.get("npi"), 10),
    verified: yesNo(params.get("verified")),
    featured: yesNo(params.get("featured")),
    source: text(params.get("source"), 200),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export interface ClinicListRow {
  id: number;
  name: string;
  city: string;
  state: string;
  npi: string | null;
  verified: boolean;
  featured: boolean;
  source: string | null;
  updatedAt: string;
}

/** Escapes LIKE's wildcards so that "100%" looks for the text "100%". */
function likePattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A page of all clinics, by name, filtered by the query. State and city use the (state, city_key) index, NPI
 * its own index, the order the name index; a name is matched anywhere in it, case-insensitively.
 */
export async function listClinics(
  db: Kysely<Database>,
  query: ClinicListQuery,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<{ rows: ClinicListRow[]; total: number; pageCount: number; unknownState: boolean }> {
  const state = query.state ? findState(query.state) : undefined;
  const filtered = db
    .selectFrom("clinics")
    .$if(query.name !== "", (q) =>
      q.where(sql<boolean>`lower(name) like ${likePattern(query.name)} escape '\\'`),
    )
    .$if(state !== undefined, (q) => q.where("state", "=", state?.code ?? ""))
    .$if(query.city !== "", (q) => q.where("city_key", "=", cityKey(query.city)))
    .$if(query.npi !== "", (q) => q.where("npi", "=", query.npi))
    .$if(query.verified !== "", (q) => q.where("verified", "=", query.verified === "yes" ? 1 : 0))
    .$if(query.featured !== "", (q) => q.where("featured", "=", query.featured === "yes" ? 1 : 0))
    .$if(query.source !== "", (q) => q.where("source", "=", query.source));
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await filtered
    .select(["id", "name", "city", "state", "npi", "verified", "featured", "source", "updated_at"])
    .orderBy("name")
    .orderBy("id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      state: row.state.trim(),
      npi: row.npi,
      verified: Number(row.verified) === 1,
      featured: Number(row.featured) === 1,
      source: row.source,
      updatedAt: row.updated_at,
    })),
    total: count,
    pageCount,
    unknownState: query.state !== "" && state === undefined,
  };
}

/** The sources clinics name, for the list's filter. */
export async function clinicSources(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("clinics")
    .select("source")
    .distinct()
    .where("source", "is not", null)
    .orderBy("source")
    .limit(200)
    .execute();
  return rows.map((row) => row.source).filter((source): source is string => source !== null);
}
