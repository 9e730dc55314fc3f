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
export type FieldKind = "text" | "long" | "yes-no" | "yes-no-unknown" | "choice";

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
      return "long";
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
      kind: "text",
      ...hint,
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

/** The form's groups for a field table, in FORM_GROUPS order. */
export function formGroupsOf(fields: readonly ClinicField[]): FieldGroup[] {
  return FORM_GROUPS.map((title) => {
    const first: readonly string[] = FIRST_IN_GROUP[title] ?? [];
    const inGroup = fields.filter((field) => field.form.group === title);
    const ordered = [
      ...first.flatMap((name) => inGroup.filter((field) => field.name === name)),
      ...inGroup.filter((field) => !first.includes(field.name)),
    ];
    return { title, fields: ordered.flatMap(specsOf) };
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
