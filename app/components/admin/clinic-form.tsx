import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { Form } from "react-router";
import type { DayOfWeek } from "../../domain/catalog.ts";
import { dateFieldValue, isYes } from "../../domain/clinic-form-editors.ts";
import { InsuranceCheckboxes, ServiceCheckboxes } from "./catalog-checkboxes.tsx";
import {
  CLINIC_FIELD_GROUPS,
  type FieldGroup,
  type FieldSpec,
  fieldLabel,
  sectionId,
} from "./clinic-fields.ts";
import { CsrfField } from "./csrf-field.tsx";
import { DayHoursEditor } from "./day-hours-editor.tsx";
import { PriceListEditor } from "./price-list-editor.tsx";
import { useUnsavedChanges } from "./unsaved-changes.ts";

export type FormValues = Readonly<Record<string, string>>;
export type FormErrors = Readonly<Record<string, readonly string[] | undefined>>;

const INPUT =
  "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

/** Editors made of several controls: a fieldset named by the field's label rather than one labelled control. */
const GROUPED_KINDS: ReadonlySet<FieldSpec["kind"]> = new Set(["services", "insurance", "pricing"]);

function Control({
  field,
  value,
  describedBy,
  invalid,
}: {
  field: FieldSpec;
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  const common = {
    id: `field-${field.name}`,
    name: field.name,
    defaultValue: value,
    "aria-describedby": describedBy,
    "aria-invalid": invalid || undefined,
    className: INPUT,
  };
  const editor = { value, describedBy, invalid };
  switch (field.kind) {
    case "long":
      return (
        <textarea
          {...common}
          rows={field.name === "description" ? 5 : 3}
          className={`${INPUT} font-mono text-sm`}
        />
      );
    case "yes-no":
      return (
        <input
          id={common.id}
          name={field.name}
          type="checkbox"
          value="true"
          defaultChecked={isYes(value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="mt-1 h-5 w-5"
        />
      );
    case "yes-no-unknown":
      return (
        <select {...common}>
          <option value="">Not stated</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      );
    case "choice":
      return (
        <select {...common}>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case "date":
      return <input {...common} type="date" defaultValue={dateFieldValue(value)} />;
    case "services":
      return <ServiceCheckboxes {...editor} />;
    case "insurance":
      return <InsuranceCheckboxes {...editor} />;
    case "pricing":
      return <PriceListEditor {...editor} />;
    case "day":
      return <DayHoursEditor day={field.name as DayOfWeek} label={field.label} {...editor} />;
    default:
      return (
        <input {...common} type="text" inputMode={field.inputMode} autoComplete="off" spellCheck={false} />
      );
  }
}

function Field({
  field,
  value,
  errors,
}: {
  field: FieldSpec;
  value: string;
  errors: readonly string[] | undefined;
}) {
  const hintId = field.hint ? `hint-${field.name}` : undefined;
  const errorId = errors?.length ? `error-${field.name}` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const grouped = GROUPED_KINDS.has(field.kind);
  const hint = field.hint ? (
    <p id={hintId} className="text-sm text-slate-600">
      {field.hint}
    </p>
  ) : null;
  const problems = errorId ? (
    <ul id={errorId} className="mt-1 text-sm font-semibold text-red-800">
      {errors?.map((message) => (
        <li key={message}>
          {field.label} {message}
        </li>
      ))}
    </ul>
  ) : null;
  const control = (
    <Control field={field} value={value} describedBy={describedBy} invalid={errorId !== undefined} />
  );
  if (grouped) {
    return (
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold text-slate-900">{field.label}</legend>
        {hint}
        {problems}
        {control}
      </fieldset>
    );
  }
  if (field.kind === "day") {
    return (
      <div className="sm:col-span-2">
        {problems}
        {control}
      </div>
    );
  }
  if (field.kind === "yes-no") {
    return (
      <div>
        <div className="flex items-start gap-2">
          {control}
          <label htmlFor={`field-${field.name}`} className="font-semibold text-slate-900">
            {field.label}
          </label>
        </div>
        {hint}
        {problems}
      </div>
    );
  }
  return (
    <div className={field.kind === "long" ? "sm:col-span-2" : undefined}>
      <label htmlFor={`field-${field.name}`} className="block font-semibold text-slate-900">
        {field.label}
      </label>
      {hint}
      {problems}
      {control}
    </div>
  );
}

/**
 * Moves focus (and so the view) to a notice when it appears or its content changes: after a save that comes
 * back with problems, the operator is still at the button at the foot of a long form.
 */
export function useFocusOnShow<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [content]);
  return ref;
}

/** The list of problems above the form, each linking to its field. */
export function ErrorSummary({ errors }: { errors: FormErrors }) {
  const entries = Object.entries(errors).filter(([, list]) => list && list.length > 0);
  if (entries.length === 0) return null;
  const count = entries.reduce((sum, [, list]) => sum + (list?.length ?? 0), 0);
  return (
    <div
      id="error-summary"
      role="alert"
      className="mb-6 rounded-card border-2 border-red-700 bg-red-50 p-4"
      tabIndex={-1}
    >
      <h2 className="text-lg font-bold text-red-900">
        {count === 1 ? "1 problem" : `${count} problems`}: nothing was saved
      </h2>
      <ul className="mt-2 list-disc pl-5 text-red-900">
        {entries.flatMap(([name, list]) =>
          (list ?? []).map((message) =>
            name === "(row)" ? (
              <li key={`${name}-${message}`}>{message}</li>
            ) : (
              <li key={`${name}-${message}`}>
                <a href={`#field-${name}`} className="underline">
                  {fieldLabel(name)} {message}
                </a>
              </li>
            ),
          ),
        )}
      </ul>
    </div>
  );
}

/**
 * After a save that comes back with problems, focus (and so the view) goes to the first field with one, or
 * to the list of problems when none belongs to a field: the operator is still at the Save button.
 */
function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, errors: FormErrors) {
  useEffect(() => {
    if (!Object.values(errors).some((list) => list && list.length > 0)) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? document.getElementById("error-summary"))?.focus();
  }, [form, errors]);
}

