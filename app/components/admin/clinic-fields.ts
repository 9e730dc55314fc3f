import { DAYS_MONDAY_FIRST } from "../../domain/catalog.ts";
import {
  CLINIC_FIELDS,
  type ClinicField,
  type ClinicFieldName,
  FORM_GROUPS,
  type FormGroup,
} from "../../domain/clinic-fields.ts";

/**
 * The edit form's fields: one per column of the import's CSV format (docs/data-format.md), grouped for the
 * operator, each with the format it takes. Made from the field table (app/domain/clinic-fields.ts).
 */
export type FieldKind =
  | "text"
  | "long"
  /** A checkbox: ticked is true. */
  | "yes-no"
  | "yes-no-unknown"
  | "choice"
  /** A date field (type=date). */
  | "date"
  /** Checkboxes from the catalog. */
  | "services"
  | "insurance"
  /** Rows of service, amounts and unit. */
  | "pricing"
  /** One day of the opening hours: not published, closed, or open from and to. */
  | "day";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** The keyboard a phone or tablet shows. */
  inputMode?: "numeric" | "decimal" | "tel" | "url";
  /** A "choice" field's options; the first is what an empty value shows. */
  options?: readonly { value: string; label: string }[];
}

export interface FieldGroup {
  title: string;
  /** What the whole section needs said (the opening hours' rules). */
  hint?: string;
  fields: FieldSpec[];
}

/** Fields a group shows first, in this order, where the format's order would not read well; the rest follow it. */
const FIRST_IN_GROUP: Partial<Record<FormGroup, readonly ClinicFieldName[]>> = {
  Clinic: ["name", "legalName", "slug", "description", "npi"],
  // The date of the check beside "Verified", which needs it.
  Listing: ["verified", "lastVerifiedAt", "verificationMethod"],
};

function kindOf(field: ClinicField): FieldKind {
  const { value } = field;
  switch (value.kind) {
    case "yes-no":
    case "yes-no-unknown":
    case "choice":
      return value.kind;
    case "services":
    case "insurance":
    case "pricing":
    case "date":
      return value.kind;
    case "text":
      // Text that runs to paragraphs (the description) gets a text area.
      return value.max > 1000 ? "long" : "text";
    default:
      return "text";
  }
}

function inputModeOf(field: ClinicField): FieldSpec["inputMode"] {
  switch (field.value.kind) {
    case "number":
      return field.value.whole ? "numeric" : "decimal";
    case "zip":
    case "npi":
      return "numeric";
    case "phone":
      return "tel";
    case "url":
      return "url";
    default:
      return undefined;
  }
}

/** A field's form fields: its own, or for `hours` one a day. */
function specsOf(field: ClinicField): FieldSpec[] {
  const { form, value } = field;
  const hint = form.hint ? { hint: form.hint } : {};
  if (value.kind === "hours") {
    return DAYS_MONDAY_FIRST.map((day) => ({
      name: day,
      label: day[0]?.toUpperCase() + day.slice(1),
      kind: "day",
    }));
  }
  const kind = kindOf(field);
  const inputMode = inputModeOf(field);
  const options =
    value.kind === "choice"
      ? (form.options ?? [
          { value: "", label: "Not stated" },
          ...value.options.map((option) => ({ value: option, label: option })),
        ])
      : undefined;
  return [
    {
      name: field.name,
      label: form.label,
      kind,
      ...hint,
      ...(inputMode ? { inputMode } : {}),
      ...(options ? { options } : {}),
    },
  ];
}

/** The id of a group's section, for the form's table of contents: "section-reviews". */
export function sectionId(title: string): string {
  return `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** The form's groups for a field table, in FORM_GROUPS order. */
export function formGroupsOf(fields: readonly ClinicField[]): FieldGroup[] {
  return FORM_GROUPS.map((title) => {
    const first: readonly string[] = FIRST_IN_GROUP[title] ?? [];
    const inGroup = fields.filter((field) => field.form.group === title);
    const ordered = [
      ...first.flatMap((name) => inGroup.filter((field) => field.name === name)),
      ...inGroup.filter((field) => !first.includes(field.name)),
    ];
    const hint = inGroup.find((field) => field.value.kind === "hours")?.form.hint;
    return { title, ...(hint ? { hint } : {}), fields: ordered.flatMap(specsOf) };
  });
}

export const CLINIC_FIELD_GROUPS: readonly FieldGroup[] = formGroupsOf(CLINIC_FIELDS);

export const FORM_FIELDS: readonly FieldSpec[] = CLINIC_FIELD_GROUPS.flatMap((group) => group.fields);

/** A field's label; `hours` is how the audit log names the seven day fields together ("Opening hours"). */
export function fieldLabel(name: string): string {
  return (
    FORM_FIELDS.find((field) => field.name === name)?.label ??
    CLINIC_FIELDS.find((field) => field.name === name)?.form.label ??
    name
  );
}
