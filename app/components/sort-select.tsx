import type { SearchSort } from "../domain/search-params.ts";
import { FORM_SELECT } from "./payment-filters.tsx";

export const SORT_LABELS: Record<SearchSort, string> = {
  distance: "Nearest first",
  rating: "Highest rated",
  reviews: "Most reviewed",
  name: "Name (A–Z)",
  price: "Lowest monthly price",
};

/**
 * "Sort by" for a list of clinics. With `onChange` it applies at once, beside the results (the search page and
 * the finder); without, it is a field of the form it sits in, sent as `name` with it (the online clinics page).
 */
export function SortSelect({
  value,
  distanceAvailable,
  onChange,
  name,
  id,
}: {
  value: SearchSort;
  distanceAvailable: boolean;
  onChange?: (sort: SearchSort) => void;
  name?: string;
  id?: string;
}) {
  const sorts = (Object.keys(SORT_LABELS) as SearchSort[]).filter(
    (sort) => sort !== "distance" || distanceAvailable,
  );
  const options = sorts.map((sort) => (
    <option key={sort} value={sort}>
      {SORT_LABELS[sort]}
    </option>
  ));
  if (!onChange) {
    // A field of its form, drawn like the form's other questions, with the chosen order as its default.
    return (
      <div className="min-w-0 text-left">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
          Sort by
        </label>
        <select id={id} name={name} defaultValue={value} className={FORM_SELECT}>
          {options}
        </select>
      </div>
    );
  }
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <span className="sr-only font-medium sm:not-sr-only">Sort by</span>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="min-h-11 max-w-32 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 sm:max-w-none sm:px-3"
      >
        {options}
      </select>
    </label>
  );
}
