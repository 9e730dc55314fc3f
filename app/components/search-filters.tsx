import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { PRICE_RANGE_LABELS, PRICE_RANGES, type PriceRange } from "../domain/catalog.ts";
import {
  DISTANCE_OPTIONS,
  type Distance,
  emptyFilters,
  RATING_OPTIONS,
  type SearchFilters,
} from "../domain/search-params.ts";
import { keepFocusInside } from "./dialog-focus.ts";

export interface FilterOption {
  id: string;
  name: string;
}

export interface SearchFilterPanelProps {
  /** The filters in force (from the URL); the panel edits a draft of them. */
  applied: SearchFilters;
  /** When this changes (a new search, or other filters applied), the draft starts again from `applied`. */
  draftKey?: string;
  services: FilterOption[];
  insurance: FilterOption[];
  /** Whether the search has a point to measure distance from. */
  distanceApplies: boolean;
  onApply: (filters: SearchFilters) => void;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

function ratingLabel(rating: number): string {
  return rating === 0 ? "Any rating" : `${rating}+ stars`;
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <fieldset>
        <legend className="text-sm font-bold tracking-wide text-slate-900">{legend}</legend>
        {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
        <div className="mt-2 flex flex-col">{children}</div>
      </fieldset>
    </div>
  );
}

function Choice({
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
        className="h-5 w-5 shrink-0 scroll-mb-20 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}

function Switch({
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
      <span>{children}</span>
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
 * The filter panel: a local draft that reaches the search only with Apply Filters; Clear All resets the draft
 * and applies it at once. Its options stay clear of the sticky Apply bar when reached with the keyboard
 * (their bottom scroll margin is taller than the bar).
 */
export function SearchFilterPanel({
  applied,
  draftKey,
  services,
  insurance,
  distanceApplies,
  onApply,
}: SearchFilterPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState<SearchFilters>(applied);
  // Reset here rather than by remounting the panel, so the Apply button keeps focus after applying.
  const [draftOf, setDraftOf] = useState(draftKey);
  if (draftOf !== draftKey) {
    setDraftOf(draftKey);
    setDraft(applied);
  }
  const set = (changes: Partial<SearchFilters>) => setDraft((current) => ({ ...current, ...changes }));
  const ratings: number[] = RATING_OPTIONS.includes(draft.minRating as (typeof RATING_OPTIONS)[number])
    ? [...RATING_OPTIONS]
    : [...RATING_OPTIONS, draft.minRating].sort((a, b) => b - a);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const cleared = emptyFilters();
    setDraft(cleared);
    onApply(cleared);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Filter clinics">
      <Group
        legend="Distance"
        hint={distanceApplies ? undefined : "Used when you search a city, ZIP code or your location."}
      >
        {DISTANCE_OPTIONS.map((miles) => (
          <Choice
            key={miles}
            type="radio"
            name={`${id}-distance`}
            checked={draft.distance === miles}
            onChange={() => set({ distance: miles as Distance })}
          >
            {`Within ${miles} miles`}
          </Choice>
        ))}
      </Group>

      <Group legend="Services">
        {services.map((service) => (
          <Choice
            key={service.id}
            type="checkbox"
            name={`${id}-services`}
            checked={draft.services.includes(service.id)}
            onChange={(on) => set({ services: toggle(draft.services, service.id, on) })}
          >
            {service.name}
          </Choice>
        ))}
      </Group>

      <Group legend="Insurance">
        {applied.acceptsInsurance || draft.acceptsInsurance ? (
          <Choice
            type="checkbox"
            name={`${id}-accepts`}
            checked={draft.acceptsInsurance}
            onChange={(on) => set({ acceptsInsurance: on })}
          >
            Accepts insurance
          </Choice>
        ) : null}
        {insurance.map((provider) => (
          <Choice
            key={provider.id}
            type="checkbox"
            name={`${id}-insurance`}
            checked={draft.insurance.includes(provider.id)}
            onChange={(on) => set({ insurance: toggle(draft.insurance, provider.id, on) })}
          >
            {provider.name}
          </Choice>
        ))}
      </Group>

      <Group legend="Minimum rating">
        {ratings.map((rating) => (
          <Choice
            key={rating}
            type="radio"
            name={`${id}-rating`}
            checked={draft.minRating === rating}
            onChange={() => set({ minRating: rating })}
          >
            {ratingLabel(rating)}
          </Choice>
        ))}
      </Group>

      <Group legend="Price range">
        {PRICE_RANGES.map((price) => (
          <Choice
            key={price}
            type="checkbox"
            name={`${id}-price`}
            checked={draft.priceRanges.includes(price)}
            onChange={(on) =>
              set({
                priceRanges: PRICE_RANGES.filter((p) => (p === price ? on : draft.priceRanges.includes(p))),
              })
            }
          >
            <span className="font-semibold">{price}</span> {PRICE_RANGE_LABELS[price as PriceRange]}
          </Choice>
        ))}
      </Group>

      <Group legend="Online care">
        <Switch checked={draft.telehealth} onChange={(on) => set({ telehealth: on })}>
          Telehealth
        </Switch>
        <Switch checked={draft.telemedicine} onChange={(on) => set({ telemedicine: on })}>
          Telemedicine (video visits)
        </Switch>
        <Switch checked={draft.onlinePrescriptions} onChange={(on) => set({ onlinePrescriptions: on })}>
          Online prescriptions
        </Switch>
      </Group>

      <div className="sticky bottom-0 flex gap-2 border-t border-slate-200 bg-white pt-4 pb-3">
        <button type="submit" className="btn-primary flex-1 px-3 text-sm">
          Apply Filters
        </button>
        <button type="button" className="btn-secondary px-3 text-sm" onClick={clear}>
          Clear All
        </button>
      </div>
    </form>
  );
}

/** On small screens the panel lives in a drawer (a native modal dialog) opened by a "Filters" button. */
export function FilterDrawer({
  activeCount,
  children,
}: {
  activeCount: number;
  children: (close: () => void) => ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const close = () => {
    dialogRef.current?.close();
  };
  return (
    <>
      <button
        type="button"
        className="btn-secondary lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" focusable="false">
          <path d="M3 5h14M6 10h8M8 15h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {activeCount > 0 ? `Filters (${activeCount})` : "Filters"}
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
          keepFocusInside(event);
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[22rem] max-w-[90vw] bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              Filters
            </h2>
            <button type="button" className="icon-button" onClick={close} aria-label="Close filters">
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{open ? children(close) : null}</div>
        </div>
      </dialog>
    </>
  );
}
