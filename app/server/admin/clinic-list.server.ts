import { type Kysely, sql } from "kysely";
import { cityKey } from "../../domain/city-key.ts";
import { findState } from "../../domain/us-states.ts";
import { verificationCutoff } from "../../domain/verification.ts";
import type { Database } from "../db/schema.server.ts";

export const ADMIN_PAGE_SIZE = 25;

export type YesNo = "yes" | "no" | "";

/**
 * The work queues of the list. "never": no check on record; "lapsed": checked more than 12 months ago, so the
 * public site no longer calls it verified; "due": verified now, but the check lapses within 30 days; "current":
 * what the public site calls verified.
 */
export const VERIFICATION_QUEUES = ["never", "lapsed", "due", "current"] as const;
export type VerificationQueue = (typeof VERIFICATION_QUEUES)[number] | "";

/** Listings missing something a visitor looks for. */
export const MISSING_FACTS = ["phone", "website", "hours", "prices"] as const;
export type MissingFact = (typeof MISSING_FACTS)[number] | "";

/** How the list is ordered: by name, oldest verification first, or most recently changed first. */
export const CLINIC_LIST_SORTS = ["name", "verification", "changed"] as const;
export type ClinicListSort = (typeof CLINIC_LIST_SORTS)[number];

/** A verification is "due" this many days before it lapses. */
export const VERIFICATION_DUE_DAYS = 30;

/** The list's search form, as the URL gives it (GET): every field optional. */
export interface ClinicListQuery {
  name: string;
  city: string;
  state: string;
  npi: string;
  verified: YesNo;
  featured: YesNo;
  source: string;
  verification: VerificationQueue;
  missing: MissingFact;
  /** Only clinics with a visitor suggestion still open. */
  openSuggestions: boolean;
  /** Only clinics the latest browser import (not undone) created or changed. */
  lastImport: boolean;
  /** "shown": listings visitors see; "held": listings held back from them. */
  visibility: "shown" | "held" | "";
  sort: ClinicListSort;
  page: number;
}

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | "" {
  return choices.find((choice) => choice === value) ?? "";
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
    verification: oneOf(VERIFICATION_QUEUES, params.get("verification")),
    missing: oneOf(MISSING_FACTS, params.get("missing")),
    openSuggestions: params.get("suggestions") === "open",
    visibility: oneOf(["shown", "held"] as const, params.get("visibility")),
    lastImport: params.get("changed") === "last-import",
    sort: oneOf(CLINIC_LIST_SORTS, params.get("sort")) || "name",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The list's choice filters, by parameter: their labels in the search form and the values they understand. */
const CHOICE_FILTERS: Readonly<Record<string, { label: string; values: readonly string[] }>> = {
  verification: { label: "Verification", values: VERIFICATION_QUEUES },
  missing: { label: "Missing", values: MISSING_FACTS },
  suggestions: { label: "Visitor suggestions", values: ["open"] },
  changed: { label: "Changed by", values: ["last-import"] },
  visibility: { label: "Shown to visitors", values: ["shown", "held"] },
  verified: { label: "Verified flag", values: ["yes", "no"] },
  featured: { label: "Featured", values: ["yes", "no"] },
  sort: { label: "Order", values: CLINIC_LIST_SORTS },
};

/**
 * The filters the URL gives with a value the list does not understand, as "Label “value”", so that the page
 * can say it did not apply them rather than quietly showing every clinic.
 */
export function unreadClinicListFilters(params: URLSearchParams): string[] {
  const unread: string[] = [];
  for (const [param, filter] of Object.entries(CHOICE_FILTERS)) {
    const value = params.get(param);
    if (value && !filter.values.includes(value)) unread.push(`${filter.label} “${value.slice(0, 40)}”`);
  }
  const page = params.get("page");
  if (page && !/^[1-9]\d{0,8}$/.test(page)) unread.push(`Page “${page.slice(0, 40)}”`);
  return unread;
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
  held: boolean;
  lastVerifiedAt: string | null;
  updatedAt: string;
}

/** Escapes LIKE's wildcards so that "100%" looks for the text "100%". */
function likePattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The clinics matching the list's filters, as a query to count, page or export. */
function matchingClinics(db: Kysely<Database>, query: ClinicListQuery, now: Date) {
  const state = query.state ? findState(query.state) : undefined;
  const cutoff = verificationCutoff(now);
  const lapsesSoon = new Date(cutoff.getTime() + VERIFICATION_DUE_DAYS * 86_400_000);
  return db
    .selectFrom("clinics")
    .$if(query.name !== "", (q) =>
      q.where(sql<boolean>`lower(name) like ${likePattern(query.name)} escape '\\'`),
    )
    .$if(state !== undefined, (q) => q.where("state", "=", state?.code ?? ""))
    .$if(query.city !== "", (q) => q.where("city_key", "=", cityKey(query.city)))
    .$if(query.npi !== "", (q) => q.where("npi", "=", query.npi))
    .$if(query.verified !== "", (q) => q.where("verified", "=", query.verified === "yes" ? 1 : 0))
    .$if(query.featured !== "", (q) => q.where("featured", "=", query.featured === "yes" ? 1 : 0))
    .$if(query.source !== "", (q) => q.where("source", "=", query.source))
    .$if(query.verification === "never", (q) => q.where("last_verified_at", "is", null))
    .$if(query.verification === "lapsed", (q) => q.where("last_verified_at", "<", cutoff.toISOString()))
    .$if(query.verification === "due", (q) =>
      q
        .where("verified", "=", 1)
        .where("last_verified_at", ">=", cutoff.toISOString())
        .where("last_verified_at", "<", lapsesSoon.toISOString()),
    )
    .$if(query.verification === "current", (q) =>
      q.where("verified", "=", 1).where("last_verified_at", ">=", cutoff.toISOString()),
    )
    .$if(query.missing === "phone", (q) =>
      q.where((eb) => eb.or([eb("phone", "is", null), eb("phone", "=", "")])),
    )
    .$if(query.missing === "website", (q) =>
      q.where((eb) => eb.or([eb("website", "is", null), eb("website", "=", "")])),
    )
    .$if(query.missing === "hours", (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("clinic_hours").select("clinic_id").whereRef("clinic_id", "=", "clinics.id"))),
      ),
    )
    .$if(query.missing === "prices", (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom("clinic_pricing").select("clinic_id").whereRef("clinic_id", "=", "clinics.id")),
        ),
      ),
    )
    .$if(query.visibility !== "", (q) => q.where("held", "=", query.visibility === "held" ? 1 : 0))
    .$if(query.lastImport, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("admin_audit_log")
            .select("admin_audit_log.id")
            .whereRef("admin_audit_log.clinic_id", "=", "clinics.id")
            .where((eb) =>
              eb(
                "admin_audit_log.import_id",
                "=",
                eb
                  .selectFrom("admin_imports")
                  .select((max) => max.fn.max("admin_imports.id").as("latest"))
                  .where("admin_imports.undone_at", "is", null),
              ),
            ),
        ),
      ),
    )
    .$if(query.openSuggestions, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("suggestions")
            .select("suggestions.id")
            .whereRef("suggestions.clinic_id", "=", "clinics.id")
            .where("suggestions.status", "=", "open"),
        ),
      ),
    );
}

