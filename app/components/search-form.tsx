import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { CURRENT_LOCATION } from "../domain/geolocation-messages.ts";
import { type SearchLocation, type SearchQuery, searchHref } from "../domain/search-params.ts";
import { LocateMeButton, LocateMessage, useLocateMe } from "./locate-me.tsx";
import { LocationAutocomplete } from "./location-autocomplete.tsx";

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The search page's location box: suggestions, locate-me and Search. A new location keeps the filters and
 * the view, and starts again at page 1.
 */
export function SearchLocationForm({ initialText, query }: { initialText: string; query: SearchQuery }) {
  const [text, setText] = useState(initialText);
  const navigate = useNavigate();
  const { locating, message, locate } = useLocateMe("search");

  useEffect(() => setText(initialText), [initialText]);

  const go = (location: SearchLocation) =>
    navigate(searchHref({ location, filters: query.filters, view: query.view }));
  const searchText = (value: string) => {
    const location = value.trim();
    if (location) go({ kind: "text", text: location, param: "location" });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field itself holds what was typed, even if the page's copy of the text is a keystroke behind.
    searchText(String(new FormData(event.currentTarget).get("location") ?? text));
  };
  const locateMe = async () => {
    const outcome = await locate();
    if (!outcome) return;
    if (outcome.kind === "place") {
      setText(outcome.label);
      go({ kind: "text", text: outcome.label, param: "location" });
    } else if (outcome.kind === "position" && outcome.failure === "geocode-failed") {
      setText(CURRENT_LOCATION);
      go({ kind: "point", ...outcome.position, nearMe: true });
    }
  };

  return (
    <search aria-label="Search clinics by location">
      <form action="/search" method="get" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <LocationAutocomplete
          label="City, state, or ZIP code"
          placeholder="Enter city, state, or zip code"
          name="location"
          value={text}
          onValueChange={setText}
          onSelect={searchText}
          className="flex-1"
          inputClassName="min-h-12 w-full rounded-xl border border-slate-300 bg-white pr-14 pl-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          adornment={<LocateMeButton locating={locating} onClick={locateMe} />}
        />
        <button type="submit" className="btn-primary min-h-12 px-6 text-base">
          <SearchIcon />
          Search
        </button>
      </form>
      <LocateMessage message={message} />
    </search>
  );
}
