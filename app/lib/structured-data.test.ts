import { describe, expect, it } from "vitest";
import { sampleClinic } from "../../tests/support/sample-clinic.ts";
import { breadcrumbList, clinicItemList, medicalClinic } from "./structured-data.ts";

const SITE = "https://trt.example.org";

const clinic = sampleClinic();

describe("MedicalClinic", () => {
  it("states the clinic's address, position, contact, hours, price range, and services", () => {
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
    });
  });

  it("gives no coordinates for a clinic placed at its ZIP code's centre, only its postal address", () => {
    const item = medicalClinic(SITE, { ...clinic, locationPrecision: "zip" }, "/clinic/oak-hill-austin");
    expect(item).not.toHaveProperty("geo");
    expect(JSON.stringify(item)).not.toMatch(/GeoCoordinates|latitude|longitude/);
    expect(item).toMatchObject({ address: { "@type": "PostalAddress", postalCode: "78701" } });
  });

  it("never marks up third-party ratings as the clinic's aggregateRating", () => {
    const rated = medicalClinic(SITE, clinic, "/clinic/oak-hill-austin");
    expect(rated).not.toHaveProperty("aggregateRating");
    expect(rated).not.toHaveProperty("review");
    expect(JSON.stringify(rated)).not.toMatch(/AggregateRating|ratingValue|reviewCount/);
  });

  it("says whether the clinic accepts new patients only when it has said so", () => {
    expect(medicalClinic(SITE, clinic, "/x")).not.toHaveProperty("isAcceptingNewPatients");
    expect(medicalClinic(SITE, { ...clinic, acceptingNewPatients: true }, "/x")).toMatchObject({
      isAcceptingNewPatients: true,
    });
    expect(medicalClinic(SITE, { ...clinic, acceptingNewPatients: false }, "/x")).toMatchObject({
      isAcceptingNewPatients: false,
    });
  });

  it("closes at 23:59 when the clinic is open until midnight", () => {
    const late = medicalClinic(
      SITE,
      { ...clinic, openingHours: [{ day: "friday", opens: "18:00", closes: "24:00" }] },
      "/x",
    );
    expect(late.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "18:00",
        closes: "23:59",
      },
    ]);
  });

  it("gives a day with two opening periods one specification each", () => {
    const split = medicalClinic(
      SITE,
      {
        ...clinic,
        openingHours: [
          { day: "monday", opens: "08:00", closes: "12:00" },
          { day: "monday", opens: "13:00", closes: "17:00" },
        ],
      },
      "/x",
    );
    expect(split.openingHoursSpecification).toEqual(
      ["08:00-12:00", "13:00-17:00"].map((period) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: period.slice(0, 5),
        closes: period.slice(6),
      })),
    );
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
    expect(bare).not.toHaveProperty("isAcceptingNewPatients");
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
