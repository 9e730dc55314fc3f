import { z } from "zod";
import { DAYS_OF_WEEK, findInsurance, findService } from "./catalog.ts";
import { type ClinicField, type FieldValue, IMPORT_FIELDS, type LegacyField } from "./clinic-fields.ts";
import { dayProblem, normaliseDay } from "./day-periods.ts";
import { isValidNpi } from "./npi.ts";
import { isFutureDay, isIsoDay, PRICE_SOURCE_IDS } from "./price-source.ts";
import { isStateCode } from "./us-states.ts";

/**
 * One clinic as the operator supplies it (import files, the bundled demo data): the zod schema of the field
 * table's values. docs/data-format.md describes every field; CSV rows are turned into this shape first.
 */

// Tabs and newlines are fine in descriptions; other control characters (NUL above all) are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const noControl = (value: string) => !CONTROL_CHARACTERS.test(value);
const CONTROL_MESSAGE = "must not contain control characters";
// Invisible characters that change how text reads or compares: direction overrides and isolates (U+202A-U+202E,
// U+2066-U+2069, the marks U+200E, U+200F, U+061C) can make a name read as another; zero-width characters
// (U+200B-U+200D, U+2060-U+2064, U+FEFF) make two names that look alike different.
const INVISIBLE_FORMATTING = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const noInvisible = (value: string) => !INVISIBLE_FORMATTING.test(value);
const INVISIBLE_MESSAGE =
  "must not contain invisible formatting characters (direction overrides such as U+202E, zero-width characters such as U+200B)";

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .refine(noControl, CONTROL_MESSAGE)
    .refine(noInvisible, INVISIBLE_MESSAGE);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(noControl, CONTROL_MESSAGE)
    .refine(noInvisible, INVISIBLE_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));

const stateCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isStateCode, "must be the two-letter code of one of the 50 states");

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "must be an http(s) URL");

/** US phone numbers: 10 digits, optionally with a leading 1, in any common punctuation. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => /^[+\d\s().-]+$/.test(value), "must be a US phone number such as (512) 555-0142")
  .transform((value) => value.replace(/\D/g, ""))
  .refine((digits) => digits.length === 10 || (digits.length === 11 && digits.startsWith("1")), {
    message: "must be a US phone number such as (512) 555-0142",
  })
  .transform((digits) => {
    const d = digits.slice(-10);
    return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  });

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug an address may name; a longer one names no clinic. */
export const MAX_SLUG_LENGTH = 120;

/** Whether an address's slug could name a clinic (checked before the directory is asked). */
export function isClinicSlug(text: string): boolean {
  return text.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(text);
}

const serviceRef = z.union([
  z.string(),
  z.object({ id: z.string().optional(), name: z.string().optional(), description: optionalText(500) }),
]);

const services = z.array(serviceRef).transform((items, ctx) => {
  const result: { id: string; description: string | null }[] = [];
  items.forEach((item, index) => {
    const key = typeof item === "string" ? item : (item.id ?? item.name ?? "");
    const service = findService(key);
    if (!service) {
      ctx.addIssue({ code: "custom", message: `unknown service "${key}"`, path: [index] });
      return;
    }
    if (result.some((existing) => existing.id === service.id)) return;
    result.push({
      id: service.id,
      description: typeof item === "string" ? null : (item.description ?? null),
    });
  });
  return result;
});

const insurance = z.array(z.string()).transform((items, ctx) => {
  const ids: string[] = [];
  items.forEach((item, index) => {
    const provider = findInsurance(item);
    if (!provider) {
      ctx.addIssue({ code: "custom", message: `unknown insurance provider "${item}"`, path: [index] });
      return;
    }
    if (!ids.includes(provider.id)) ids.push(provider.id);
  });
  return ids;
});

/** The day a price was true: a real day, YYYY-MM-DD, not after today (decision 43). */
const priceDay = z
  .string()
  .trim()
  .refine(isIsoDay, "must be a date written YYYY-MM-DD, such as 2026-03-01")
  .refine((day) => !isFutureDay(day, new Date()), "must not be in the future: the day the price was true");

const pricingRow = z
  .object({
    service: text(120),
    price: text(120),
    low: z.number().nonnegative().max(100_000).nullish(),
    high: z.number().nonnegative().max(100_000).nullish(),
    unit: z.enum(["visit", "month", "procedure", "test", "year", "week"]).nullish(),
    source: z.enum(PRICE_SOURCE_IDS).nullish(),
    asOf: priceDay.nullish(),
  })
  .refine((row) => row.low == null || row.high == null || row.low <= row.high, {
    message: "low must not be above high",
    path: ["low"],
  });

