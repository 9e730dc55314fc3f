import { statePath } from "../domain/state-url.ts";
import { US_STATES } from "../domain/us-states.ts";
import { SiteLink } from "./site-link.tsx";

/** A state page for a state we do not know (HTTP 404): say so plainly and offer the real ones. */
export function StateNotFound() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-slate-900">State not found</h1>
        <p className="mt-4 text-lg text-slate-700">
          There is no state page at this address. Choose one of the 50 states below.
        </p>
        <SiteLink to="/" className="btn-secondary mt-6">
          Return to Home
        </SiteLink>
      </div>
      <nav aria-labelledby="all-states-heading" className="mt-12">
        <h2 id="all-states-heading" className="text-xl font-bold text-slate-900">
          TRT clinics by state
        </h2>
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
      </nav>
    </section>
  );
}
