import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { countPriceSteps, PRICE_STEPS, priceOptions } from "../domain/price-limit.ts";
import { CATALOG_INSURANCE_OPTIONS, PaymentFilters } from "./payment-filters.tsx";

const prices = priceOptions(null, countPriceSteps([100, 175, 450], PRICE_STEPS));

describe("the insurance question and the monthly price", () => {
  it("are selects named as their URL parameters, so a plain form sends them", () => {
    const html = renderToStaticMarkup(
      <PaymentFilters
        filters={{ insurance: null, maxPrice: null }}
        insurance={CATALOG_INSURANCE_OPTIONS}
        prices={prices}
      />,
    );
    expect(html).toContain('name="insurance"');
    expect(html).toContain('name="maxPrice"');
    expect(html).toContain('<option value="" selected="">All clinics</option>');
    expect(html).toContain('<option value="true">Any insurance</option>');
    expect(html).toContain('<option value="self-pay">Self-pay only</option>');
    expect(html).toContain('<option value="" selected="">Any price (3)</option>');
    expect(html).toContain('<option value="200">Up to $200/mo (2)</option>');
    expect(html).toContain("Clinics that list no monthly price are hidden.");
  });

  it("show the answers given, Any insurance as the spec's insurance=true", () => {
    const html = renderToStaticMarkup(
      <PaymentFilters
        filters={{ insurance: "any", maxPrice: 150 }}
        insurance={CATALOG_INSURANCE_OPTIONS}
        prices={prices}
        onChange={() => {}}
      />,
    );
    expect(html).toContain('<option value="true" selected="">Any insurance</option>');
    expect(html).toContain('<option value="150" selected="">Up to $150/mo (1)</option>');
  });

  it("the catalog's questions offer every insurer but HSA/FSA", () => {
    const values = CATALOG_INSURANCE_OPTIONS.map((option) => option.value);
    expect(values).toContain("tricare");
    expect(values).toContain("medicare");
    expect(values).not.toContain("hsa-fsa");
  });
});
