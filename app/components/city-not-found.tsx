import { statePath } from "../domain/state-url.ts";
import type { UsState } from "../domain/us-states.ts";
import { HOME_LINK, NotFoundSection, SEARCH_LINK } from "./not-found-section.tsx";

/** A city page without a city we can find (HTTP 404). */
export function CityNotFound({ state }: { state: UsState | null }) {
  return (
    <NotFoundSection
      title="City not found"
      message={
        state
          ? `We could not find that city in ${state.name}. Check the spelling, or browse the state's clinics.`
          : "We could not find that city. Check the address, or search for clinics by city, state or ZIP code."
      }
      links={[
        state ? { to: statePath(state), label: `TRT clinics in ${state.name}` } : SEARCH_LINK,
        HOME_LINK,
      ]}
    />
  );
}
