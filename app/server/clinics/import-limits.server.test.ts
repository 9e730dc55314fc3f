import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, LEGACY_CSV_COLUMNS } from "./csv-columns.server.ts";
import { parseCsvText, readCsvRows } from "./csv-rows.server.ts";
import { LISTED_ERRORS, MAX_IMPORT_COLUMNS, MAX_RECORD_CHARS } from "./import-limits.server.ts";
import { BATCH_CHARS, BATCH_ROWS, type RowBatch, textSource } from "./import-source.server.ts";
import { parseJsonRows, readJsonRows } from "./json-rows.server.ts";
import type { RowError } from "./prepare.server.ts";
import { RowErrorTally } from "./row-error-tally.server.ts";

async function batchesOf(read: AsyncIterable<RowBatch>): Promise<RowBatch[]> {
  const batches: RowBatch[] = [];
  for await (const batch of read) batches.push(batch);
  return batches;
}

const readJson = (text: string) => batchesOf(readJsonRows(textSource(text)));
const readCsv = (text: string) => batchesOf(readCsvRows(textSource(text)));

describe("the import's limits", () => {
  it("take every column the format knows, with room to spare", () => {
    expect(MAX_IMPORT_COLUMNS).toBeGreaterThanOrEqual(CSV_COLUMNS.length + LEGACY_CSV_COLUMNS.length + 20);
  });
});

describe("textSource", () => {
  it("hands the text over in chunks that never split a character made of two code units", async () => {
    const text = `${"a".repeat(16 * 1024 - 1)}😀${"b".repeat(40_000)}`;
    const chunks: string[] = [];
    for await (const chunk of textSource(text).chunks()) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe(text);
    expect(chunks.every((chunk) => chunk.isWellFormed())).toBe(true);
  });
});

describe("readJsonRows", () => {
  const clinics = Array.from({ length: 1_200 }, (_, index) => ({
    name: `Clinic ${index}`,
    note: "x".repeat(900),
  }));

  it("reads what parseJsonRows reads, in batches of at most BATCH_ROWS rows and about BATCH_CHARS characters", async () => {
    const text = JSON.stringify(clinics, null, 2);
    const batches = await readJson(text);
    expect(batches.flatMap((batch) => batch.rows)).toEqual(parseJsonRows(text).rows);
    expect(batches.length).toBeGreaterThan(2);
    for (const batch of batches) {
      expect(batch.rows.length).toBeLessThanOrEqual(BATCH_ROWS);
      expect(JSON.stringify(batch.rows).length).toBeLessThan(BATCH_CHARS + 2 * MAX_RECORD_CHARS);
    }
  });

  it("gives each element the line it starts on, whatever the chunks", async () => {
    const text = '[\n  {"name": "A, [\\"quoted\\"] {"},\n  2,\n\n  "three", null, [4]\n]';
    expect(parseJsonRows(text).rows).toEqual([
      { line: 2, data: { name: 'A, ["quoted"] {' } },
      { line: 3, data: 2 },
      { line: 5, data: "three" },
      { line: 5, data: null },
      { line: 5, data: [4] },
    ]);
    // One character at a time: every element and string crosses a chunk boundary.
    const reader = parseJsonRows(text);
    const split = await batchesOf(
      readJsonRows({
        chunks: async function* () {
          yield* text;
        },
      }),
    );
    expect(split.flatMap((batch) => batch.rows)).toEqual(reader.rows);
  });

  it("reports the syntax errors of the array itself with their line", () => {
    expect(parseJsonRows("[1,]").errors).toEqual([
      { line: 1, row: 0, field: "(file)", message: 'invalid JSON: a value is missing before "]"' },
    ]);
    expect(parseJsonRows('[{"a": 1}\n{"b": 2}]').errors[0]).toMatchObject({
      line: 2,
      message: 'invalid JSON: expected "," or "]" after an element, found "{"',
    });
    expect(parseJsonRows("[1]\n2").errors[0]).toMatchObject({
      line: 2,
      message: "invalid JSON: there is more text after the array's closing bracket",
    });
  });

  it("refuses, and reads no further, an element longer than MAX_RECORD_CHARS", async () => {
    const long = `[{"name": "A"},\n{"name": "${"x".repeat(MAX_RECORD_CHARS)}"}, {"name": "C"}]`;
    const batches = await readJson(long);
    expect(batches.at(-1)?.refused).toEqual({
      line: 2,
      row: 0,
      field: "(file)",
      message:
        "the element that starts on this line is longer than 100,000 characters, far more than a clinic takes",
    });
    expect(batches.flatMap((batch) => batch.rows).map((row) => row.line)).toEqual([1]);
  });

  it("refuses an object with more fields than MAX_IMPORT_COLUMNS", async () => {
    const fields = Object.fromEntries(Array.from({ length: MAX_IMPORT_COLUMNS + 1 }, (_, i) => [`f${i}`, i]));
    const batches = await readJson(JSON.stringify([{ name: "A" }, fields]));
    expect(batches.at(-1)?.refused?.message).toBe(
      "this clinic object has 101 fields; a clinic has at most 100 (the fields are listed in docs/data-format.md)",
    );
  });
});

