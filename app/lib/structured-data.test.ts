import { describe, expect, it } from "vitest";
import type { Clinic } from "../domain/clinic.ts";
import { breadcrumbList, clinicItemList, medicalClinic } from "./structured-data.ts";

const SITE = "https://trt.example.org";

const clinic: Clinic = {
  id: 7,
  slug: "oak-hill-austin",
  name: "Oak Hill Men's Clinic",
  description: "A clinic.",
  addressLine1: "1 Main St",
  addressLine2: "Suite 2",
  address: "1 Main St, Suite 2, Austin, TX 78701",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  latitude: 30.27,
  longitude: -97.74,
  phone: "(512) 555-0100",
  website: "https://oak-hill.example.com",
  googleMapsUrl: null,
  rating: 4.6,
  reviewCount: 120,
  priceRange: "$$",
  services: [{ id: "hcg-therapy", name: "HCG Therapy", description: null }],
  acceptedInsurance: [],
  insuranceProviders: [],
  pricing: [],
  telehealth: false,
  telemedicineOptions: { video_consult: false, e_prescriptions: false },
  license_states: [],
  verified: true,
  featured: false,
  yearEstablished: 2010,
  hoursOfOperation: { monday: "8:00 AM – 5:00 PM" },
  openingHours: [{ day: "monday", opens: "08:00", closes: "17:00" }],
  supportHours: null,
  responseRate: null,
  responseTime: null,
  lastVerifiedAt: null,
  source: "demo",
};

describe("MedicalClinic", () => {
  it("states the clinic's address, position, contact, hours, price range, services and rating", () => {
    const item = medicalClinic(SITE, clinic, "/clinic/oak-hill-austin");
    expect(item).toMatchObject({
      "@type": "MedicalClinic",
      name: "Oak Hill Men's Clinic",
      url: "https://oak-hill.example.com",
      telephone: "(512) 555-0100",
      priceRange: "$$",
      address: { "@type": "PostalAddress", streetAddress: "1 Main St, Suite 2", addressRegion: "TX" },
      geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Monday",
          opens: "08:00",
          closes: "17:00",
        },
      ],
      availableService: [{ "@type": "MedicalTherapy", name: "HCG Therapy" }],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 120, bestRating: 5 },
    });
  });

  it("claims nothing the clinic has not got", () => {
    const bare = medicalClinic(
      SITE,
      {
        ...clinic,
        rating: null,
        reviewCount: 0,
        phone: null,
        website: null,
        priceRange: null,
        openingHours: [],
      },
      "/clinic/oak-hill-austin",
    );
    expect(bare.url).toBe(`${SITE}/clinic/oak-hill-austin`);
    for (const key of ["aggregateRating", "telephone", "priceRange", "openingHoursSpecification", "sameAs"]) {
      expect(bare, key).not.toHaveProperty(key);
    }
    expect(medicalClinic(SITE, { ...clinic, reviewCount: 0 }, "/x")).not.toHaveProperty("aggregateRating");
  });
});

it("numbers breadcrumbs and list items from 1, with absolute URLs", () => {
  expect(
    breadcrumbList(SITE, [
      { name: "Home", path: "/" },
      { name: "Texas", path: "/trt-clinics-texas" },
    ]),
  ).toEqual({
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Texas", item: `${SITE}/trt-clinics-texas` },
    ],
  });
  const list = clinicItemList(SITE, {
    name: "TRT clinics in Texas",
    total: 30,
    offset: 24,
    clinics: [{ name: "A", path: "/clinic/a" }],
  });
  expect(list).toMatchObject({
    numberOfItems: 30,
    itemListElement: [{ position: 25, url: `${SITE}/clinic/a` }],
  });
});
