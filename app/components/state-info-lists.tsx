import { cityPath } from "../domain/city-url.ts";
import { clinicHref } from "../domain/map-plot.ts";
import type { StatePageData } from "../domain/place-pages.ts";
import { formatRating } from "../domain/rating.ts";
import { SiteLink } from "./site-link.tsx";
import { LinkRow } from "./ui/link-row.tsx";
import { TitledSection } from "./ui/titled-section.tsx";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline";

/** Lists that are about this state: its cities with the most clinics, and telehealth clinics licensed in it. */
export function StateInfoLists({ statePage }: { statePage: StatePageData }) {
  const { state, facts, telehealth } = statePage;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TitledSection
        id="top-cities-heading"
        title={`Cities in ${state.name} with the most clinics`}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {facts.topCities.length > 0 ? (
          <ol className="mt-4 grid gap-x-6 sm:grid-cols-2">
            {facts.topCities.map((city) => (
              <LinkRow
                key={city.city}
                to={cityPath(city.city, state.code)}
                label={city.city}
                note={`${city.count} clinic${city.count === 1 ? "" : "s"}`}
                linkClassName={LINK}
              />
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-slate-700">{`No clinics are listed in ${state.name} yet.`}</p>
        )}
      </TitledSection>

      <TitledSection
        id="telehealth-heading"
        title={`Telehealth clinics licensed in ${state.name}`}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {telehealth.clinics.length > 0 ? (
          <>
            <p className="mt-1 text-sm text-slate-700">
              {`${telehealth.total} online clinic${telehealth.total === 1 ? " is" : "s are"} licensed to treat patients in ${state.name} remotely.`}
            </p>
            <ul className="mt-3">
              {telehealth.clinics.map((clinic) => (
                <LinkRow
                  key={clinic.id}
                  to={clinicHref(clinic)}
                  label={clinic.name}
                  note={
                    clinic.rating === null
                      ? `Based in ${clinic.state}`
                      : `${formatRating(clinic.rating)}/5 · based in ${clinic.state}`
                  }
                  linkClassName={LINK}
                  noteClassName="shrink-0 text-right text-sm text-slate-600"
                />
              ))}
            </ul>
            <SiteLink
              to={`/tele-trt-clinics?state=${state.code}`}
              className={`mt-4 inline-flex min-h-11 items-center ${LINK}`}
            >
              {`All online TRT clinics licensed in ${state.name}`}
            </SiteLink>
          </>
        ) : (
          <p className="mt-4 text-slate-700">{`No telehealth clinic lists a license in ${state.name} yet.`}</p>
        )}
      </TitledSection>
    </div>
  );
}
