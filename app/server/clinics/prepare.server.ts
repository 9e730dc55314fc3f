import type { z } from "zod";
import { clinicInputSchema, slugify } from "../../domain/clinic-input.ts";
import type { PreparedClinic } from "./write.server.ts";

/** Where ZIP centroids come from when a row has no coordinates (the gazetteer in production). */
export interface ZipLookup {
  zip(zip: string): { latitude: number; longitude: number } | undefined;
}

/**
 * One problem in an import file. `row` is the 1-based record number (0 for problems with the file
 * itself or its header), `line` the line of the file where the record starts, `field` the field path
 * ("zipCode", "services.2", "hours.monday", "pricing.0.low"), "(row)" for the record as a whole or
 * "(file)" / "(header)" for the file.
 */
export interface RowError {
  line: number;
  row: number;
  field: string;
  message: string;
}

export interface SourceRow {
  line: number;
  data: unknown;
}

type ZodIssue = z.core.$ZodIssue;

const KNOWN_FIELDS = new Set(Object.keys(clinicInputSchema.shape));

const EXPECTED: Record<string, string> = {
  string: "must be text",
  number: "must be a number",
  int: "must be a whole number",
  boolean: "must be true or false",
  array: "must be a list",
  object: "must be an object",
  record: "must be an object",
};

function issueMessage(issue: ZodIssue): string {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined || issue.input === null) return "is required";
    return EXPECTED[issue.expected] ?? issue.message;
  }
  return issue.message;
}

/** One RowError per problem; an unknown key inside an object ("hours.mon") is named by its own path. */
function issueErrors(issue: ZodIssue, line: number, row: number): RowError[] {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") {
    const known = path[0] === "hours" ? "not a day of the week (monday … sunday)" : "unknown field";
    return issue.keys.map((key) => ({ line, row, field: [...path, key].join("."), message: known }));
  }
  return [{ line, row, field: path.length > 0 ? path.join(".") : "(row)", message: issueMessage(issue) }];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);
const present = (value: unknown) => value !== undefined && value !== null;

/**
 * Validates import rows and settles what the store needs: the slug (given or made from name and city)
 * and the coordinates (given, or the ZIP centroid when both are missing). Every problem of every row is
 * reported; `clinics` holds the rows that passed, and is only meant to be stored when `errors` is empty.
 */
export function prepareClinics(
  rows: readonly SourceRow[],
  zips: ZipLookup,
): { clinics: PreparedClinic[]; errors: RowError[] } {
  const clinics: PreparedClinic[] = [];
  const errors: RowError[] = [];
  const slugLines = new Map<string, number>();

  rows.forEach(({ line, data }, index) => {
    const row = index + 1;
    const rowErrors: RowError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ line, row, field, message });

    if (!isRecord(data)) {
      errors.push({ line, row, field: "(row)", message: "must be an object with the clinic's fields" });
      return;
    }
    for (const key of Object.keys(data)) {
      if (!KNOWN_FIELDS.has(key)) fail(key, "unknown field");
    }

    const result = clinicInputSchema.safeParse(data, { reportInput: true });
    const seenFields = new Set<string>();
    for (const issue of result.success ? [] : result.error.issues) {
      for (const error of issueErrors(issue, line, row)) {
        // Refinements after a failed one repeat the field ("25:00-10:00": bad format, closes before opens).
        if (seenFields.has(error.field)) continue;
        seenFields.add(error.field);
        rowErrors.push(error);
      }
    }
    // The checks below also run on rows with other problems, using the fields that passed.
    const bad = new Set(
      result.success ? [] : result.error.issues.map((issue) => String(issue.path[0] ?? "")),
    );
    const value = (key: "slug" | "name" | "city" | "zipCode" | "latitude" | "longitude"): unknown => {
      if (bad.has(key)) return undefined;
      if (result.success) return result.data[key];
      return key === "latitude" || key === "longitude" ? data[key] : trimmed(data[key]);
    };

    let slug: string | undefined;
    const givenSlug = value("slug");
    if (typeof givenSlug === "string" && givenSlug !== "") slug = givenSlug;
    else if (!bad.has("slug") && !bad.has("name") && !bad.has("city")) {
      slug = slugify(String(value("name") ?? ""), String(value("city") ?? ""));
      if (slug === "") {
        fail("slug", "cannot be made from the name and city; give a slug");
        slug = undefined;
      }
    }
    if (slug !== undefined) {
      const earlier = slugLines.get(slug);
      if (earlier !== undefined) {
        const made =
          typeof givenSlug === "string" && givenSlug !== "" ? "" : ` (made from name and city: "${slug}")`;
        fail("slug", `duplicate slug, also on line ${earlier}${made}`);
      } else slugLines.set(slug, line);
    }

    let coordinates: { latitude: number; longitude: number } | undefined;
    if (!bad.has("latitude") && !bad.has("longitude")) {
      const latitude = value("latitude");
      const longitude = value("longitude");
      if (typeof latitude === "number" && typeof longitude === "number")
        coordinates = { latitude, longitude };
      else if (present(latitude) && !present(longitude))
        fail("longitude", "is required when latitude is given");
      else if (!present(latitude) && present(longitude))
        fail("latitude", "is required when longitude is given");
      else if (!present(latitude) && !present(longitude)) {
        const zip = value("zipCode");
        if (typeof zip === "string" && zip !== "") {
          const centroid = zips.zip(zip.slice(0, 5));
          if (centroid) coordinates = { latitude: centroid.latitude, longitude: centroid.longitude };
          else fail("zipCode", "unknown ZIP code; give latitude and longitude");
        }
      }
    }

    errors.push(...rowErrors);
    if (result.success && rowErrors.length === 0 && slug !== undefined && coordinates !== undefined) {
      clinics.push({ ...result.data, slug, ...coordinates });
    }
  });

  return { clinics, errors };
}

/** Errors in file order: by line, then in the order they were found. */
export function sortRowErrors(errors: readonly RowError[]): RowError[] {
  return errors
    .map((error, index) => ({ error, index }))
    .sort((a, b) => a.error.line - b.error.line || a.index - b.index)
    .map(({ error }) => error);
}

/** "line 12 (row 3) zipCode: must be a 5-digit ZIP code"; file-level errors have no row. */
export function formatRowError(error: RowError): string {
  const row = error.row > 0 ? ` (row ${error.row})` : "";
  return `line ${error.line}${row} ${error.field}: ${error.message}`;
}
