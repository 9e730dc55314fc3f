import { useId } from "react";
import { INSURANCE_PROVIDERS } from "../domain/catalog.ts";
import {
  ANY_INSURANCE,
  ANY_INSURANCE_PARAM,
  type InsuranceOption,
  insuranceOptions,
  insuranceParam,
} from "../domain/insurance.ts";
import { type PriceOption, UNPRICED_NOTE } from "../domain/price-limit.ts";
import type { SearchFilters } from "../domain/search-params.ts";

/**
 * The two questions every clinic list asks beside its location box (/search, the finder, the online page, the
 * home hero): which insurance, and the most a month may cost. Each is a native select named as its URL
 * parameter, so inside a GET form it works without JavaScript; with it, a change applies at once.
 */

/** A select of a search form, as the insurance and price questions and the online list's order draw it. */
export const FORM_SELECT =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** The insurers of the catalog, for a question asked where the directory's counts are not at hand. */
export const CATALOG_INSURANCE_OPTIONS: readonly InsuranceOption[] = insuranceOptions(
  INSURANCE_PROVIDERS.map((item) => ({ ...item, clinicCount: 1 })),
);

/** The answer's URL value, "" for none. */
function answerValue(answer: string | null): string {
  return answer === null ? "" : insuranceParam(answer);
}

function answerOf(value: string): string | null {
  if (value === "") return null;
  return value === ANY_INSURANCE_PARAM ? ANY_INSURANCE : value;
}

export function InsuranceQuestion({
  options,
  value,
  onChange,
  className = "",
}: {
  options: readonly InsuranceOption[];
  value: string | null;
  /** Without it the select is uncontrolled: its form carries the answer. */
  onChange?: (answer: string | null) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`min-w-0 text-left ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
        Insurance
      </label>
      <select
        id={id}
        name="insurance"
        className={FORM_SELECT}
        {...(onChange
          ? { value: answerValue(value), onChange: (event) => onChange(answerOf(event.target.value)) }
          : { defaultValue: answerValue(value) })}
      >
        <option value="">All clinics</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MaxPriceSelect({
  options,
  value,
  onChange,
  className = "",
}: {
  options: readonly PriceOption[];
  value: number | null;
  onChange?: (maxPrice: number | null) => void;
  className?: string;
}) {
  const id = useId();
  const noteId = useId();
  const current = value === null ? "" : String(value);
  return (
    <div className={`min-w-0 text-left ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
        Monthly price
      </label>
      <select
        id={id}
        name="maxPrice"
        aria-describedby={noteId}
        className={FORM_SELECT}
        {...(onChange
          ? {
              value: current,
              onChange: (event) => onChange(event.target.value === "" ? null : Number(event.target.value)),
            }
          : { defaultValue: current })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={noteId} className="mt-1 text-xs text-slate-600">
        {`The clinic's lowest price billed per month. ${UNPRICED_NOTE}`}
      </p>
    </div>
  );
}

/** Both questions side by side (stacked on a narrow phone), editing the insurance and maxPrice of the filters. */
export function PaymentFilters({
  filters,
  insurance,
  prices,
  onChange,
  className = "",
}: {
  filters: Pick<SearchFilters, "insurance" | "maxPrice">;
  insurance: readonly InsuranceOption[];
  prices: readonly PriceOption[];
  /** The answer that changed (the page applies it to the filters asked for last). */
  onChange?: (changes: Partial<Pick<SearchFilters, "insurance" | "maxPrice">>) => void;
  className?: string;
}) {
  return (
    <div className={`grid gap-3 sm:grid-cols-2 sm:items-start ${className}`}>
      <InsuranceQuestion
        options={insurance}
        value={filters.insurance}
        onChange={onChange ? (answer) => onChange({ insurance: answer }) : undefined}
      />
      <MaxPriceSelect
        options={prices}
        value={filters.maxPrice}
        onChange={onChange ? (maxPrice) => onChange({ maxPrice }) : undefined}
      />
    </div>
  );
}
