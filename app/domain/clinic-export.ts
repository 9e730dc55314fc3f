import { DAYS_OF_WEEK, type ReviewPlatformId } from "./catalog.ts";
import type { ApiFieldName, Clinic } from "./clinic.ts";
import {
  CLINIC_FIELDS,
  type ClinicFieldEntry,
  type ClinicFieldName,
  type ReviewFigure,
} from "./clinic-fields.ts";
import { type ClinicInput, type ClinicInputRaw, googleFigures } from "./clinic-input.ts";
import { dayValueOf, periodsOfDay } from "./day-periods.ts";
import type { LocationPrecision } from "./location-precision.ts";

type PreparedInput = ClinicInput & {
  slug: string;
  latitude: number;
  longitude: number;
  locationPrecision: LocationPrecision;
};

function hoursRecord(openingHours: Clinic["openingHours"]): ClinicInputRaw["hours"] {
  if (openingHours.length === 0) return {};
  return Object.fromEntries(
    DAYS_OF_WEEK.map((day) => {
      return [day, dayValueOf(openingHours.filter((h) => h.day === day))];
    }),
  );
}

function figure(clinic: Clinic, platform: ReviewPlatformId, name: ReviewFigure) {
  return clinic.reviewPlatforms.find((entry) => entry.platform === platform)?.[name] ?? null;
}

type ReviewFieldName = Extract<ClinicFieldEntry, { review: object }>["name"];

/** The fields the API shows otherwise than as they are (the review figures aside), back in the import format. */
const EXPORTED_BY_CODE: {
  [K in Exclude<ClinicFieldName, ApiFieldName | ReviewFieldName>]: (clinic: Clinic) => ClinicInputRaw[K];
} = {
  services: (clinic) =>
    clinic.services.map((s) => (s.description ? { id: s.id, description: s.description } : s.id)),
  insurance: (clinic) => clinic.insuranceProviders.map((i) => i.id),
  pricing: (clinic) =>
    clinic.pricing.map(({ service, price, low, high, unit, source, asOf }) => ({
      service,
      price,
      low,
      high,
      unit: unit as NonNullable<ClinicInputRaw["pricing"]>[number]["unit"],
      source,
      asOf,
    })),
  videoConsult: (clinic) => clinic.telemedicineOptions.video_consult,
  ePrescriptions: (clinic) => clinic.telemedicineOptions.e_prescriptions,
  licenseStates: (clinic) => clinic.license_states,
  hours: (clinic) => hoursRecord(clinic.openingHours),
};

function exporterOf(field: ClinicFieldEntry): (clinic: Clinic) => unknown {
  if ("review" in field) {
    const { platform, figure: name } = field.review;
    return (clinic) => figure(clinic, platform, name);
  }
  if ("api" in field) {
    const { name } = field;
    return (clinic) => clinic[name];
  }
  return EXPORTED_BY_CODE[field.name];
}

const EXPORTERS = CLINIC_FIELDS.map((field) => [field.name, exporterOf(field)] as const);

/**
 * Inputs are filled into a copy of this: each then has the table's order and they all share one shape (an
 * object given forty keys one by one is slow to build and to read).
 */
const INPUT_TEMPLATE: Readonly<Record<ClinicFieldName, null>> = Object.fromEntries(
  CLINIC_FIELDS.map((field) => [field.name, null]),
) as Record<ClinicFieldName, null>;

/** A stored clinic in the import format: exporting and importing it again gives the same clinic. */
export function clinicToInput(clinic: Clinic): ClinicInputRaw {
  const input: Record<string, unknown> = { ...INPUT_TEMPLATE };
  for (const [name, exported] of EXPORTERS) input[name] = exported(clinic);
  return input as ClinicInputRaw;
}

/** The validated fields whose canonical form is not the value itself (or null). */
const COMPARED_BY_CODE: { [K in ClinicFieldName]?: (input: PreparedInput) => unknown } = {
  googleRating: (input) => googleFigures(input).rating,
  // The stored review count is 0 without Google figures; the export reads that back as no count at all.
  googleReviewCount: (input) => {
    const google = googleFigures(input);
    return google.rating === null && !google.reviewCount ? null : (google.reviewCount ?? 0);
  },
  services: (input) =>
    input.services.map((s) => (s.description ? { id: s.id, description: s.description } : s.id)),
  pricing: (input) =>
    input.pricing.map(({ service, price, low, high, unit, source, asOf }) => ({
      service,
      price,
      low: low ?? null,
      high: high ?? null,
      unit: unit ?? null,
      source: source ?? null,
      asOf: asOf ?? null,
    })),
  hours: (input) =>
    hoursRecord(
      DAYS_OF_WEEK.flatMap((day) => {
        const value = input.hours[day];
        return value ? periodsOfDay(value).map(({ opens, closes }) => ({ day, opens, closes })) : [];
      }),
    ),
};

/** A validated input in the same canonical form, to tell unchanged rows from changed ones. */
export function preparedToComparable(input: PreparedInput): ClinicInputRaw {
  const comparable: Record<string, unknown> = { ...INPUT_TEMPLATE };
  for (const { name } of CLINIC_FIELDS) {
    const compared = COMPARED_BY_CODE[name];
    comparable[name] = compared ? compared(input) : (input[name] ?? null);
  }
  return comparable as ClinicInputRaw;
}
