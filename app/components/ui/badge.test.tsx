import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import {
  FeaturedBadge,
  SponsoredBadge,
  VerificationBadge,
  VerifiedBadge,
  VirtualCareBadge,
} from "./badge.tsx";

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("badges", () => {
  it("Verified links to what was checked, in the success tone", () => {
    const html = render(<VerifiedBadge clinicName="Oak Clinic" />);
    expect(html).toContain('href="/how-we-list-clinics#verified"');
    expect(html).toContain("badge-verified");
    expect(html).toContain('aria-label="Verified listing of Oak Clinic: what we check"');
  });

  it("a profile's verification: dated, lapsed without the green, or not yet verified", () => {
    const verified = render(
      <VerificationBadge verification={{ state: "verified", date: "2026-03-03T10:00:00Z" }} />,
    );
    expect(verified).toContain("Verified Mar 3, 2026");
    expect(verified).toContain("badge-verified");
    const lapsed = render(
      <VerificationBadge verification={{ state: "lapsed", date: "2024-03-03T10:00:00Z" }} />,
    );
    expect(lapsed).toContain("Last verified Mar 3, 2024");
    expect(lapsed).not.toContain("badge-verified");
    expect(render(<VerificationBadge verification={{ state: "unverified" }} />)).toContain(
      "Not yet verified",
    );
  });

  it("paid placement and paid content are labelled in the accent tone", () => {
    const featured = render(<FeaturedBadge />);
    expect(featured).toContain(">Featured<");
    expect(featured).toContain('href="/how-we-list-clinics#featured"');
    expect(featured).toContain("badge-featured");
    expect(render(<SponsoredBadge />)).toContain("Sponsored");
  });

  it("virtual care in the brand tone", () => {
    const html = render(<VirtualCareBadge />);
    expect(html).toContain("Online care");
    expect(html).toContain("badge-brand");
  });
});
