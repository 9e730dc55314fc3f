import { PRICE_RANGES, type ReviewPlatformId } from "./catalog.ts";
import { LOCATION_PRECISIONS } from "./location-precision.ts";
import { VERIFICATION_METHOD_IDS, VERIFICATION_METHODS } from "./verification.ts";

/**
 * The fields of a clinic, in the order of the import format (docs/data-format.md): its JSON fields and CSV
 * columns, the export, the admin edit form and the API's plain fields are all made from this table.
 *
 * - the import's zod schema: app/domain/clinic-input.ts, from `value`;
 * - the API's schema: app/domain/clinic.ts, from `value`, `settled` and `api` (the keys the API builds from
 *   several fields, such as `reviewPlatforms` or `openingHours`, are written out there);
 * - the CSV columns: csv-columns.server.ts (`hours` is the seven day columns);
 * - the stored row: write.server.ts and read.server.ts, from `column`;
 * - the export: clinic-export.ts (fields without `api` or `review` are exported by code of their own there);
 * - the admin form: app/components/admin/clinic-fields.ts, from `form`;
 * - the field table of docs/data-format.md: clinic-fields-docs.ts, from `docs` (a test compares the two).
 *
 * The `clinics` table is written by hand: adding a field is an entry here, a migration, and its column in
 * `ClinicsTable` (app/server/db/schema.server.ts; write.server.ts does not compile without it).
 */

/** What a field holds, and so how the import checks it, how a CSV cell reads and how the form shows it. */
export type FieldValue =
  | { readonly kind: "slug" }
  /** Trimmed text without control characters; empty text is absent. */
  | { readonly kind: "text"; readonly max: number; readonly required?: true }
  /** A two-letter state code, any case. */
  | { readonly kind: "state" }
  | { readonly kind: "zip" }
  | {
      readonly kind: "number";
      readonly whole?: true;
      readonly min: number;
      readonly max: number;
      readonly tooSmall?: string;
      readonly tooLarge?: string;
    }
  /** One of `options`, or absent. */
  | { readonly kind: "choice"; readonly options: readonly [string, ...string[]]; readonly message: string }
  | { readonly kind: "phone" | "url" | "date" | "npi" }
  /** True or false, false when absent. */
  | { readonly kind: "yes-no" }
  /** True or false, or absent: "not said". */
  | { readonly kind: "yes-no-unknown" }
  /** Service or insurer ids or names, pricing rows, state codes, opening hours: rules of their own. */
  | { readonly kind: "services" | "insurance" | "pricing" | "states" | "hours" };

export type FieldKind = FieldValue["kind"];

/** The admin form's groups, in the order the form shows them. */
export const FORM_GROUPS = [
  "Clinic",
  "Listing",
  "Address",
  "Contact",
  "Care",
  "Prices",
  "Hours",
  "Reviews",
] as const;
export type FormGroup = (typeof FORM_GROUPS)[number];

