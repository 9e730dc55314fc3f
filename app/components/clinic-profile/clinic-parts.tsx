import type { ReviewTab } from "../../domain/clinic-tabs.ts";
import type { BreadcrumbItem } from "./breadcrumbs.tsx";
import { ClinicCallBar } from "./clinic-call-bar.tsx";
import {
  HeaderContact,
  HeaderCrumbs,
  HeaderMonogram,
  HeaderRating,
  HeaderTitle,
} from "./clinic-header-parts.tsx";
import { LocationDetails } from "./location-details.tsx";
import { type ClinicProfileProps, OverviewMain, OverviewSide } from "./overview-sections.tsx";
import { PricingTab } from "./pricing-tab.tsx";
import { ReviewSection } from "./review-sections.tsx";
import { ServicesTab } from "./services-tab.tsx";

/** The parts of a clinic's profile that do nothing in the browser, each drawn where its name says. */
export type ClinicPartName =
  | "crumbs"
  | "monogram"
  | "title"
  | "rating"
  | "contact"
  | "overview-main"
  | "overview-side"
  | "services"
  | "pricing"
  | `review-${ReviewTab}`
  | "location"
  | "call-bar";

export interface ClinicPartProps extends ClinicProfileProps {
  part: ClinicPartName;
  /** The page's breadcrumbs: only the "crumbs" part draws them. */
  breadcrumbs?: readonly BreadcrumbItem[];
}

/**
 * One static part of the profile. Together they are one module, loaded in the browser only when it draws a
 * profile itself (`KeptClinicPart`): the profile a visitor opens keeps them as the server drew them.
 */
export function ClinicPart({ part, breadcrumbs, ...profile }: ClinicPartProps) {
  const { clinic } = profile;
  switch (part) {
    case "crumbs":
      return <HeaderCrumbs breadcrumbs={breadcrumbs ?? []} />;
    case "monogram":
      return <HeaderMonogram clinic={clinic} />;
    case "title":
      return <HeaderTitle clinic={clinic} verification={profile.verification} />;
    case "rating":
      return <HeaderRating clinic={clinic} />;
    case "contact":
      return <HeaderContact clinic={clinic} />;
    case "overview-main":
      return <OverviewMain {...profile} />;
    case "overview-side":
      return <OverviewSide {...profile} />;
    case "services":
      return <ServicesTab clinic={clinic} />;
    case "pricing":
      return <PricingTab clinic={clinic} today={profile.facts.today} />;
    case "location":
      return <LocationDetails clinic={clinic} />;
    case "call-bar":
      return <ClinicCallBar clinic={clinic} />;
    default:
      return (
        <ReviewSection
          clinic={clinic}
          section={part.slice("review-".length) as ReviewTab}
          currentYear={profile.currentYear}
        />
      );
  }
}
