import { describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "../../server/clinics/csv-columns.server.ts";
import { FORM_FIELDS } from "./clinic-fields.ts";

describe("the clinic edit form", () => {
  it("has one field for every column of the import format, and no other", () => {
    expect(FORM_FIELDS.map((field) => field.name).sort()).toEqual([...CSV_COLUMNS].sort());
  });
});
