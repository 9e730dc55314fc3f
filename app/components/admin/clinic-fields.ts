import { VERIFICATION_METHODS } from "../../domain/verification.ts";

/**
 * The edit form's fields: one per column of the import's CSV format (docs/data-format.md), grouped for the
 * operator, each with the format it takes. A test keeps the names equal to the CSV columns.
 */
export type FieldKind = "text" | "long" | "yes-no" | "yes-no-unknown" | "price-range" | "choice";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** Autocomplete and input hints for phones. */
  inputMode?: "numeric" | "decimal" | "tel" | "url";
  /** A "choice" field's options; the first is what an empty value shows. */
  options?: readonly { value: string; label: string }[];
}

export interface FieldGroup {
  title: string;
  fields: FieldSpec[];
}

const DATE_HINT = "ISO date, e.g. 2026-03-01";
const DAY_HINT = '"09:00-17:00", "closed", or empty when unknown';

function reviewFields(id: string, platform: string): FieldSpec[] {
  return [
    { name: `${id}Rating`, label: `${platform} rating`, kind: "text", hint: "0 to 5", inputMode: "decimal" },
    { name: `${id}ReviewCount`, label: `${platform} review count`, kind: "text", inputMode: "numeric" },
    { name: `${id}Url`, label: `${platform} page`, kind: "text", hint: "http(s) URL", inputMode: "url" },
    { name: `${id}AsOf`, label: `${platform} figures read on`, kind: "text", hint: DATE_HINT },
  ];
}

export const CLINIC_FIELD_GROUPS: readonly FieldGroup[] = [
  {
    title: "Clinic",
    fields: [
      { name: "name", label: "Name", kind: "text", hint: "As a person would write it, without LLC or PLLC" },
      {
        name: "legalName",
        label: "Legal name",
        kind: "text",
        hint: "The registered name (NPPES), when it differs from the name shown",
      },
      {
        name: "slug",
        label: "Slug",
        kind: "text",
        hint: "The address /clinic/<slug>: lower-case words joined by hyphens; empty makes one from name and city",
      },
      { name: "description", label: "Description", kind: "long" },
      {
        name: "npi",
        label: "NPI",
        kind: "text",
        hint: "10 digits with a valid check digit",
        inputMode: "numeric",
      },
      { name: "yearEstablished", label: "Year established", kind: "text", inputMode: "numeric" },
      { name: "acceptingNewPatients", label: "Accepting new patients", kind: "yes-no-unknown" },
    ],
  },
  {
    title: "Listing",
    fields: [
      { name: "verified", label: "Verified", kind: "yes-no", hint: "Needs the date of the check" },
      { name: "lastVerifiedAt", label: "Last verified on", kind: "text", hint: DATE_HINT },
      {
        name: "verificationMethod",
        label: "Verified by",
        kind: "choice",
        options: [
          { value: "", label: "Not recorded" },
          ...VERIFICATION_METHODS.map((method) => ({ value: method.id, label: method.label })),
        ],
      },
      { name: "featured", label: "Featured", kind: "yes-no" },
      { name: "source", label: "Source", kind: "text", hint: "Where the listing's data comes from" },
    ],
  },
  {
    title: "Address",
    fields: [
      { name: "addressLine1", label: "Address line 1", kind: "text" },
      { name: "addressLine2", label: "Address line 2", kind: "text" },
      { name: "city", label: "City", kind: "text" },
      { name: "state", label: "State", kind: "text", hint: "Two-letter code, e.g. TX" },
      { name: "zipCode", label: "ZIP code", kind: "text", inputMode: "numeric" },
      {
        name: "latitude",
        label: "Latitude",
        kind: "text",
        hint: "Empty with longitude: the ZIP code's centre",
        inputMode: "decimal",
      },
      { name: "longitude", label: "Longitude", kind: "text", inputMode: "decimal" },
      {
        name: "locationPrecision",
        label: "Location precision",
        kind: "choice",
        hint: "The ZIP code's centre is shown to visitors as an approximate location",
        options: [
          { value: "", label: "The clinic's address" },
          { value: "zip", label: "The ZIP code's centre" },
        ],
      },
    ],
  },
  {
    title: "Contact",
    fields: [
      { name: "phone", label: "Phone", kind: "text", hint: "e.g. (512) 555-0142", inputMode: "tel" },
      { name: "website", label: "Website", kind: "text", hint: "http(s) URL", inputMode: "url" },
      { name: "googleMapsUrl", label: "Google Maps link", kind: "text", inputMode: "url" },
    ],
  },
  {
    title: "Care",
    fields: [
      {
        name: "services",
        label: "Services",
        kind: "long",
        hint: 'Service ids separated by ";" (or a JSON array with descriptions)',
      },
      { name: "insurance", label: "Insurance", kind: "long", hint: 'Insurer ids separated by ";"' },
      { name: "telehealth", label: "Telehealth", kind: "yes-no" },
      { name: "videoConsult", label: "Video consultations", kind: "yes-no" },
      { name: "ePrescriptions", label: "E-prescriptions", kind: "yes-no" },
      {
        name: "licenseStates",
        label: "Licensed in states",
        kind: "text",
        hint: 'State codes separated by ";"',
      },
    ],
  },
  {
    title: "Prices",
    fields: [
      { name: "priceRange", label: "Price range", kind: "price-range" },
      {
        name: "pricing",
        label: "Prices",
        kind: "long",
        hint: 'JSON array, e.g. [{"service":"Consultation","price":"$99","low":99,"unit":"visit"}]',
      },
    ],
  },
  {
    title: "Hours",
    fields: [
      ...["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map(
        (day): FieldSpec => ({
          name: day,
          label: day[0]?.toUpperCase() + day.slice(1),
          kind: "text",
          hint: DAY_HINT,
        }),
      ),
      { name: "supportHours", label: "Support hours", kind: "text" },
      { name: "responseRate", label: "Response rate (%)", kind: "text", inputMode: "numeric" },
      { name: "responseTime", label: "Response time", kind: "text" },
    ],
  },
  {
    title: "Reviews",
    fields: [
      ...reviewFields("google", "Google"),
      ...reviewFields("yelp", "Yelp"),
      ...reviewFields("healthgrades", "Healthgrades"),
    ],
  },
];

export const CLINIC_FIELDS: readonly FieldSpec[] = CLINIC_FIELD_GROUPS.flatMap((group) => group.fields);

/** A field's label; `hours` is how the audit log names the seven day fields together. */
export function fieldLabel(name: string): string {
  if (name === "hours") return "Opening hours";
  return CLINIC_FIELDS.find((field) => field.name === name)?.label ?? name;
}
