import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LOCATION_PLACEHOLDER } from "../domain/location-search.ts";
import { EMPTY_FILTERS } from "../domain/search-params.ts";
import { HeroSearch } from "./hero-search.tsx";
import { LocationSearchForm, SearchLocationForm } from "./search-form.tsx";

const html = (element: ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe("the one location search form", () => {
  const forms = {
    hero: html(<HeroSearch />),
    search: html(
      <SearchLocationForm
        initialText="Austin, TX"
        query={{
          location: { kind: "text", text: "Austin, TX", param: "location" },
          filters: EMPTY_FILTERS,
          sort: null,
          view: "list",
          page: 1,
          ignored: [],
        }}
      />,
    ),
    finder: html(
      <LocationSearchForm
        landmarkLabel="Find clinics near you"
        label="Your city, state, or ZIP code"
        submitLabel="Find Clinics"
        locate={{ context: "finder", placement: "below", onLocated: () => {} }}
      />,
    ),
  };

  it("shows the same placeholder on every page, and works as a plain GET form to /search", () => {
    for (const markup of Object.values(forms)) {
      expect(markup).toContain(`placeholder="${LOCATION_PLACEHOLDER}"`);
      expect(markup).toContain('action="/search" method="get"');
      expect(markup).toContain('name="location"');
    }
  });

  it("keeps each page's names: the box's label, the button and the landmark", () => {
    expect(forms.hero).toContain('aria-label="Find clinics by location"');
    expect(forms.hero).toContain(">City, state, or ZIP code</label>");
    expect(forms.search).toContain('aria-label="Search clinics by location"');
    expect(forms.search).toContain('value="Austin, TX"');
    expect(forms.finder).toContain(">Your city, state, or ZIP code</label>");
    expect(forms.finder).toMatch(/<\/svg>Find Clinics<\/button>/);
  });

  it("offers use my location inside the box on the search page, and as a labelled button on the finder and under the hero's box", () => {
    // The hero's button is its own, after the search landmark (decision 47).
    expect(forms.hero).toMatch(/<\/search>.*<span>Use my current location<\/span>/s);
    expect(forms.search).toContain('aria-label="Use my current location"');
    expect(forms.finder).toContain("<span>Use my current location</span>");
  });
});
