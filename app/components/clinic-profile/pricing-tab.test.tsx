import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleClinic } from "../../../tests/support/sample-clinic.ts";
import type { Clinic } from "../../domain/clinic.ts";
import { PricingTab } from "./pricing-tab.tsx";

const price = (overrides: Partial<Clinic["pricing"][number]>): Clinic["pricing"][number] => ({
  id: 1,
  service: "Injections",
  price: "$150 per month",
  low: 150,
  high: 150,
  unit: "month",
  source: "website",
  asOf: "2026-10-02",
  ...overrides,
});

/** The tab's price list (the sections after it, such as the first-year cost, cite prices of their own). */
function render(pricing: Clinic["pricing"]): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <PricingTab clinic={sampleClinic({ pricing })} today="2026-11-27" />
    </MemoryRouter>,
  );
  return html.slice(0, html.indexOf("Insurance accepted"));
}

describe("the pricing tab", () => {
  it("shows each price with where it came from and the day it was true", () => {
    const html = render([
      price({}),
      price({
        id: 2,
        service: "Labs",
        price: "$90 per test",
        unit: "test",
        source: "phone-call",
        asOf: "2026-09-15",
      }),
    ]);
    expect(html).not.toContain("Every price:");
    expect(html).toContain('Clinic website, as of <time dateTime="2026-10-02">Oct 2, 2026</time>');
    expect(html).toContain('Phone call to the clinic, as of <time dateTime="2026-09-15">Sep 15, 2026</time>');
    expect(html).not.toContain("data-stale-price");
  });

  it("a price over 12 months old says so, and only that one", () => {
    const html = render([
      price({ source: "import", asOf: "2025-03-04" }),
      price({ id: 2, asOf: "2025-11-27" }),
    ]);
    expect(html.match(/data-stale-price/g)).toHaveLength(1);
    expect(html).toContain("Price from Mar 2025: over 12 months old; confirm it with the clinic");
    expect(html).toContain("Directory import, as of");
  });

  it("says a source and day every price shares once, under the table, with one note when it is old", () => {
    const html = render([
      price({ asOf: "2025-03-04" }),
      price({ id: 2, service: "Labs", asOf: "2025-03-04" }),
    ]);
    expect(html).toContain(
      'Every price: Clinic website, as of <time dateTime="2025-03-04">Mar 4, 2025</time>',
    );
    expect(html.match(/as of </g)).toHaveLength(1);
    expect(html.match(/data-stale-price/g)).toHaveLength(1);
  });
});

describe("the price tier", () => {
  it("is never shown beside the clinic's own dollar prices", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <PricingTab clinic={sampleClinic({ priceRange: "$$", pricing: [price({})] })} today="2026-11-27" />
      </MemoryRouter>,
    );
    expect(html).toContain("$150 per month");
    expect(html).not.toContain("Price range");
    expect(html).not.toContain("Moderate");
  });
});
