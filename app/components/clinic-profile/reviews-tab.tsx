import { REVIEW_TABS, type ReviewTab } from "../../domain/clinic-tabs.ts";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs.tsx";
import type { ClinicPartName, ClinicPartProps } from "./clinic-parts.tsx";
import { KeptClinicPart } from "./kept-clinic-part.tsx";

const LABELS: Record<ReviewTab, string> = {
  overview: "Overview",
  platforms: "Platforms",
  statistics: "Statistics",
  write: "Write a Review",
};

const SECTION_PARTS: Record<ReviewTab, ClinicPartName> = {
  overview: "review-overview",
  platforms: "review-platforms",
  statistics: "review-statistics",
  write: "review-write",
};

/**
 * The reviews tab, four sub-tabs that each answer their own question: the summary; each platform's figures we
 * hold and a link to it; what we hold and how each figure is worked out; how to write a review on each site.
 * The sections themselves are kept as the server drew them (`review-sections.tsx`).
 */
export function ReviewsTab({
  page,
  review,
  onReviewChange,
}: {
  page: Omit<ClinicPartProps, "part">;
  review: ReviewTab;
  onReviewChange: (review: ReviewTab) => void;
}) {
  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="reviews-heading" className="text-lg font-bold text-slate-900">
        Reviews
      </h2>
      <Tabs value={review} onValueChange={onReviewChange} className="mt-3">
        <TabList
          label="Review sections"
          className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex"
        >
          {REVIEW_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              className="min-h-11 flex-1 rounded-lg px-3 py-1 text-center text-sm leading-tight font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
            >
              {LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        {REVIEW_TABS.map((tab) => (
          <TabPanel key={tab} value={tab} className="mt-5 rounded-lg">
            <KeptClinicPart part={SECTION_PARTS[tab]} {...page} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
