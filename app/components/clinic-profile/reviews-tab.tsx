import * as Tabs from "@radix-ui/react-tabs";
import type { Clinic } from "../../domain/clinic.ts";
import { REVIEW_TABS, type ReviewTab } from "../../domain/clinic-tabs.ts";
import { formatRating } from "../../domain/rating.ts";
import {
  asOfLabel,
  hasFigures,
  type ReviewFigures,
  type ReviewPlatformLink,
  reviewPlatformLinks,
} from "../../domain/review-platforms.ts";
import { satisfactionGrade } from "../../domain/satisfaction.ts";
import { yearsInPractice, yearsInPracticeLabel } from "../../domain/years-in-practice.ts";
import { StarRating } from "../star-rating.tsx";
import { ExternalIcon, NewTabNote } from "./icons.tsx";

const LABELS: Record<ReviewTab, string> = {
  overview: "Overview",
  platforms: "Platforms",
  statistics: "Statistics",
  write: "Write a Review",
};

function reviewsLabel(count: number): string {
  return `${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`;
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

/** Exactly what we hold, where it came from and when, and how the grade word is worked out. */
function ReviewStatistics({ clinic, currentYear }: { clinic: Clinic; currentYear: number }) {
  const held = heldFigures(clinic);
  const google = held.find((figures) => figures.platform === "google");
  const grade = satisfactionGrade(google?.rating);
  const years = yearsInPractice(clinic.yearEstablished, currentYear);
  return (
    <div className="space-y-4">
      {held.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Review figures we hold for this clinic</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Source
                </th>
                <th scope="col" className="py-2 pr-4">
                  Rating
                </th>
                <th scope="col" className="py-2 pr-4">
                  Reviews
                </th>
                <th scope="col" className="py-2">
                  Read on
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {held.map((figures) => (
                <tr key={figures.platform} data-platform={figures.platform}>
                  <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                    {figures.name}
                  </th>
                  <td className="py-2 pr-4">
                    {figures.rating === null ? "–" : `${formatRating(figures.rating)} of 5`}
                  </td>
                  <td className="py-2 pr-4">
                    {figures.reviewCount === null ? "–" : figures.reviewCount.toLocaleString("en-US")}
                  </td>
                  <td className="py-2">
                    {figures.asOf ? asOfLabel(figures.asOf)?.replace(/^as of /, "") : "Not recorded"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <NoFigures />
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        {grade && google?.rating != null ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Rating band</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900">{grade}</dd>
            <dd className="mt-1 text-sm text-slate-700">
              {`From the Google rating of ${formatRating(google.rating)}: 4.5 and above is Excellent, 4 Very Good, 3.5 Good, 3 Fair, lower Needs Improvement.`}
            </dd>
          </div>
        ) : null}
        {years !== null ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              Years in practice
            </dt>
            <dd className="mt-1 text-lg font-bold text-slate-900">
              {yearsInPracticeLabel(years, currentYear)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="text-sm text-slate-600">
        We do not hold a breakdown of this clinic’s reviews by star level, or any survey of its patients, so
        none is shown.
      </p>
    </div>
  );
}

function WriteReview({ clinic }: { clinic: Clinic }) {
  return (
    <div className="space-y-4">
      <p className="leading-relaxed text-slate-800">
        {`Been treated at ${clinic.name}? Reviews are written on the review sites themselves, not on this directory. Share your experience on one of them to help other men choose a clinic.`}
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {reviewPlatformLinks(clinic).map((link) => (
          <li key={link.platform}>
            <PlatformLink link={link} verb="Review on" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The reviews tab: a summary, the review platforms, statistics and where to write a review. */
export function ReviewsTab({
  clinic,
  review,
  onReviewChange,
  currentYear,
}: {
  clinic: Clinic;
  review: ReviewTab;
  onReviewChange: (review: ReviewTab) => void;
  currentYear: number;
}) {
  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="reviews-heading" className="text-lg font-bold text-slate-900">
        Reviews
      </h2>
      <Tabs.Root
        value={review}
        onValueChange={(value) => onReviewChange(value as ReviewTab)}
        activationMode="automatic"
        className="mt-3"
      >
        <Tabs.List
          aria-label="Review sections"
          className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex"
        >
          {REVIEW_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="min-h-11 flex-1 rounded-lg px-3 py-1 text-center text-sm leading-tight font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
            >
              {LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {REVIEW_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} forceMount hidden={tab !== review} className="mt-5 rounded-lg">
            {tab === "overview" ? <ReviewsOverview clinic={clinic} /> : null}
            {tab === "platforms" ? <ReviewPlatforms clinic={clinic} /> : null}
            {tab === "statistics" ? <ReviewStatistics clinic={clinic} currentYear={currentYear} /> : null}
            {tab === "write" ? <WriteReview clinic={clinic} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
