import type { Clinic } from "./clinic.ts";
import { distinctLegalName, sourceLabel } from "./clinic-source.ts";
import { type ClinicTab, profileTabs } from "./clinic-tabs.ts";
import { isRegistryOnly, listingFactsOf } from "./indexable-listings.ts";
import { clinicOfferings, joinWords, type Offering, offeringsPhrase } from "./listed-facts.ts";
import { utcDay } from "./price-source.ts";
import { type Verification, verificationText } from "./verification.ts";

/** What a profile can list of a clinic, in the order "Not listed yet" names what is missing. */
const LISTABLE: readonly Offering[] = ["services", "prices", "insurance", "hours", "telehealth"];

/**
 * What a clinic's profile says about the listing itself, worked out by the loader so the rules stay on the
 * server (docs/decisions/0033): which tabs hold something, what the clinic has not listed, and where the
 * listing comes from.
 */
export interface ProfileFacts {
  tabs: ClinicTab[];
  /** "services, prices and hours": what the clinic has not listed; empty when it lists everything. */
  notListed: string;
  /** For a listing with nothing beyond the registry's record: that nobody has checked it, and what it holds. */
  registryNote: string | null;
  /** "Verified Mar 3, 2026 by a phone call to the clinic". */
  verification: string;
  /** "NPPES NPI Registry, January 2024 file"; null without a source. */
  source: string | null;
  /** The registered legal name, when it says more than the name shown. */
  legalName: string | null;
  /** The UTC day the page was made, YYYY-MM-DD: a price over 12 months old by then says so (price-source.ts). */
  today: string;
}

export function profileFacts(clinic: Clinic, verification: Verification, now: Date): ProfileFacts {
  const offered = clinicOfferings(clinic);
  const registryOnly = isRegistryOnly(listingFactsOf(clinic), now);
  const held = ["name", "address", ...(clinic.phone ? ["phone number"] : []), ...(clinic.npi ? ["NPI"] : [])];
  return {
    tabs: profileTabs(clinic),
    notListed: offeringsPhrase(LISTABLE.filter((offering) => !offered.includes(offering))),
    registryNote: registryOnly
      ? `Nobody has checked this listing with the clinic yet: its ${joinWords(held)} are as its source gives them (see “About this listing”).`
      : null,
    verification: verificationText(verification, clinic.verificationMethod),
    source: clinic.source ? sourceLabel(clinic.source) : null,
    legalName: distinctLegalName(clinic.name, clinic.legalName),
    today: utcDay(now),
  };
}
