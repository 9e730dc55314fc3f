import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { locatedFinderLanding } from "../domain/located-search.ts";
import { EMPTY_FILTERS } from "../domain/search-params.ts";
import { LocateMePanel } from "./locate-me.tsx";
import { CATALOG_INSURANCE_OPTIONS, InsuranceQuestion } from "./payment-filters.tsx";
import { LocationSearchForm } from "./search-form.tsx";

/**
 * The home page's location search: suggestions while typing; a trimmed, non-empty text goes to /search. Below
 * it, "use my current location" opens the finder on the clinics near the visitor (decision 47).
 */
export function HeroSearch() {
  const navigate = useNavigate();
  return (
    <>
      <LocationSearchForm
        landmarkLabel="Find clinics by location"
        variant="hero"
        fields={<InsuranceQuestion options={CATALOG_INSURANCE_OPTIONS} value={null} />}
      />
      <LocateMePanel
        context="finder"
        emphasis="secondary"
        onLocated={(outcome) => navigate(locatedFinderLanding(outcome, EMPTY_FILTERS))}
        className="mt-4 flex flex-col items-center"
      />
    </>
  );
}

const HERO_SIZES = {
  /** The home page's opening. */
  large: {
    box: "max-w-4xl py-12 sm:py-20",
    heading: "text-4xl sm:text-5xl",
    lead: "mt-5",
  },
  /** An opening that says something first (the not-found notice). */
  medium: {
    box: "max-w-3xl py-10 sm:py-16",
    heading: "text-3xl sm:text-4xl",
    lead: "mt-4",
  },
};

/** A page's opening: a small line above the heading, the heading, a lead paragraph and the location search. */
export function SearchHero({
  headingId,
  eyebrow,
  heading,
  lead,
  size = "large",
}: {
  headingId: string;
  eyebrow: string;
  heading: string;
  lead: ReactNode;
  size?: keyof typeof HERO_SIZES;
}) {
  const classes = HERO_SIZES[size];
  return (
    <section className="hero" aria-labelledby={headingId}>
      <div className={`mx-auto px-4 text-center sm:px-6 ${classes.box}`}>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1
          id={headingId}
          className={`mt-3 font-extrabold tracking-tight text-balance text-slate-900 ${classes.heading}`}
        >
          {heading}
        </h1>
        <p className={`mx-auto max-w-2xl text-lg leading-relaxed text-pretty text-slate-700 ${classes.lead}`}>
          {lead}
        </p>
        <div className="mx-auto mt-8 max-w-2xl">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}
