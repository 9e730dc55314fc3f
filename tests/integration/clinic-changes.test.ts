import { sql } from "kysely";
import { expect, it } from "vitest";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { clinicsChangedSince } from "../../app/server/db/clinic-changes.server.ts";
import { dataVersionReader } from "../../app/server/db/data-version.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect, secondConnection } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

describeOnEveryDialect(
  "which clinics a write changed (migration 015) on %s",
  {
    clinics: [
      makeClinic({ slug: "north", name: "North Clinic" }),
      makeClinic({ slug: "south", name: "South Clinic", latitude: 30.1 }),
    ],
  },
  (database) => {
    /** Writes by hand, as a script or an operator's SQL fix would. */
    const other = secondConnection(database);

    async function idOf(slug: string): Promise<number> {
      const row = await database.db
        .selectFrom("clinics")
        .select("id")
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow();
      return Number(row.id);
    }

    /** The clinics the statement changed, as a server that had read the version before it would be told. */
    async function changedBy(statement: () => Promise<unknown>) {
      const before = await dataVersionReader(database.db)();
      await statement();
      return clinicsChangedSince(database.db, before);
    }

    it("notes the clinic of each row written, in the clinics table and the tables beside it", async () => {
      const north = await idOf("north");
      const south = await idOf("south");
      expect(
        await changedBy(() =>
          sql`update clinics set phone = '(512) 555-0100' where id = ${north}`.execute(other.db),
        ),
      ).toEqual(new Set([north]));
      expect(
        await changedBy(() =>
          sql`insert into clinic_hours (clinic_id, day, opens, closes) values (${south}, 6, '10:00', '12:00')`.execute(
            other.db,
          ),
        ),
      ).toEqual(new Set([south]));
      expect(
        await changedBy(() =>
          sql`delete from clinic_hours where clinic_id = ${south} and day = 6`.execute(other.db),
        ),
      ).toEqual(new Set([south]));
      // A row moved from one clinic to another changes both.
      const moved = await changedBy(async () => {
        await sql`insert into clinic_license_states (clinic_id, state) values (${north}, 'WY')`.execute(
          other.db,
        );
        await sql`update clinic_license_states set clinic_id = ${south} where clinic_id = ${north} and state = 'WY'`.execute(
          other.db,
        );
      });
      expect(moved).toEqual(new Set([north, south]));
      expect(await changedBy(async () => undefined)).toEqual(new Set());
    });

    it("notes every clinic for a write to a catalog every clinic shows", async () => {
      expect(
        await changedBy(() =>
          sql`update services set name = name where id = 'hormone-testing'`.execute(other.db),
        ),
      ).toBe("every");
    });

    it("keeps the full clinics an edit left alone, and reads the changed one again", async () => {
      const directory = directoryOf(database.db);
      const north = await idOf("north");
      const south = await idOf("south");
      const before = await directory.clinics([north, south], (await directory.current()).version);
      await sql`update clinics set name = 'North Men''s Clinic' where id = ${north}`.execute(other.db);
      const after = await directory.clinics([north, south], (await directory.current()).version);
      expect(after[0]?.name).toBe("North Men's Clinic");
      expect(after[0]).not.toBe(before[0]);
      expect(after[1]).toBe(before[1]);
      // A catalog write lets go of every clinic: each shows the catalog's names.
      await sql`update insurance_providers set name = name`.execute(other.db);
      const renamed = await directory.clinics([south], (await directory.current()).version);
      expect(renamed[0]).not.toBe(after[1]);
      expect(renamed[0]).toEqual(after[1]);
    });

    it("notes the clinics of an import, and a deleted clinic", async () => {
      const changed = await changedBy(() =>
        upsertClinics(other.db, [makeClinic({ slug: "east", name: "East Clinic", latitude: 30.2 })]),
      );
      const east = await idOf("east");
      expect(changed).toEqual(new Set([east]));
      expect(await changedBy(() => other.db.deleteFrom("clinics").where("id", "=", east).execute())).toEqual(
        new Set([east]),
      );
    });
  },
);
