import type { ReactNode } from "react";
import type { SearchFilters } from "../domain/search-params.ts";
import { LineIcon } from "./ui/line-icon.tsx";

/**
 * The filter controls the search page and the finder share: a group with its legend, a checkbox or radio
 * choice with a full touch target, an on/off switch, and the "Filters (n)" button. Groups grow with their
 * options: no inner scroll box, so no label is ever clipped.
 */

export function FilterGroup({
  legend,
  hint,
  children,
  className = "",
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <fieldset className="min-w-0">
        <legend className="text-sm font-bold tracking-wide text-slate-900">{legend}</legend>
        {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
        <div className="mt-2 flex flex-col">{children}</div>
      </fieldset>
    </div>
  );
}

export function FilterChoice({
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
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 scroll-mb-20 accent-brand-700"
      />
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}

/** A choice for each item of a list, of one name. */
export function FilterChoices<T>({
  type,
  name,
  items,
  keyOf,
  isChecked,
  onChange,
  label,
}: {
  type: "checkbox" | "radio";
  name: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  isChecked: (item: T) => boolean;
  onChange: (item: T, checked: boolean) => void;
  label: (item: T) => ReactNode;
}) {
  return items.map((item) => (
    <FilterChoice
      key={keyOf(item)}
      type={type}
      name={name}
      checked={isChecked(item)}
      onChange={(on) => onChange(item, on)}
    >
      {label(item)}
    </FilterChoice>
  ));
}

/** A checkbox for each entry of a catalog (services, insurers), ticking its id in `selected`. */
export function CatalogChoices({
  name,
  options,
  selected,
  onChange,
}: {
  name: string;
  options: readonly { id: string; name: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  return (
    <FilterChoices
      type="checkbox"
      name={name}
      items={options}
      keyOf={(option) => option.id}
      isChecked={(option) => selected.includes(option.id)}
      onChange={(option, on) => onChange(toggled(selected, option.id, on))}
      label={(option) => option.name}
    />
  );
}

export function FilterSwitch({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="relative flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-1 text-sm text-slate-800 hover:bg-slate-50">
      <span className="min-w-0">{children}</span>
      <input
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: the native checked state is the switch's state; aria-checked beside it is invalid (ARIA in HTML)
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer absolute inset-0 m-0 h-full w-full scroll-mb-20 cursor-pointer opacity-0"
      />
      <span
        aria-hidden="true"
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}

/**
 * The one word for care at a distance is "Online" (decision 44), in sentence case, on every list's filters, as
 * on the online clinics' page and the cards' badge.
 */
export const ONLINE_CARE_LEGEND = "Online care";
export const ONLINE_CARE_LABELS = {
  telehealth: "Online visits",
  telemedicine: "Video visits",
  onlinePrescriptions: "Online prescriptions",
} as const;

/** The three online-care switches of a filter panel. */
export function OnlineCareSwitches({
  filters,
  onChange,
}: {
  filters: Pick<SearchFilters, keyof typeof ONLINE_CARE_LABELS>;
  onChange: (changes: Partial<SearchFilters>) => void;
}) {
  return (Object.keys(ONLINE_CARE_LABELS) as (keyof typeof ONLINE_CARE_LABELS)[]).map((key) => (
    <FilterSwitch key={key} checked={filters[key]} onChange={(on) => onChange({ [key]: on })}>
      {ONLINE_CARE_LABELS[key]}
    </FilterSwitch>
  ));
}

/** A list with one value added or removed. */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

function FiltersIcon() {
  return <LineIcon d="M3 5h14M6 10h8M8 15h4" viewBox="0 0 20 20" className="h-5 w-5" cap="round" />;
}

/** "Filters" with the number of filters in force; it says whether what it opens is expanded. */
export function FiltersButton({
  count,
  expanded,
  controls,
  onClick,
  popup,
  compact = false,
  className = "",
}: {
  count: number;
  expanded: boolean;
  controls: string;
  onClick: () => void;
  /** Set when the button opens a dialog. */
  popup?: "dialog";
  /** Show only the icon on a phone (the name stays for screen readers). */
  compact?: boolean;
  className?: string;
}) {
  const text = count > 0 ? `Filters (${count})` : "Filters";
  return (
    <button
      type="button"
      className={`btn-secondary ${className}`}
      aria-haspopup={popup}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <FiltersIcon />
      {compact ? (
        <>
          <span className="sr-only sm:not-sr-only">{text}</span>
          {count > 0 ? (
            <span aria-hidden="true" className="text-sm font-bold sm:hidden">
              {count}
            </span>
          ) : null}
        </>
      ) : (
        text
      )}
    </button>
  );
}
