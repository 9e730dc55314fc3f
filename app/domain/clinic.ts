import { z } from "zod";
import { DAYS_OF_WEEK, REVIEW_PLATFORMS } from "./catalog.ts";
import { CLINIC_FIELDS, type ClinicField, type ClinicFieldEntry } from "./clinic-fields.ts";
import { PRICE_SOURCE_IDS } from "./price-source.ts";

/**
 * A clinic as the API returns it and the pages read it (field names follow the product spec). The fields the
 * API shows as they are stored come from the field table (app/domain/clinic-fields.ts, `api`); the keys below
 * are built from several fields or from related tables.
 */
const builtKeys = {
  id: z.number().int(),
  address: z.string().describe('One line: "2150 Cedar Ridge Blvd, Suite 210, Austin, TX 78701"'),
  rating: z.number().nullable().describe("The clinic's Google rating, 0 to 5 (see reviewPlatforms)"),
  reviewCount: z.number().int().describe("The number of Google reviews behind the rating"),
  reviewPlatforms: z
    .array(
      z.object({
        platform: z.enum(REVIEW_PLATFORMS.map((platform) => platform.id)),
        name: z.string(),
        rating: z.number().nullable(),
        reviewCount: z.number().int().nullable(),
        url: z.string().nullable().describe("The clinic's page on the platform"),
        asOf: z.string().nullable().describe("When the figures were read on the platform (ISO 8601)"),
      }),
    )
    .describe(
      "Review figures per platform, only for platforms whose figures or page we hold; never estimates",
    ),
  services: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable() })),
  acceptedInsurance: z.array(z.string()).describe("Names of accepted insurers"),
  insuranceProviders: z.array(z.object({ id: z.string(), name: z.string() })),
  pricing: z.array(
    z.object({
      id: z.number().int(),
      service: z.string(),
      price: z.string().describe('Display text, e.g. "$150–$300 per month"'),
      low: z.number().nullable().describe("Lowest price in dollars"),
      high: z.number().nullable().describe("Highest price in dollars"),
      unit: z.string().nullable().describe("visit, month, procedure, test, year or week"),
      source: z
        .enum(PRICE_SOURCE_IDS)
        .describe(
          "Where the price came from: website (the clinic's website), phone-call (a call to the clinic), clinic-submission (sent by the clinic), import (a directory import that did not say)",
        ),
      asOf: z
        .string()
        .describe("The day the price was true, YYYY-MM-DD; over 12 months old, it may have changed"),
    }),
  ),
  telemedicineOptions: z.object({ video_consult: z.boolean(), e_prescriptions: z.boolean() }),
  license_states: z.array(z.string()).describe("States where the clinic may treat patients remotely"),
  hoursOfOperation: z
    .partialRecord(z.enum(DAYS_OF_WEEK), z.string())
    .describe(
      'Display text per day ("8:00 AM – 6:00 PM", periods joined with ", " as in "8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM", or "Closed"); empty when the clinic has not published hours',
    ),
  openingHours: z
    .array(z.object({ day: z.enum(DAYS_OF_WEEK), opens: z.string(), closes: z.string() }))
    .describe(
      'Structured opening hours, one entry per opening period (a day may have several), by day then opening time (24-hour HH:MM; closes "24:00" means open until midnight)',
    ),
  timeZone: z
    .string()
    .nullable()
    .describe("IANA time zone of the clinic (from its coordinates): its hours are in this zone"),
  clinicConfirmedAt: z
    .string()
    .nullable()
    .describe(
      "When the clinic itself last confirmed every detail of its listing (ISO 8601), from its clinic account; null when it never has",
    ),
};

const enumOf = <const O extends readonly [string, ...string[]]>(options: O) => z.enum(options);

type ApiField = Extract<ClinicFieldEntry, { api: object }>;
export type ApiFieldName = ApiField["name"];

