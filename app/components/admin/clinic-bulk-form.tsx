import type { ChangeEvent, ReactNode } from "react";
import { Form } from "react-router";
import { VERIFICATION_METHODS } from "../../domain/verification.ts";
import { CsrfField } from "./csrf-field.tsx";

const INPUT =
  "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

export const BULK_CHOICES = [
  ["verify", "Verify (record the check)"],
  ["feature", "Feature"],
  ["unfeature", "Stop featuring"],
  ["hold", "Hold back from visitors"],
  ["publish", "Publish (show to visitors)"],
  ["remove", "Remove from the directory"],
] as const;

export type BulkProblem = { field: string; message: string } | null;

/** Ticks or clears every clinic of the page. */
function selectAll(event: ChangeEvent<HTMLInputElement>) {
  const form = event.currentTarget.form;
  if (!form) return;
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="id"]')) {
    box.checked = event.currentTarget.checked;
  }
}

/** The ticked row's box: named by the clinic it selects. */
export function RowTick({ id, name }: { id: number; name: string }) {
  return (
    <input
      type="checkbox"
      name="id"
      value={id}
      aria-label={`Select ${name}`}
      className="size-5 accent-brand-700"
    />
  );
}

/**
 * The clinic list's table inside a form that acts on the ticked rows: one action for all (each clinic gets its
 * own audit entry), or a CSV export of them. Verifying asks how and when the check was made; removing asks to
 * confirm.
 */
export function ClinicBulkForm({
  csrfToken,
  today,
  problem,
  children,
}: {
  csrfToken: string;
  today: string;
  problem: BulkProblem;
  children: ReactNode;
}) {
  const errorId = "bulk-error";
  const invalid = (field: string) => problem?.field === field || undefined;
  const describedBy = (field: string) => (problem?.field === field ? errorId : undefined);
  return (
    // A document post: the export answers with a file to download, not data for the page.
    <Form method="post" reloadDocument aria-labelledby="bulk-heading" className="mt-6">
      <CsrfField token={csrfToken} />
      <fieldset className="rounded-card border border-slate-300 p-4">
        <legend id="bulk-heading" className="px-1 font-semibold text-slate-900">
          Act on the ticked clinics
        </legend>
        {problem ? (
          <p id={errorId} role="alert" className="mb-3 text-red-800">
            {problem.message}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor="bulk-action" className="block font-semibold text-slate-900">
              Action
            </label>
            <select
              id="bulk-action"
              name="bulkAction"
              defaultValue=""
              aria-invalid={invalid("bulkAction")}
              aria-describedby={describedBy("bulkAction")}
              className={INPUT}
            >
              <option value="">Choose an action</option>
              {BULK_CHOICES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="bulk-method" className="block font-semibold text-slate-900">
              Checked by (to verify)
            </label>
            <select
              id="bulk-method"
              name="verificationMethod"
              defaultValue=""
              aria-invalid={invalid("verificationMethod")}
              aria-describedby={describedBy("verificationMethod")}
              className={INPUT}
            >
              <option value="">Choose how</option>
              {VERIFICATION_METHODS.map((method) => (
                <option key={method.id} value={method.id}>
                  {method.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="bulk-on" className="block font-semibold text-slate-900">
              Checked on (to verify)
            </label>
            <input
              id="bulk-on"
              type="date"
              name="checkedOn"
              defaultValue={today}
              max={today}
              aria-invalid={invalid("checkedOn")}
              aria-describedby={describedBy("checkedOn")}
              className={INPUT}
            />
          </div>
          <div className="flex items-end">
            <label className="flex items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                aria-invalid={invalid("confirm")}
                aria-describedby={describedBy("confirm")}
                className="size-5 accent-brand-700"
              />
              Yes, remove them (to remove)
            </label>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="bulk" className="btn-primary">
            Apply to ticked clinics
          </button>
          <button type="submit" formAction="/admin/clinics/export.csv" className="btn-secondary">
            Export ticked clinics (CSV)
          </button>
          <label className="flex items-center gap-2 text-slate-900">
            <input type="checkbox" onChange={selectAll} className="size-5 accent-brand-700" />
            Tick every clinic on this page
          </label>
        </div>
      </fieldset>
      {children}
    </Form>
  );
}
