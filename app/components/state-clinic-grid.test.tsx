import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleCard } from "../../tests/support/sample-card.ts";
import type { ClinicCard } from "../domain/clinic-card.ts";
import type { StatePageData } from "../domain/place-pages.ts";
import { STATE_PAGE_SIZE, typicalMonthlyCost } from "../domain/state-stats.ts";
import { stateByCode } from "../domain/us-states.ts";
import { StateClinicGrid } from "./state-clinic-grid.tsx";
import { KeptCardPart } from "./ui/kept-card-part.tsx";

const texas = stateByCode("TX");
if (!texas) throw new Error("Texas missing from the state table");

function card(overrides: Partial<ClinicCard> = {}): ClinicCard {
  return sampleCard({
    id: 1,
    address: "1 Main St, Austin, TX 78701",
    virtualCare: false,
    weeklyHours: "",
    ...overrides,
  });
}

function page(clinics: ClinicCard[], extra: Partial<StatePageData> = {}): StatePageData {
  return {
    state: texas as NonNullable<typeof texas>,
    facts: {
      clinicsCount: clinics.length,
      averageRating: null,
      reviewsCount: 0,
      monthlyCost: typicalMonthlyCost([]),
      topCities: [],
    },
    clinics,
    page: 1,
    pageCount: 1,
    telehealth: { clinics: [], total: 0 },
    listsOnlyDemo: false,
    ...extra,
  };
}

function render(data: StatePageData): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <StateClinicGrid statePage={data} />
    </MemoryRouter>,
  );
}

// The card's static parts load on demand (decision 54): rendered to a string here, they must be at hand.
beforeAll(() => KeptCardPart.load());

describe("state clinic grid", () => {
  it("says 'No TRT Clinics Found' when the state has no clinics", () => {
    const html = render(page([]));
    expect(html).toContain("No TRT Clinics Found");
    expect(html).not.toContain("<article");
  });

  it("shows each clinic's card, its monthly price and a link to the profile", () => {
    const html = render(page([card()]));
    expect(html).toContain("From $149/mo");
    expect(html).toContain('href="/clinic/oak-hill-mens-clinic-austin"');
    expect(html).not.toContain("No TRT Clinics Found");
  });

  it("marks featured clinics with the Featured badge, and only those", () => {
    const html = render(page([card({ featured: true }), card({ id: 2, slug: "b", name: "Plain Clinic" })]));
    expect(html.match(/>Featured</g)).toHaveLength(1);
  });

  it("pages through a large state", () => {
    const html = render(
      page([card()], { page: 2, pageCount: 3, facts: { ...page([]).facts, clinicsCount: 130 } }),
    );
    expect(html).toContain(`Showing ${STATE_PAGE_SIZE + 1}–${STATE_PAGE_SIZE + 1} of 130`);
    expect(html).toContain('href="/trt-clinics-texas"');
    expect(html).toContain('href="/trt-clinics-texas?page=3"');
    expect(html).toContain('aria-current="page"');
  });
});