type ApiTypeOf<F extends ApiField> = F["value"] extends { kind: "number" }
  ? z.ZodNumber
  : F["value"] extends { kind: "yes-no" | "yes-no-unknown" }
    ? z.ZodBoolean
    : F["value"] extends { kind: "choice"; options: infer O extends readonly [string, ...string[]] }
      ? F["api"] extends { asText: true }
        ? z.ZodString
        : ReturnType<typeof enumOf<O>>
      : z.ZodString;

/** Whether a stored clinic always has the field (required, true/false, or settled by the import): never null. */
function alwaysStored(field: ClinicField): boolean {
  const { value } = field;
  if (field.settled) return true;
  if (value.kind === "text") return value.required === true;
  return value.kind === "state" || value.kind === "zip" || value.kind === "yes-no";
}

/** alwaysStored() for the table's types. */
type AlwaysStored<F extends ApiField> = F extends { settled: true }
  ? true
  : F["value"] extends { kind: "text"; required: true } | { kind: "state" | "zip" | "yes-no" }
    ? true
    : false;

type ApiSchemaOf<F extends ApiField> =
  AlwaysStored<F> extends true ? ApiTypeOf<F> : z.ZodNullable<ApiTypeOf<F>>;

type ClinicShape = typeof builtKeys & { [F in ApiField as F["name"]]: ApiSchemaOf<F> };

function apiSchemaOf(field: ClinicField): z.ZodType {
  const { value } = field;
  let schema: z.ZodType;
  if (value.kind === "number") schema = value.whole ? z.number().int() : z.number();
  else if (value.kind === "yes-no" || value.kind === "yes-no-unknown") schema = z.boolean();
  else if (value.kind === "choice" && !field.api?.asText) schema = z.enum(value.options);
  else schema = z.string();
  if (!alwaysStored(field)) schema = schema.nullable();
  return field.api?.description ? schema.describe(field.api.description) : schema;
}

/**
 * The order of the keys in the API's JSON, as they were added over time: clients and caches see the same bytes
 * as before. Fields added to the table later come after these (and before `distance`, which comes last).
 */
const KEY_ORDER = [
  "id",
  "slug",
  "name",
  "description",
  "addressLine1",
  "addressLine2",
  "address",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "phone",
  "website",
  "googleMapsUrl",
  "rating",
  "reviewCount",
  "reviewPlatforms",
  "priceRange",
  "services",
  "acceptedInsurance",
  "insuranceProviders",
  "pricing",
  "telehealth",
  "telemedicineOptions",
  "license_states",
  "verified",
  "featured",
  "yearEstablished",
  "hoursOfOperation",
  "openingHours",
  "timeZone",
  "supportHours",
  "responseRate",
  "responseTime",
  "lastVerifiedAt",
  "verificationMethod",
  "source",
  "npi",
  "acceptingNewPatients",
  "legalName",
  "locationPrecision",
] as const satisfies readonly (keyof ClinicShape)[];

/** The listed keys in order; a copy of it takes a clinic's values, so that all clinics share one shape. */
const KEYS_IN_ORDER = Object.fromEntries(KEY_ORDER.map((key) => [key, undefined]));

/** A whole clinic (or its schema) with its keys in the API's order: the listed ones, then the table's later fields. */
export function inKeyOrder<T extends Record<(typeof KEY_ORDER)[number], unknown>>(value: T): T {
  return Object.assign({ ...KEYS_IN_ORDER }, value);
}

/** The API's clinic schema for the field table (or the table with fields added): built keys and shown fields. */
export function apiShapeOf(fields: readonly ClinicField[]): Record<string, z.ZodType> {
  const shown = fields.filter((field) => field.api !== undefined);
  const schemas = Object.fromEntries(shown.map((field) => [field.name, apiSchemaOf(field)]));
  return inKeyOrder({ ...builtKeys, ...schemas } as ClinicShape);
}

export const clinicSchema = z.object({
  ...(apiShapeOf(CLINIC_FIELDS) as ClinicShape),
  distance: z.number().optional().describe("Miles from the searched point, when the search had one"),
});

export type Clinic = z.infer<typeof clinicSchema>;
