import { finderHref } from "../domain/finder-options.ts";
import { locationSearchHref } from "../domain/location-search.ts";
import type { SearchFilters } from "../domain/search-params.ts";
import type { FaqItem } from "../lib/finder-faq.ts";
import { SiteLink } from "./site-link.tsx";
import { LineIcon } from "./ui/line-icon.tsx";
import { TitledSection } from "./ui/titled-section.tsx";

/** The finder's questions and answers (`finderFaq`: the cost answer is worked out from the listed prices). */
export function FinderFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <TitledSection
      id="finder-faq"
      title="Frequently Asked Questions"
      className="mx-auto max-w-3xl px-4 py-12 sm:px-6"
      headingClassName="text-2xl font-bold text-slate-900"
    >
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-4 sm:px-5">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-xl text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-4 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
      {/* Search engines get the same questions here, not in the head: the answers are already in the page's
          script, and a head entry would send them to the browser a second time, in the loader's data. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </TitledSection>
  );
}

/** The questions as schema.org's FAQPage, safe inside a script element. */
function faqJsonLd(items: readonly FaqItem[]): string {
  const page = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
  return JSON.stringify(page).replace(/</g, "\\u003c");
}

const FEATURES = [
  {
    title: "Compare Local Clinics",
    text: "See ratings, price ranges, services and accepted insurance for clinics near you, side by side.",
    icon: "M4 6h16M4 12h10M4 18h6",
  },
  {
    title: "Online Options Too",
    text: "Many clinics offer video visits and e-prescriptions, so you can start treatment from home.",
    icon: "M4 5h16v11H4zM9 20h6M12 16v4",
  },
  {
    title: "Private by Design",
    text: "Your location is only used to find nearby clinics. It is never sent to another company.",
    icon: "M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z",
  },
] as const;

export function FinderFeatures() {
  return (
    <TitledSection
      id="finder-features"
      title="Why use the clinic finder"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
      headingClassName="sr-only"
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <LineIcon d={feature.icon} className="h-6 w-6" open join="round" />
            </span>
            <h3 className="mt-3 text-lg font-bold text-slate-900">{feature.title}</h3>
            <p className="mt-1 text-slate-700">{feature.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** A row of links drawn as chips, under a small heading that names their navigation landmark. */
function ChipNav({
  id,
  heading,
  links,
  chipClassName,
  inPlace,
  className,
}: {
  id: string;
  heading: string;
  links: readonly { label: string; to: string }[];
  chipClassName: string;
  inPlace?: boolean;
  className?: string;
}) {
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className="text-sm font-semibold text-slate-800">
        {heading}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <SiteLink to={link.to} inPlace={inPlace} className={chipClassName}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PopularSearches({ places }: { places: readonly string[] }) {
  return (
    <ChipNav
      id="popular-searches"
      heading="Popular searches"
      links={places.map((place) => ({ label: place, to: locationSearchHref(place) ?? "/search" }))}
      chipClassName="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
    />
  );
}

/** The finder's own searches of places near the one searched (or of big cities), keeping its filters. */
export function QuickSearches({
  nearby,
  labels,
  filters,
}: {
  nearby: boolean;
  labels: readonly string[];
  filters: SearchFilters;
}) {
  return (
    <ChipNav
      id="quick-searches"
      heading={nearby ? "Quick search nearby" : "Quick search"}
      links={labels.map((label) => ({
        label,
        to: finderHref({ kind: "text", text: label, param: "location" }, filters),
      }))}
      chipClassName="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100"
      inPlace
      className="mt-4"
    />
  );
}

export function CoveragePanel({ states }: { states: { code: string; name: string; count: number }[] }) {
  if (states.length === 0) return null;
  return (
    <section aria-labelledby="finder-coverage" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="finder-coverage" className="text-2xl font-bold">
          Nationwide Coverage
        </h2>
        <p className="mt-1 text-brand-100">The states with the most clinics in our directory.</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {states.map((state) => (
            <li key={state.code}>
              <SiteLink
                to={locationSearchHref(state.name) ?? "/search"}
                className="flex min-h-12 items-center justify-between rounded-lg bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
              >
                <span>{state.name}</span>
                <span className="text-sm font-normal text-brand-100">{`${state.count} clinic${state.count === 1 ? "" : "s"}`}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
