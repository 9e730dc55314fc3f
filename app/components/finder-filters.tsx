import { useEffect, useState } from "react";
import { FINDER_RATINGS, FINDER_SERVICES } from "../domain/finder-options.ts";
import type { SearchFilters } from "../domain/search-params.ts";
import {
  CatalogChoices,
  FilterChoices,
  FilterGroup,
  ONLINE_CARE_LEGEND,
  OnlineCareSwitches,
} from "./filter-controls.tsx";

/**
 * The finder's filter panel (SPEC section 9's treatments and ratings, the search page's controls); each change
 * applies at once. Insurance and the monthly price are asked beside the location box, as on every list.
 */
export function FinderFilterPanel({
  id,
  filters,
  onChange,
  onClearAll,
}: {
  id: string;
  filters: SearchFilters;
  /** What a control changed; the page applies it to the filters asked for last. */
  onChange: (changes: Partial<SearchFilters>) => void;
  onClearAll: () => void;
}) {
  // Shows each change at once, while the page loads the results for it.
  const [shown, setShown] = useState(filters);
  useEffect(() => setShown(filters), [filters]);
  const set = (changes: Partial<SearchFilters>) => {
    setShown({ ...shown, ...changes });
    onChange(changes);
  };
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-6">
      <div className="grid gap-6 sm:grid-cols-3">
        <FilterGroup legend="Treatments">
          <CatalogChoices
            name="finder-services"
            options={FINDER_SERVICES}
            selected={shown.services}
            onChange={(services) => set({ services })}
          />
        </FilterGroup>
        <FilterGroup legend="Minimum rating">
          <FilterChoices
            type="radio"
            name="finder-rating"
            items={[...FINDER_RATINGS, 0]}
            keyOf={(rating) => rating}
            isChecked={(rating) => shown.minRating === rating}
            onChange={(rating) => set({ minRating: rating })}
            label={(rating) => (rating === 0 ? "Any rating" : `${rating.toFixed(1)}+ stars`)}
          />
        </FilterGroup>
        <FilterGroup legend={ONLINE_CARE_LEGEND}>
          <OnlineCareSwitches filters={shown} onChange={set} />
        </FilterGroup>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onClearAll}>
          Clear All Filters
        </button>
      </div>
    </div>
  );
}
