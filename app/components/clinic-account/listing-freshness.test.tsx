import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleClinic } from "../../../tests/support/sample-clinic.ts";
import { profileFacts } from "../../domain/profile-facts.ts";
import { verificationOf } from "../../domain/verification.ts";
import { KeptClinicPart } from "../clinic-profile/kept-clinic-part.tsx";
import { OverviewTab } from "../clinic-profile/overview-tab.tsx";
import { FeatureRequestLink } from "./feature-request-link.tsx";
import { ConfirmedNotice, ListingFreshness } from "./listing-freshness.tsx";

/** Markup of `element` inside a data router (the components use its <Form>). */
function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ")
    .trim();
}

// The profile's static parts load on demand (decision 54): rendered to a string here, they must be at hand.
beforeAll(() => KeptClinicPart.load());

describe("the dashboard's freshness box", () => {
  const props = { clinicId: 7, clinicName: "Oak Clinic", today: "2026-11-27", csrfToken: "token-1" };

  it("posts Still correct to the clinic's confirm address with the CSRF token", () => {
    const html = render(<ListingFreshness {...props} confirmedAt="2026-03-03T10:00:00.000Z" />);
    expect(html).toContain('action="/admin/manage/clinics/7/confirm"');
    expect(html).toContain('method="post"');
    expect(html).toContain('name="csrf" value="token-1"');
    expect(text(html)).toContain("Last confirmed by the clinic on Mar 3, 2026.");
    expect(text(html)).not.toContain("please check the listing again");
    expect(html).toMatch(/<button[^>]*aria-describedby="freshness-7"[^>]*>Still correct<\/button>/);
  });

  it("asks for a new look at 11 months, and says when the clinic never confirmed", () => {
    expect(text(render(<ListingFreshness {...props} confirmedAt="2025-12-27T10:00:00.000Z" />))).toContain(
      "Last confirmed by the clinic on Dec 27, 2025. That was 11 months ago or more: please check the listing again.",
    );
    expect(text(render(<ListingFreshness {...props} confirmedAt={null} />))).toContain(
      "Not confirmed by the clinic yet.",
    );
  });

  it("thanks the representative only after a confirmation", () => {
    expect(text(render(<ConfirmedNotice done="confirmed" />))).toContain("Thank you");
    expect(render(<ConfirmedNotice done="approved" />)).toBe("");
    expect(render(<ConfirmedNotice done={null} />)).toBe("");
  });
});

describe("the dashboard's featured link", () => {
  it("leads to the clinic's featured page, saying where it stands", () => {
    const ask = render(
      <FeatureRequestLink clinicId={7} clinicName="Oak Clinic" featured={false} requestOpen={false} />,
    );
    expect(ask).toContain('href="/admin/manage/clinics/7/featured"');
    expect(text(ask)).toBe("Ask to be featured (Oak Clinic)");
    expect(
      text(render(<FeatureRequestLink clinicId={7} clinicName="Oak Clinic" featured={false} requestOpen />)),
    ).toContain("waiting for an operator");
    expect(
      text(render(<FeatureRequestLink clinicId={7} clinicName="Oak Clinic" featured requestOpen={false} />)),
    ).toContain("Featured now");
  });
});

describe("the profile's line on the clinic's confirmation", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const profile = (clinicConfirmedAt: string | null) => {
    const clinic = sampleClinic({ clinicConfirmedAt });
    const verification = verificationOf(clinic, now);
    return text(
      render(
        <OverviewTab
          clinic={clinic}
          currentYear={2026}
          verification={verification}
          facts={profileFacts(clinic, verification, now)}
        />,
      ),
    );
  };

  it("sits with the verification, worded by its age", () => {
    expect(profile("2026-11-27T09:00:00.000Z")).toContain("Details confirmed by the clinic on Nov 27, 2026.");
    expect(profile("2025-06-01T09:00:00.000Z")).toContain(
      "Details last confirmed by the clinic on Jun 1, 2025.",
    );
    expect(profile(null)).not.toContain("confirmed by the clinic");
  });
});
