import type { ClinicCard } from "./clinic-card.ts";
import type { ActiveFilter } from "./filter-relaxations.ts";

/** A link that widens a search that found nothing, with the number of clinics it lists. */
export interface RelaxationLink {
  key: string;
  /** "Without the price limit" */
  label: string;
  href: string;
  count: number;
}

/** A "did you mean" link: the place it names ("Austin, TX") and where it goes. */
export interface SuggestedLink {
  label: string;
  href: string;
}

/** What the zero state of a search offers (docs/decisions/0046). */
export interface ZeroResultsHelp {
  /** Where the search looked, for a sentence: "near Austin, TX", "in Montana"; null for no place. */
  where: string | null;
  /** The filters that, together, left no clinic. */
  filters: ActiveFilter[];
  /** Per active filter (and without any), the relaxations that list some clinics, with how many. */
  relaxations: RelaxationLink[];
  /** Nothing within the radius even without filters: the nearest in-person clinics, with their distance. */
  nearest: { clinics: ClinicCard[]; radiusMiles: number } | null;
  /** The place the location text most likely meant, when it matched none. */
  didYouMean: SuggestedLink | null;
}
