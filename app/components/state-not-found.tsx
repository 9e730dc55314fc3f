import { statePath } from "../domain/state-url.ts";
import { US_STATES } from "../domain/us-states.ts";
import { HOME_LINK } from "./not-found-section.tsx";
import { SiteLink } from "./site-link.tsx";
import { TitledSection } from "./ui/titled-section.tsx";

/** A state page for a state we do not know (HTTP 404): say so plainly and offer the real ones. */
export function StateNotFound() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-slate-900">State not found</h1>
        <p className="mt-4 text-lg text-slate-700">
          There is no state page at this address. Choose one of the 50 states below.
        </p>
        <SiteLink to={HOME_LINK.to} className="btn-secondary mt-6">
          {HOME_LINK.label}
        </SiteLink>
      </div>
      <TitledSection as="nav" id="all-states-heading" title="TRT clinics by state" className="mt-12">
        <ul className="mt-4 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
          {US_STATES.map((state) => (
            <li key={state.code}>
              <a
                href={statePath(state)}
                className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
              >
                {state.name}
              </a>
            </li>
          ))}
        </ul>
      </TitledSection>
    </section>
  );
}
