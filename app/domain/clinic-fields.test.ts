import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sampleClinic } from "../../tests/support/sample-clinic.ts";
import { FORM_FIELDS, formGroupsOf } from "../components/admin/clinic-fields.ts";
import { CSV_COLUMNS, csvColumnsOf } from "../server/clinics/csv-columns.server.ts";
import { DAYS_MONDAY_FIRST } from "./catalog.ts";
import { apiShapeOf, clinicSchema } from "./clinic.ts";
import { clinicToInput, preparedToComparable } from "./clinic-export.ts";
import { CLINIC_FIELDS, type ClinicField, IMPORT_FIELDS, LEGACY_FIELDS } from "./clinic-fields.ts";
import { fieldsMarkdownTable } from "./clinic-fields-docs.ts";
import { clinicInputSchema, inputShapeOf } from "./clinic-input.ts";

const TABLE: readonly ClinicField[] = CLINIC_FIELDS;
const docs = readFileSync(join(import.meta.dirname, "../../docs/data-format.md"), "utf8");

/** The columns or form fields a field has: its name, or the seven days for `hours`. */
const namesOf = (field: ClinicField): readonly string[] =>
  field.value.kind === "hours" ? DAYS_MONDAY_FIRST : [field.name];

describe("the clinic field table", () => {
  it("is the field table of docs/data-format.md", () => {
    const table = fieldsMarkdownTable(CLINIC_FIELDS);
    const start = docs.indexOf("| field | type | required | rules | example |");
    const documented = docs.slice(start, docs.indexOf("\n\n", start));
    // On failure, the expected text is the table to paste into docs/data-format.md.
    expect(documented).toBe(table);
  });

  it("has every field in the CSV columns, the admin form, the docs, the import schema and the export", () => {
    const documented = fieldsMarkdownTable(CLINIC_FIELDS);
    const formNames = FORM_FIELDS.map((field) => field.name);
    const exported = Object.keys(clinicToInput(sampleClinic()));
    const prepared = clinicInputSchema.parse({
      name: "A",
      addressLine1: "1 Main St",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
    });
    const compared = Object.keys(
      preparedToComparable({
        ...prepared,
        slug: "a",
        latitude: 30,
        longitude: -97,
        locationPrecision: "address",
      }),
    );
    for (const field of TABLE) {
      for (const name of namesOf(field)) {
        expect(CSV_COLUMNS).toContain(name);
        expect(formNames).toContain(name);
      }
      expect(documented).toContain(`\`${field.name}\``);
      expect(clinicInputSchema.shape).toHaveProperty(field.name);
      expect(exported).toContain(field.name);
      expect(compared).toContain(field.name);
      if (field.api) expect(clinicSchema.shape).toHaveProperty(field.name);
    }
    expect(exported).toEqual(CLINIC_FIELDS.map((field) => field.name));
    expect(compared).toEqual(exported);
    expect(CSV_COLUMNS).toEqual(CLINIC_FIELDS.flatMap(namesOf));
    expect(Object.keys(clinicInputSchema.shape)).toEqual(IMPORT_FIELDS.map((field) => field.name));
  });

  it("keeps the earlier names out of everything but the import", () => {
    for (const { name, replacedBy } of LEGACY_FIELDS) {
      expect(CLINIC_FIELDS.map((field) => field.name)).toContain(replacedBy);
      expect(clinicInputSchema.shape).toHaveProperty(name);
      expect(CSV_COLUMNS).not.toContain(name);
      expect(FORM_FIELDS.map((field) => field.name)).not.toContain(name);
    }
  });

  it("stores a field the API shows in a column of its own", () => {
    for (const field of TABLE) if (field.api) expect(field.column).toBeDefined();
  });

  describe("with a field added", () => {
    const instagram = {
      name: "instagramUrl",
      value: { kind: "url" },
      column: "instagram_url",
      api: { description: "The clinic's Instagram page" },
      form: { group: "Contact", label: "Instagram page", hint: "http(s) URL" },
      docs: {
        rules: "the clinic's Instagram page, an `http(s)` URL",
        example: "https://instagram.com/summit",
      },
    } as const satisfies ClinicField;
    const fields: readonly ClinicField[] = [...CLINIC_FIELDS, instagram];

    it("gives it a CSV column, after the others", () => {
      expect(csvColumnsOf(fields)).toEqual([...CSV_COLUMNS, "instagramUrl"]);
    });

    it("checks it in an import row, with the kind's message", () => {
      const schema = z.object(inputShapeOf(fields));
      const row = { name: "A", addressLine1: "1 Main St", city: "Austin", state: "TX", zipCode: "78701" };
      expect(schema.parse({ ...row, instagramUrl: " https://instagram.com/a " }).instagramUrl).toBe(
        "https://instagram.com/a",
      );
      expect(schema.parse(row).instagramUrl).toBeNull();
      expect(schema.safeParse({ ...row, instagramUrl: "instagram" }).error?.issues).toMatchObject([
        { path: ["instagramUrl"], message: "must be an http(s) URL" },
      ]);
    });

    it("shows it in the API, after the keys it had", () => {
      const shape = apiShapeOf(fields);
      expect(Object.keys(shape).at(-1)).toBe("instagramUrl");
      expect(z.toJSONSchema(z.object(shape)).properties?.instagramUrl).toEqual({
        type: ["string", "null"],
        description: "The clinic's Instagram page",
      });
    });

    it("puts it in its group of the admin form", () => {
      const contact = formGroupsOf(fields).find((group) => group.title === "Contact");
      expect(contact?.fields.at(-1)).toEqual({
        name: "instagramUrl",
        label: "Instagram page",
        kind: "text",
        hint: "http(s) URL",
        inputMode: "url",
      });
    });

    it("documents it", () => {
      expect(fieldsMarkdownTable(fields).split("\n").at(-1)).toBe(
        "| `instagramUrl` | text | no | the clinic's Instagram page, an `http(s)` URL | `https://instagram.com/summit` |",
      );
    });
  });
});
