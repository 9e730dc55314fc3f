import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INSURANCE_PROVIDERS, SERVICES } from "../../domain/catalog.ts";
import { CSV_COLUMNS } from "./csv-columns.server.ts";
import { CANDIDATE_FILE_MESSAGE } from "./csv-rows.server.ts";
import { ClinicFileError, parseClinicFile } from "./import-file.server.ts";
import { topLevelElementLines } from "./json-rows.server.ts";
import { prepareClinics, type ZipLookup } from "./prepare.server.ts";

const noZips: ZipLookup = { zip: () => undefined };

const json = (text: string) => parseClinicFile({ name: "clinics.json", text });
const csv = (text: string) => parseClinicFile({ name: "clinics.csv", text });

const HEADER = "name,addressLine1,city,state,zipCode,latitude,longitude";
const GOOD = "Lakeside,1 Main St,Austin,TX,78701,30.26,-97.74";

describe("parseClinicFile: file handling", () => {
  it("rejects unknown extensions and unreadable files with a ClinicFileError", () => {
    expect(() => parseClinicFile({ name: "clinics.xlsx", text: "" })).toThrow(ClinicFileError);
    expect(() => parseClinicFile({ name: "clinics.xlsx", text: "" })).toThrow(
      "clinics.xlsx: unsupported file type; use a .csv or .json file",
    );
    expect(() => parseClinicFile("/no/such/dir/clinics.csv")).toThrow(
      "cannot read /no/such/dir/clinics.csv: no such file",
    );
  });

  it("reads files from disk by extension, in any case, ignoring a byte-order mark", () => {
    const dir = mkdtempSync(join(tmpdir(), "trt-import-"));
    try {
      writeFileSync(join(dir, "a.CSV"), `\uFEFF${HEADER}\n${GOOD}\n`);
      writeFileSync(join(dir, "a.Json"), `\uFEFF[{"name": "Lakeside"}]`);
      const fromCsv = parseClinicFile(join(dir, "a.CSV"));
      expect(fromCsv.format).toBe("csv");
      expect(fromCsv.errors).toEqual([]);
      expect(fromCsv.rows[0]?.data).toMatchObject({ name: "Lakeside", latitude: 30.26 });
      expect(parseClinicFile(join(dir, "a.Json"))).toEqual({
        format: "json",
        rows: [{ line: 1, data: { name: "Lakeside" } }],
        errors: [],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("parseClinicFile: JSON", () => {
  it("gives each object the line it starts on", () => {
    const text = `[
  {
    "name": "A",
    "description": "braces { [ and \\"quotes\\", ] } in text\\n",
    "services": [{ "id": "x" }, "y"],
    "hours": { "monday": "08:00-17:00" }
  },
  { "name": "B" },

  {
    "name": "C"
  }, {"name": "D"}
]
`;
    const parsed = json(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 8, 10, 12]);
    expect(parsed.rows.map((r) => (r.data as { name: string }).name)).toEqual(["A", "B", "C", "D"]);
  });

  it("keeps non-object elements as rows so they are reported", () => {
    expect(json('[1,\n"x",\nnull,\n[]]').rows).toEqual([
      { line: 1, data: 1 },
      { line: 2, data: "x" },
      { line: 3, data: null },
      { line: 4, data: [] },
    ]);
    expect(topLevelElementLines("[]")).toEqual([]);
    expect(topLevelElementLines("[\n]")).toEqual([]);
  });

  it("reports invalid JSON with the line of the syntax error", () => {
    const parsed = json('[\n  { "name": "A" },\n  { "name" "B" }\n]');
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]).toMatchObject({ line: 3, row: 0, field: "(file)" });
    expect(parsed.errors[0]?.message).toMatch(/^invalid JSON: /);
    expect(json('[\n  { "name": "A" },\n').errors[0]).toMatchObject({ line: 2, field: "(file)" });
  });

  it("requires a top-level array and some content", () => {
    expect(json('\n\n{ "name": "A" }').errors).toEqual([
      { line: 3, row: 0, field: "(file)", message: "must be a JSON array of clinic objects: [{…}, {…}]" },
    ]);
    expect(json("  \n").errors).toEqual([{ line: 1, row: 0, field: "(file)", message: "the file is empty" }]);
    expect(json("[]")).toEqual({ format: "json", rows: [], errors: [] });
  });
});

describe("parseClinicFile: CSV", () => {
  it("reads the header row and turns cells into fields, leaving empty cells out", () => {
    const parsed = csv(`slug,${HEADER},addressLine2,description\nlakeside,${GOOD},,  Friendly staff  \n`);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        line: 2,
        data: {
          slug: "lakeside",
          name: "Lakeside",
          addressLine1: "1 Main St",
          city: "Austin",
          state: "TX",
          zipCode: "78701",
          latitude: 30.26,
          longitude: -97.74,
          description: "Friendly staff",
        },
      },
    ]);
  });

  it("converts numbers only when the cell is numeric, keeping ZIP codes as text", () => {
    const parsed = csv(
      "zipCode,latitude,longitude,rating,reviewCount,yearEstablished,responseRate\n01001,42.06,-72.6,4.5,12,2015,abc\n",
    );
    expect(parsed.rows[0]?.data).toEqual({
      zipCode: "01001",
      latitude: 42.06,
      longitude: -72.6,
      rating: 4.5,
      reviewCount: 12,
      yearEstablished: 2015,
      responseRate: "abc",
    });
  });

  it("reads booleans from true/false/yes/no/1/0 in any case, keeping anything else as text", () => {
    const parsed = csv(
      "telehealth,videoConsult,ePrescriptions,verified,featured\nTRUE,Yes,1,no,False\n0,maybe,,x,NO\n",
    );
    expect(parsed.rows.map((r) => r.data)).toEqual([
      { telehealth: true, videoConsult: true, ePrescriptions: true, verified: false, featured: false },
      { telehealth: false, videoConsult: "maybe", verified: "x", featured: false },
    ]);
  });

  it("reads lists separated by semicolons or as JSON arrays, and pricing as JSON", () => {
    const pricing = '[{"service":"Visit","price":"$100; cash","low":100}]';
    const services = '[{"id":"hcg-therapy","description":"Weekly; with labs"},"hormone-testing"]';
    const parsed = csv(
      `services,insurance,licenseStates,pricing\n"${services.replaceAll('"', '""')}", Aetna ; Self-Pay ;,TX;ok,"${pricing.replaceAll('"', '""')}"\n`,
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]?.data).toEqual({
      services: JSON.parse(services),
      insurance: ["Aetna", "Self-Pay"],
      licenseStates: ["TX", "ok"],
      pricing: JSON.parse(pricing),
    });
  });

  it("reports list and pricing cells that are not valid JSON", () => {
    const parsed = csv('name,services,pricing\nA,"[""hcg-therapy"",",Visit $100\n');
    expect(parsed.rows[0]?.data).toEqual({ name: "A" });
    expect(parsed.errors.map((e) => [e.line, e.row, e.field])).toEqual([
      [2, 1, "services"],
      [2, 1, "pricing"],
    ]);
    expect(parsed.errors[0]?.message).toMatch(/^is not a valid JSON array: /);
    expect(parsed.errors[1]?.message).toMatch(/^must be a JSON array/);
  });

  it("gathers the day columns into hours", () => {
    const parsed = csv("name,monday,tuesday,sunday,saturday\nA,08:00-17:00,closed,,09:00-12:00\nB,,,,\n");
    expect(parsed.rows.map((r) => r.data)).toEqual([
      { name: "A", hours: { monday: "08:00-17:00", tuesday: "closed", saturday: "09:00-12:00" } },
      { name: "B" },
    ]);
  });

  it("reports unknown, unnamed and repeated columns by name, and matches names loosely", () => {
    const parsed = csv("Name,zip_code,ZipCode,address_line_1,colour,\nA,78701,78702,1 Main St,blue,\n");
    expect(parsed.errors).toEqual([
      { line: 1, row: 0, field: "(header)", message: 'column "ZipCode" appears twice' },
      { line: 1, row: 0, field: "(header)", message: 'unknown column "colour"' },
      { line: 1, row: 0, field: "(header)", message: "column 6 has no name" },
      { line: 1, row: 0, field: "(header)", message: `the known columns are ${CSV_COLUMNS.join(", ")}` },
    ]);
    expect(parsed.rows[0]?.data).toEqual({ name: "A", zipCode: "78701", addressLine1: "1 Main St" });
  });

  it("suggests the column an unknown one probably meant, and lists the known columns once", () => {
    const parsed = csv("name,zip,google ratng,Website URL,city\nA,78701,4,https://a.example.com,Austin\n");
    expect(parsed.errors.map((error) => error.message)).toEqual([
      'unknown column "zip"; did you mean "zipCode"?',
      'unknown column "google ratng"; did you mean "googleRating"?',
      'unknown column "Website URL"; did you mean "website"?',
      `the known columns are ${CSV_COLUMNS.join(", ")}`,
    ]);
  });

  it("still reads the old names rating and reviewCount", () => {
    const parsed = csv("name,rating,reviewCount\nA,4.5,12\n");
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]?.data).toEqual({ name: "A", rating: 4.5, reviewCount: 12 });
  });

  it("gives each record the line it starts on, across quoted line breaks, blank lines and CRLF", () => {
    const text = [
      "",
      "name,description,city",
      "A,one line,Austin",
      "",
      'B,"two',
      'lines",Austin',
      ",,",
      'C,"three',
      "",
      'lines",Austin',
      "D,last,Austin",
    ].join("\r\n");
    const parsed = csv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((r) => [r.line, (r.data as { name: string }).name])).toEqual([
      [3, "A"],
      [5, "B"],
      [8, "C"],
      [11, "D"],
    ]);
    expect(parsed.rows[2]?.data).toMatchObject({ description: "three\n\nlines" });
  });

  it("reports records with more cells than the header", () => {
    const parsed = csv(`${HEADER}\n${GOOD},extra\n${GOOD},\n`);
    expect(parsed.errors).toEqual([
      { line: 2, row: 1, field: "(row)", message: "has 8 cells but the header has 7 columns" },
    ]);
    expect(parsed.rows).toHaveLength(2);
  });

  it("reports a broken quote with its line, and an empty file", () => {
    const parsed = csv(`${HEADER}\n${GOOD}\nB,"1 Main St,Austin,TX,78701,30.26,-97.74\n${GOOD}\n`);
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors).toEqual([
      {
        line: 3,
        row: 0,
        field: "(file)",
        message: "invalid CSV: a quoted cell that starts on this line is never closed",
      },
    ]);
    const stray = csv(`${HEADER}\n${GOOD}\n${GOOD}\nB,1 "Main" St,Austin,TX,78701,30.26,-97.74\n`);
    expect(stray.errors).toHaveLength(1);
    expect(stray.errors[0]).toMatchObject({ line: 4, row: 0, field: "(file)" });
    expect(stray.errors[0]?.message).toMatch(/^invalid CSV: Invalid Opening Quote/);
    expect(csv("\n\n").errors).toEqual([{ line: 1, row: 0, field: "(file)", message: "the file is empty" }]);
    expect(csv(`${HEADER}\n`)).toMatchObject({ format: "csv", rows: [], errors: [] });
  });

  it("lines up with prepareClinics: errors name the record's first line", () => {
    const text = `${HEADER},description\n${GOOD},"multi\nline"\nBad,1 Main St,Austin,TX,7870,,,x\n${GOOD.replace("Lakeside", "Other")},\n`;
    const parsed = csv(text);
    const prepared = prepareClinics(parsed.rows, noZips);
    expect(prepared.clinics).toHaveLength(2);
    expect(prepared.errors).toEqual([
      { line: 4, row: 2, field: "zipCode", message: "must be a 5-digit ZIP code" },
    ]);
  });
});

