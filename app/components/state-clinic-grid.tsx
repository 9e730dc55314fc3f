import type { StatePageData } from "../domain/place-pages.ts";
import { STATE_PAGE_SIZE } from "../domain/state-stats.ts";
import { statePath } from "../domain/state-url.ts";
import { DirectoryClinicCard } from "./state-clinic-card.tsx";
import { StatePagination } from "./state-pagination.tsx";
import { ButtonLink } from "./ui/button.tsx";
import { EmptyState } from "./ui/empty-state.tsx";

/** The state's clinics: cards with the Featured badge, 3 services plus '+N more' and 2 insurance badges. */
export function StateClinicGrid({ statePage }: { statePage: StatePageData }) {
  const { state, facts, clinics, page, pageCount } = statePage;
  const first = (page - 1) * STATE_PAGE_SIZE + 1;
  const last = first + clinics.length - 1;
  return (
    <section aria-labelledby="state-clinics-heading" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="state-clinics-heading" className="text-heading text-navy-900">
          {`All TRT clinics in ${state.name}`}
        </h2>
        {clinics.length > 0 ? (
          <p className="text-sm text-slate-700">
            {pageCount > 1
              ? `Showing ${first}–${last} of ${facts.clinicsCount}, best rated first`
              : "Best rated first"}
          </p>
        ) : null}
      </div>
      {clinics.length > 0 ? (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {clinics.map((clinic) => (
            <li key={clinic.id}>
              <DirectoryClinicCard clinic={clinic} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No TRT Clinics Found"
          headingLevel={3}
          className="mt-6"
          actions={
            <ButtonLink to="/search" variant="primary">
              Find TRT Clinics
            </ButtonLink>
          }
        >
          <p>
            {`We have no clinics listed in ${state.name} yet. Telehealth clinics licensed here are listed above, or search near you.`}
          </p>
        </EmptyState>
      )}
      <StatePagination path={statePath(state)} page={page} pageCount={pageCount} />
    </section>
  );
}
