import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleCard } from "../../../tests/support/sample-card.ts";
import { type CardClinic, ClinicCard, type ClinicCardProps } from "./clinic-card.tsx";
import { KeptCardPart } from "./kept-card-part.tsx";

const cardStyles = readFileSync(new URL("../../app.css", import.meta.url), "utf8");

function clinic(overrides: Partial<CardClinic> = {}): CardClinic {
  return { ...sampleCard({ distance: 3.24 }), ...overrides };
}

function render(props: Partial<ClinicCardProps> & { clinic?: CardClinic } = {}): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ClinicCard clinic={props.clinic ?? clinic()} {...props} />
    </MemoryRouter>,
  );
}

// The card's static parts load on demand (decision 54): rendered to a string here, they must be at hand.
beforeAll(() => KeptCardPart.load());

describe("ClinicCard", () => {
  it("one anatomy: name, place and distance, open status, rating, From $X/mo, badges, then Call, Directions, Details, Compare", () => {
    const html = render();
    expect(html).toContain('data-card="list"');
    expect(html).toMatch(
      /<h3[^>]*><a[^>]*href="\/clinic\/oak-hill-mens-clinic-austin"[^>]*>Oak Hill Men&#x27;s Clinic<\/a>/,
    );
    expect(html).toContain("Austin, TX");
    expect(html).toContain("3.2 mi away");
    expect(html).toContain("Rated 4.6 out of 5 on Google (120 reviews)");
    // Open now is worked out in the browser: the server sends the empty slot only.
    expect(html).toContain('data-open-status="pending"');
    expect(html).toContain("From $149/mo");
    expect(html).toContain('<time dateTime="2026-03-04">Mar 2026</time>');
    expect(html).toContain('data-badge="verified"');
    expect(html).toContain("Online care");
    expect(html).toContain('href="tel:+15125550100"');
    expect(html).toContain('aria-label="Call Oak Hill Men&#x27;s Clinic at (512) 555-0100"');
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=1%20Main%20St%2C%20Suite%202%2C%20Austin%2C%20TX%2078701"',
    );
    expect(html).toMatch(/>Directions<span class="sr-only"> to Oak Hill/);
    expect(html).toMatch(/>Details<span class="sr-only"> for Oak Hill Men&#x27;s Clinic<\/span><\/a>/);
    expect(html).toContain("Compare");
    const order = ["tel:", "maps/search", ">Details<", ">Compare<"].map((part) => html.indexOf(part));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Services, insurers and the price tier are on the profile, not the card.
    expect(html).not.toContain("Hormone Testing");
    expect(html).not.toContain("Aetna");
    expect(html).not.toContain("$$");
    expect(html).not.toContain("Moderate");
    expect(html).not.toContain("data-monogram");
  });

  it("screen readers hear the price with its month, and its day is in text, not only on hover", () => {
    const html = render();
    expect(html).toContain(
      '<span aria-hidden="true" class="font-semibold text-navy-900">From $149/mo</span>',
    );
    expect(html).toContain('<span class="sr-only">From $149 a month, price </span>');
    expect(html).not.toContain("title=");
  });

  it("a monthly price over 12 months old says it may have changed", () => {
    const html = render({
      clinic: clinic({ monthlyPrice: { amount: 99.5, asOf: "2025-03-04", source: "import", stale: true } }),
    });
    expect(html).toContain("From $99.50/mo");
    expect(html).toContain("Mar 2025</time>, may have changed");
  });

  it("no monthly price: no price at all, and never the tier as dollars", () => {
    const html = render({ clinic: clinic({ monthlyPrice: null }) });
    expect(html).not.toContain("data-card-price");
    expect(html).not.toContain("Budget");
    expect(html).not.toContain("Contact for pricing");
  });

  it("says when the clinic takes the insurer the visitor asked about", () => {
    expect(render({ insuranceMatch: "Blue Cross" })).toMatch(
      /data-insurance-match=""[^>]*>.*Takes Blue Cross</,
    );
    expect(render()).not.toContain("Takes ");
  });

  it("edge cases: no rating, no hours, no phone, long name", () => {
    const name =
      "The Extraordinarily Long-Named Comprehensive Men's Hormone Optimization Institute of Greater Austin";
    const html = render({
      clinic: clinic({ name, rating: null, reviewCount: 0, weeklyHours: "", phone: null }),
    });
    expect(html).toContain("No reviews yet");
    expect(html).not.toContain("Rated ");
    expect(html).not.toContain("data-open-status");
    expect(html).not.toContain("tel:");
    // A long name wraps inside the card (the card's name style breaks words).
    expect(html).toContain(
      `<h3 class="clinic-card-name"><a href="/clinic/oak-hill-mens-clinic-austin" data-discover="true">${name.replace("'", "&#x27;")}</a>`,
    );
    expect(cardStyles).toMatch(/\.clinic-card-name \{\s*@apply [^;]*\bbreak-words\b/);
  });

  it("a rating without reviews is not shown as stars", () => {
    expect(render({ clinic: clinic({ rating: 4.9, reviewCount: 0 }) })).toContain("No reviews yet");
  });

  it("featured: always labelled, with its description, Visit Website and Get Directions", () => {
    const html = render({
      variant: "featured",
      clinic: clinic({ description: "A calm clinic.", website: "https://example.com/austin" }),
    });
    expect(html).toContain('data-badge="featured"');
    expect(html).toContain("A calm clinic.");
    expect(html).toMatch(
      /<a (?=[^>]*href="https:\/\/example\.com\/austin")(?=[^>]*target="_blank")(?=[^>]*rel="noopener")[^>]*>/,
    );
    expect(html).toContain("Visit Website");
    expect(html).toContain("Get Directions");
    expect(html).toContain("(opens in a new tab)");
    // The monogram leaves out "Clinic" and "Men's"; a featured card offers no Compare.
    expect(html).toMatch(/data-monogram=""[^>]*>OH</);
    expect(html).not.toContain("Compare");
  });

  it("never links a website that is not a web address", () => {
    const html = render({ variant: "featured", clinic: clinic({ website: "javascript:alert(1)" }) });
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("Visit Website");
  });

  it("online: based in, the Online badge and where it treats; Call but no directions", () => {
    const html = render({ online: true, licence: "Treats patients in 14 states, including Texas" });
    expect(html).toContain("Based in Austin, TX");
    expect(html).toContain(">Online<");
    expect(html).toContain("Treats patients in 14 states, including Texas");
    expect(html).toContain("tel:");
    expect(html).not.toContain("Directions");
  });

  it("a city page's distance reads from the city center; a state page shows none", () => {
    expect(render({ distance: { from: "from the city center" } })).toContain("3.2 mi from the city center");
    expect(render({ distance: "hidden" })).not.toContain(" mi ");
  });

  it("a clinic placed at its ZIP code's centre reads about whole miles, or its ZIP area under a mile", () => {
    const zip = (distance: number) => clinic({ locationPrecision: "zip", zipCode: "80206", distance });
    expect(render({ clinic: zip(0.04) })).toContain("in the 80206 area");
    expect(render({ clinic: zip(0.04) })).not.toMatch(/\d mi /);
    expect(render({ clinic: zip(2.6) })).toContain("about 3 mi away");
    expect(render({ clinic: zip(1.2), distance: { from: "from the city center" } })).toContain(
      "about 1 mi from the city center",
    );
    expect(render({ clinic: zip(0.4) })).toContain("in the 80206 area");
  });
});
