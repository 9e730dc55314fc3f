import { distancePhrase } from "../domain/approximate-location.ts";
import { cityPath } from "../domain/city-url.ts";
import type { CityPageData } from "../domain/place-pages.ts";
import { type RatingAverage, ratingAverageLabel } from "../domain/state-stats.ts";
import { statePath } from "../domain/state-url.ts";
import { SiteLink } from "./site-link.tsx";
import { LinkRow } from "./ui/link-row.tsx";
import { TitledSection } from "./ui/titled-section.tsx";

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

function clinics(count: number): string {
  return `${count} clinic${count === 1 ? "" : "s"}`;
}

function virtualCareSentence(count: number, total: number): string {
  const what = "virtual care (telehealth, video visits or e-prescriptions)";
  if (count === 0) return total === 1 ? "It does not list virtual care." : "None of them list virtual care.";
  if (count === total) return total === 1 ? `It offers ${what}.` : `All of them offer ${what}.`;
  return `${count} of them ${count === 1 ? "offers" : "offer"} ${what}.`;
}

function insuranceSentence(count: number, total: number): string {
  const what = "at least one health insurance plan";
  if (count === 0)
    return total === 1
      ? "It does not list a health insurance plan."
      : "None of them list a health insurance plan.";
  if (count === total) return total === 1 ? `It accepts ${what}.` : `All of them accept ${what}.`;
  return `${count} of them ${count === 1 ? "accepts" : "accept"} ${what}.`;
}

function ratingSentence(rating: RatingAverage | null, total: number): string {
  if (rating === null)
    return total === 1 ? "It has no Google rating yet." : "None of them has a Google rating yet.";
  return `Google ratings: ${ratingAverageLabel(rating)}.`;
}

/** The descriptive section of a city page, written from the city's own listings. */
export function CityAbout({ page }: { page: CityPageData }) {
  const { city, state, total, summary, clinics: listed } = page;
  const nearest = page.hasCentre ? listed[0] : undefined;
  return (
    <TitledSection
      id="city-about-heading"
      title={`About TRT clinics in ${city}`}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
        <p>
          {`We list ${clinics(total)} offering testosterone replacement therapy in ${city}, ${state.name}.`}
          {nearest?.distance !== undefined
            ? ` The closest to the city center is ${nearest.name}, ${distancePhrase(nearest.distance, nearest)}.`
            : ""}
        </p>
        <p>
          {`${virtualCareSentence(summary.virtualCare, total)} ${insuranceSentence(summary.insurance, total)} ${ratingSentence(summary.rating, total)} Open a clinic to see what it lists of its services, prices, insurance and opening hours, and call ahead to confirm what your plan covers.`}
        </p>
        <p>
          {
            "Treatment usually starts with a consultation and blood tests, followed by regular check-ups to monitor your levels. "
          }
          <SiteLink to="/about-trt" className={LINK}>
            Read our TRT guide
          </SiteLink>
          {" or "}
          <SiteLink to="/tools/symptom-checker" className={LINK}>
            take the free symptom assessment
          </SiteLink>
          .
        </p>
      </div>
    </TitledSection>
  );
}

/** Links to the state page and the state's other cities with clinics. */
export function CityNearby({ page }: { page: CityPageData }) {
  const { state, otherCities } = page;
  return (
    <TitledSection
      as="nav"
      id="city-nearby-heading"
      title={`More TRT clinics in ${state.name}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <ul className="mt-3 grid gap-x-6 sm:grid-cols-2">
        {otherCities.map((other) => (
          <LinkRow
            key={other.city}
            to={cityPath(other.city, state.code)}
            label={other.city}
            note={clinics(other.count)}
            linkClassName={LINK}
          />
        ))}
      </ul>
      <SiteLink to={statePath(state)} className={`mt-4 inline-flex min-h-11 items-center ${LINK}`}>
        {`All clinics in ${state.name}`}
      </SiteLink>
    </TitledSection>
  );
}
