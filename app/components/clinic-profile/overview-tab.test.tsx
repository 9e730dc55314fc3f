import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleClinic } from "../../../tests/support/sample-clinic.ts";
import type { Clinic } from "../../domain/clinic.ts";
import { verificationOf } from "../../domain/verification.ts";
import { OverviewTab } from "./overview-tab.tsx";

const NOW = new Date("2026-11-23T12:00:00Z");

function render(clinic: Clinic): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <OverviewTab clinic={clinic} currentYear={2026} verification={verificationOf(clinic, NOW)} />
    </MemoryRouter>,
  );
}

/** The text of the "About this listing" list, tags dropped. */
function listingText(html: string): string {
  const start = html.indexOf("About this listing");
  return html
    .slice(start)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

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
    expect(text).toContain("Source NPPES October 2026 (NPI 1234567893)");
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
