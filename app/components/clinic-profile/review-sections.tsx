import type { Clinic } from "../../domain/clinic.ts";
import type { ReviewTab } from "../../domain/clinic-tabs.ts";
import { formatCount } from "../../domain/count-label.ts";
import { formatRating } from "../../domain/rating.ts";
import {
  asOfLabel,
  hasFigures,
  type ReviewFigures,
  type ReviewPlatformId,
  type ReviewPlatformLink,
  reviewPlatformLinks,
} from "../../domain/review-platforms.ts";
import { satisfactionGrade } from "../../domain/satisfaction.ts";
import { yearsInPractice, yearsInPracticeLabel } from "../../domain/years-in-practice.ts";
import { SiteLink } from "../site-link.tsx";
import { StarRating } from "../star-rating.tsx";
import { ExternalIcon, NewTabNote } from "./icons.tsx";

function reviewsLabel(count: number): string {
  return `${formatCount(count)} review${count === 1 ? "" : "s"}`;
}

/** The platforms whose rating or review count we hold, Google first. */
function heldFigures(clinic: Clinic): ReviewFigures[] {
  return clinic.reviewPlatforms.filter(hasFigures);
}

function PlatformLink({ link, verb }: { link: ReviewPlatformLink; verb: "Read reviews on" | "Review on" }) {
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className="btn-secondary w-full sm:w-auto"
      data-platform={link.platform}
    >
      {`${verb} ${link.name}`}
      <ExternalIcon />
      <NewTabNote />
    </a>
  );
}

function NoFigures() {
  return (
    <p className="text-slate-700">
      We hold no review figures for this clinic. Reviews are written on Google, Yelp and Healthgrades: see
      “Platforms” to read them there.
    </p>
  );
}

