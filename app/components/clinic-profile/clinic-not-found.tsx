import { HOME_LINK, NotFoundSection, SEARCH_LINK } from "../not-found-section.tsx";

/** The spec's not-found state of a clinic profile (answered with HTTP 404). */
export function ClinicNotFound() {
  return (
    <NotFoundSection
      title="Clinic not found"
      message="The clinic you're looking for doesn't exist."
      links={[HOME_LINK, SEARCH_LINK]}
    />
  );
}
