import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { CLINIC_FIELD_GROUPS, type FieldSpec, fieldLabel } from "./clinic-fields.ts";
import { CsrfField } from "./csrf-field.tsx";

export type FormValues = Readonly<Record<string, string>>;
export type FormErrors = Readonly<Record<string, readonly string[] | undefined>>;

const INPUT =
  "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

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
        <select {...common} defaultValue={value === "true" ? "true" : "false"}>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
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
  return (
    <div className={field.kind === "long" ? "sm:col-span-2" : undefined}>
      <label htmlFor={`field-${field.name}`} className="block font-semibold text-slate-900">
        {field.label}
      </label>
      {field.hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {field.hint}
        </p>
      ) : null}
      {errorId ? (
        <ul id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {errors?.map((message) => (
            <li key={message}>
              {field.label} {message}
            </li>
          ))}
        </ul>
      ) : null}
      <Control field={field} value={value} describedBy={describedBy} invalid={errorId !== undefined} />
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
  const summary = useFocusOnShow<HTMLDivElement>(errors);
  const entries = Object.entries(errors).filter(([, list]) => list && list.length > 0);
  if (entries.length === 0) return null;
  const count = entries.reduce((sum, [, list]) => sum + (list?.length ?? 0), 0);
  return (
    <div
      ref={summary}
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
 * Every field of a clinic, in the import format, with each field's problems beside it. `version` and `loaded`
 * travel with the form so that a save over a newer change is caught and explained.
 */
export function ClinicForm({
  values,
  errors,
  csrfToken,
  version,
  loaded,
  submitLabel,
  note = null,
}: {
  values: FormValues;
  errors: FormErrors;
  csrfToken: string;
  version: string;
  loaded: string;
  submitLabel: string;
  /** Where a prefilled change came from; kept with the audit entry. */
  note?: string | null;
}) {
  return (
    <Form method="post" noValidate>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="loaded" value={loaded} />
      {note ? <input type="hidden" name="note" value={note} /> : null}
      {CLINIC_FIELD_GROUPS.map((group) => (
        <fieldset key={group.title} className="mb-8 rounded-card border border-slate-300 p-4">
          <legend className="px-1 text-lg font-bold text-slate-900">{group.title}</legend>
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
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
    </Form>
  );
}
