import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { locationSearchHref } from "../domain/location-search.ts";
import { LocationAutocomplete } from "./location-autocomplete.tsx";
import { SearchIcon } from "./search-form.tsx";

/** The home page's location search: suggestions while typing; a trimmed, non-empty text goes to /search. */
export function HeroSearch() {
  const [text, setText] = useState("");
  const navigate = useNavigate();

  const go = (value: string) => {
    const href = locationSearchHref(value);
    if (href) navigate(href);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field itself holds what was typed, even if the page's copy of the text is a keystroke behind.
    go(String(new FormData(event.currentTarget).get("location") ?? text));
  };

  return (
    <search aria-label="Find clinics by location">
      <form
        action="/search"
        method="get"
        onSubmit={submit}
        className="flex w-full flex-col gap-3 rounded-2xl bg-white p-3 text-left shadow-lg ring-1 ring-slate-200 sm:flex-row"
      >
        <LocationAutocomplete
          label="City, state, or ZIP code"
          placeholder="Enter city, state, or zip code"
          name="location"
          value={text}
          onValueChange={setText}
          onSelect={go}
          className="flex-1"
        />
        <button type="submit" className="btn-primary min-h-12 px-6 text-base">
          <SearchIcon />
          Search
        </button>
      </form>
    </search>
  );
}
