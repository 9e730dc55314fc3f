import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { locationSearchHref } from "../domain/location-search.ts";

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function HeroSearch() {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = locationSearchHref(text);
    if (href) navigate(href);
  };

  return (
    <search aria-label="Find clinics by location">
      <form
        action="/search"
        method="get"
        onSubmit={submit}
        className="flex w-full flex-col gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          City, state, or ZIP code
        </label>
        <input
          id={inputId}
          name="location"
          type="text"
          inputMode="search"
          autoComplete="address-level2"
          placeholder="Enter city, state, or zip code"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-12 flex-1 rounded-xl border border-slate-300 px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button type="submit" className="btn-primary min-h-12 px-6 text-base">
          <SearchIcon />
          Search
        </button>
      </form>
    </search>
  );
}