/**
 * A page of all clinics, filtered by the query, by name unless sorted otherwise. State and city use the
 * (state, city_key) index, NPI its own index, the order the name index; a name is matched anywhere in it,
 * case-insensitively.
 */
export async function listClinics(
  db: Kysely<Database>,
  query: ClinicListQuery,
  pageSize = ADMIN_PAGE_SIZE,
  now = new Date(),
): Promise<{ rows: ClinicListRow[]; total: number; pageCount: number; unknownState: boolean }> {
  const state = query.state ? findState(query.state) : undefined;
  const filtered = matchingClinics(db, query, now);
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await filtered
    .select([
      "id",
      "name",
      "city",
      "state",
      "npi",
      "verified",
      "featured",
      "source",
      "held",
      "last_verified_at",
      "updated_at",
    ])
    // Never checked first, then the oldest check: the order a re-verification round works in.
    .$if(query.sort === "verification", (q) =>
      q.orderBy(sql`case when last_verified_at is null then 0 else 1 end`).orderBy("last_verified_at"),
    )
    .$if(query.sort === "changed", (q) => q.orderBy("updated_at", "desc"))
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
      held: Number(row.held) === 1,
      lastVerifiedAt: row.last_verified_at,
      updatedAt: row.updated_at,
    })),
    total: count,
    pageCount,
    unknownState: query.state !== "" && state === undefined,
  };
}

/** The ids of every clinic matching the filters, in the list's order, up to `limit`: for an export. */
export async function matchingClinicIds(
  db: Kysely<Database>,
  query: ClinicListQuery,
  limit: number,
  now = new Date(),
): Promise<number[]> {
  const rows = await matchingClinics(db, query, now)
    .select("id")
    .orderBy("name")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
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
