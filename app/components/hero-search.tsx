import { LocationSearchForm } from "./search-form.tsx";

/** The home page's location search: suggestions while typing; a trimmed, non-empty text goes to /search. */
export function HeroSearch() {
  return <LocationSearchForm landmarkLabel="Find clinics by location" variant="hero" />;
}
