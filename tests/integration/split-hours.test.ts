import { sql } from "kysely";
import { expect, it } from "vitest";
import { clinicToInput } from "../../app/domain/clinic-export.ts";
import { clinicBySlug } from "../../app/server/clinics/read.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import * as splitHours from "../../app/server/db/migrations/012-split-hours.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

describeOnEveryDialect("split opening hours on %s", (database, dialect) => {
  const dataVersion = async () =>
    Number(
      (await database.db.selectFrom("data_version").select("version").executeTakeFirstOrThrow()).version,
    );

  it("migration 012 keeps the stored hours, takes two periods a day, and writes still bump data_version", async () => {
    await upsertClinics(database.db, [makeClinic({ slug: "before-012", hours: { monday: "08:00-17:00" } })]);
    const { id } = await database.db
      .selectFrom("clinics")
      .select("id")
      .where("slug", "=", "before-012")
      .executeTakeFirstOrThrow();
    // Back to the key of migration 001, then forward again, as a database made before 012 is migrated.
    await splitHours.down(database.db);
    await expect(
      database.db
        .insertInto("clinic_hours")
        .values({ clinic_id: id, day: 1, opens: "18:00", closes: "20:00" })
        .execute(),
    ).rejects.toThrow();
    await splitHours.up(database.db);

    const rows = () =>
      database.db
        .selectFrom("clinic_hours")
        .select(["day", "opens", "closes"])
        .where("clinic_id", "=", id)
        .orderBy("opens")
        .execute();
    expect(await rows()).toEqual([{ day: 1, opens: "08:00", closes: "17:00" }]);

    const before = await dataVersion();
    await database.db
      .insertInto("clinic_hours")
      .values({ clinic_id: id, day: 1, opens: "18:00", closes: "20:00" })
      .execute();
    expect(await rows()).toEqual([
      { day: 1, opens: "08:00", closes: "17:00" },
      { day: 1, opens: "18:00", closes: "20:00" },
    ]);
    expect(await dataVersion()).toBeGreaterThan(before);
    const afterInsert = await dataVersion();
    await database.db
      .deleteFrom("clinic_hours")
      .where("clinic_id", "=", id)
      .where("opens", "=", "18:00")
      .execute();
    expect(await dataVersion()).toBeGreaterThan(afterInsert);

    await expect(
      database.db
        .insertInto("clinic_hours")
        .values({ clinic_id: id, day: 1, opens: "08:00", closes: "12:00" })
        .execute(),
    ).rejects.toThrow();
    if (dialect === "sqlite") {
      const triggers = await sql<{ name: string }>`select name from sqlite_master
        where type = 'trigger' and tbl_name = 'clinic_hours' order by name`.execute(database.db);
      expect(triggers.rows.map((row) => row.name)).toEqual([
        "clinic_hours_delete_bumps_data_version",
        "clinic_hours_insert_bumps_data_version",
        "clinic_hours_update_bumps_data_version",
      ]);
    }
  });

  it("stores one row a period and reads them back as text, periods and the import format", async () => {
    await upsertClinics(database.db, [
      makeClinic({
        slug: "split-day",
        hours: { monday: "08:00-12:00 , 13:00-17:00", friday: "18:00-24:00" },
      }),
    ]);
    const clinic = await clinicBySlug(database.db, "split-day");
    expect(clinic?.hoursOfOperation).toMatchObject({
      monday: "8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM",
      tuesday: "Closed",
      friday: "6:00 PM – midnight",
    });
    expect(clinic?.openingHours).toEqual([
      { day: "monday", opens: "08:00", closes: "12:00" },
      { day: "monday", opens: "13:00", closes: "17:00" },
      { day: "friday", opens: "18:00", closes: "24:00" },
    ]);
    expect(clinic && clinicToInput(clinic).hours).toMatchObject({
      monday: "08:00-12:00,13:00-17:00",
      tuesday: "closed",
      friday: "18:00-24:00",
    });
  });
});
