import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleClinic } from "../../../tests/support/sample-clinic.ts";
import type { Clinic } from "../../domain/clinic.ts";
import { profileFacts } from "../../domain/profile-facts.ts";
import { verificationOf } from "../../domain/verification.ts";
import { KeptClinicPart } from "./kept-clinic-part.tsx";
import { OverviewTab } from "./overview-tab.tsx";

const NOW = new Date("2026-11-23T12:00:00Z");

function render(clinic: Clinic): string {
  const verification = verificationOf(clinic, NOW);
  return renderToStaticMarkup(
    <MemoryRouter>
      <OverviewTab
        clinic={clinic}
        currentYear={2026}
        verification={verification}
        facts={profileFacts(clinic, verification, NOW)}
      />
    </MemoryRouter>,
  );
}

/** The page's text, tags dropped and the entities React writes decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A listing with only what the registry gives: name, legal name, address, phone, NPI and the source. */
const registryListing = sampleClinic({
  description: null,
  website: null,
  rating: null,
  reviewCount: 0,
  reviewPlatforms: [],
  priceRange: null,
  services: [],
  pricing: [],
  acceptedInsurance: [],
  insuranceProviders: [],
  hoursOfOperation: {},
  openingHours: [],
  verified: false,
  yearEstablished: null,
  npi: "1234567893",
  legalName: "OAK HILL MEN'S CLINIC, PLLC",
  source: "NPPES January 2024 (NPI 1234567893)",
  locationPrecision: "zip",
});

/** The text of the "About this listing" list, tags dropped. */
function listingText(html: string): string {
  return text(html.slice(html.indexOf(">About this listing<") + 1));
}

/** The overview's sections about what a clinic lists, headed by these. */
const LISTING_SECTIONS = [
  "About Oak Hill",
  "Treatments offered",
  "Insurance & payment",
  "Telehealth",
  "Opening hours",
];

// The profile's static parts load on demand (decision 54): rendered to a string here, they must be at hand.
beforeAll(() => KeptClinicPart.load());

describe("the profile's About this listing", () => {
  it("shows the NPI with a link to the federal registry, new-patient status and the source", () => {
    const html = render(
      sampleClinic({
        npi: "1234567893",
        acceptingNewPatients: false,
        source: "NPPES October 2026 (NPI 1234567893)",
        lastVerifiedAt: "2026-10-01T00:00:00.000Z",
      }),
    );
    expect(html).toContain('href="https://npiregistry.cms.hhs.gov/provider-view/1234567893"');
    const text = listingText(html);
    expect(text).toContain("Verification Verified Oct 1, 2026. What we check");
    expect(text).toContain("NPI 1234567893 · Look it up in the NPPES NPI Registry");
    expect(text).toContain("New patients Not accepting new patients");
    expect(text).toContain("Source NPPES NPI Registry, October 2026 file");
  });

  it("leaves out what the listing does not hold, and says a lapsed or missing check plainly", () => {
    const lapsed = listingText(render(sampleClinic({ lastVerifiedAt: "2025-06-01T00:00:00.000Z" })));
    expect(lapsed).toContain("Verification Last verified Jun 1, 2025.");
    expect(lapsed).not.toContain("NPI");
    expect(lapsed).not.toContain("New patients");
    expect(lapsed).toContain("Source Fictional demo listing, not a real clinic");
    const never = listingText(render(sampleClinic({ verified: false })));
    expect(never).toContain("Verification Not yet verified.");
  });
});

describe("the overview of a listing with nothing beyond the registry's record", () => {
  it("keeps the NPI with its registry link, the legal name, the source month and Suggest an edit", () => {
    const html = render(registryListing);
    const listing = listingText(html);
    expect(html).toContain('href="https://npiregistry.cms.hhs.gov/provider-view/1234567893"');
    expect(listing).toContain("NPI 1234567893 · Look it up in the NPPES NPI Registry");
    expect(listing).toContain("Registered as OAK HILL MEN'S CLINIC, PLLC");
    expect(listing).toContain("Source NPPES NPI Registry, January 2024 file");
    expect(listing).toContain("Verification Not yet verified.");
    expect(html).toContain('href="/clinic/oak-hill-austin/suggest-edit"');
  });

  it("offers the clinic's own people to manage the listing, next to Suggest an edit", () => {
    for (const clinic of [registryListing, sampleClinic()]) {
      const html = render(clinic);
      expect(listingText(html)).toContain(
        "Something wrong? Suggest an edit Is this your clinic? Manage this listing",
      );
      const details = html.slice(html.indexOf(">About this listing<"));
      expect(details).toMatch(
        /<a [^>]*href="\/clinic\/oak-hill-austin\/claim"[^>]*>Manage this listing<\/a>/,
      );
    }
    // The sentence about what is not listed says it too, where the clinic could put that right.
    const notListed = render(registryListing);
    const sentence = notListed.slice(
      notListed.indexOf('data-testid="not-listed"'),
      notListed.indexOf(">About this listing<"),
    );
    expect(sentence).toContain('href="/clinic/oak-hill-austin/claim"');
  });

  it("says once what is not listed, with a way to call, and no empty section implying data we do not hold", () => {
    const page = text(render(registryListing));
    expect(page).toContain(
      "Nobody has checked this listing with the clinic yet: its name, address, phone number and NPI are as its source gives them",
    );
    expect(page).toContain(
      "Oak Hill Men's Clinic has not listed its services, prices, insurance, hours and telehealth options with us. Call the clinic at (512) 555-0100 to ask, or suggest an edit if you know them. Is this your clinic? Manage this listing",
    );
    for (const heading of LISTING_SECTIONS) expect(page).not.toContain(heading);
  });

  it("shows a full listing's sections, and no 'Not listed yet' when it lists everything", () => {
    const full = sampleClinic({
      acceptedInsurance: ["Aetna"],
      telehealth: true,
      pricing: [
        {
          id: 1,
          service: "Visit",
          price: "$150",
          low: 150,
          high: 150,
          unit: "visit",
          source: "website",
          asOf: "2026-01-10",
        },
      ],
    });
    const page = text(render(full));
    for (const heading of LISTING_SECTIONS) expect(page).toContain(heading);
    expect(page).not.toContain("Not listed yet");
    expect(text(render(sampleClinic()))).toContain(
      "Oak Hill Men's Clinic has not listed its insurance and telehealth options with us.",
    );
  });

  it("says how the last check was made, and never links a demo listing's made-up NPI to the registry", () => {
    const checked = listingText(
      render(
        sampleClinic({
          lastVerifiedAt: "2026-10-01T00:00:00.000Z",
          verificationMethod: "phone",
          npi: "9057479898",
        }),
      ),
    );
    expect(checked).toContain("Verification Verified Oct 1, 2026 by a phone call to the clinic.");
    expect(checked).toContain("NPI 9057479898 (fictional, like the rest of this demo listing)");
    expect(checked).not.toContain("Look it up");
  });
});
