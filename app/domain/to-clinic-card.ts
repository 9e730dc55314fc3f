import type { Clinic } from "./clinic.ts";
import type { CardMonthlyPrice, ClinicCard } from "./clinic-card.ts";
import { type InsuranceAnswer, insuranceMatch } from "./insurance.ts";
import { lowestMonthlyPrice, monthlyFromAmount } from "./monthly-price.ts";
import { isStalePrice } from "./price-source.ts";
import { verificationOf } from "./verification.ts";
import { hasVirtualCare } from "./virtual-care.ts";
import { weekText } from "./weekly-hours.ts";

/*
 * A clinic as its card shows it, made where the page's data is made (the loaders): the browser receives the card
 * and never needs these rules, so they live apart from the card's type (clinic-card.ts), which it does import.
 */

/** The card's "From $X/mo", from the rows billed per month only (monthly-price.ts). */
export function cardMonthlyPrice(pricing: Clinic["pricing"], now: Date): CardMonthlyPrice | null {
  const row = lowestMonthlyPrice(pricing);
  const amount = row ? monthlyFromAmount(row) : null;
  if (!row || amount === null) return null;
  return { amount, asOf: row.asOf, source: row.source, stale: isStalePrice(row.asOf, now) };
}

export function toClinicCard(
  clinic: Readonly<Clinic>,
  now: Date,
  keep: { description?: boolean; insurance?: InsuranceAnswer | null } = {},
): ClinicCard {
  const card: ClinicCard = {
    id: clinic.id,
    slug: clinic.slug,
    name: clinic.name,
    city: clinic.city,
    state: clinic.state,
    address: clinic.address,
    zipCode: clinic.zipCode,
    locationPrecision: clinic.locationPrecision,
    phone: clinic.phone,
    rating: clinic.rating,
    reviewCount: clinic.reviewCount,
    monthlyPrice: cardMonthlyPrice(clinic.pricing, now),
    featured: clinic.featured,
    verified: verificationOf(clinic, now).state === "verified",
    virtualCare: hasVirtualCare(clinic),
    weeklyHours: weekText(clinic.openingHours),
    timeZone: clinic.timeZone,
  };
  const match = insuranceMatch(keep.insurance ?? null, clinic.acceptedInsurance);
  if (match !== null) card.insuranceMatch = match;
  if (clinic.distance !== undefined) card.distance = clinic.distance;
  if (keep.description) card.description = clinic.description;
  return card;
}
