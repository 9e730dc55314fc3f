import { expect, it } from "vitest";
import { applyKeptUpload, checkUploadedFile } from "../../app/server/admin/browser-import.server.ts";
import { importClinicFile } from "../../app/server/clinics/import-file.server.ts";
import { formatRowError } from "../../app/server/clinics/prepare.server.ts";
import { describeOnEveryDialect, type TestDatabase } from "../support/databases.ts";

const noZips = { zip: () => undefined };
const HEADER = "name,addressLine1,city,state,zipCode,latitude,longitude";

const countOf = async (database: TestDatabase, table: "clinics" | "admin_import_uploads") =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const check = (database: TestDatabase, name: string, text: string) =>
  checkUploadedFile(
    database.db,
    noZips,
    { name, text, size: Buffer.byteLength(text) },
    { maxMb: 5, sessionKey: "session-of-ops" },
  );

describeOnEveryDialect("an import within the limits, and one over them, on %s", (database) => {
  it("refuses a file of more than 50,000 rows as a whole, from the command's code and the admin's", async () => {
    const json = `[${"{},".repeat(50_000)}{}]`;
    const result = await importClinicFile(database.db, { name: "many.json", text: json }, noZips);
    expect(result).toEqual({
      ok: false,
      rows: 50_000,
      errors: [
        {
          line: 1,
          row: 0,
          field: "(file)",
          message:
            "the file has more than 50,000 rows, the most one import takes: split it into files of at most that many rows and import them one after another",
        },
      ],
      moreErrors: 0,
      rowsWithErrors: 0,
      refused: true,
    });
    const csv = `name\n${"x\n".repeat(50_001)}`;
    expect(await check(database, "many.csv", csv)).toEqual({
      kind: "refused",
      message:
        "many.csv, line 50002: the file has more than 50,000 rows, the most one import takes: split it into files of at most that many rows and import them one after another. Nothing was saved.",
    });
    expect(await countOf(database, "admin_import_uploads")).toBe(0);
  });

  it("refuses a header of more than 100 columns", async () => {
    const header = Array.from({ length: 500 }, (_, index) => `c${index}`).join(",");
    expect(await check(database, "wide.csv", `${header}\nx\n`)).toEqual({
      kind: "refused",
      message:
        "wide.csv, line 1: the header has 500 columns; an import file has at most 100 (the columns are listed in docs/data-format.md). Nothing was saved.",
    });
  });

  it("lists the first 200 problems and counts the rest, and the rows they are on", async () => {
    const text = `${HEADER}\n${"Lakeside,,Austin,TX,78701,30.26,-97.74\n".repeat(300)}`;
    const result = await importClinicFile(database.db, { name: "bad.csv", text }, noZips);
    if (result.ok) throw new Error("the file has errors");
    expect(result.errors).toHaveLength(200);
    expect(result.errors.map(formatRowError).slice(0, 2)).toEqual([
      "line 2 (row 1) addressLine1: is required",
      "line 3 (row 2) addressLine1: is required",
    ]);
    // Every row lacks its address; every row after the first repeats the slug of the first.
    expect(result.moreErrors).toBe(300 + 299 - 200);
    expect(result.rowsWithErrors).toBe(300);
    expect(result.refused).toBe(false);

    const report = await check(database, "bad.csv", text);
    expect(report).toMatchObject({ kind: "checked", ok: false, moreErrors: 399 });
    expect(report.kind === "checked" && report.summary).toBe(
      "bad.csv: 599 errors in 300 of 300 rows. No changes were made.",
    );
    expect(await countOf(database, "clinics")).toBe(0);
  });

  it("still previews, keeps and applies a good file, all of it", async () => {
    const rows = Array.from(
      { length: 1_200 },
      (_, index) => `Clinic ${index},${index} Main St,Austin,TX,78701,30.26,-97.74`,
    );
    const checked = await check(database, "good.csv", `${HEADER}\n${rows.join("\n")}\n`);
    if (checked.kind !== "checked") throw new Error(`not checked: ${checked.kind}`);
    expect(checked).toMatchObject({
      ok: true,
      summary: "Created 1200, updated 0, unchanged 0 (dry run: nothing was saved)",
    });
    expect(checked.changes).toHaveLength(200);
    expect(checked.moreChanges).toBe(1_000);
    const applied = await applyKeptUpload(database.db, noZips, {
      digest: checked.digest,
      sessionKey: "session-of-ops",
      editor: { email: "ops@example.com" },
    });
    expect(applied).toMatchObject({
      kind: "applied",
      ok: true,
      summary: "Created 1200, updated 0, unchanged 0",
    });
    expect(await countOf(database, "clinics")).toBe(1_200);
  }, 60_000);
});
