import type { ClinicCard } from "./clinic-card.ts";
import type { CityCount, RatingAverage, StateFacts } from "./state-stats.ts";
import type { UsState } from "./us-states.ts";

/** What the state and city pages show: the shapes their loaders return and their components take. */

export interface StatePageData {
  state: UsState;
  facts: StateFacts;
  /** This page of the state's clinics, best rated first. */
  clinics: ClinicCard[];
  page: number;
  pageCount: number;
  /** Telehealth clinics licensed to treat patients in the state. */
  telehealth: { clinics: ClinicCard[]; total: number };
  /** Every clinic this page lists is fictional demo data: the page is noindex (indexable-listings.ts). */
  listsOnlyDemo: boolean;
}

export interface CityPageData {
  /** The city as people write it ("St. Louis"), from the gazetteer or the clinics, else from the URL. */
  city: string;
  state: UsState;
  clinics: ClinicCard[];
  total: number;
  /** False when we do not know where the city is: then no distances are shown. */
  hasCentre: boolean;
  /** Other cities of the state that have clinics. */
  otherCities: CityCount[];
  summary: { virtualCare: number; insurance: number; featured: number; rating: RatingAverage | null };
  /** Every clinic of the city is fictional demo data: the page is noindex (indexable-listings.ts). */
  listsOnlyDemo: boolean;
}
