import { statePath } from "../domain/state-url.ts";
import type { UsState } from "../domain/us-states.ts";
import { SiteLink } from "./site-link.tsx";

/** A city page without a city we can find (HTTP 404). */
export function CityNotFound({ state }: { state: UsState | null }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-balance text-slate-900">City not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        {state
          ? `We could not find that city in ${state.name}. Check the spelling, or browse the state's clinics.`
          : "We could not find that city. Check the address, or search for clinics by city, state or ZIP code."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {state ? (
          <SiteLink to={statePath(state)} className="btn-primary">
            {`TRT clinics in ${state.name}`}
          </SiteLink>
        ) : (
          <SiteLink to="/search" className="btn-primary">
            Find TRT Clinics
          </SiteLink>
        )}
        <SiteLink to="/" className="btn-secondary">
          Return to Home
        </SiteLink>
      </div>
    </section>
  );
}
