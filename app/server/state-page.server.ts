import type { Kysely } from "kysely";
import { type ClinicCard, toClinicCard } from "../domain/clinic-card.ts";
import {
  averageRating,
  citiesByClinicCount,
  reviewTotal,
  STATE_PAGE_SIZE,
  type StateFacts,
  typicalMonthlyCost,
} from "../domain/state-stats.ts";
import type { UsState } from "../domain/us-states.ts";
import { searchClinics } from "./clinics/search.server.ts";
import type { Database } from "./db/schema.server.ts";

export type { StateFacts };
export { STATE_PAGE_SIZE };

export const STATE_TOP_CITIES = 10;
export const STATE_TELEHEALTH_LIMIT = 8;

/** The figures of a state's tiles and lists, from narrow reads over all of its clinics. */
export async function stateFacts(db: Kysely<Database>, stateCode: string): Promise<StateFacts> {
  const [clinics, prices] = await Promise.all([
    db
      .selectFrom("clinics")
      .select(["rating", "review_count", "city"])
      .where("state", "=", stateCode)
      .execute(),
    db
      .selectFrom("clinic_pricing as p")
      .innerJoin("clinics as c", "c.id", "p.clinic_id")
      .select(["p.low", "p.high", "p.unit"])
      .where("c.state", "=", stateCode)
      .where("p.unit", "=", "month")
      .execute(),
  ]);
  return {
    clinicsCount: clinics.length,
    averageRating: averageRating(
      clinics.map((clinic) => (clinic.rating === null ? null : Number(clinic.rating))),
    ),
    reviewsCount: reviewTotal(clinics.map((clinic) => Number(clinic.review_count))),
    monthlyCost: typicalMonthlyCost(
      prices.map((row) => ({
        low: row.low === null ? null : Number(row.low),
        high: row.high === null ? null : Number(row.high),
        unit: row.unit,
      })),
    ),
    topCities: citiesByClinicCount(
      clinics.map((clinic) => clinic.city),
      STATE_TOP_CITIES,
    ),
  };
}

export interface StatePageData {
  state: UsState;
  facts: StateFacts;
  /** This page of the state's clinics, best rated first. */
  clinics: ClinicCard[];
  page: number;
  pageCount: number;
  /** Telehealth clinics licensed to treat patients in the state. */
  telehealth: { clinics: ClinicCard[]; total: number };
}

export function statePageCount(clinicsCount: number): number {
  return Math.max(1, Math.ceil(clinicsCount / STATE_PAGE_SIZE));
}

/** Null when the page number is past the last page. */
export async function loadStatePage(
  db: Kysely<Database>,
  state: UsState,
  page: number,
): Promise<StatePageData | null> {
  const facts = await stateFacts(db, state.code);
  const pageCount = statePageCount(facts.clinicsCount);
  if (page < 1 || page > pageCount) return null;
  const now = new Date();
  const [list, telehealth] = await Promise.all([
    searchClinics(db, {
      state: state.code,
      sort: "rating",
      limit: STATE_PAGE_SIZE,
      offset: (page - 1) * STATE_PAGE_SIZE,
    }),
    searchClinics(db, {
      licensedIn: state.code,
      telehealth: true,
      sort: "rating",
      limit: STATE_TELEHEALTH_LIMIT,
    }),
  ]);
  return {
    state,
    facts,
    clinics: list.clinics.map((clinic) => toClinicCard(clinic, now)),
    page,
    pageCount,
    telehealth: {
      clinics: telehealth.clinics.map((clinic) => toClinicCard(clinic, now)),
      total: telehealth.total,
    },
  };
}