export interface FieldForm {
  readonly group: FormGroup;
  readonly label: string;
  readonly hint?: string;
  /** A choice's options as the form lists them; by default "Not stated" and the values themselves. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
}

/** The field's row in the table of docs/data-format.md (markdown). */
export type FieldDocs =
  | {
      readonly rules: string;
      /** The value as a file would give it; written in code quotes. */
      readonly example?: string;
      /** By default "**yes**", "no", "no (false)" for true/false or "no (none)" for lists. */
      readonly required?: string;
      /** By default made from the value's kind ("text", "whole number", "list"…). */
      readonly type?: string;
    }
  /** The field shares the row above, adding its name and its example (or "…" without one). */
  | { readonly sameRowAsAbove: true; readonly example?: string };

export type ReviewFigure = "rating" | "reviewCount" | "url" | "asOf";

export interface ClinicField {
  /** The name in JSON files and the CSV column (camelCase), and the API's key when `api` is set. */
  readonly name: string;
  readonly value: FieldValue;
  /**
   * The `clinics` column that stores the value as it is (true/false as 1/0, absent as null). Fields without
   * one are stored by code of their own (write.server.ts): in related tables, or, for Google's rating and
   * review count, in the listing's `rating` and `review_count`.
   */
  readonly column?: string;
  /** Absent from an import row, the import settles it (a slug from the name, the ZIP code's centre): always stored. */
  readonly settled?: true;
  /** The API shows the field under its own name, as stored. */
  readonly api?: {
    readonly description?: string;
    /** A choice the API has always described as plain text. */
    readonly asText?: true;
  };
  /** One of a review site's four figures; the API shows them in `reviewPlatforms`. */
  readonly review?: { readonly platform: ReviewPlatformId; readonly figure: ReviewFigure };
  readonly form: FieldForm;
  readonly docs: FieldDocs;
}

/** An earlier name of a field, still read in import files (and said to differ when both are given). */
export interface LegacyField {
  readonly name: string;
  readonly value: FieldValue;
  readonly replacedBy: string;
}

const THIS_YEAR = new Date().getUTCFullYear();
const URL_HINT = "http(s) URL";

const between = (min: number, max: number) => {
  const message = `must be between ${min} and ${max}`;
  return { min, max, tooSmall: message, tooLarge: message };
};

const RATING = { kind: "number", ...between(0, 5) } as const;
const REVIEW_COUNT = {
  kind: "number",
  whole: true,
  min: 0,
  max: 10_000_000,
  tooSmall: "must be 0 or more",
  tooLarge: "must be at most 10,000,000",
} as const;

function reviewForm(platform: string, figure: ReviewFigure): FieldForm {
  switch (figure) {
    case "rating":
      return { group: "Reviews", label: `${platform} rating`, hint: "0 to 5" };
    case "reviewCount":
      return { group: "Reviews", label: `${platform} review count` };
    case "url":
      return { group: "Reviews", label: `${platform} page`, hint: URL_HINT };
    case "asOf":
      return { group: "Reviews", label: `${platform} figures read on` };
  }
}

/**
 * The four figures of a review site after Google, stored in its own columns and documented in one row: they
 * mean what Google's do. `examples` are the rating's, the review count's and the date's.
 */
function reviewFields<const P extends Exclude<ReviewPlatformId, "google">>(
  platform: P,
  name: string,
  examples: readonly [string, string, string],
) {
  const [rating, reviewCount, asOf] = examples;
  return [
    {
      name: `${platform}Rating`,
      value: RATING,
      column: `${platform}_rating`,
      review: { platform, figure: "rating" },
      form: reviewForm(name, "rating"),
      docs: {
        type: "as for Google",
        required: "no",
        rules: `the same four facts from ${name}`,
        example: rating,
      },
    },
    {
      name: `${platform}ReviewCount`,
      value: REVIEW_COUNT,
      column: `${platform}_review_count`,
      review: { platform, figure: "reviewCount" },
      form: reviewForm(name, "reviewCount"),
      docs: { sameRowAsAbove: true, example: reviewCount },
    },
    {
      name: `${platform}Url`,
      value: { kind: "url" },
      column: `${platform}_url`,
      review: { platform, figure: "url" },
      form: reviewForm(name, "url"),
      docs: { sameRowAsAbove: true },
    },
    {
      name: `${platform}AsOf`,
      value: { kind: "date" },
      column: `${platform}_as_of`,
      review: { platform, figure: "asOf" },
      form: reviewForm(name, "asOf"),
      docs: { sameRowAsAbove: true, example: asOf },
    },
  ] as const;
}

const TABLE = [
  {
    name: "slug",
    value: { kind: "slug" },
    column: "slug",
    settled: true,
    api: {},
    form: {
      group: "Clinic",
      label: "Slug",
      hint: "The address /clinic/<slug>: lower-case words joined by hyphens; empty makes one from name and city",
    },
    docs: {
      rules:
        "lower-case letters and digits in words joined by single hyphens, at most 120 characters; unique in the file; made from name and city when absent",
      example: "summit-mens-health-austin",
    },
  },
  {
    name: "name",
    value: { kind: "text", max: 160, required: true },
    column: "name",
    api: {},
    form: { group: "Clinic", label: "Name", hint: "As a person would write it, without LLC or PLLC" },
    docs: {
      rules:
        "at most 160 characters; the name as a person would write it, without legal forms such as LLC or PLLC",
      example: "Summit Men's Health",
    },
  },
  {
    name: "legalName",
    value: { kind: "text", max: 200 },
    column: "legal_name",
    api: { description: "The registered legal name, when the name shown differs from it (NPPES registry)" },
    form: {
      group: "Clinic",
      label: "Legal name",
      hint: "The registered name (NPPES), when it differs from the name shown",
    },
    docs: {
      rules:
        "the registered legal name (NPPES), at most 200 characters, when it differs from `name`; shown on the profile beside the NPI",
      example: "SUMMIT MEN'S HEALTH, PLLC",
    },
  },
  {
    name: "description",
    value: { kind: "text", max: 4000 },
    column: "description",
    api: {},
    form: { group: "Clinic", label: "Description" },
    docs: { rules: "at most 4000 characters", example: "Physician-led TRT with on-site labs." },
  },
  {
    name: "addressLine1",
    value: { kind: "text", max: 200, required: true },
    column: "address_line1",
    api: {},
    form: { group: "Address", label: "Address line 1" },
    docs: { rules: "street address, at most 200 characters", example: "2150 Cedar Ridge Blvd" },
  },
  {
    name: "addressLine2",
    value: { kind: "text", max: 200 },
    column: "address_line2",
    api: {},
    form: { group: "Address", label: "Address line 2" },
    docs: { rules: "suite, floor…, at most 200 characters", example: "Suite 210" },
  },
  {
    name: "city",
    value: { kind: "text", max: 100, required: true },
    column: "city",
    api: {},
    form: { group: "Address", label: "City" },
    docs: { rules: "at most 100 characters", example: "Austin" },
  },
  {
    name: "state",
    value: { kind: "state" },
    column: "state",
    api: { description: "Two-letter state code" },
    form: { group: "Address", label: "State", hint: "Two-letter code, e.g. TX" },
    docs: { rules: "two-letter code of one of the 50 states, any case", example: "TX" },
  },
  {
    name: "zipCode",
    value: { kind: "zip" },
    column: "zip_code",
    api: {},
    form: { group: "Address", label: "ZIP code" },
    docs: {
      rules:
        "5 digits, or ZIP+4 (`78701-1234`, stored as `78701`); keep leading zeros (`01001`); must lie in `state` when the gazetteer knows it (`ZIP code 73102 is in OK, not TX`)",
      example: "78701",
    },
  },
  {
    name: "latitude",
    value: { kind: "number", ...between(-90, 90) },
    column: "latitude",
    settled: true,
    api: {},
    form: {
      group: "Address",
      label: "Latitude",
      hint: "Empty with longitude: the ZIP code's centre",
    },
    docs: {
      required: "see [Missing coordinates](#missing-coordinates)",
      rules: "−90 to 90, decimal degrees",
      example: "30.2711",
    },
  },
  {
    name: "longitude",
    value: { kind: "number", ...between(-180, 180) },
    column: "longitude",
    settled: true,
    api: {},
    form: { group: "Address", label: "Longitude" },
    docs: {
      required: "see [Missing coordinates](#missing-coordinates)",
      rules: "−180 to 180, decimal degrees (negative in the US)",
      example: "-97.7437",
    },
  },
  {
    name: "locationPrecision",
    value: { kind: "choice", options: LOCATION_PRECISIONS, message: 'must be "address" or "zip"' },
    column: "location_precision",
    settled: true,
    api: {
      description:
        '"address": latitude and longitude are the clinic\'s; "zip": they are its ZIP code\'s centre, so distances are approximate',
    },
    form: {
      group: "Address",
      label: "Location precision",
      hint: "The ZIP code's centre is shown to visitors as an approximate location",
      options: [
        { value: "", label: "The clinic's address" },
        { value: "zip", label: "The ZIP code's centre" },
      ],
    },
    docs: {
      required: "no (`address`)",
      rules:
        '`address`: the coordinates are the clinic\'s door; `zip`: they are only its ZIP code\'s centre, and the site shows the location as approximate ("about 2 mi", "in the 78701 area") and never as a precise pin. Always `zip` when the coordinates are made from the ZIP code',
      example: "zip",
    },
  },
  {
    name: "phone",
    value: { kind: "phone" },
    column: "phone",
    api: {},
    form: { group: "Contact", label: "Phone", hint: "e.g. (512) 555-0142" },
    docs: {
      rules: "a US number, 10 digits or 11 starting with 1, any punctuation; stored as `(512) 555-0142`",
      example: "512-555-0142",
    },
  },
  {
    name: "website",
    value: { kind: "url" },
    column: "website",
    api: {},
    form: { group: "Contact", label: "Website", hint: URL_HINT },
    docs: {
      rules: "an `http://` or `https://` URL, at most 500 characters",
      example: "https://summit.example.com",
    },
  },
  // Google's rating and review count are the listing's own (`rating`, `review_count`), written and read apart.
  {
    name: "googleRating",
    value: RATING,
    review: { platform: "google", figure: "rating" },
    form: reviewForm("Google", "rating"),
    docs: {
      rules: "the clinic's rating on Google, 0 to 5, as shown there; see [Review figures](#review-figures)",
      example: "4.7",
    },
  },
  {
    name: "googleReviewCount",
    value: REVIEW_COUNT,
    review: { platform: "google", figure: "reviewCount" },
    form: reviewForm("Google", "reviewCount"),
    docs: { rules: "the number of Google reviews behind it", example: "128" },
  },
  {
    name: "googleUrl",
    value: { kind: "url" },
    column: "google_url",
    review: { platform: "google", figure: "url" },
    form: reviewForm("Google", "url"),
    docs: {
      rules: "the clinic's own page on Google Maps, an `http(s)` URL",
      example: "https://maps.google.com/?cid=123",
    },
  },
  {
    name: "googleAsOf",
    value: { kind: "date" },
    column: "google_as_of",
    review: { platform: "google", figure: "asOf" },
    form: reviewForm("Google", "asOf"),
    docs: {
      required: "with a Google rating or count",
      rules: "when the Google figures were read",
      example: "2026-03-01",
    },
  },
  ...reviewFields("yelp", "Yelp", ["4.5", "31", "2026-03-01"]),
  ...reviewFields("healthgrades", "Healthgrades", ["4.8", "12", "2026-03-01"]),
  // Only read, and checked in this place of the import's order; never written, shown or documented as fields.
  { name: "rating", value: RATING, replacedBy: "googleRating" },
  { name: "reviewCount", value: REVIEW_COUNT, replacedBy: "googleReviewCount" },
  {
    name: "priceRange",
    value: { kind: "choice", options: PRICE_RANGES, message: "must be $, $$, $$$ or $$$$" },
    column: "price_range",
    api: { description: "$, $$, $$$ or $$$$", asText: true },
    form: { group: "Prices", label: "Price range" },
    docs: {
      rules: "`$`, `$$`, `$$$` or `$$$$` (budget friendly, moderate, premium, luxury)",
      example: "$$",
    },
  },
  {
    name: "services",
    value: { kind: "services" },
    form: {
      group: "Care",
      label: "Services",
      hint: "Tick each service the clinic offers; a note, when given, is shown with it on the profile",
    },
    docs: {
      rules:
        'service ids or names, see [Services](#services); an item may be an object `{"id": "…", "description": "…"}` with a description of at most 500 characters; repeats are dropped',
      example: '["testosterone-injections", "Hormone Testing"]',
    },
  },
  {
    name: "insurance",
    value: { kind: "insurance" },
    form: { group: "Care", label: "Insurance", hint: "Tick each insurer and way to pay the clinic accepts" },
    docs: {
      rules:
        "insurance ids or names, see [Insurance and payment](#insurance-and-payment); repeats are dropped",
      example: '["aetna", "Self-Pay"]',
    },
  },
  {
    name: "pricing",
    value: { kind: "pricing" },
    form: {
      group: "Prices",
      label: "Prices",
      hint: "One row a price: an amount, or an amount from and to; the price as shown is worded from them unless you type it. Source and As of: where the price came from and the day it was true",
    },
    docs: {
      rules: "at most 30, see [Pricing](#pricing)",
      example:
        '[{"service": "Consultation", "price": "$150 per visit", "source": "website", "asOf": "2026-03-01"}]',
    },
  },
  {
    name: "telehealth",
    value: { kind: "yes-no" },
    column: "telehealth",
    api: {},
    form: { group: "Care", label: "Telehealth" },
    docs: { rules: "offers online visits", example: "true" },
  },
  {
    name: "videoConsult",
    value: { kind: "yes-no" },
    column: "video_consult",
    form: { group: "Care", label: "Video consultations" },
    docs: { rules: "video consultations", example: "true" },
  },
  {
    name: "ePrescriptions",
    value: { kind: "yes-no" },
    column: "e_prescriptions",
    form: { group: "Care", label: "E-prescriptions" },
    docs: { rules: "prescriptions sent electronically", example: "false" },
  },
  {
    name: "licenseStates",
    value: { kind: "states" },
    form: { group: "Care", label: "Licensed in states", hint: 'State codes separated by ";"' },
    docs: {
      rules:
        "two-letter state codes where the clinic's prescribers are licensed (for telehealth); stored sorted, without repeats",
      example: '["TX", "OK"]',
    },
  },
  {
    name: "verified",
    value: { kind: "yes-no" },
    column: "verified",
    api: {},
    form: { group: "Listing", label: "Verified", hint: "Needs the date of the check" },
    docs: {
      rules:
        "the listing was checked by a person (what is checked: `/how-we-list-clinics`); needs `lastVerifiedAt`",
      example: "true",
    },
  },
  {
    name: "featured",
    value: { kind: "yes-no" },
    column: "featured",
    api: {},
    form: { group: "Listing", label: "Featured" },
    docs: { rules: "a featured provider", example: "false" },
  },
  {
    name: "yearEstablished",
    value: {
      kind: "number",
      whole: true,
      min: 1900,
      max: THIS_YEAR,
      tooSmall: "must be a year from 1900",
      tooLarge: "cannot be in the future",
    },
    column: "year_established",
    api: {},
    form: { group: "Clinic", label: "Year established" },
    docs: { rules: "1900 to the current year", example: "2015" },
  },
  {
    name: "googleMapsUrl",
    value: { kind: "url" },
    column: "google_maps_url",
    api: {},
    form: { group: "Contact", label: "Google Maps link" },
    docs: { rules: "an `http(s)` URL", example: "https://maps.google.com/?cid=123" },
  },
  {
    name: "hours",
    value: { kind: "hours" },
    form: {
      group: "Hours",
      label: "Opening hours",
      hint: "Leave every day not published when the clinic publishes no hours; a day with a break has a second period; closing at midnight is 12:00 AM",
    },
    docs: {
      required: "no (none published)",
      rules: "see [Hours](#hours): `closed` or up to three periods a day; in CSV the seven day columns",
      example: '{"monday": "08:00-12:00,13:00-17:00"}',
    },
  },
  {
    name: "supportHours",
    value: { kind: "text", max: 60 },
    column: "support_hours",
    api: {},
    form: { group: "Hours", label: "Support hours" },
    docs: { rules: "at most 60 characters", example: "Mon–Fri 8am–8pm ET" },
  },
  {
    name: "responseRate",
    value: { kind: "number", whole: true, min: 0, max: 100 },
    column: "response_rate",
    api: { description: "Share of enquiries answered, in percent" },
    form: { group: "Hours", label: "Response rate (%)" },
    docs: { rules: "percentage, 0 to 100", example: "95" },
  },
  {
    name: "responseTime",
    value: { kind: "text", max: 60 },
    column: "response_time",
    api: {},
    form: { group: "Hours", label: "Response time" },
    docs: { rules: "at most 60 characters", example: "within a day" },
  },
  {
    name: "lastVerifiedAt",
    value: { kind: "date" },
    column: "last_verified_at",
    api: { description: "When the listing was last checked (ISO 8601)" },
    form: { group: "Listing", label: "Last verified on" },
    docs: {
      required: "when `verified` is true",
      rules:
        'the date of the last check: ISO date, optionally with a time (`2026-03-01`, `2026-03-01T12:00:00Z`); stored as a UTC timestamp. The site shows "Verified" for 12 months after it, then "Last verified {date}"',
      example: "2026-03-01",
    },
  },
  {
    name: "verificationMethod",
    value: {
      kind: "choice",
      options: VERIFICATION_METHOD_IDS,
      message: 'must be "phone", "website" or "clinic"',
    },
    column: "verification_method",
    api: {
      description: "How the last check was made: a phone call, the clinic's website or its own submission",
    },
    form: {
      group: "Listing",
      label: "Verified by",
      options: [
        { value: "", label: "Not recorded" },
        ...VERIFICATION_METHODS.map((method) => ({ value: method.id, label: method.label })),
      ],
    },
    docs: {
      rules:
        "how the last check was made: `phone` (a call to the clinic), `website` (the clinic's own website) or `clinic` (the clinic's own submission); needs `lastVerifiedAt`",
      example: "phone",
    },
  },
  {
    name: "source",
    value: { kind: "text", max: 200 },
    column: "source",
    api: { description: 'Where the listing came from; "demo" marks fictional demo data' },
    form: { group: "Listing", label: "Source", hint: "Where the listing's data comes from" },
    docs: {
      rules: "where the data came from, at most 200 characters; shown on the profile",
      example: "clinic website, March 2026",
    },
  },
  {
    name: "npi",
    value: { kind: "npi" },
    column: "npi",
    api: { description: "National Provider Identifier (10 digits) in the NPPES registry" },
    form: { group: "Clinic", label: "NPI", hint: "10 digits with a valid check digit" },
    docs: {
      rules:
        "the practice's National Provider Identifier: 10 digits whose last is the check digit (Luhn, with the `80840` prefix the NPI standard adds); shown on the profile with a link to the NPPES registry",
      example: "1234567893",
    },
  },
  {
    name: "acceptingNewPatients",
    value: { kind: "yes-no-unknown" },
    column: "accepting_new_patients",
    api: { description: "Null when the clinic has not said" },
    form: { group: "Clinic", label: "Accepting new patients" },
    docs: {
      required: "no (not said)",
      rules: "only when the clinic has said so; left out, the site says nothing about it",
      example: "true",
    },
  },
] as const satisfies readonly (ClinicField | LegacyField)[];

type TableEntry = (typeof TABLE)[number];

/** Every name an import row may use, in the order the import checks them (earlier names included). */
export const IMPORT_FIELDS: readonly TableEntry[] = TABLE;

export type ClinicFieldEntry = Exclude<TableEntry, { replacedBy: string }>;
export type LegacyFieldEntry = Extract<TableEntry, { replacedBy: string }>;
export type ClinicFieldName = ClinicFieldEntry["name"];

/** The clinic's fields, in the order of the import format. */
export const CLINIC_FIELDS: readonly ClinicFieldEntry[] = TABLE.filter(
  (field): field is ClinicFieldEntry => !("replacedBy" in field),
);

/** rating and reviewCount, the earlier names of googleRating and googleReviewCount. */
export const LEGACY_FIELDS: readonly LegacyFieldEntry[] = TABLE.filter(
  (field): field is LegacyFieldEntry => "replacedBy" in field,
);
