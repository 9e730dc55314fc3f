import { Form } from "react-router";
import { VERIFICATION_METHODS } from "../../domain/verification.ts";
import { CsrfField } from "./csrf-field.tsx";

const INPUT =
  "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

/**
 * Records a check of a listing: how it was made and on which day (today unless given). Used on a clinic's
 * admin page and in the re-verification queue; `idPrefix` keeps the fields' ids unique on a page with many.
 */
export function VerificationCheckForm({
  csrfToken,
  version,
  idPrefix,
  action,
  problem,
  hidden = {},
  label = "Record the check",
  today,
  disabledBecause,
}: {
  csrfToken: string;
  version: string;
  idPrefix: string;
  action?: string;
  problem?: { field: "method" | "on"; message: string } | null;
  hidden?: Record<string, string>;
  label?: string;
  /** The latest day the form takes, "2026-11-26". */
  today: string;
  /** The id of the text saying why the check cannot be recorded now; the form is disabled while set. */
  disabledBecause?: string;
}) {
  const errorId = problem ? `${idPrefix}-check-error` : undefined;
  return (
    <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="version" value={version} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`${idPrefix}-method`} className="block font-semibold text-slate-900">
          Checked by
        </label>
        <select
          id={`${idPrefix}-method`}
          name="verificationMethod"
          defaultValue=""
          required
          aria-invalid={problem?.field === "method" || undefined}
          aria-describedby={problem?.field === "method" ? errorId : undefined}
          className={INPUT}
        >
          <option value="" disabled>
            Choose how
          </option>
          {VERIFICATION_METHODS.map((method) => (
            <option key={method.id} value={method.id}>
              {method.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-on`} className="block font-semibold text-slate-900">
          On
        </label>
        <input
          id={`${idPrefix}-on`}
          name="checkedOn"
          type="date"
          defaultValue={today}
          max={today}
          aria-invalid={problem?.field === "on" || undefined}
          aria-describedby={problem?.field === "on" ? errorId : undefined}
          className={INPUT}
        />
      </div>
      <button
        type="submit"
        className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
        disabled={disabledBecause !== undefined}
        aria-describedby={disabledBecause}
      >
        {label}
      </button>
      {problem ? (
        <p id={errorId} role="alert" className="basis-full font-semibold text-red-800">
          {problem.message}
        </p>
      ) : null}
    </Form>
  );
}
