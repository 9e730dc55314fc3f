import { type ReactNode, useEffect, useState } from "react";
import {
  FINDER_INSURANCE,
  FINDER_PRICES,
  FINDER_RATINGS,
  FINDER_SERVICES,
  priceChecked,
  togglePrice,
} from "../domain/finder-options.ts";
import type { SearchFilters } from "../domain/search-params.ts";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-bold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-col">{children}</div>
    </fieldset>
  );
}

function Option({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: "checkbox" | "radio";
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-slate-800 hover:bg-slate-50">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

/** The finder's filter panel (SPEC section 9's options); each change applies at once. */
export function FinderFilterPanel({
  id,
  filters,
  onChange,
  onClearAll,
}: {
  id: string;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  onClearAll: () => void;
}) {
  // Shows each change at once, while the page loads the results for it.
  const [shown, setShown] = useState(filters);
  useEffect(() => setShown(filters), [filters]);
  const set = (changes: Partial<SearchFilters>) => {
    const next = { ...shown, ...changes };
    setShown(next);
    onChange(next);
  };
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-6">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Group legend="Treatments">
          {FINDER_SERVICES.map((service) => (
            <Option
              key={service.id}
              type="checkbox"
              name="finder-services"
              checked={shown.services.includes(service.id)}
              onChange={(on) => set({ services: toggle(shown.services, service.id, on) })}
            >
              {service.name}
            </Option>
          ))}
        </Group>
        <Group legend="Insurance">
          {FINDER_INSURANCE.map((provider) => (
            <Option
              key={provider.id}
              type="checkbox"
              name="finder-insurance"
              checked={shown.insurance.includes(provider.id)}
              onChange={(on) => set({ insurance: toggle(shown.insurance, provider.id, on) })}
            >
              {provider.name}
            </Option>
          ))}
        </Group>
        <Group legend="Price">
          {FINDER_PRICES.map((budget) => (
            <Option
              key={budget.id}
              type="checkbox"
              name="finder-price"
              checked={priceChecked(shown.priceRanges, budget)}
              onChange={(on) => set({ priceRanges: togglePrice(shown.priceRanges, budget, on) })}
            >
              {budget.label}
            </Option>
          ))}
        </Group>
        <div className="flex flex-col gap-6">
          <Group legend="Minimum rating">
            {[...FINDER_RATINGS, 0].map((rating) => (
              <Option
                key={rating}
                type="radio"
                name="finder-rating"
                checked={shown.minRating === rating}
                onChange={() => set({ minRating: rating })}
              >
                {rating === 0 ? "Any rating" : `${rating.toFixed(1)}+ stars`}
              </Option>
            ))}
          </Group>
          <Group legend="Online care">
            <Option
              type="checkbox"
              name="finder-telehealth"
              checked={shown.telehealth}
              onChange={(on) => set({ telehealth: on })}
            >
              Offers telehealth
            </Option>
          </Group>
        </div>
      </div>
      <div className="mt-4 flex justify-end border-t border-slate-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onClearAll}>
          Clear All Filters
        </button>
      </div>
    </div>
  );
}
