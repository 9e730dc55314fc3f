import { type Kysely, PostgresAdapter } from "kysely";

// Frozen in time: this migration must keep producing the same schema, so it uses Kysely<any>
// and no types or constants from the application.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  const flag = "smallint" as const;

  await db.schema
    .createTable("clinics")
    .addColumn("id", "integer", (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text")
    .addColumn("address_line1", "text", (col) => col.notNull())
    .addColumn("address_line2", "text")
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("city_key", "text", (col) => col.notNull())
    .addColumn("state", "char(2)", (col) => col.notNull())
    .addColumn("zip_code", "char(5)", (col) => col.notNull())
    .addColumn("latitude", "double precision", (col) => col.notNull())
    .addColumn("longitude", "double precision", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("website", "text")
    .addColumn("google_maps_url", "text")
    .addColumn("rating", "double precision")
    .addColumn("review_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("price_range", "text")
    .addColumn("telehealth", flag, (col) => col.notNull().defaultTo(0))
    .addColumn("video_consult", flag, (col) => col.notNull().defaultTo(0))
    .addColumn("e_prescriptions", flag, (col) => col.notNull().defaultTo(0))
    .addColumn("verified", flag, (col) => col.notNull().defaultTo(0))
    .addColumn("featured", flag, (col) => col.notNull().defaultTo(0))
    .addColumn("year_established", "integer")
    .addColumn("support_hours", "text")
    .addColumn("response_rate", "integer")
    .addColumn("response_time", "text")
    .addColumn("last_verified_at", "text")
    .addColumn("source", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema.createIndex("clinics_lat_lng").on("clinics").columns(["latitude", "longitude"]).execute();
  await db.schema.createIndex("clinics_state_city").on("clinics").columns(["state", "city_key"]).execute();
  await db.schema.createIndex("clinics_featured").on("clinics").columns(["featured", "rating"]).execute();
  await db.schema.createIndex("clinics_rating").on("clinics").columns(["rating", "review_count"]).execute();
  await db.schema.createIndex("clinics_telehealth").on("clinics").columns(["telehealth"]).execute();

  for (const table of ["services", "insurance_providers"]) {
    await db.schema
      .createTable(table)
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull())
      .execute();
  }

  await db.schema
    .createTable("clinic_services")
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("service_id", "text", (col) => col.notNull().references("services.id"))
    .addColumn("description", "text")
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("clinic_services_pk", ["clinic_id", "service_id"])
    .execute();
  await db.schema
    .createIndex("clinic_services_by_service")
    .on("clinic_services")
    .columns(["service_id", "clinic_id"])
    .execute();

  await db.schema
    .createTable("clinic_insurance")
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("insurance_id", "text", (col) => col.notNull().references("insurance_providers.id"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("clinic_insurance_pk", ["clinic_id", "insurance_id"])
    .execute();
  await db.schema
    .createIndex("clinic_insurance_by_insurer")
    .on("clinic_insurance")
    .columns(["insurance_id", "clinic_id"])
    .execute();

  await db.schema
    .createTable("clinic_pricing")
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("service", "text", (col) => col.notNull())
    .addColumn("price", "text", (col) => col.notNull())
    .addColumn("low", "double precision")
    .addColumn("high", "double precision")
    .addColumn("unit", "text")
    .addPrimaryKeyConstraint("clinic_pricing_pk", ["clinic_id", "position"])
    .execute();

  await db.schema
    .createTable("clinic_license_states")
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("state", "char(2)", (col) => col.notNull())
    .addPrimaryKeyConstraint("clinic_license_states_pk", ["clinic_id", "state"])
    .execute();
  await db.schema
    .createIndex("clinic_license_states_by_state")
    .on("clinic_license_states")
    .columns(["state", "clinic_id"])
    .execute();

  await db.schema
    .createTable("clinic_hours")
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("day", "smallint", (col) => col.notNull())
    .addColumn("opens", "char(5)", (col) => col.notNull())
    .addColumn("closes", "char(5)", (col) => col.notNull())
    .addPrimaryKeyConstraint("clinic_hours_pk", ["clinic_id", "day"])
    .execute();

  await db.schema
    .createTable("dataset_info")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "dataset_info",
    "clinic_hours",
    "clinic_license_states",
    "clinic_pricing",
    "clinic_insurance",
    "clinic_services",
    "insurance_providers",
    "services",
    "clinics",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
