import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleCard } from "../../tests/support/sample-card.ts";
import type { ClinicCard } from "../domain/clinic-card.ts";
import type { NearbyHelp } from "../domain/nearby-help.ts";
import { findState } from "../domain/us-states.ts";
import { NearestClinics, OnlineClinicsInState } from "./city-nearby-help.tsx";
import { KeptCardPart } from "./ui/kept-card-part.tsx";

const TEXAS = findState("TX");
if (!TEXAS) throw new Error("no Texas");

function card(id: number, name: string, distance?: number): ClinicCard {
  return sampleCard({
    id,
    slug: `clinic-${id}`,
    name,
    city: "Midland",
    address: "1 Main St, Midland, TX 79701",
    ...(distance === undefined ? {} : { distance }),
  });
}

function text(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replaceAll("&#x27;", "'")
    .trim();
}

const help = (nearest: ClinicCard[], online: ClinicCard[], total = online.length): NearbyHelp => ({
  nearest,
  radiusMiles: 250,
  online: { clinics: online, total },
});

// The card's static parts load on demand (decision 54): rendered to a string here, they must be at hand.
beforeAll(() => KeptCardPart.load());

describe("nearest in-person clinics", () => {
  it("gives each clinic's distance from the city and says how they are ordered", () => {
    const shown = text(
      <NearestClinics
        help={help([card(1, "A", 16.2), card(2, "B", 126.5)], [])}
        city="Odessa"
        hasOwnClinics={false}
      />,
    );
    expect(shown).toContain("Nearest in-person clinics to Odessa");
    expect(shown).toContain("The 2 clinics nearest Odessa within 250 miles, nearest first");
    expect(shown).toContain("16.2 mi from Odessa");
    expect(shown).toContain("126.5 mi from Odessa");
  });

  it("speaks of one clinic in the singular", () => {
    const shown = text(<NearestClinics help={help([card(1, "A", 40)], [])} city="Alpine" hasOwnClinics />);
    expect(shown).toContain("More in-person clinics near Alpine");
    expect(shown).toContain("The only one we list within 250 miles of Alpine");
  });

  it("says so when none is within the radius, and points to the online clinics", () => {
    const shown = text(<NearestClinics help={help([], [])} city="Nome" hasOwnClinics={false} />);
    expect(shown).toContain("No in-person clinic within 250 miles");
    expect(shown).toContain("The online clinics below can treat patients here by video visit.");
  });
});

describe("online clinics licensed in the state", () => {
  it("counts all of them and links to the online page filtered to the state", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OnlineClinicsInState help={help([], [card(5, "Online One")], 48)} state={TEXAS} />
      </MemoryRouter>,
    );
    expect(html).toContain("48 online clinics are licensed to treat patients in Texas by video visit");
    expect(html).toContain('href="/tele-trt-clinics?state=TX"');
    expect(html).toContain("See all 48 online clinics licensed in Texas");
    expect(html).not.toContain(" mi from ");
  });

  it("says when none is licensed in the state", () => {
    const shown = text(<OnlineClinicsInState help={help([], [], 0)} state={TEXAS} />);
    expect(shown).toContain("No online clinic licensed in Texas yet");
  });
});
