import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleCard } from "../../../tests/support/sample-card.ts";
import { type CardClinic, ClinicCard, type ClinicCardProps } from "./clinic-card.tsx";

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

describe("ClinicCard", () => {
  it("list: name linking to the profile, place, distance, Google rating, badges, 3 services, price, View Details, Call", () => {
    const html = render();
    expect(html).toContain('data-card="list"');
    expect(html).toMatch(
      /<h3[^>]*><a[^>]*href="\/clinic\/oak-hill-mens-clinic-austin"[^>]*>Oak Hill Men&#x27;s Clinic<\/a>/,
    );
    expect(html).toContain("Austin, TX");
    expect(html).toContain("3.2 mi away");
    expect(html).toContain("Rated 4.6 out of 5 on Google (120 reviews)");
    expect(html).toContain('data-badge="verified"');
    expect(html).toContain("Virtual care");
    expect(html).toContain("Hormone Testing");
    expect(html).not.toContain("Testosterone Gel");
    expect(html).toContain("+1 more");
    expect(html).toContain("$$ · Moderate");
    expect(html).toContain("View Details");
    expect(html).toContain('href="tel:+15125550100"');
    expect(html).toContain('aria-label="Call Oak Hill Men&#x27;s Clinic at (512) 555-0100"');
    // The monogram leaves out "Clinic" and "Men's".
    expect(html).toMatch(/data-monogram=""[^>]*>OH</);
    // Open now is worked out in the browser: the server sends the empty slot only.
    expect(html).toContain('data-open-status="pending"');
  });

  it("edge cases: no rating, no hours, no phone, no price, long name", () => {
    const name =
      "The Extraordinarily Long-Named Comprehensive Men's Hormone Optimization Institute of Greater Austin";
    const html = render({
      clinic: clinic({ name, rating: null, reviewCount: 0, openingHours: [], phone: null, priceRange: null }),
    });
    expect(html).toContain("No reviews yet");
    expect(html).not.toContain("Rated ");
    expect(html).not.toContain("data-open-status");
    expect(html).not.toContain("tel:");
    expect(html).toContain("Contact for pricing");
    // A long name wraps inside the card (the card's name style breaks words).
    expect(html).toContain(
      `<h3 class="clinic-card-name"><a href="/clinic/oak-hill-mens-clinic-austin" data-discover="true">${name.replace("'", "&#x27;")}</a>`,
    );
    expect(cardStyles).toMatch(/\.clinic-card-name \{\s*@apply [^;]*\bbreak-words\b/);
  });

  it("a rating without reviews is not shown as stars", () => {
    expect(render({ clinic: clinic({ rating: 4.9, reviewCount: 0 }) })).toContain("No reviews yet");
  });

  it("compact: one service as a badge, Call and Directions to the full address, no monogram", () => {
    const html = render({ variant: "compact" });
    expect(html).not.toContain("data-monogram");
    expect(html).toContain("Testosterone Injections");
    expect(html).not.toContain("HCG Therapy");
    expect(html).not.toContain("+3 more");
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=1%20Main%20St%2C%20Suite%202%2C%20Austin%2C%20TX%2078701"',
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toMatch(/>Directions<span class="sr-only"> to Oak Hill/);
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
  });

  it("never links a website that is not a web address", () => {
    const html = render({ variant: "featured", clinic: clinic({ website: "javascript:alert(1)" }) });
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("Visit Website");
  });

  it("online: based in, the Online badge and where it treats", () => {
    const html = render({ online: true, licence: "Treats patients in 14 states, including Texas" });
    expect(html).toContain("Based in Austin, TX");
    expect(html).toContain(">Online<");
    expect(html).toContain("Treats patients in 14 states, including Texas");
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
    expect(render({ clinic: zip(0.4), variant: "compact" })).toContain("in the 80206 area");
  });

  it("insurance badges when asked, with '+N more'", () => {
    const html = render({ insuranceLimit: 2 });
    expect(html).toContain(">Aetna<");
    expect(html).toContain(">Cigna<");
    expect(html).not.toContain(">Humana<");
  });
});
