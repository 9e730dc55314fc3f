import type { NearbyHelp } from "../domain/nearby-help.ts";
import type { UsState } from "../domain/us-states.ts";
import { KeptCityPart } from "./kept-city-part.tsx";
import { DirectoryClinicCard } from "./state-clinic-card.tsx";

/**
 * The in-person clinics nearest a city that lists fewer than two, each with its distance. The cards work in the
 * browser; the heading and the text around them are kept as the server drew them (`city-nearby-parts.tsx`).
 */
export function NearestClinics({
  help,
  city,
  hasOwnClinics,
}: {
  help: NearbyHelp;
  city: string;
  hasOwnClinics: boolean;
}) {
  return (
    <section aria-labelledby="nearest-clinics-heading">
      <KeptCityPart part="nearest-intro" help={help} city={city} hasOwnClinics={hasOwnClinics} />
      {help.nearest.length > 0 ? (
        <ul className="mt-5 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {help.nearest.map((clinic) => (
            <li key={clinic.id}>
              <DirectoryClinicCard
                clinic={clinic}
                headingLevel={3}
                showDistance
                distanceLabel={`from ${city}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The online clinics licensed to treat patients in the city's state, and a link to all of them. */
export function OnlineClinicsInState({ help, state }: { help: NearbyHelp; state: UsState }) {
  return (
    <section aria-labelledby="online-clinics-heading">
      <KeptCityPart part="online-intro" help={help} state={state} />
      {help.online.total > 0 ? (
        <>
          <ul className="mt-5 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {help.online.clinics.map((clinic) => (
              <li key={clinic.id}>
                <DirectoryClinicCard clinic={clinic} headingLevel={3} />
              </li>
            ))}
          </ul>
          <KeptCityPart part="online-link" help={help} state={state} />
        </>
      ) : null}
    </section>
  );
}