/** "closed" or one to three opening periods (day-periods.ts), stored without spaces around the commas. */
const dayHours = z
  .string()
  .transform(normaliseDay)
  .superRefine((value, ctx) => {
    const problem = dayProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const hours = z
  .partialRecord(z.enum(DAYS_OF_WEEK), dayHours)
  .nullish()
  .transform((value) => value ?? {});

const isoDate = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value), {
    message: "must be an ISO date such as 2026-03-01",
  })
  .transform((value) => new Date(value).toISOString());

const npi = z
  .string()
  .trim()
  .refine(isValidNpi, "must be a 10-digit NPI with a valid check digit (see the NPPES registry)");

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

const slug = z
  .string()
  .trim()
  .max(120)
  .refine((value) => SLUG_PATTERN.test(value), "must be lower-case words joined by hyphens")
  .optional();

const zipCode = z
  .string()
  .trim()
  .refine((value) => /^\d{5}(-\d{4})?$/.test(value), "must be a 5-digit ZIP code")
  .transform((value) => value.slice(0, 5));

/** The schema of each kind of value that takes no parameters. */
const SCHEMA_OF_KIND = {
  slug,
  state: stateCode,
  zip: zipCode,
  phone: phoneSchema.nullish().transform(orNull),
  url: httpUrl.nullish().transform(orNull),
  date: isoDate.nullish().transform(orNull),
  npi: npi.nullish().transform(orNull),
  "yes-no": z.boolean().default(false),
  "yes-no-unknown": z.boolean().nullish().transform(orNull),
  services: services.default([]),
  insurance: insurance.default([]),
  pricing: z.array(pricingRow).max(30).default([]),
  states: z
    .array(stateCode)
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
  hours,
};

type NumberValue = Extract<FieldValue, { kind: "number" }>;

const number = (value: NumberValue) =>
  (value.whole ? z.number().int() : z.number())
    .min(value.min, value.tooSmall)
    .max(value.max, value.tooLarge)
    .nullish()
    .transform(orNull);

const choice = <const O extends readonly [string, ...string[]]>(options: O, message: string) =>
  z.enum(options, { message }).nullish().transform(orNull);

type InputSchemaOf<V extends FieldValue> = V["kind"] extends keyof typeof SCHEMA_OF_KIND
  ? (typeof SCHEMA_OF_KIND)[V["kind"]]
  : V extends { kind: "text"; required: true }
    ? ReturnType<typeof text>
    : V extends { kind: "text" }
      ? ReturnType<typeof optionalText>
      : V extends { kind: "number" }
        ? ReturnType<typeof number>
        : V extends { kind: "choice"; options: infer O extends readonly [string, ...string[]] }
          ? ReturnType<typeof choice<O>>
          : never;

function inputSchemaOf(value: FieldValue): z.ZodType {
  switch (value.kind) {
    case "text":
      return value.required ? text(value.max) : optionalText(value.max);
    case "number":
      return number(value);
    case "choice":
      return choice(value.options, value.message);
    default:
      return SCHEMA_OF_KIND[value.kind];
  }
}

/** The import schema's fields, one per entry of the field table (earlier names included). */
export function inputShapeOf(fields: readonly Pick<ClinicField | LegacyField, "name" | "value">[]) {
  return Object.fromEntries(fields.map((field) => [field.name, inputSchemaOf(field.value)]));
}

type InputShape = {
  [F in (typeof IMPORT_FIELDS)[number] as F["name"]]: InputSchemaOf<F["value"]>;
};

/** One clinic as the operator supplies it: the fields of the field table (app/domain/clinic-fields.ts). */
export const clinicInputSchema = z.object(inputShapeOf(IMPORT_FIELDS) as InputShape);

export type ClinicInputRaw = z.input<typeof clinicInputSchema>;
export type ClinicInput = z.output<typeof clinicInputSchema>;

/** The Google rating and review count of an input, read from googleRating/googleReviewCount or their old names. */
export function googleFigures(
  input: Pick<ClinicInput, "googleRating" | "googleReviewCount" | "rating" | "reviewCount">,
): {
  rating: number | null;
  reviewCount: number | null;
} {
  return {
    rating: input.googleRating ?? input.rating ?? null,
    reviewCount: input.googleReviewCount ?? input.reviewCount ?? null,
  };
}

/** "Summit Men's Health", "Austin" -> "summit-mens-health-austin" */
export function slugify(...parts: string[]): string {
  return parts
    .join(" ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}
