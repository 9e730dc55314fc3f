import { z } from "zod";
import { DAYS_OF_WEEK, findInsurance, findService, PRICE_RANGES } from "./catalog.ts";
import { LOCATION_PRECISIONS } from "./location-precision.ts";
import { isValidNpi } from "./npi.ts";
import { isStateCode } from "./us-states.ts";
import { VERIFICATION_METHOD_IDS } from "./verification.ts";

/**
 * One clinic as the operator supplies it (import files, the bundled demo data).
 * docs/data-format.md describes every field; CSV rows are turned into this shape first.
 */

// Tabs and newlines are fine in descriptions; other control characters (NUL above all) are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const noControl = (value: string) => !CONTROL_CHARACTERS.test(value);
const CONTROL_MESSAGE = "must not contain control characters";

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .refine(noControl, CONTROL_MESSAGE);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(noControl, CONTROL_MESSAGE)
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

const pricingRow = z
  .object({
    service: text(120),
    price: text(120),
    low: z.number().nonnegative().max(100_000).nullish(),
    high: z.number().nonnegative().max(100_000).nullish(),
    unit: z.enum(["visit", "month", "procedure", "test", "year", "week"]).nullish(),
  })
  .refine((row) => row.low == null || row.high == null || row.low <= row.high, {
    message: "low must not be above high",
    path: ["low"],
  });

/** Opening "HH:MM", closing "HH:MM" or "24:00" (open until midnight). */
const HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const dayHours = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (value) => value === "closed" || HOURS_PATTERN.test(value),
    'must be "HH:MM-HH:MM" (closing at midnight is "24:00") or "closed"',
  )
  .refine((value) => {
    if (value === "closed") return true;
    const [opens, closes] = value.split("-");
    return (opens ?? "") < (closes ?? "");
  }, "must close after it opens");

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

const currentYear = new Date().getUTCFullYear();

const rating = z
  .number()
  .min(0, "must be between 0 and 5")
  .max(5, "must be between 0 and 5")
  .nullish()
  .transform((value) => value ?? null);
const reviewCount = z
  .number()
  .int()
  .min(0, "must be 0 or more")
  .max(10_000_000, "must be at most 10,000,000")
  .nullish()
  .transform((value) => value ?? null);
const asOf = isoDate.nullish().transform((value) => value ?? null);

const npi = z
  .string()
  .trim()
  .refine(isValidNpi, "must be a 10-digit NPI with a valid check digit (see the NPPES registry)");

export const clinicInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .max(120)
    .refine((value) => SLUG_PATTERN.test(value), "must be lower-case words joined by hyphens")
    .optional(),
  name: text(160),
  legalName: optionalText(200),
  description: optionalText(4000),
  addressLine1: text(200),
  addressLine2: optionalText(200),
  city: text(100),
  state: stateCode,
  zipCode: z
    .string()
    .trim()
    .refine((value) => /^\d{5}(-\d{4})?$/.test(value), "must be a 5-digit ZIP code")
    .transform((value) => value.slice(0, 5)),
  latitude: z.number().min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90").nullish(),
  longitude: z
    .number()
    .min(-180, "must be between -180 and 180")
    .max(180, "must be between -180 and 180")
    .nullish(),
  locationPrecision: z
    .enum(LOCATION_PRECISIONS, { message: 'must be "address" or "zip"' })
    .nullish()
    .transform((value) => value ?? null),
  phone: phoneSchema.nullish().transform((value) => value ?? null),
  website: httpUrl.nullish().transform((value) => value ?? null),
  googleRating: rating,
  googleReviewCount: reviewCount,
  googleUrl: httpUrl.nullish().transform((value) => value ?? null),
  googleAsOf: asOf,
  yelpRating: rating,
  yelpReviewCount: reviewCount,
  yelpUrl: httpUrl.nullish().transform((value) => value ?? null),
  yelpAsOf: asOf,
  healthgradesRating: rating,
  healthgradesReviewCount: reviewCount,
  healthgradesUrl: httpUrl.nullish().transform((value) => value ?? null),
  healthgradesAsOf: asOf,
  /** Earlier names of googleRating and googleReviewCount, still read. */
  rating,
  reviewCount,
  priceRange: z.enum(PRICE_RANGES, { message: "must be $, $$, $$$ or $$$$" }).nullish(),
  services: services.default([]),
  insurance: insurance.default([]),
  pricing: z.array(pricingRow).max(30).default([]),
  telehealth: z.boolean().default(false),
  videoConsult: z.boolean().default(false),
  ePrescriptions: z.boolean().default(false),
  licenseStates: z
    .array(stateCode)
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
  verified: z.boolean().default(false),
  featured: z.boolean().default(false),
  yearEstablished: z
    .number()
    .int()
    .min(1900, "must be a year from 1900")
    .max(currentYear, "cannot be in the future")
    .nullish(),
  googleMapsUrl: httpUrl.nullish().transform((value) => value ?? null),
  hours,
  supportHours: optionalText(60),
  responseRate: z.number().int().min(0).max(100).nullish(),
  responseTime: optionalText(60),
  lastVerifiedAt: isoDate.nullish(),
  verificationMethod: z
    .enum(VERIFICATION_METHOD_IDS, { message: 'must be "phone", "website" or "clinic"' })
    .nullish()
    .transform((value) => value ?? null),
  source: optionalText(200),
  npi: npi.nullish().transform((value) => value ?? null),
  acceptingNewPatients: z.boolean().nullish(),
});

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
