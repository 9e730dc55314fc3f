import { statePath } from "../domain/state-url.ts";
import type { UsState } from "../domain/us-states.ts";
import type { SuggestedLink } from "../domain/zero-results.ts";
import { HOME_LINK, MisspelledPlace, NotFoundSection, SEARCH_LINK } from "./not-found-section.tsx";

/** A city page without a city we can find (HTTP 404); one link to the city it most likely meant, if any. */
export function CityNotFound({
  state,
  didYouMean = null,
}: {
  state: UsState | null;
  didYouMean?: SuggestedLink | null;
}) {
  if (didYouMean) return <MisspelledPlace title="City not found" suggestion={didYouMean} />;
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
