import type { StatePageData } from "../domain/place-pages.ts";
import { KeptStatePart } from "./kept-state-part.tsx";
import { DirectoryClinicCard } from "./state-clinic-card.tsx";

/**
 * The state's clinics: cards with the Featured badge, 3 services plus '+N more' and 2 insurance badges. Its
 * heading, empty state and pagination are kept as the server drew them (`state-parts.tsx`).
 */
export function StateClinicGrid({ statePage }: { statePage: StatePageData }) {
  const { clinics } = statePage;
  return (
    <section aria-labelledby="state-clinics-heading" className="mt-12">
      <KeptStatePart part="grid-head" statePage={statePage} />
      {clinics.length > 0 ? (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {clinics.map((clinic) => (
            <li key={clinic.id}>
              <DirectoryClinicCard clinic={clinic} />
            </li>
          ))}
        </ul>
      ) : (
        <KeptStatePart part="empty" statePage={statePage} />
      )}
      <KeptStatePart part="pagination" statePage={statePage} />
    </section>
  );
}
