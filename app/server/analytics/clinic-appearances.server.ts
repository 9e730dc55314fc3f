import type { Kysely } from "kysely";
import type { Directory } from "../clinics/directory.server.ts";
import type { Database } from "../db/schema.server.ts";

/** The UTC month of a day ("2026-11-24" -> "2026-11"): appearances are counted per clinic and month. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/**
 * The ids of the clinics a list of results named, each once; slugs we do not list (a clinic removed since the
 * page was shown, or made up) are left out.
 */
export async function listedClinicIds(slugs: readonly string[], directory: Directory): Promise<number[]> {
  const clinics = await Promise.all([...new Set(slugs)].map((slug) => directory.bySlug(slug)));
  return [...new Set(clinics.flatMap((clinic) => (clinic ? [clinic.id] : [])))];
}

export interface AppearanceCount {
  clinic_id: number;
  month: string;
  searches: number;
}

/** Past this many clinic-months waiting to be written, new appearances are dropped: memory stays bounded. */
const MAX_TALLIED = 50_000;

/** Searches per clinic and month, added up in memory until they are written. */
export class AppearanceTally {
  readonly #counts = new Map<string, AppearanceCount>();
  #dropped = 0;

  /** Adds one search to each clinic for the month. */
  add(month: string, clinicIds: readonly number[]): void {
    for (const clinicId of clinicIds) {
      const key = `${month}|${clinicId}`;
      const count = this.#counts.get(key);
      if (count) count.searches++;
      else if (this.#counts.size < MAX_TALLIED)
        this.#counts.set(key, { clinic_id: clinicId, month, searches: 1 });
      else this.#dropped++;
    }
  }

  get pending(): number {
    return this.#counts.size;
  }

  /** The counts so far and how many appearances were dropped since the last take; both start again at zero. */
  take(): { counts: AppearanceCount[]; dropped: number } {
    const taken = { counts: [...this.#counts.values()], dropped: this.#dropped };
    this.#counts.clear();
    this.#dropped = 0;
    return taken;
  }
}

const ROWS_PER_INSERT = 500;

/** Adds the counts to the stored ones (a clinic's first search in a month makes its row). */
export async function addAppearances(
  db: Kysely<Database>,
  counts: readonly AppearanceCount[],
): Promise<void> {
  for (let start = 0; start < counts.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto("clinic_appearances")
      .values(counts.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) =>
        conflict.columns(["clinic_id", "month"]).doUpdateSet((eb) => ({
          searches: eb("clinic_appearances.searches", "+", eb.ref("excluded.searches")),
        })),
      )
      .execute();
  }
}
