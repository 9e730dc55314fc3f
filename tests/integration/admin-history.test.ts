import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { parseAuditQuery } from "../../app/domain/audit-query.ts";
import { loader as auditLoader } from "../../app/routes/admin/audit.tsx";
import { findAdmin, saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { revertFieldChange } from "../../app/server/admin/audit-revert.server.ts";
import { searchAudit } from "../../app/server/admin/audit-search.server.ts";

import { applyKeptUpload, checkUploadedFile } from "../../app/server/admin/browser-import.server.ts";
import { loadClinic } from "../../app/server/admin/clinic-admin.server.ts";
import { formValuesOf } from "../../app/server/admin/clinic-form.server.ts";
import { clinicPageAction } from "../../app/server/admin/clinic-requests.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { importSummary, listImports } from "../../app/server/admin/import-history.server.ts";
import { importEntries, undoImport } from "../../app/server/admin/import-undo.server.ts";
import { KEEP_MINUTES } from "../../app/server/admin/kept-uploads.server.ts";
import { type AdminSession, createSession } from "../../app/server/admin/sessions.server.ts";
import { importClinicFile } from "../../app/server/clinics/import-file.server.ts";
import {
  closeSuggestionAfterEdit,
  openSuggestionCount,
  resolveSuggestion,
  saveSuggestion,
  suggestionsByClinic,
} from "../../app/server/suggestions/store.server.ts";
import { routerContext, servicesFor } from "../support/app-services.ts";
import { describeOnEveryDialect, type TestDatabase } from "../support/databases.ts";

/** An admin reads the whole log. */
const EVERY_ENTRY = { seesAccounts: true };

const noZips = { zip: () => undefined };
const ops = { email: "ops@example.com" };
const header = "name,addressLine1,city,state,zipCode,latitude,longitude,phone,services,source";
const row = (name: string, phone: string, services = "testosterone-injections") =>
  `${name},1 Main St,Austin,TX,78701,30.27,-97.74,${phone},${services},seed`;
const csv = (...rows: string[]) => `${header}\n${rows.join("\n")}\n`;
const upload = (name: string, text: string) => ({ name, text, size: Buffer.byteLength(text) });

async function clinic(database: TestDatabase, slug: string) {
  return database.db.selectFrom("clinics").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/** Checks a file for a session and applies what was kept. */
async function checkAndApply(database: TestDatabase, name: string, text: string, sessionKey = "session-a") {
  const checked = await checkUploadedFile(database.db, noZips, upload(name, text), { maxMb: 5, sessionKey });
  if (checked.kind !== "checked" || !checked.ok) throw new Error(`not checked: ${JSON.stringify(checked)}`);
  const applied = await applyKeptUpload(database.db, noZips, {
    digest: checked.digest,
    sessionKey,
    editor: ops,
  });
  if (applied.kind !== "applied" || applied.importId === null) throw new Error("not applied");
  return { checked, applied, importId: applied.importId };
}

describeOnEveryDialect("the operator's import history, audit log and suggestions on %s", (database) => {
  let services: AppServices;

  beforeAll(async () => {
    services = servicesFor(database);
    const seeded = await importClinicFile(
      database.db,
      {
        name: "seed.csv",
        text: csv(row("Riverside Clinic", "(512) 555-0101"), row("Hill Clinic", "(512) 555-0102")),
      },
      noZips,
    );
    expect(seeded).toMatchObject({ ok: true });
  });

  describe("the dry run and the kept upload", () => {
    it("lists each clinic the file would create or change, with its field changes, and saves nothing", async () => {
      const text = csv(
        row("Riverside Clinic", "(512) 555-0199", "testosterone-injections;hcg-therapy"),
        row("Hill Clinic", "(512) 555-0102"),
        row("Lakeside Clinic", "(512) 555-0103"),
      );
      const report = await checkUploadedFile(database.db, noZips, upload("preview.csv", text), {
        maxMb: 5,
        sessionKey: "session-preview",
      });
      expect(report).toMatchObject({
        kind: "checked",
        ok: true,
        summary: "Created 1, updated 1, unchanged 1 (dry run: nothing was saved)",
      });
      if (report.kind !== "checked") return;
      expect(report.changes.map((change) => [change.name, change.action])).toEqual([
        ["Riverside Clinic", "update"],
        ["Lakeside Clinic", "create"],
      ]);
      expect(report.changes[0]?.changes).toEqual([
        { field: "phone", before: "(512) 555-0101", after: "(512) 555-0199" },
        {
          field: "services",
          before: ["testosterone-injections"],
          after: ["testosterone-injections", "hcg-therapy"],
        },
      ]);
      expect((await clinic(database, "riverside-clinic-austin"))?.phone).toBe("(512) 555-0101");
      expect(await clinic(database, "lakeside-clinic-austin")).toBeUndefined();
    });

    it("applies only for the session that checked the file, within its time, and only once", async () => {
      const text = csv(row("Kept Clinic", "(512) 555-0110"));
      const now = new Date("2030-01-01T10:00:00Z");
      const checked = await checkUploadedFile(database.db, noZips, upload("kept.csv", text), {
        maxMb: 5,
        sessionKey: "session-b",
        now,
      });
      if (checked.kind !== "checked") throw new Error("not checked");
      expect(checked.keptUntil).toBe(new Date(now.getTime() + KEEP_MINUTES * 60_000).toISOString());
      const apply = (sessionKey: string, at: Date) =>
        applyKeptUpload(database.db, noZips, { digest: checked.digest, sessionKey, editor: ops, now: at });

      expect(await apply("session-other", now)).toMatchObject({ kind: "not-kept" });
      const late = new Date(now.getTime() + (KEEP_MINUTES + 1) * 60_000);
      expect(await apply("session-b", late)).toMatchObject({ kind: "not-kept" });
      expect(await clinic(database, "kept-clinic-austin")).toBeUndefined();

      const inTime = new Date(now.getTime() + (KEEP_MINUTES - 1) * 60_000);
      expect(await apply("session-b", inTime)).toMatchObject({
        kind: "applied",
        summary: "Created 1, updated 0, unchanged 0",
      });
      expect(await clinic(database, "kept-clinic-austin")).toBeDefined();
      expect(await apply("session-b", inTime)).toMatchObject({ kind: "not-kept" });
    });

    it("applies exactly the checked file: another digest finds nothing kept", async () => {
      const text = csv(row("Digest Clinic", "(512) 555-0111"));
      await checkUploadedFile(database.db, noZips, upload("digest.csv", text), {
        maxMb: 5,
        sessionKey: "session-c",
      });
      const other = await applyKeptUpload(database.db, noZips, {
        digest: "A".repeat(43),
        sessionKey: "session-c",
        editor: ops,
      });
      expect(other).toMatchObject({ kind: "not-kept" });
    });
  });

  describe("undoing an import", () => {
    it("records the import with who, the file, its digest and counts, and names it in its audit entries", async () => {
      const { importId, checked } = await checkAndApply(
        database,
        "history.csv",
        csv(row("Hill Clinic", "(512) 555-0122"), row("History Clinic", "(512) 555-0123")),
      );
      expect(await importSummary(database.db, importId)).toMatchObject({
        adminEmail: "ops@example.com",
        fileName: "history.csv",
        digest: checked.digest,
        created: 1,
        updated: 1,
        unchanged: 0,
        undoneAt: null,
      });
      const entries = await importEntries(database.db, importId);
      expect(entries.map((entry) => [entry.clinicName, entry.action])).toEqual([
        ["Hill Clinic", "update"],
        ["History Clinic", "create"],
      ]);
      const listed = await listImports(database.db, 1);
      expect(listed.imports[0]?.id).toBe(importId);

      const undone = await undoImport(database.db, noZips, { importId, editor: ops, skipChanged: false });
      expect(undone).toEqual({ status: "undone", restored: 1, removed: 1, skipped: [] });
      expect((await clinic(database, "hill-clinic-austin"))?.phone).toBe("(512) 555-0102");
      expect(await clinic(database, "history-clinic-austin")).toBeUndefined();
      expect(await importSummary(database.db, importId)).toMatchObject({ undoneBy: "ops@example.com" });
      const audit = await searchAudit(
        database.db,
        {
          ...parseAuditQuery(new URLSearchParams()).query,
          clinic: "Hill Clinic",
        },
        EVERY_ENTRY,
      );
      expect(audit.entries[0]).toMatchObject({
        action: "undo-import",
        note: `Undid import #${importId} of history.csv`,
        changes: [{ field: "phone", before: "(512) 555-0122", after: "(512) 555-0102" }],
      });
      expect(
        await undoImport(database.db, noZips, { importId, editor: ops, skipChanged: false }),
      ).toMatchObject({
        status: "refused",
        message: expect.stringContaining("already undone by ops@example.com"),
      });
    });

    it("refuses a field changed again since, changing nothing, or skips it when asked", async () => {
      const { importId } = await checkAndApply(
        database,
        "conflict.csv",
        csv(
          row("Riverside Clinic", "(512) 555-0131", "testosterone-injections;hormone-testing"),
          row("Conflict Clinic", "(512) 555-0132"),
        ),
      );
      // Someone changes the phone again after the import.
      await checkAndApply(
        database,
        "later.csv",
        csv(row("Riverside Clinic", "(512) 555-0139", "testosterone-injections;hormone-testing")),
      );

      const refused = await undoImport(database.db, noZips, { importId, editor: ops, skipChanged: false });
      expect(refused).toMatchObject({
        status: "conflicts",
        conflicts: [
          {
            clinicName: "Riverside Clinic",
            field: "phone",
            reason: 'Phone was changed again since: it now reads "(512) 555-0139", not "(512) 555-0131".',
          },
        ],
      });
      expect(await clinic(database, "conflict-clinic-austin")).toBeDefined();

      const skipped = await undoImport(database.db, noZips, { importId, editor: ops, skipChanged: true });
      expect(skipped).toMatchObject({
        status: "undone",
        restored: 1,
        removed: 1,
        skipped: [{ field: "phone" }],
      });
      const riverside = await loadClinic(
        database.db,
        Number((await clinic(database, "riverside-clinic-austin"))?.id),
      );
      expect(riverside?.clinic.phone).toBe("(512) 555-0139");
      expect(riverside?.clinic.services.map((service) => service.id)).toEqual(["testosterone-injections"]);
      expect(await clinic(database, "conflict-clinic-austin")).toBeUndefined();
    });
  });

  describe("the audit log", () => {
    it("reverts a field that still holds the change's value, and refuses one changed since", async () => {
      await checkAndApply(database, "revert-1.csv", csv(row("Hill Clinic", "(512) 555-0141")));
      const first = (
        await searchAudit(
          database.db,
          { ...parseAuditQuery(new URLSearchParams()).query, clinic: "Hill" },
          EVERY_ENTRY,
        )
      ).entries[0];
      if (!first) throw new Error("no entry");
      const reverted = await revertFieldChange(database.db, noZips, {
        entryId: first.id,
        field: "phone",
        editor: ops,
      });
      expect(reverted).toEqual({ status: "reverted", clinicName: "Hill Clinic", field: "Phone" });
      expect((await clinic(database, "hill-clinic-austin"))?.phone).toBe("(512) 555-0102");
      const revertEntry = (
        await searchAudit(
          database.db,
          { ...parseAuditQuery(new URLSearchParams()).query, action: "revert" },
          EVERY_ENTRY,
        )
      ).entries[0];
      expect(revertEntry).toMatchObject({
        adminEmail: "ops@example.com",
        changes: [{ field: "phone", before: "(512) 555-0141", after: "(512) 555-0102" }],
      });

      await checkAndApply(database, "revert-2.csv", csv(row("Hill Clinic", "(512) 555-0142")));
      const again = await revertFieldChange(database.db, noZips, {
        entryId: first.id,
        field: "phone",
        editor: ops,
      });
      expect(again).toMatchObject({
        status: "refused",
        message: expect.stringContaining('it now reads "(512) 555-0142"'),
      });
      expect((await clinic(database, "hill-clinic-austin"))?.phone).toBe("(512) 555-0142");
      expect(
        await revertFieldChange(database.db, noZips, { entryId: first.id, field: "website", editor: ops }),
      ).toMatchObject({
        status: "refused",
      });
    });

    it("filters by who, clinic, action and days, newest first, a page at a time", async () => {
      const base = parseAuditQuery(new URLSearchParams()).query;
      const all = await searchAudit(database.db, base, EVERY_ENTRY);
      expect(all.total).toBeGreaterThan(5);
      const ids = all.entries.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(
        (await searchAudit(database.db, { ...base, who: "someone@example.com" }, EVERY_ENTRY)).total,
      ).toBe(0);
      const created = await searchAudit(database.db, { ...base, action: "create" }, EVERY_ENTRY);
      expect(created.entries.every((entry) => entry.action === "create")).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      expect((await searchAudit(database.db, { ...base, from: today, to: today }, EVERY_ENTRY)).total).toBe(
        all.total,
      );
      expect((await searchAudit(database.db, { ...base, to: "2020-01-01" }, EVERY_ENTRY)).total).toBe(0);
      const hill = await searchAudit(database.db, { ...base, clinic: "hill clinic" }, EVERY_ENTRY);
      expect(hill.entries.every((entry) => entry.clinicName === "Hill Clinic")).toBe(true);
    });

    it("names a filter it cannot use, and the page answers 400 without being kept or indexed", async () => {
      const parsed = parseAuditQuery(
        new URLSearchParams({ from: "2026-02-30", to: "soon", action: "DROP TABLE" }),
      );
      expect(parsed.errors).toEqual({
        from: "From: enter a date such as 2026-11-01.",
        to: "To: enter a date such as 2026-11-30.",
        action: "Action: choose one of the listed actions.",
      });
      expect(parseAuditQuery(new URLSearchParams({ from: "2026-03-02", to: "2026-03-01" })).errors).toEqual({
        to: "To: the end of the range comes before its start.",
      });
    });
  });

  describe("visitor suggestions", () => {
    it("records who closed a suggestion, how and when, in the audit log too", async () => {
      const hillId = Number((await clinic(database, "hill-clinic-austin"))?.id);
      const id = await saveSuggestion(
        database.db,
        hillId,
        { kind: "hours", correction: "Closed Fridays", email: null },
        new Date(),
      );
      const open = await openSuggestionCount(database.db);
      const now = new Date("2030-02-01T09:00:00Z");
      expect(await resolveSuggestion(database.db, id, "dismissed", now, ops)).toBe(true);
      expect(await openSuggestionCount(database.db)).toBe(open - 1);
      const closed = await suggestionsByClinic(database.db, "closed");
      expect(closed[0]?.suggestions[0]).toMatchObject({
        id,
        status: "dismissed",
        resolvedBy: "ops@example.com",
        resolvedAt: now.toISOString(),
      });
      const audit = await searchAudit(
        database.db,
        {
          ...parseAuditQuery(new URLSearchParams()).query,
          action: "suggestion-dismissed",
        },
        EVERY_ENTRY,
      );
      expect(audit.entries[0]).toMatchObject({
        clinicId: hillId,
        note: `Visitor suggestion #${id} (Wrong opening hours)`,
      });
      expect(
        (await suggestionsByClinic(database.db, "open")).flatMap((group) =>
          group.suggestions.map((s) => s.id),
        ),
      ).not.toContain(id);
    });

    it("closes the suggestion an edit came from when that edit is saved, for its own clinic only", async () => {
      const hillId = Number((await clinic(database, "hill-clinic-austin"))?.id);
      const riversideId = Number((await clinic(database, "riverside-clinic-austin"))?.id);
      const id = await saveSuggestion(
        database.db,
        hillId,
        { kind: "phone", correction: "(512) 555-0150", email: null },
        new Date(),
      );
      await closeSuggestionAfterEdit(database.db, {
        suggestion: String(id),
        clinicId: riversideId,
        editor: ops,
        changed: true,
      });
      await closeSuggestionAfterEdit(database.db, {
        suggestion: String(id),
        clinicId: hillId,
        editor: ops,
        changed: false,
      });
      expect(
        (await suggestionsByClinic(database.db, "open")).flatMap((group) =>
          group.suggestions.map((s) => s.id),
        ),
      ).toContain(id);

      const stored = await loadClinic(database.db, hillId);
      if (!stored) throw new Error("no clinic");
      const values = formValuesOf(stored.clinic);
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...values, phone: "(512) 555-0150" }))
        form.set(name, value);
      form.set("intent", "save");
      form.set("version", stored.version);
      form.set("loaded", JSON.stringify(values));
      form.set("suggestion", String(id));
      const saved = await clinicPageAction(
        services,
        { email: ops.email } as AdminSession,
        hillId,
        form,
      ).catch((answer: unknown) => answer);
      expect((saved as Response).status).toBe(302);
      const closed = await suggestionsByClinic(database.db, "closed");
      expect(closed.flatMap((group) => group.suggestions).find((s) => s.id === id)).toMatchObject({
        status: "applied",
        resolvedBy: "ops@example.com",
      });
      const audit = await searchAudit(
        database.db,
        {
          ...parseAuditQuery(new URLSearchParams()).query,
          action: "suggestion-applied",
        },
        EVERY_ENTRY,
      );
      expect(audit.entries[0]?.note).toBe(
        `Visitor suggestion #${id} (Wrong phone number): closed by saving the edit it led to`,
      );
    });
  });

  it("the audit page answers a filter it cannot use with 400, naming it", async () => {
    await saveAdmin(database.db, "pages@example.com", "correct-horse-battery-staple-42");
    const account = await findAdmin(database.db, "pages@example.com");
    if (!account) throw new Error("no account");
    const { token } = await createSession(database.db, account.id);
    const cookie = sessionCookie(token, false).split(";")[0] as string;
    const answer = await auditLoader({
      request: new Request("https://trt.example.org/admin/audit?from=yesterday", { headers: { cookie } }),
      params: {},
      context: routerContext(services),
    } as never);
    const { data: page, init } = answer as unknown as {
      data: { errors: object; entries: unknown[] };
      init: ResponseInit;
    };
    expect(init.status).toBe(400);
    expect(new Headers(init.headers).get("Cache-Control")).toContain("no-store");
    expect(new Headers(init.headers).get("X-Robots-Tag")).toContain("noindex");
    expect(page.errors).toEqual({ from: "From: enter a date such as 2026-11-01." });
    expect(page.entries).toEqual([]);
  });
});