describe("readCsvRows", () => {
  it("refuses a header with more columns than MAX_IMPORT_COLUMNS, before looking at their names", async () => {
    const header = Array.from({ length: 1_000 }, (_, index) => `column${index}`).join(",");
    const batches = await readCsv(`${header}\na\n`);
    expect(batches).toEqual([
      {
        rows: [],
        errors: [],
        refused: {
          line: 1,
          row: 0,
          field: "(header)",
          message:
            "the header has 1,000 columns; an import file has at most 100 (the columns are listed in docs/data-format.md)",
        },
      },
    ]);
    expect(parseCsvText(`${header}\na\n`).errors).toEqual([batches[0]?.refused]);
  });

  it("refuses a header line longer than MAX_RECORD_CHARS as a header", async () => {
    const batches = await readCsv(`\n${",".repeat(MAX_RECORD_CHARS + 1)}\nx\n`);
    expect(batches.at(-1)?.refused).toMatchObject({ line: 2, field: "(file)" });
    expect(batches.at(-1)?.refused?.message).toMatch(/^the header row is longer than 100,000 characters/);
  });

  it("refuses a row longer than MAX_RECORD_CHARS, by its line or by its cells", async () => {
    const commas = await readCsv(`name\nA\n${",".repeat(MAX_RECORD_CHARS + 1)}\n`);
    expect(commas.at(-1)?.refused).toMatchObject({ line: 3 });
    expect(commas.at(-1)?.refused?.message).toMatch(/^this record is longer than 100,000 characters/);
    const quoted = await readCsv(`name\n"${"x\n".repeat(MAX_RECORD_CHARS)}"\n`);
    expect(quoted.at(-1)?.refused?.message).toMatch(/^this record is longer than 100,000 characters/);
  });

  it("keeps a never-closed quote's own message and line", async () => {
    const batches = await readCsv('name,city\nA,Austin\n"B,Austin\nC,Dallas\n');
    expect(batches.at(-1)?.errors.at(-1)).toEqual({
      line: 3,
      row: 0,
      field: "(file)",
      message: "invalid CSV: a quoted cell that starts on this line is never closed",
    });
  });
});

describe("RowErrorTally", () => {
  const error = (row: number, line = row + 1): RowError => ({
    line,
    row,
    field: "name",
    message: "is required",
  });

  it("lists the first problems in file order and counts the rest, with the rows they are on", () => {
    const tally = new RowErrorTally(3);
    tally.add([error(2), error(1)]);
    tally.add([]);
    tally.add([error(3), error(3), error(4)]);
    expect(tally.errors).toEqual([error(1), error(2), error(3)]);
    expect(tally.count).toBe(5);
    expect(tally.more).toBe(2);
    expect(tally.rows).toBe(4);
  });

  it("lists LISTED_ERRORS problems unless told otherwise", () => {
    const tally = new RowErrorTally();
    tally.add(Array.from({ length: LISTED_ERRORS + 5 }, (_, index) => error(index + 1)));
    expect(tally.errors).toHaveLength(LISTED_ERRORS);
    expect(tally.more).toBe(5);
  });
});
