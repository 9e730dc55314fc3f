import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CURRENT_LOCATION, type LocateContext } from "../domain/geolocation-messages.ts";
import { LOCATION_PLACEHOLDER, locationSearchHref } from "../domain/location-search.ts";
import { type SearchLocation, type SearchQuery, searchHref } from "../domain/search-params.ts";
import { LocateMeButton, LocateMessage, type LocateOutcome, useLocateMe } from "./locate-me.tsx";
import { LocationAutocomplete } from "./location-autocomplete.tsx";
import { SearchIcon } from "./ui/search-icon.tsx";

export interface LocateOption {
  /** Which page's failure messages to show. */
  context: LocateContext;
  /** Inside the box as an icon (search page), or below it as a labelled button (finder). */
  placement: "inside" | "below";
  /** What a found position or place does; `setText` fills the box. */
  onLocated: (outcome: LocateOutcome, setText: (text: string) => void) => void;
}

export interface LocationSearchFormProps {
  /** The search landmark's name. */
  landmarkLabel: string;
  /** The box's accessible name. */
  label?: string;
  submitLabel?: string;
  initialText?: string;
  /** The text, when the page owns it (to clear it from elsewhere); with `onTextChange`. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** A trimmed, non-empty text (typed, or a chosen suggestion); by default it opens /search?location=… */
  onSearch?: (text: string) => void;
  locate?: LocateOption;
  /** "hero": a raised card with large controls; "compact": one slim row for the top of a results page. */
  variant?: "hero" | "compact";
  /** Extra controls beside the locate-me button (the finder's Filters toggle). */
  extra?: ReactNode;
  /**
   * Questions asked with the location, inside its form (the insurance question, the monthly price): named
   * selects that the form sends along without JavaScript, and the default search carries too.
   */
  fields?: ReactNode;
}

/** The form's other answers (not the location text), added to a search URL. */
function withFormAnswers(href: string, form: HTMLFormElement | null): string {
  if (!form) return href;
  const url = new URL(href, "http://site.invalid");
  for (const [name, value] of new FormData(form)) {
    if (name !== "location" && typeof value === "string" && value !== "") url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search.replaceAll("+", "%20")}`;
}

const INPUT_CLASS = {
  hero: undefined,
  compact:
    "min-h-11 w-full rounded-lg border border-slate-300 bg-white pr-12 pl-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
} as const;

/**
 * The one location search box (home hero, search page, finder): suggestions while typing, Enter or the button
 * searches the trimmed text and does nothing when it is empty, and optionally "use my current location".
 */
export function LocationSearchForm({
  landmarkLabel,
  label = "City, state, or ZIP code",
  submitLabel = "Search",
  initialText = "",
  text: ownedText,
  onTextChange,
  onSearch,
  locate,
  variant = "hero",
  extra,
  fields,
}: LocationSearchFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [localText, setLocalText] = useState(initialText);
  const text = ownedText ?? localText;
  const setText = onTextChange ?? setLocalText;
  const navigate = useNavigate();
  const { locating, message, locate: findVisitor } = useLocateMe(locate?.context ?? "search");

  useEffect(() => setLocalText(initialText), [initialText]);

  const search = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    if (onSearch) onSearch(trimmed);
    else navigate(withFormAnswers(locationSearchHref(trimmed) ?? "/search", formRef.current));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field itself holds what was typed, even if the page's copy of the text is a keystroke behind.
    search(String(new FormData(event.currentTarget).get("location") ?? text));
  };
  const locateMe = async () => {
    if (!locate) return;
    const outcome = await findVisitor();
    if (outcome) locate.onLocated(outcome, setText);
  };
  const compact = variant === "compact";
  const inside = locate?.placement === "inside";
  const below = locate?.placement === "below";
  const row = compact
    ? "flex gap-2"
    : `flex w-full flex-col gap-3 ${fields ? "" : "rounded-2xl bg-white p-3 text-left shadow-lg ring-1 ring-slate-200"} sm:flex-row`;
  const box = compact
    ? "flex flex-col gap-2"
    : "flex w-full flex-col gap-3 rounded-2xl bg-white p-3 text-left shadow-lg ring-1 ring-slate-200";
  const boxAndButton = (
    <>
      <LocationAutocomplete
        label={label}
        placeholder={LOCATION_PLACEHOLDER}
        name="location"
        value={text}
        onValueChange={setText}
        onSelect={search}
        className="min-w-0 flex-1"
        inputClassName={INPUT_CLASS[variant]}
        adornment={inside ? <LocateMeButton locating={locating} onClick={locateMe} /> : undefined}
      />
      <button
        type="submit"
        className={`btn-primary shrink-0 ${compact ? "min-h-11 px-4 text-sm" : "min-h-12 px-6 text-base"}`}
      >
        <SearchIcon />
        {submitLabel}
      </button>
    </>
  );

  return (
    <search aria-label={landmarkLabel} className="block">
      <form ref={formRef} action="/search" method="get" onSubmit={submit} className={fields ? box : row}>
        {fields ? (
          <>
            <div className={row}>{boxAndButton}</div>
            {fields}
          </>
        ) : (
          boxAndButton
        )}
      </form>
      {below || extra ? (
        <div className="mt-3 flex flex-wrap items-center justify-center gap-2">
          {below ? (
            <LocateMeButton
              locating={locating}
              onClick={locateMe}
              showText
              className="btn-secondary min-h-11 disabled:opacity-70"
            />
          ) : null}
          {extra}
        </div>
      ) : null}
      {locate ? (
        <div className={below ? "text-center" : undefined}>
          <LocateMessage message={message} />
        </div>
      ) : null}
    </search>
  );
}

/**
 * The search page's box: a new location keeps the filters and the view, and starts again at page 1; a found
 * position without a city name searches around the coordinates.
 */
export function SearchLocationForm({
  initialText,
  query,
  fields,
}: {
  initialText: string;
  query: SearchQuery;
  fields?: ReactNode;
}) {
  const navigate = useNavigate();
  const go = (location: SearchLocation) =>
    navigate(searchHref({ location, filters: query.filters, view: query.view }));
  return (
    <LocationSearchForm
      landmarkLabel="Search clinics by location"
      variant="compact"
      initialText={initialText}
      fields={fields}
      onSearch={(text) => go({ kind: "text", text, param: "location" })}
      locate={{
        context: "search",
        placement: "inside",
        onLocated: (outcome, setText) => {
          if (outcome.kind === "place") {
            setText(outcome.label);
            go({ kind: "text", text: outcome.label, param: "location" });
          } else if (outcome.kind === "position" && outcome.failure === "geocode-failed") {
            setText(CURRENT_LOCATION);
            go({ kind: "point", ...outcome.position, nearMe: true });
          }
        },
      }}
    />
  );
}
