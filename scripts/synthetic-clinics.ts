// Synthetic clinics for the benchmarks: deterministic (seeded), spread over the places of 15 states.
import { INSURANCE_PROVIDERS, PRICE_RANGES, SERVICES } from "../app/domain/catalog.ts";
import { cityKey } from "../app/domain/city-key.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadGazetteer } from "../app/server/gazetteer/load.server.ts";
import { GAZETTEER_DIR } from "../app/server/paths.server.ts";
import { random } from "./seeded-random.ts";

/** Fills the database at `url` with `count` synthetic clinics around 600 real places; returns seconds taken. */
export async function loadSyntheticClinics(url: string, count: number) {
  const handle = await openReadyDatabase(url);
  const gazetteer = loadGazetteer(GAZETTEER_DIR);
  const rand = random(42);
  const places = [
    "TX",
    "CA",
    "FL",
    "NY",
    "IL",
    "AZ",
    "CO",
    "GA",
    "WA",
    "OH",
    "PA",
    "NC",
    "MI",
    "TN",
    "MO",
  ].flatMap((state) => gazetteer.statePlaces(state, 40));
  const now = new Date().toISOString();
  const started = Date.now();
  for (let batch = 0; batch < count / 1000; batch++) {
    await handle.db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: 1000 }, (_, i) => {
        const n = batch * 1000 + i;
        const place = places[Math.floor(rand() ** 2 * places.length)] ?? places[0];
        if (!place) throw new Error("gazetteer has no places");
        return {
          slug: `bench-clinic-${n}`,
          name: `Bench Clinic ${n}`,
          description: "Synthetic clinic for benchmarks.",
          address_line1: `${n} Example St`,
          address_line2: null,
          city: place.name,
          city_key: cityKey(place.name),
          state: place.stateCode,
          zip_code: "00000",
          latitude: place.latitude + (rand() - 0.5) * 0.4,
          longitude: place.longitude + (rand() - 0.5) * 0.4,
          phone: "(555) 555-0100",
          website: "https://bench.example.com",
          google_maps_url: null,
          rating: Math.round((3 + rand() * 2) * 10) / 10,
          review_count: Math.floor(rand() * 1000),
          price_range: PRICE_RANGES[Math.floor(rand() * 4)] ?? "$$",
          telehealth: rand() < 0.2 ? (1 as const) : (0 as const),
          video_consult: 0 as const,
          e_prescriptions: 0 as const,
          verified: 1 as const,
          featured: rand() < 0.05 ? (1 as const) : (0 as const),
          year_established: 2000 + Math.floor(rand() * 24),
          support_hours: null,
          response_rate: null,
          response_time: null,
          last_verified_at: null,
          source: "bench",
          created_at: now,
          updated_at: now,
        };
      });
      const inserted = await trx.insertInto("clinics").values(rows).returning("id").execute();
      const services = inserted.flatMap(({ id }) =>
        SERVICES.filter((_, k) => k < 2 || rand() < 0.3).map((s, position) => ({
          clinic_id: id,
          service_id: s.id,
          description: null,
          position,
        })),
      );
      const insurance = inserted.flatMap(({ id }) =>
        INSURANCE_PROVIDERS.filter(() => rand() < 0.4).map((p, position) => ({
          clinic_id: id,
          insurance_id: p.id,
          position,
        })),
      );
      for (let i = 0; i < services.length; i += 2000)
        await trx
          .insertInto("clinic_services")
          .values(services.slice(i, i + 2000))
          .execute();
      for (let i = 0; i < insurance.length; i += 2000)
        await trx
          .insertInto("clinic_insurance")
          .values(insurance.slice(i, i + 2000))
          .execute();
    });
  }
  await handle.close();
  return (Date.now() - started) / 1000;
}
