import type { z } from "zod";
import { REVIEW_PLATFORMS } from "../../domain/catalog.ts";
import { LEGACY_FIELDS } from "../../domain/clinic-fields.ts";
import { clinicInputSchema, slugify } from "../../domain/clinic-input.ts";
import { closestName } from "../../domain/closest-name.ts";
import type { PreparedClinic } from "./write.server.ts";

/**
 * What the import knows of ZIP codes (the gazetteer in production): the centroid, for rows without
 * coordinates, and the state, to catch a ZIP code that contradicts the row's state.
 */
export interface ZipLookup {
  zip(zip: string): { latitude: number; longitude: number; stateCode?: string } | undefined;
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

const FIELD_NAMES = Object.keys(clinicInputSchema.shape);
const KNOWN_FIELDS = new Set(FIELD_NAMES);
/** Earlier field names are still read, but suggestions point to the current ones. */
const SUGGESTED_FIELDS = FIELD_NAMES.filter((name) => !LEGACY_FIELDS.some((field) => field.name === name));

const EXPECTED: Record<string, string> = {
  string: "must be text",
  number: "must be a number",
  int: "must be a whole number",
  boolean: "must be true or false",
  array: "must be a list",
  object: "must be an object",
  record: "must be an object",
};

const UNITS: Record<string, string> = { string: " characters", array: " items", set: " items" };

/** Our wording for a limit the schema states without a message of its own ("Too big: expected …"). */
function limitMessage(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  if (!/^Too (big|small)\b/.test(issue.message)) return issue.message;
  const big = issue.code === "too_big";
  const limit = Number(
    big ? (issue as z.core.$ZodIssueTooBig).maximum : (issue as z.core.$ZodIssueTooSmall).minimum,
  );
  if (Math.abs(limit) >= Number.MAX_SAFE_INTEGER) {
    return big ? "is far too large" : "is far too small";
  }
  const amount = `${limit.toLocaleString("en-US")}${UNITS[issue.origin] ?? ""}`;
  return big ? `must be at most ${amount}` : `must be at least ${amount}`;
}

function issueMessage(issue: ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "is required";
      return EXPECTED[issue.expected] ?? issue.message;
    case "too_big":
    case "too_small":
      return limitMessage(issue);
    case "invalid_value":
      return /^Invalid (option|input)\b/.test(issue.message)
        ? `must be one of ${issue.values.map(String).join(", ")}`
        : issue.message;
    default:
      return issue.message;
  }
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
  return new ClinicPreparer(zips).prepare(rows, 1);
}

/**
 * prepareClinics a batch at a time, for files read in parts: remembers the slugs of earlier batches, so a
 * duplicate is caught across them, and numbers rows from `firstRow`.
 */
export class ClinicPreparer {
  private readonly slugLines = new Map<string, number>();
  private readonly zips: ZipLookup;

  constructor(zips: ZipLookup) {
    this.zips = zips;
  }

  prepare(rows: readonly SourceRow[], firstRow: number): { clinics: PreparedClinic[]; errors: RowError[] } {
    return prepareBatch(rows, firstRow, this.zips, this.slugLines);
  }
}

