import { describe, expect, it } from "vitest";
import { auditOf, writeAudit } from "../../app/server/admin/audit.server.ts";
import { applyBulkAction } from "../../app/server/admin/clinic-bulk.server.ts";
import { readBulkRequest } from "../../app/server/admin/clinic-bulk-request.server.ts";
import {
  listClinics,
  matchingClinicIds,
  parseClinicListQuery,
} from "../../app/server/admin/clinic-list.server.ts";
import { adminOverview } from "../../app/server/admin/overview.server.ts";
import { exportClinics } from "../../app/server/clinics/export-file.server.ts";
import { getStats } from "../../app/server/clinics/stats.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

const NOW = new Date("2026-11-26T12:00:00Z");
const editor = { email: "ops@example.com" };
const noZips = { zip: () => undefined };

const CLINICS = [
  makeClinic({ name: "Current Clinic", slug: "current", lastVerifiedAt: "2026-09-01" }),
  // Checked 12 months and a few days ago: the public site no longer calls it verified.
  makeClinic({ name: "Lapsed Clinic", slug: "lapsed", lastVerifiedAt: "2025-11-20" }),
  // Lapses on 2026-12-10: within 30 days.
  makeClinic({ name: "Due Clinic", slug: "due", lastVerifiedAt: "2025-12-10" }),
  makeClinic({
    name: "Never Clinic",
    slug: "never",
    verified: false,
    lastVerifiedAt: undefined,
    phone: undefined,
    website: undefined,
    hours: {},
    pricing: [],
  }),
  // Unticked but checked long ago: still in the stale queue.
  makeClinic({ name: "Old Check Clinic", slug: "old-check", verified: false, lastVerifiedAt: "2024-05-01" }),
];

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describeOnEveryDialect("the clinic list's work queues on %s", { clinics: CLINICS }, (database) => {
  const list = (params: string) =>
    listClinics(database.db, parseClinicListQuery(new URLSearchParams(params)), 25, NOW);

  it("the stale-verification queue lists exactly the clinics checked more than 12 months ago", async () => {
    expect(names((await list("verification=lapsed")).rows)).toEqual(["Lapsed Clinic", "Old Check Clinic"]);
    expect(names((await list("verification=due")).rows)).toEqual(["Due Clinic"]);
    expect(names((await list("verification=never")).rows)).toEqual(["Never Clinic"]);
    expect(names((await list("verification=current")).rows)).toEqual(["Current Clinic", "Due Clinic"]);
  });

  it("finds listings missing a phone, a website, hours or prices", async () => {
    for (const missing of ["phone", "website", "hours", "prices"]) {
      expect(names((await list(`missing=${missing}`)).rows), missing).toEqual(["Never Clinic"]);
    }
  });

  it("orders by the oldest verification, never-checked first, and by the last change", async () => {
    const byCheck = (await list("sort=verification")).rows.map((row) => row.name);
    expect(byCheck).toEqual([
      "Never Clinic",
      "Old Check Clinic",
      "Lapsed Clinic",
      "Due Clinic",
      "Current Clinic",
    ]);
    const byChange = (await list("sort=changed")).rows;
    const stamps = byChange.map((row) => row.updatedAt);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it("lists clinics with an open visitor suggestion", async () => {
    const due = (await list("name=due")).rows[0];
    if (!due) throw new Error("no Due Clinic");
    await database.db
      .insertInto("suggestions")
      .values({
        clinic_id: due.id,
        kind: "hours",
        correction: "Closed on Fridays",
        email: null,
        created_at: NOW.toISOString(),
      })
      .execute();
    expect(names((await list("suggestions=open")).rows)).toEqual(["Due Clinic"]);
  });

  it("lists the clinics the last browser import changed, the one before once it is undone", async () => {
    const byName = async (name: string) => {
      const row = (await list(`name=${encodeURIComponent(name)}`)).rows[0];
      if (!row) throw new Error(`no ${name}`);
      return row;
    };
    const importOf = async (clinic: { id: number; name: string }) => {
      const { id } = await database.db
        .insertInto("admin_imports")
        .values({
          admin_email: editor.email,
          file_name: "clinics.csv",
          digest: "d",
          applied_at: NOW.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await writeAudit(database.db, {
        clinicId: clinic.id,
        clinicName: clinic.name,
        adminEmail: editor.email,
        action: "update",
        changes: [{ field: "phone", before: null, after: "(512) 555-0101" }],
        importId: id,
        now: NOW,
      });
      return id;
    };
    await importOf(await byName("Current"));
    const latest = await importOf(await byName("Lapsed"));
    expect(names((await list("changed=last-import")).rows)).toEqual(["Lapsed Clinic"]);
    await database.db
      .updateTable("admin_imports")
      .set({ undone_at: NOW.toISOString() })
      .where("id", "=", latest)
      .execute();
    expect(names((await list("changed=last-import")).rows)).toEqual(["Current Clinic"]);
  });

  it("the overview counts only what the public site calls verified", async () => {
    const overview = await adminOverview(database.db, { seesAccounts: true }, NOW);
    expect(overview.verified).toBe(2);
    expect(overview.lapsed).toBe(2);
  });

  it("bulk verify on a selection writes one audit entry per clinic", async () => {
    const stale = (await list("verification=lapsed")).rows;
    const outcome = await applyBulkAction(database.db, {
      ids: stale.map((row) => row.id),
      action: "verify",
      editor,
      zips: noZips,
      check: { method: "phone", on: "2026-11-25" },
      now: NOW,
    });
    expect(outcome.done.sort()).toEqual(["Lapsed Clinic", "Old Check Clinic"]);
    for (const row of stale) {
      const entries = (await auditOf(database.db, row.id)).filter((entry) => entry.action === "verify");
      expect(entries).toHaveLength(1);
      expect(entries[0]?.adminEmail).toBe("ops@example.com");
    }
    expect((await list("verification=lapsed")).total).toBe(0);
  });

  it("holding a listing takes it from every public read; publishing brings it back", async () => {
    const never = (await list("name=never")).rows[0];
    if (!never) throw new Error("no Never Clinic");
    const before = (await getStats(database.db, NOW)).clinicsCount;
    const held = await applyBulkAction(database.db, {
      ids: [never.id],
      action: "hold",
      editor,
      zips: noZips,
      now: NOW,
    });
    expect(held.done).toEqual(["Never Clinic"]);
    expect(await directoryOf(database.db).bySlug("never")).toBeNull();
    expect((await getStats(database.db, NOW)).clinicsCount).toBe(before - 1);
    expect(names((await list("visibility=held")).rows)).toEqual(["Never Clinic"]);
    const again = await applyBulkAction(database.db, {
      ids: [never.id],
      action: "hold",
      editor,
      zips: noZips,
      now: NOW,
    });
    expect(again).toMatchObject({ done: [], unchanged: ["Never Clinic"] });

    await applyBulkAction(database.db, {
      ids: [never.id],
      action: "publish",
      editor,
      zips: noZips,
      now: NOW,
    });
    expect(await directoryOf(database.db).bySlug("never")).toMatchObject({ name: "Never Clinic" });
    const actions = (await auditOf(database.db, never.id)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(["publish", "hold"]);
  });

  it("exports the filtered list or a selection in the import format", async () => {
    const ids = await matchingClinicIds(
      database.db,
      parseClinicListQuery(new URLSearchParams("missing=phone")),
      100,
      NOW,
    );
    const exported = await exportClinics(database.db, ids);
    expect(exported.map((clinic) => clinic.slug)).toEqual(["never"]);
  });

  it("features and removes a selection, each clinic audited", async () => {
    const rows = (await list("name=clinic")).rows.filter((row) => row.name !== "Current Clinic");
    const ids = rows.map((row) => row.id);
    const featured = await applyBulkAction(database.db, {
      ids,
      action: "feature",
      editor,
      zips: noZips,
      now: NOW,
    });
    expect(featured.done).toHaveLength(ids.length);
    const removed = await applyBulkAction(database.db, {
      ids,
      action: "remove",
      editor,
      zips: noZips,
      now: NOW,
    });
    expect(removed.done).toHaveLength(ids.length);
    expect(names((await list("")).rows)).toEqual(["Current Clinic"]);
    const gone = await applyBulkAction(database.db, {
      ids,
      action: "feature",
      editor,
      zips: noZips,
      now: NOW,
    });
    expect(gone.missing.sort()).toEqual([...ids].sort());
  });
});

describe("a bulk request", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("names the field that is wrong", () => {
    expect(readBulkRequest(form([["id", "1"]]), NOW)).toMatchObject({ ok: false, field: "bulkAction" });
    expect(readBulkRequest(form([["bulkAction", "feature"]]), NOW)).toMatchObject({ ok: false, field: "id" });
    expect(
      readBulkRequest(
        form([
          ["bulkAction", "feature"],
          ["id", "x"],
        ]),
        NOW,
      ),
    ).toMatchObject({
      ok: false,
      field: "id",
    });
    expect(
      readBulkRequest(
        form([
          ["bulkAction", "remove"],
          ["id", "3"],
        ]),
        NOW,
      ),
    ).toMatchObject({
      ok: false,
      field: "confirm",
    });
    expect(
      readBulkRequest(
        form([
          ["bulkAction", "verify"],
          ["id", "3"],
        ]),
        NOW,
      ),
    ).toMatchObject({
      ok: false,
      field: "verificationMethod",
    });
    expect(
      readBulkRequest(
        form([
          ["bulkAction", "verify"],
          ["id", "3"],
          ["verificationMethod", "phone"],
          ["checkedOn", "2027-01-01"],
        ]),
        NOW,
      ),
    ).toMatchObject({ ok: false, field: "checkedOn" });
    const tooMany = form([
      ["bulkAction", "feature"],
      ...Array.from({ length: 101 }, (_, i) => ["id", String(i + 1)] as [string, string]),
    ]);
    expect(readBulkRequest(tooMany, NOW)).toMatchObject({ ok: false, field: "id" });
  });

  it("reads a valid one, each id once", () => {
    expect(
      readBulkRequest(
        form([
          ["bulkAction", "verify"],
          ["id", "3"],
          ["id", "3"],
          ["id", "4"],
          ["verificationMethod", "website"],
          ["checkedOn", "2026-11-20"],
        ]),
        NOW,
      ),
    ).toEqual({ ok: true, ids: [3, 4], action: "verify", check: { method: "website", on: "2026-11-20" } });
  });
});
