import { SiteLink } from "./site-link.tsx";
import { TitledSection } from "./ui/titled-section.tsx";

const JOURNEYS = [
  {
    step: "1",
    title: "Understand your symptoms",
    body: "Learn the signs of low testosterone, what else can cause them, and how doctors confirm it with morning blood tests.",
    href: "/blog/understanding-low-testosterone-signs-symptoms-solutions",
    cta: "Read about low testosterone",
  },
  {
    step: "2",
    title: "Research your options",
    body: "Compare injections, gels and pellets, what treatment costs, and how insurance, HSAs and telehealth work.",
    href: "/blog",
    cta: "Browse expert resources",
  },
  {
    step: "3",
    title: "Find the right clinic",
    body: "Search local and online TRT providers by location, then compare pricing, insurance, services and ratings.",
    href: "/search",
    cta: "Find TRT clinics",
  },
] as const;

export function HomeJourneyCards() {
  return (
    <TitledSection
      id="journey-heading"
      title="Where are you in your TRT journey?"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
      headingClassName="text-center text-3xl font-bold tracking-tight text-slate-900"
    >
      <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">
        Start wherever you are: learning about symptoms, weighing the options or ready to book.
      </p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {JOURNEYS.map((journey) => (
          <li
            key={journey.href}
            className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
          >
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
            >
              {journey.step}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{journey.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{journey.body}</p>
            <SiteLink
              to={journey.href}
              className="mt-5 inline-flex min-h-11 items-center font-semibold text-brand-700 after:absolute after:inset-0 hover:text-brand-900 focus-visible:outline-none"
            >
              {journey.cta}
              <span aria-hidden="true">&nbsp;→</span>
            </SiteLink>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