/** The headline: the Google rating with its date and grade word, and the other platforms' figures we hold. */
function ReviewsOverview({ clinic }: { clinic: Clinic }) {
  const held = heldFigures(clinic);
  if (held.length === 0) return <NoFigures />;
  const google = held.find((figures) => figures.platform === "google");
  const others = held.filter((figures) => figures.platform !== "google");
  const grade = satisfactionGrade(google?.rating);
  return (
    <div className="space-y-4">
      {google && google.rating !== null ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <p className="text-sm font-semibold text-slate-700">Google rating</p>
            <p className="mt-1 text-4xl font-extrabold text-slate-900">{formatRating(google.rating)}</p>
            <div className="mt-2">
              <StarRating rating={google.rating} size="lg" />
            </div>
            <p className="mt-2 text-sm text-slate-700">
              {[
                google.reviewCount === null ? null : `Based on ${reviewsLabel(google.reviewCount)}`,
                asOfLabel(google.asOf),
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          </div>
          {grade ? (
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <p className="text-sm font-semibold text-slate-700">Rating band</p>
              <p className="mt-1 text-3xl font-extrabold text-brand-800">{grade}</p>
              <p className="mt-2 text-sm text-slate-700">
                {`The word for a ${formatRating(google.rating)} Google rating; not a survey of patients.`}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
      {others.length > 0 ? (
        <ul className="space-y-1 text-slate-800">
          {others.map((figures) => (
            <li key={figures.platform}>
              {`Also on ${figures.name}: ${[
                figures.rating === null ? null : `${formatRating(figures.rating)} of 5`,
                figures.reviewCount === null ? null : reviewsLabel(figures.reviewCount),
              ]
                .filter(Boolean)
                .join(" from ")}${figures.asOf ? `, ${asOfLabel(figures.asOf)}` : ""}.`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Each platform: the figures we hold with their date, or only a link to read the reviews there. */
function ReviewPlatforms({ clinic }: { clinic: Clinic }) {
  const links = reviewPlatformLinks(clinic);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {links.map((link) => {
          const figures = clinic.reviewPlatforms.find(
            (entry) => entry.platform === link.platform && hasFigures(entry),
          );
          return (
            <li
              key={link.platform}
              data-platform={link.platform}
              className="grid gap-2 p-4 sm:flex sm:items-center sm:gap-4"
            >
              <span className="font-semibold text-slate-900 sm:w-32">{link.name}</span>
              {figures ? (
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="platform-figures">
                  {figures.rating === null ? null : <StarRating rating={figures.rating} />}
                  {figures.reviewCount === null ? null : (
                    <span className="text-slate-800">{reviewsLabel(figures.reviewCount)}</span>
                  )}
                  {figures.asOf ? (
                    <span className="text-sm text-slate-600">{asOfLabel(figures.asOf)}</span>
                  ) : null}
                </span>
              ) : (
                <span className="text-slate-600" data-testid="platform-figures">
                  No figures held
                </span>
              )}
              <span className="sm:ml-auto">
                <PlatformLink link={link} verb="Read reviews on" />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-slate-600">
        Figures are copied from each site on the date shown and are not updated live; a site without figures
        here may still have reviews. Follow the links for each site’s current reviews.
      </p>
    </div>
  );
}

/** What we hold from one platform, in words: which figures, copied when, and from where. */
function heldDescription(clinic: Clinic, link: ReviewPlatformLink): string {
  const figures = clinic.reviewPlatforms.find((entry) => entry.platform === link.platform);
  const where = link.profile ? `the clinic’s ${link.name} page` : `${link.name}`;
  if (!figures || !hasFigures(figures)) {
    return link.profile
      ? `No figures: only the address of the clinic’s ${link.name} page.`
      : `Nothing: we link to a ${link.name} search for the clinic.`;
  }
  const held = [
    figures.rating === null ? null : "rating",
    figures.reviewCount === null ? null : "review count",
  ]
    .filter(Boolean)
    .join(" and ");
  const when = figures.asOf ? asOfLabel(figures.asOf)?.replace(/^as of /, "in ") : null;
  return `${held.charAt(0).toUpperCase()}${held.slice(1)}, copied from ${where}${when ? ` ${when}` : " (date not recorded)"}.`;
}

/** What we hold for this clinic, where it came from, and how each figure on the page is worked out. */
function ReviewStatistics({ clinic, currentYear }: { clinic: Clinic; currentYear: number }) {
  const google = heldFigures(clinic).find((figures) => figures.platform === "google");
  const grade = satisfactionGrade(google?.rating);
  const years = yearsInPractice(clinic.yearEstablished, currentYear);
  return (
    <div className="space-y-6">
      <div>
        <h3 className="font-bold text-slate-900">What we hold</h3>
        <dl className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {reviewPlatformLinks(clinic).map((link) => (
            <div
              key={link.platform}
              data-platform={link.platform}
              className="grid gap-1 p-4 sm:grid-cols-[8rem_1fr]"
            >
              <dt className="font-semibold text-slate-900">{link.name}</dt>
              <dd className="text-slate-800">{heldDescription(clinic, link)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="font-bold text-slate-900">How the figures are worked out</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-slate-800">
          <li>
            The rating on this page and on listings is the Google rating as copied, to one decimal; the stars
            are filled to the same value. Nothing is averaged across sites or estimated for a site we hold
            nothing from.
          </li>
          {grade && google?.rating != null ? (
            <li data-testid="rating-band-rule">
              {`Rating band “${grade}”: the word for a Google rating of ${formatRating(google.rating)}. 4.5 and above is Excellent, 4 Very Good, 3.5 Good, 3 Fair, lower Needs Improvement. It is not a survey of patients.`}
            </li>
          ) : null}
          {years !== null ? (
            <li data-testid="years-rule">
              {`Years in practice, ${yearsInPracticeLabel(years, currentYear)}: ${currentYear} minus ${clinic.yearEstablished}, the year the clinic gives as its founding.`}
            </li>
          ) : null}
          <li>Figures are not updated live: each is as of the month it was copied.</li>
          <li>
            We hold no breakdown of reviews by star level, no count of patients treated and no survey of
            patients’ satisfaction, so none is shown.
          </li>
        </ul>
      </div>
      <p className="text-sm text-slate-700">
        <SiteLink
          to="/how-we-list-clinics"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          How we list clinics
        </SiteLink>{" "}
        says what we check and where our data comes from.
      </p>
    </div>
  );
}

/** How a review is written on each platform, in the platform's order. */
const WRITING_STEPS: Record<ReviewPlatformId, string> = {
  google:
    "Sign in with a Google account, open the clinic on Google Maps and write your review from its Reviews section. It is shown with your Google profile name.",
  yelp: "Sign in to Yelp (a free account), open the clinic’s page and start a review there. Yelp decides which reviews it recommends and shows first.",
  healthgrades:
    "Healthgrades rates doctors more than clinics: find the clinician who treated you here and leave your rating on their profile.",
};

/** Where and how to write a review: each platform's steps and link, and what to keep private. */
function WriteReview({ clinic }: { clinic: Clinic }) {
  return (
    <div className="space-y-4">
      <p className="leading-relaxed text-slate-800">
        {`Been treated at ${clinic.name}? Reviews are written on the review sites themselves, not on this directory. Share your experience on one of them to help other men choose a clinic.`}
      </p>
      <ol className="space-y-3">
        {reviewPlatformLinks(clinic).map((link) => (
          <li
            key={link.platform}
            data-platform={link.platform}
            className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div>
              <h3 className="font-bold text-slate-900">{link.name}</h3>
              <p className="mt-1 text-slate-800">{WRITING_STEPS[link.platform]}</p>
            </div>
            <PlatformLink link={link} verb="Review on" />
          </li>
        ))}
      </ol>
      <p className="text-sm leading-relaxed text-slate-700">
        A review is public and carries your account name. Describe the care, the costs and the service; you do
        not need to name a diagnosis, a medicine or a dose.
      </p>
    </div>
  );
}

/** One of the reviews tab's four sections. */
export function ReviewSection({
  clinic,
  section,
  currentYear,
}: {
  clinic: Clinic;
  section: ReviewTab;
  currentYear: number;
}) {
  if (section === "overview") return <ReviewsOverview clinic={clinic} />;
  if (section === "platforms") return <ReviewPlatforms clinic={clinic} />;
  if (section === "statistics") return <ReviewStatistics clinic={clinic} currentYear={currentYear} />;
  return <WriteReview clinic={clinic} />;
}
