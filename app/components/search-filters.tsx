import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  DISTANCE_OPTIONS,
  type Distance,
  emptyFilters,
  RATING_OPTIONS,
  type SearchFilters,
} from "../domain/search-params.ts";
import { keepFocusInside } from "./dialog-focus.ts";
import {
  CatalogChoices,
  FilterChoices,
  FilterGroup,
  FiltersButton,
  ONLINE_CARE_LEGEND,
  OnlineCareSwitches,
} from "./filter-controls.tsx";
import { LineIcon } from "./ui/line-icon.tsx";

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
  /** Whether the search has a point to measure distance from. */
  distanceApplies: boolean;
  onApply: (filters: SearchFilters) => void;
  /** In the drawer the Apply bar sticks to the bottom of the scrolling panel; in the sidebar it follows the groups. */
  stickyActions?: boolean;
}

/** Groups are set apart by a rule, all but the first. */
const DIVIDED = "border-t border-slate-200 pt-4 first:border-t-0 first:pt-0";

function ratingLabel(rating: number): string {
  return rating === 0 ? "Any rating" : `${rating}+ stars`;
}

/**
 * The filter panel: a local draft that reaches the search only with Apply Filters; Clear All resets the draft
 * and applies it at once (insurance and the monthly price too, which are asked beside the location box). Its options stay clear of the sticky Apply bar when reached with the keyboard
 * (their bottom scroll margin is taller than the bar).
 */
export function SearchFilterPanel({
  applied,
  draftKey,
  services,
  distanceApplies,
  onApply,
  stickyActions = false,
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
      <FilterGroup
        className={DIVIDED}
        legend="Distance"
        hint={distanceApplies ? undefined : "Used when you search a city, ZIP code or your location."}
      >
        <FilterChoices
          type="radio"
          name={`${id}-distance`}
          items={DISTANCE_OPTIONS}
          keyOf={(miles) => miles}
          isChecked={(miles) => draft.distance === miles}
          onChange={(miles) => set({ distance: miles as Distance })}
          label={(miles) => `Within ${miles} miles`}
        />
      </FilterGroup>

      <FilterGroup className={DIVIDED} legend="Services">
        <CatalogChoices
          name={`${id}-services`}
          options={services}
          selected={draft.services}
          onChange={(chosen) => set({ services: chosen })}
        />
      </FilterGroup>

      <FilterGroup className={DIVIDED} legend="Minimum rating">
        <FilterChoices
          type="radio"
          name={`${id}-rating`}
          items={ratings}
          keyOf={(rating) => rating}
          isChecked={(rating) => draft.minRating === rating}
          onChange={(rating) => set({ minRating: rating })}
          label={ratingLabel}
        />
      </FilterGroup>

      <FilterGroup className={DIVIDED} legend={ONLINE_CARE_LEGEND}>
        <OnlineCareSwitches filters={draft} onChange={set} />
      </FilterGroup>

      <div
        className={`flex flex-wrap gap-2 border-t border-slate-200 bg-white pt-4 ${stickyActions ? "sticky bottom-0 pb-3" : ""}`}
      >
        <button type="submit" className="btn-primary min-w-0 flex-1 px-3 text-sm">
          Apply Filters
        </button>
        <button type="button" className="btn-secondary min-w-0 px-3 text-sm" onClick={clear}>
          Clear All
        </button>
      </div>
    </form>
  );
}

/** Where there is no sidebar the panel lives in a drawer (a native modal dialog) opened by a "Filters" button. */
export function FilterDrawer({
  activeCount,
  buttonClassName,
  children,
}: {
  activeCount: number;
  /** Where the button shows (the page hides it where the sidebar shows the panel). */
  buttonClassName?: string;
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
      <FiltersButton
        count={activeCount}
        expanded={open}
        controls={dialogId}
        popup="dialog"
        compact
        className={buttonClassName}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      />
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
              <LineIcon d="M6 6l12 12M18 6 6 18" className="h-6 w-6" cap="round" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{open ? children(close) : null}</div>
        </div>
      </dialog>
    </>
  );
}
