import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  type ClinicTab,
  clinicTabFromParams,
  type ReviewTab,
  reviewTabFromParams,
  tabSearchParams,
} from "../../domain/clinic-tabs.ts";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs.tsx";
import type { ClinicPartProps } from "./clinic-parts.tsx";
import { KeptClinicPart } from "./kept-clinic-part.tsx";
import { LocationTab } from "./location-tab.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { ReviewsTab } from "./reviews-tab.tsx";

const LABELS: Record<ClinicTab, string> = {
  overview: "Overview",
  services: "Services",
  pricing: "Pricing",
  reviews: "Reviews",
  location: "Location",
};

/**
 * The active tab and review sub-tab live in the query string (?tab=reviews&review=platforms), so the server
 * renders the right one and the URL can be shared. Switching tabs replaces the URL in place: no navigation,
 * so nothing is fetched again.
 */
function useTabsInUrl(shown: readonly ClinicTab[]) {
  const location = useLocation();
  const [params, setParams] = useState(() => new URLSearchParams(location.search));
  // Only a different query string replaces the state: a new but equal object would re-render every tab panel
  // at once just after hydration (about 50 ms of a phone's main thread).
  useEffect(() => {
    setParams((current) => {
      const next = new URLSearchParams(location.search);
      return next.toString() === current.toString() ? current : next;
    });
  }, [location.search]);

  const select = (tab: ClinicTab, review?: ReviewTab) => {
    const next = tabSearchParams(params, tab, review);
    setParams(next);
    const search = next.toString();
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`,
    );
  };
  return { tab: clinicTabFromParams(params, shown), review: reviewTabFromParams(params), select };
}

/**
 * The profile's tabs. The tabs work in the browser; what each shows is kept as the server drew it, but for the
 * review sections' own tabs and the location's map.
 */
export function ClinicTabs({ page }: { page: Omit<ClinicPartProps, "part"> }) {
  const shown = page.facts.tabs;
  const { tab, review, select } = useTabsInUrl(shown);
  return (
    <Tabs value={tab} onValueChange={(value: ClinicTab) => select(value, review)}>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl sm:px-6">
          {/* On a narrow screen the tabs scroll sideways; their focus ring is drawn inside, where it is not cut. */}
          <TabList
            label="Clinic information"
            className="-mb-px flex scroll-px-4 gap-x-1 overflow-x-auto px-4 sm:gap-x-4 sm:px-0"
          >
            {shown.map((value) => (
              <Tab
                key={value}
                value={value}
                // Chromium leaves a barely visible tab where it is when it takes focus: bring all of it in.
                onFocus={(event) =>
                  event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" })
                }
                className="min-h-12 shrink-0 border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 focus-visible:outline-offset-[-3px] data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:text-base"
              >
                {LABELS[value]}
              </Tab>
            ))}
          </TabList>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {shown.map((value) => (
          <TabPanel key={value} value={value} className="rounded-lg">
            {value === "reviews" ? (
              <ReviewsTab page={page} review={review} onReviewChange={(next) => select("reviews", next)} />
            ) : value === "location" ? (
              <LocationTab page={page} active={tab === "location"} />
            ) : value === "overview" ? (
              <OverviewTab {...page} />
            ) : (
              <KeptClinicPart part={value} {...page} />
            )}
          </TabPanel>
        ))}
      </div>
    </Tabs>
  );
}
