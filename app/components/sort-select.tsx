import type { ChangeEvent } from "react";
import type { SearchSort } from "../domain/search-params.ts";

export const SORT_LABELS: Record<SearchSort, string> = {
  distance: "Nearest first",
  rating: "Highest rated",
  reviews: "Most reviewed",
  name: "Name (A–Z)",
  price: "Lowest monthly price",
};

/**
 * "Sort by" for a list of clinics. With `onChange` it applies at once (the search page and the finder); without,
 * it is a field of the form it sits in, sent as `name` with the form (the online clinics page).
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
  // Applied at once with `onChange`; otherwise a plain form field with the chosen order as its default.
  const state = onChange
    ? {
        value,
        onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as SearchSort),
      }
    : { defaultValue: value };
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <span className="sr-only font-medium sm:not-sr-only">Sort by</span>
      <select
        id={id}
        name={name}
        {...state}
        className="min-h-11 max-w-32 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 sm:max-w-none sm:px-3"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
