import { useEffect, useState } from "react";
import {
  FINDER_INSURANCE,
  FINDER_PRICES,
  FINDER_RATINGS,
  FINDER_SERVICES,
  priceChecked,
  togglePrice,
} from "../domain/finder-options.ts";
import type { SearchFilters } from "../domain/search-params.ts";
import { FilterChoice, FilterGroup, toggled } from "./filter-controls.tsx";

/** The finder's filter panel (SPEC section 9's options, the search page's controls); each change applies at once. */
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
        <FilterGroup legend="Treatments">
          {FINDER_SERVICES.map((service) => (
            <FilterChoice
              key={service.id}
              type="checkbox"
              name="finder-services"
              checked={shown.services.includes(service.id)}
              onChange={(on) => set({ services: toggled(shown.services, service.id, on) })}
            >
              {service.name}
            </FilterChoice>
          ))}
        </FilterGroup>
        <FilterGroup legend="Insurance">
          {FINDER_INSURANCE.map((provider) => (
            <FilterChoice
              key={provider.id}
              type="checkbox"
              name="finder-insurance"
              checked={shown.insurance.includes(provider.id)}
              onChange={(on) => set({ insurance: toggled(shown.insurance, provider.id, on) })}
            >
              {provider.name}
            </FilterChoice>
          ))}
        </FilterGroup>
        <FilterGroup legend="Price">
          {FINDER_PRICES.map((budget) => (
            <FilterChoice
              key={budget.id}
              type="checkbox"
              name="finder-price"
              checked={priceChecked(shown.priceRanges, budget)}
              onChange={(on) => set({ priceRanges: togglePrice(shown.priceRanges, budget, on) })}
            >
              {budget.label}
            </FilterChoice>
          ))}
        </FilterGroup>
        <div className="flex flex-col gap-6">
          <FilterGroup legend="Minimum rating">
            {[...FINDER_RATINGS, 0].map((rating) => (
              <FilterChoice
                key={rating}
                type="radio"
                name="finder-rating"
                checked={shown.minRating === rating}
                onChange={() => set({ minRating: rating })}
              >
                {rating === 0 ? "Any rating" : `${rating.toFixed(1)}+ stars`}
              </FilterChoice>
            ))}
          </FilterGroup>
          <FilterGroup legend="Online care">
            <FilterChoice
              type="checkbox"
              name="finder-telehealth"
              checked={shown.telehealth}
              onChange={(on) => set({ telehealth: on })}
            >
              Offers telehealth
            </FilterChoice>
          </FilterGroup>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onClearAll}>
          Clear All Filters
        </button>
      </div>
    </div>
  );
}
