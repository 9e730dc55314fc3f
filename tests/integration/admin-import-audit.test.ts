import { beforeAll, expect, it } from "vitest";
import { auditOf } from "../../app/server/admin/audit.server.ts";
import { applyKeptUpload, checkUploadedFile } from "../../app/server/admin/browser-import.server.ts";
import { auditImport } from "../../app/server/admin/import-audit.server.ts";
import { importClinicFile } from "../../app/server/clinics/import-file.server.ts";
import { describeOnEveryDialect, type TestDatabase } from "../support/databases.ts";

const noZips = { zip: () => undefined };
const editor = { email: "ops@example.com" };
const header = "name,addressLine1,city,state,zipCode,latitude,longitude,phone,source,npi";
const riverside =
  "Riverside Men's Clinic,5 River Rd,Austin,TX,78701,30.27,-97.74,(512) 555-0101,seed,1234567893";
const hillCountry = "Hill Country Health,9 Hill St,Austin,TX,78702,30.26,-97.72,(512) 555-0102,seed,";
const csv = (...rows: string[]) => `${header}\n${rows.join("\n")}\n`;

/** Checks a file as the import page does, then applies it with the digest of that check. */
async function applyFromBrowser(database: TestDatabase, name: string, text: string) {
  const upload = { name, text, size: Buffer.byteLength(text) };
  const sessionKey = "session-of-ops";
  const checked = await checkUploadedFile(database.db, noZips, upload, { maxMb: 5, sessionKey });
  if (checked.kind !== "checked") throw new Error(`not checked: ${checked.kind}`);
  if (!checked.ok) return checked;
  return applyKeptUpload(database.db, noZips, { digest: checked.digest, sessionKey, editor });
}

async function clinicId(database: TestDatabase, slug: string): Promise<number> {
  const row = await database.db
    .selectFrom("clinics")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

const auditCount = async (database: TestDatabase) =>
  Number(
    (
      await database.db
        .selectFrom("admin_audit_log")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeOnEveryDialect("audit entries of browser imports on %s", (database) => {
  beforeAll(async () => {
    const seeded = await importClinicFile(
      database.db,
      { name: "seed.csv", text: csv(riverside, hillCountry) },
      noZips,
    );
    expect(seeded).toMatchObject({ ok: true, summary: { created: 2 } });
  });

  it("leaves no entries for an import from the command line", async () => {
    expect(await auditCount(database)).toBe(0);
  });

  it("writes no entry when an import fails its checks or is rolled back", async () => {
    const broken = csv(
      riverside.replace("(512) 555-0101", "call us"),
      "New Clinic,1 Main St,Austin,TX,787,30.27,-97.74,(512) 555-0109,browser,",
    );
    const report = await applyFromBrowser(database, "broken.csv", broken);
    expect(report).toMatchObject({ kind: "checked", ok: false });

    // A failure after the entries of a batch were written takes them back with the clinics.
    const audit = auditImport(editor, "clinics.csv");
    const failing = importClinicFile(
      database.db,
      { name: "clinics.csv", text: csv(riverside.replace("(512) 555-0101", "(512) 555-0177")) },
      noZips,
      {
        onStoreBatch: async (trx, clinics, now) => {
          const afterStore = await audit(trx, clinics, now);
          return async () => {
            await afterStore();
            throw new Error("the database went away");
          };
        },
      },
    );
    await expect(failing).rejects.toThrow("the database went away");
    expect(await auditCount(database)).toBe(0);
    const phone = await database.db
      .selectFrom("clinics")
      .select("phone")
      .where("slug", "=", "riverside-mens-clinic-austin")
      .executeTakeFirstOrThrow();
    expect(phone.phone).toBe("(512) 555-0101");
  });

  it("records each clinic an applied import creates or changes, in the admin's name, and none it leaves alone", async () => {
    const file = csv(
      "Lakeside Testosterone Clinic,1 Main St,Austin,TX,78703,30.28,-97.75,(512) 555-0103,browser,",
      // Renamed, so its slug is new: the import finds the stored clinic by its NPI and ZIP code.
      riverside
        .replace("Riverside Men's Clinic", "Riverside TRT Clinic")
        .replace("(512) 555-0101", "512-555-0199"),
      hillCountry,
    );
    const report = await applyFromBrowser(database, "clinics.csv", file);
    expect(report).toMatchObject({ kind: "applied", ok: true, summary: "Created 1, updated 1, unchanged 1" });

    const [created, ...olderCreated] = await auditOf(
      database.db,
      await clinicId(database, "lakeside-testosterone-clinic-austin"),
    );
    expect(olderCreated).toEqual([]);
    expect(created).toMatchObject({
      action: "create",
      adminEmail: "ops@example.com",
      clinicName: "Lakeside Testosterone Clinic",
      note: "Imported from clinics.csv",
    });
    expect(created?.changes).toEqual(
      expect.arrayContaining([
        { field: "name", before: null, after: "Lakeside Testosterone Clinic" },
        { field: "zipCode", before: null, after: "78703" },
        { field: "phone", before: null, after: "(512) 555-0103" },
        { field: "source", before: null, after: "browser" },
      ]),
    );

    const updatedEntries = await auditOf(
      database.db,
      await clinicId(database, "riverside-mens-clinic-austin"),
    );
    expect(updatedEntries).toHaveLength(1);
    expect(updatedEntries[0]).toMatchObject({
      action: "update",
      adminEmail: "ops@example.com",
      clinicName: "Riverside TRT Clinic",
      note: "Imported from clinics.csv",
      changes: [
        { field: "name", before: "Riverside Men's Clinic", after: "Riverside TRT Clinic" },
        { field: "phone", before: "(512) 555-0101", after: "(512) 555-0199" },
      ],
    });

    expect(await auditOf(database.db, await clinicId(database, "hill-country-health-austin"))).toEqual([]);
    expect(await auditCount(database)).toBe(2);
  });

  it("writes nothing when the same file is applied again", async () => {
    const before = await auditCount(database);
    const file = csv(hillCountry);
    const report = await applyFromBrowser(database, "again.csv", file);
    expect(report).toMatchObject({ kind: "applied", summary: "Created 0, updated 0, unchanged 1" });
    expect(await auditCount(database)).toBe(before);
  });
});
