import * as Tabs from "@radix-ui/react-tabs";
import type { Clinic } from "../../domain/clinic.ts";
import { REVIEW_TABS, type ReviewTab } from "../../domain/clinic-tabs.ts";
import { formatRating } from "../../domain/rating.ts";
import { reviewPlatformCounts, reviewPlatformLinks } from "../../domain/review-platforms.ts";
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

function PlatformLinks({ clinic, verb }: { clinic: Clinic; verb: "Read" | "Write" }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {reviewPlatformLinks(clinic).map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary w-full"
            data-platform={link.id}
          >
            {verb === "Write" ? `Review on ${link.name}` : `Find on ${link.name}`}
            <ExternalIcon />
            <NewTabNote />
          </a>
        </li>
      ))}
    </ul>
  );
}

function NoRating() {
  return (
    <p className="text-slate-700">
      No reviews yet. Reviews are written on Google, Yelp and Healthgrades: see “Write a Review”.
    </p>
  );
}

function ReviewsOverview({ clinic }: { clinic: Clinic }) {
  if (clinic.rating === null) return <NoRating />;
  const grade = satisfactionGrade(clinic.rating);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <p className="text-sm font-semibold text-slate-700">Average rating</p>
        <p className="mt-1 text-4xl font-extrabold text-slate-900">{formatRating(clinic.rating)}</p>
        <div className="mt-2">
          <StarRating rating={clinic.rating} size="lg" />
        </div>
        <p className="mt-2 text-sm text-slate-700">{`Based on ${reviewsLabel(clinic.reviewCount)}`}</p>
      </div>
      {grade ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <p className="text-sm font-semibold text-slate-700">Satisfaction grade</p>
          <p className="mt-1 text-3xl font-extrabold text-brand-800">{grade.label}</p>
          <p className="mt-2 text-sm text-slate-700">
            {`Score ${grade.percent}%, graded from the ${formatRating(clinic.rating)} average rating.`}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function ReviewPlatforms({ clinic }: { clinic: Clinic }) {
  const platforms = reviewPlatformCounts(clinic);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {platforms.map((platform) => (
          <li
            key={platform.id}
            data-platform={platform.id}
            className="grid gap-1 p-4 sm:flex sm:items-center sm:gap-4"
          >
            <span className="font-semibold text-slate-900 sm:w-32">{platform.name}</span>
            <span className="text-slate-800" data-testid="platform-count">
              {platform.counted
                ? reviewsLabel(platform.count)
                : `about ${reviewsLabel(platform.count)} (estimate)`}
            </span>
            <span className="sm:ml-auto">
              {platform.rating === null ? (
                <span className="text-slate-600">No rating</span>
              ) : (
                <StarRating rating={platform.rating} />
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        The Google figure is the review count on this listing. The Yelp and Healthgrades figures are estimates
        (30% and 20% of it), not counts read from those sites; all three show this listing’s average rating.
        Follow the links for each site’s current reviews.
      </p>
      <PlatformLinks clinic={clinic} verb="Read" />
    </div>
  );
}

function ReviewStatistics({ clinic, currentYear }: { clinic: Clinic; currentYear: number }) {
  const grade = satisfactionGrade(clinic.rating);
  const years = yearsInPractice(clinic.yearEstablished, currentYear);
  const stats: { label: string; value: string }[] = [
    {
      label: "Average rating",
      value: clinic.rating === null ? "Not rated yet" : `${formatRating(clinic.rating)} of 5`,
    },
    { label: "Total reviews", value: clinic.reviewCount.toLocaleString("en-US") },
  ];
  if (grade) stats.push({ label: "Satisfaction grade", value: `${grade.label} (${grade.percent}%)` });
  if (years !== null)
    stats.push({ label: "Years in practice", value: yearsInPracticeLabel(years, currentYear) });
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{stat.label}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        We do not hold a breakdown of this clinic’s reviews by star level, so none is shown.
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
      <PlatformLinks clinic={clinic} verb="Write" />
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
              className="min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
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