function prepareBatch(
  rows: readonly SourceRow[],
  firstRow: number,
  zips: ZipLookup,
  slugLines: Map<string, number>,
): { clinics: PreparedClinic[]; errors: RowError[] } {
  const clinics: PreparedClinic[] = [];
  const errors: RowError[] = [];

  rows.forEach(({ line, data }, index) => {
    const row = firstRow + index;
    const rowErrors: RowError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ line, row, field, message });

    if (!isRecord(data)) {
      errors.push({ line, row, field: "(row)", message: "must be an object with the clinic's fields" });
      return;
    }
    for (const key of Object.keys(data)) {
      if (KNOWN_FIELDS.has(key)) continue;
      const suggestion = closestName(key, SUGGESTED_FIELDS);
      fail(key, suggestion ? `unknown field; did you mean "${suggestion}"?` : "unknown field");
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

    let coordinates: { latitude: number; longitude: number; fromZip: boolean } | undefined;
    if (!bad.has("latitude") && !bad.has("longitude")) {
      const latitude = value("latitude");
      const longitude = value("longitude");
      if (typeof latitude === "number" && typeof longitude === "number")
        coordinates = { latitude, longitude, fromZip: false };
      else if (present(latitude) && !present(longitude))
        fail("longitude", "is required when latitude is given");
      else if (!present(latitude) && present(longitude))
        fail("latitude", "is required when longitude is given");
      else if (!present(latitude) && !present(longitude)) {
        const zip = value("zipCode");
        if (typeof zip === "string" && zip !== "") {
          const centroid = zips.zip(zip.slice(0, 5));
          if (centroid)
            coordinates = { latitude: centroid.latitude, longitude: centroid.longitude, fromZip: true };
          else fail("zipCode", "unknown ZIP code; give latitude and longitude");
        }
      }
    }

    for (const error of crossFieldErrors(data, bad)) fail(error.field, error.message);
    const zipError = zipStateError(value("zipCode"), bad.has("state") ? undefined : data.state, zips);
    if (zipError) fail("zipCode", zipError);

    errors.push(...rowErrors);
    if (result.success && rowErrors.length === 0 && slug !== undefined && coordinates !== undefined) {
      const { fromZip, ...point } = coordinates;
      // Coordinates made from the ZIP code place the clinic at its centre, whatever the row said.
      const locationPrecision = fromZip ? "zip" : (result.data.locationPrecision ?? "address");
      clinics.push({ ...result.data, slug, ...point, locationPrecision });
    }
  });

  return { clinics, errors };
}

const given = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * Rules between fields, so that a listing never states more than it can back: "verified" needs the date of
 * the check, a platform's rating or review count needs the date it was read (and a date needs figures), and
 * an old field name must not contradict its new one. Fields that failed their own checks are skipped.
 */
function crossFieldErrors(data: Record<string, unknown>, bad: ReadonlySet<string>) {
  const errors: { field: string; message: string }[] = [];
  const ok = (key: string) => !bad.has(key) && given(data[key]);
  if (data.verified === true && !bad.has("verified") && !ok("lastVerifiedAt") && !bad.has("lastVerifiedAt")) {
    errors.push({
      field: "lastVerifiedAt",
      message: "is required when verified is true: the date the listing was checked",
    });
  }
  if (ok("verificationMethod") && !ok("lastVerifiedAt") && !bad.has("lastVerifiedAt")) {
    errors.push({
      field: "verificationMethod",
      message: "says how a check was made; give lastVerifiedAt, the date of the check",
    });
  }
  for (const { name: legacy, replacedBy: current } of LEGACY_FIELDS) {
    if (ok(legacy) && ok(current) && data[legacy] !== data[current]) {
      errors.push({ field: legacy, message: `is the old name of ${current} and differs from it; give one` });
    }
  }
  for (const { id } of REVIEW_PLATFORMS) {
    const rating = `${id}Rating`;
    const count = `${id}ReviewCount`;
    const asOf = `${id}AsOf`;
    // A review count of 0 is no figure to date (the same as none).
    const counted = (key: string) => ok(key) && data[key] !== 0;
    const figures =
      ok(rating) || counted(count) || (id === "google" && (ok("rating") || counted("reviewCount")));
    if (bad.has(asOf)) continue;
    if (figures && !ok(asOf)) {
      errors.push({
        field: asOf,
        message: `is required with ${rating} or ${count}: the date they were read`,
      });
    } else if (!figures && ok(asOf)) {
      errors.push({ field: asOf, message: `dates ${rating} and ${count}; give one of them or leave it out` });
    }
  }
  return errors;
}

/** "ZIP code 78701 is in TX, not OK" when the gazetteer places the ZIP code in another state. */
function zipStateError(zip: unknown, state: unknown, zips: ZipLookup): string | undefined {
  if (typeof zip !== "string" || typeof state !== "string" || zip === "") return undefined;
  const code = state.trim().toUpperCase();
  const known = zips.zip(zip.slice(0, 5));
  if (!known?.stateCode || known.stateCode === code) return undefined;
  return `ZIP code ${zip.slice(0, 5)} is in ${known.stateCode}, not ${code}`;
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