function Contents({ groups }: { groups: readonly FieldGroup[] }) {
  return (
    <nav aria-label="Parts of the form" className="mb-6">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {groups.map((group) => (
          <li key={group.title}>
            <a href={`#${sectionId(group.title)}`} className="text-brand-800 underline">
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every field of a clinic, in sections with a table of contents and a Save bar that stays in view. The
 * structured editors post fields the server reads with or without JavaScript (clinic-form.server.ts).
 * `version` and `loaded` travel with the form so that a save over a newer change is caught and explained.
 * `onDirtyChange` tells the page whether the form holds unsaved changes (the listing-status buttons wait).
 */
export function ClinicForm({
  values,
  errors,
  csrfToken,
  version,
  loaded,
  submitLabel,
  note = null,
  restored = false,
  onDirtyChange,
  before,
  groups = CLINIC_FIELD_GROUPS,
}: {
  values: FormValues;
  errors: FormErrors;
  csrfToken: string;
  version: string;
  loaded: string;
  submitLabel: string;
  /** Where a prefilled change came from; kept with the audit entry. */
  note?: string | null;
  /** The values are input restored from before the operator signed in again: unsaved from the start. */
  restored?: boolean;
  onDirtyChange?: (dirty: boolean) => void;
  /** Notices shown above the fields, inside the form's frame. */
  before?: ReactNode;
  /** The sections and fields to show: every field of a clinic unless given (a clinic's proposal has fewer). */
  groups?: readonly FieldGroup[];
}) {
  const form = useRef<HTMLFormElement>(null);
  const dirty = useUnsavedChanges(form, restored);
  useFocusFirstProblem(form, errors);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  return (
    <Form method="post" noValidate ref={form}>
      <Contents groups={groups} />
      {before}
      <ErrorSummary errors={errors} />
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="loaded" value={loaded} />
      {note ? <input type="hidden" name="note" value={note} /> : null}
      {groups.map((group) => (
        <fieldset
          key={group.title}
          id={sectionId(group.title)}
          className="mb-8 scroll-mt-4 rounded-card border border-slate-300 p-4"
        >
          <legend className="px-1 text-lg font-bold text-slate-900">{group.title}</legend>
          {group.hint ? <p className="mb-3 text-sm text-slate-600">{group.hint}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((field) => (
              <Field
                key={field.name}
                field={field}
                value={values[field.name] ?? ""}
                errors={errors[field.name]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-4 border-t border-slate-300 bg-white px-4 py-3 shadow-md">
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
        <p className="text-sm text-slate-700" aria-live="polite">
          {dirty ? "You have unsaved changes." : "No unsaved changes."}
        </p>
      </div>
    </Form>
  );
}
