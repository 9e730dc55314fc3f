import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";

export interface CatalogEntry {
  id: string;
  name: string;
  /** How many clinics offer the service or accept the insurer. */
  clinicCount: number;
}

export async function listServices(db: Kysely<Database>): Promise<CatalogEntry[]> {
  const rows = await db
    .selectFrom("services as s")
    .leftJoin("clinic_services as cs", "cs.service_id", "s.id")
    .select((eb) => ["s.id", "s.name", "s.position", eb.fn.count<number>("cs.clinic_id").as("clinicCount")])
    .groupBy(["s.id", "s.name", "s.position"])
    .orderBy("s.position")
    .execute();
  return rows.map(({ id, name, clinicCount }) => ({ id, name, clinicCount: Number(clinicCount) }));
}

export async function listInsurance(db: Kysely<Database>): Promise<CatalogEntry[]> {
  const rows = await db
    .selectFrom("insurance_providers as p")
    .leftJoin("clinic_insurance as ci", "ci.insurance_id", "p.id")
    .select((eb) => ["p.id", "p.name", "p.position", eb.fn.count<number>("ci.clinic_id").as("clinicCount")])
    .groupBy(["p.id", "p.name", "p.position"])
    .orderBy("p.position")
    .execute();
  return rows.map(({ id, name, clinicCount }) => ({ id, name, clinicCount: Number(clinicCount) }));
}
