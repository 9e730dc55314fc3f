import { US_STATES } from "../domain/us-states.ts";
import { TitledSection } from "./ui/titled-section.tsx";

/** Every state page, loaded as a full page (the state pages are plain server-rendered documents). */
export function HomeStateGrid() {
  return (
    <TitledSection
      id="state-grid-heading"
      title="Find TRT clinics by state"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
      headingClassName="text-3xl font-bold tracking-tight text-slate-900"
    >
      <ul className="mt-8 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {US_STATES.map((state) => (
          <li key={state.code}>
            <a
              href={`/trt-clinics-${state.slug}`}
              className="flex min-h-11 items-center rounded-lg border border-slate-200 px-3 text-slate-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900"
            >
              {state.name}
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
