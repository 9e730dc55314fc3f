import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import type { Clinic } from "../domain/clinic.ts";
import { isApproximateLocation } from "../domain/location-precision.ts";
import type { JsonLd } from "./meta.ts";
import { absoluteUrl } from "./meta.ts";

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList, home first: the one builder the blog's pages use too. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return breadcrumbJsonLd(siteUrl, crumbs);
}

/** A list of clinic pages; `offset` numbers the items of later pages on from the earlier ones. */
export function clinicItemList(
  siteUrl: string,
  input: { name: string; clinics: readonly { name: string; path: string }[]; total: number; offset?: number },
): JsonLd {
  return {
    "@type": "ItemList",
    name: input.name,
    numberOfItems: input.total,
    itemListElement: input.clinics.map((clinic, index) => ({
      "@type": "ListItem",
      position: (input.offset ?? 0) + index + 1,
      name: clinic.name,
      url: absoluteUrl(siteUrl, clinic.path),
    })),
  };
}

const SCHEMA_DAYS: Record<string, string> = {
  sunday: "https://schema.org/Sunday",
  monday: "https://schema.org/Monday",
  tuesday: "https://schema.org/Tuesday",
  wednesday: "https://schema.org/Wednesday",
  thursday: "https://schema.org/Thursday",
  friday: "https://schema.org/Friday",
  saturday: "https://schema.org/Saturday",
};

/**
 * A clinic as schema.org MedicalClinic. Only facts we hold are stated: no hours the clinic did not publish,
 * nothing about new patients unless the clinic said. No `aggregateRating`: every rating we hold was collected
 * on another site (Google, Yelp, Healthgrades), and Google's review-snippet rules forbid marking up ratings
 * collected elsewhere as the page's own. No `geo` for a clinic placed at its ZIP code's centre: those
 * coordinates are not the clinic's (docs/decisions/0033); its postal address says where it is.
 */
export function medicalClinic(siteUrl: string, clinic: Clinic, path: string): JsonLd {
  const page = absoluteUrl(siteUrl, path);
  const item: JsonLd = {
    "@type": "MedicalClinic",
    "@id": `${page}#clinic`,
    name: clinic.name,
    url: clinic.website ?? page,
    mainEntityOfPage: page,
    address: {
      "@type": "PostalAddress",
      streetAddress: [clinic.addressLine1, clinic.addressLine2].filter(Boolean).join(", "),
      addressLocality: clinic.city,
      addressRegion: clinic.state,
      postalCode: clinic.zipCode,
      addressCountry: "US",
    },
  };
  if (!isApproximateLocation(clinic)) {
    item.geo = { "@type": "GeoCoordinates", latitude: clinic.latitude, longitude: clinic.longitude };
  }
  if (clinic.description) item.description = clinic.description;
  if (clinic.phone) item.telephone = clinic.phone;
  if (clinic.website) item.sameAs = [clinic.website];
  if (clinic.priceRange) item.priceRange = clinic.priceRange;
  if (clinic.openingHours.length > 0) {
    item.openingHoursSpecification = clinic.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: SCHEMA_DAYS[hours.day],
      opens: hours.opens,
      // Open until midnight: schema.org times are 00:00-23:59, and Google reads 23:59 as the end of the day.
      closes: hours.closes === "24:00" ? "23:59" : hours.closes,
    }));
  }
  if (clinic.acceptingNewPatients !== null) item.isAcceptingNewPatients = clinic.acceptingNewPatients;
  if (clinic.services.length > 0) {
    item.availableService = clinic.services.map((service) => ({
      "@type": "MedicalTherapy",
      name: service.name,
      ...(service.description ? { description: service.description } : {}),
    }));
  }
  return item;
}