describe("parseClinicFile: which fields a CSV names", () => {
  it("refuses a registry candidates file, the report or an earlier version's, without reading its rows", () => {
    for (const columns of ["match,MatchedTaxonomies,matchedKeyword,registryLastUpdated", "Candidate Key"]) {
      const parsed = csv(`${HEADER},${columns}\n${GOOD},new,207Q00000X Family Medicine,male,2025-01-08\n`);
      expect(parsed.rows).toEqual([]);
      expect(parsed.errors).toEqual([
        { line: 1, row: 0, field: "(header)", message: CANDIDATE_FILE_MESSAGE },
      ]);
    }
  });

  it("lists the fields of a header that leaves columns out, days as hours and old names with their new ones", () => {
    const parsed = csv(`slug,phone,monday,rating\nlakeside-austin,(512) 555-0100,09:00-17:00,4.5\n`);
    expect(parsed.errors).toEqual([]);
    expect([...(parsed.fields ?? [])].sort()).toEqual(["googleRating", "hours", "phone", "rating", "slug"]);
  });

  it("names no fields when the header has every column (an export), and none for JSON", () => {
    const full = csv(`${CSV_COLUMNS.join(",")}\n`);
    expect(full.errors).toEqual([]);
    expect(full.fields).toBeUndefined();
    expect(json("[]").fields).toBeUndefined();
  });
});

describe("docs/data-format.md", () => {
  it("lists every service, insurance provider and CSV column", () => {
    const docs = readFileSync(join(import.meta.dirname, "../../../docs/data-format.md"), "utf8");
    for (const item of [...SERVICES, ...INSURANCE_PROVIDERS]) {
      expect(docs).toContain(`\`${item.id}\``);
      expect(docs).toContain(item.name);
    }
    for (const column of CSV_COLUMNS) expect(docs).toContain(`\`${column}\``);
  });
});
