import type { Clinic } from "./clinic.ts";
import { hasVirtualCare } from "./virtual-care.ts";

/** What a clinic card on a state or city page shows: a small part of the clinic, so pages stay light. */
export interface ClinicCard {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  address: string;
  phone: string | null;
  rating: number | null;
  reviewCount: number;
  priceRange: string | null;
  featured: boolean;
  verified: boolean;
  virtualCare: boolean;
  /** Service names in the clinic's order. */
  services: string[];
  /** Insurer names in the clinic's order. */
  insurance: string[];
  /** Miles from the searched point, when there was one. */
  distance?: number;
}

export function toClinicCard(clinic: Clinic): ClinicCard {
  const card: ClinicCard = {
    id: clinic.id,
    slug: clinic.slug,
    name: clinic.name,
    city: clinic.city,
    state: clinic.state,
    address: clinic.address,
    phone: clinic.phone,
    rating: clinic.rating,
    reviewCount: clinic.reviewCount,
    priceRange: clinic.priceRange,
    featured: clinic.featured,
    verified: clinic.verified,
    virtualCare: hasVirtualCare(clinic),
    services: clinic.services.map((service) => service.name),
    insurance: clinic.acceptedInsurance,
  };
  if (clinic.distance !== undefined) card.distance = clinic.distance;
  return card;
}

/** The first `shown` items and how many more there are: the spec's "3 services plus '+N more'". */
export function firstWithMore<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** A tel: link for a US phone number as written ("(210) 555-0177" -> "tel:+12105550177"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}
