import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleCard } from "../../tests/support/sample-card.ts";
import { sampleClinic } from "../../tests/support/sample-clinic.ts";
import { profileFacts } from "../domain/profile-facts.ts";
import { parseSearchParams } from "../domain/search-params.ts";
import {
  clickEvent,
  clinicSlugOf,
  DIRECTIONS_ATTRIBUTE,
  SEARCH_RESULTS_ATTRIBUTE,
} from "../lib/analytics.ts";
import { ClinicCallBar } from "./clinic-profile/clinic-call-bar.tsx";
import { ClinicHeader } from "./clinic-profile/clinic-header.tsx";
import { KeptClinicPart } from "./clinic-profile/kept-clinic-part.tsx";
import { LocationTab } from "./clinic-profile/location-tab.tsx";
import { FinderResultList } from "./finder-results.tsx";
import { ResultList } from "./search-result-list.tsx";
import { ClinicCard } from "./ui/clinic-card.tsx";
import { KeptCardPart } from "./ui/kept-card-part.tsx";

interface RenderedLink {
  href: string;
  rel: string;
  directionsTo: string | null;
  text: string;
}

const htmlText = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");

function links(html: string): RenderedLink[] {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((match) => {
    const attributes = match[1] ?? "";
    const attribute = (name: string) => {
      const found = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes);
      return found ? htmlText(found[1] ?? "") : null;
    };
    return {
      href: attribute("href") ?? "",
      rel: attribute("rel") ?? "",
      directionsTo: attribute(DIRECTIONS_ATTRIBUTE),
      text: htmlText((match[2] ?? "").replace(/<[^>]+>/g, "").trim()),
    };
  });
}

const directionsLinks = (html: string) => links(html).filter((link) => /Directions/.test(link.text));

/** What the click listener sends for a link of the page at `pagePath` (usage-events.ts reads the same). */
const clicked = (link: RenderedLink, pagePath: string) =>
  clickEvent({ ...link, pagePath, cardClinicPath: null, origin: "https://trt.example.org" });

// The card's static parts load on demand (decision 54): rendered to a string here, they must be at hand.
beforeAll(() => KeptCardPart.load());

describe("every Directions link names its clinic, so a click on it counts for that clinic", () => {
  it("on the cards of every list and the featured cards", () => {
    const card = sampleCard({ slug: "oak-hill-mens-clinic-austin" });
    for (const variant of ["list", "featured"] as const) {
      const html = renderToStaticMarkup(
        <MemoryRouter>
          <ClinicCard clinic={card} variant={variant} />
        </MemoryRouter>,
      );
      const found = directionsLinks(html);
      expect(found, variant).toHaveLength(1);
      expect(clicked(found[0] as RenderedLink, "/search")).toEqual({
        type: "click_directions",
        path: "/search",
        clinic: "oak-hill-mens-clinic-austin",
      });
    }
  });

  it("on the clinic's profile: the header, the phone's call bar and the location tab", async () => {
    await KeptClinicPart.load();
    const clinic = sampleClinic({ slug: "oak-hill-austin" });
    const verification = { state: "unverified" } as const;
    const facts = profileFacts(clinic, verification, new Date("2026-11-28T12:00:00Z"));
    const page = { clinic, verification, facts, currentYear: 2026, breadcrumbs: [] };
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ClinicHeader page={page} />
        <ClinicCallBar clinic={clinic} />
        <LocationTab page={page} active={false} />
      </MemoryRouter>,
    );
    const found = directionsLinks(html);
    expect(found.map((link) => link.text)).toEqual([
      "Directions (opens in a new tab)",
      "Directions to Oak Hill Men's Clinic (opens in a new tab)",
      "Get Directions (opens in a new tab)",
    ]);
    for (const link of found) {
      expect(link.directionsTo).toBe("oak-hill-austin");
      expect(clicked(link, "/clinic/oak-hill-austin")).toEqual({
        type: "click_directions",
        path: "/clinic/oak-hill-austin",
        clinic: "oak-hill-austin",
      });
    }
    // The other links of the profile are not directions: a call stays a call.
    const others = links(html).filter((link) => !/Directions/.test(link.text));
    expect(others.filter((link) => link.directionsTo !== null)).toEqual([]);
  });
});

/**
 * What the listener reads of a rendered page: the clinics of the cards after the one element marked as a
 * search's result list (the lists end the markup rendered here), or null when nothing is marked.
 */
function listedClinics(html: string): string[] | null {
  const marks = html.split(`${SEARCH_RESULTS_ATTRIBUTE}=""`);
  if (marks.length === 1) return null;
  expect(marks).toHaveLength(2);
  const cards = (marks[1] ?? "").split("<article").slice(1);
  return cards.map((card) => clinicSlugOf(/href="(\/clinic\/[^"?#]+)/.exec(card)?.[1]) ?? "?");
}

describe("the lists of a search's results are marked, and hold the clinics shown", () => {
  const cards = [
    sampleCard({ id: 1, slug: "austin-mens-health", name: "Austin Men's Health" }),
    sampleCard({ id: 2, slug: "oak-hill-austin", name: "Oak Hill" }),
  ];
  const query = parseSearchParams(new URLSearchParams("location=Austin%2C+TX"));
  const searchPage = (clinics = cards, total = clinics.length) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <ResultList
          page={{ query, clinics, total, pageCount: 1, failed: false, needsPosition: false }}
          pending={false}
          highlight={{ id: null, onChange: () => {} }}
        />
      </MemoryRouter>,
    );
  const finder = (clinics = cards) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <FinderResultList
          page={{ query, place: { label: "Austin, TX" }, clinics, total: clinics.length, failed: false }}
          pending={false}
          onShowAll={() => {}}
        />
      </MemoryRouter>,
    );

  it("the search page's list and the near-me finder's list", () => {
    expect(listedClinics(searchPage())).toEqual(["austin-mens-health", "oak-hill-austin"]);
    expect(listedClinics(finder())).toEqual(["austin-mens-health", "oak-hill-austin"]);
  });

  it("no list when no clinic is found: the suggestions beside no results are not the search's", () => {
    expect(listedClinics(searchPage([], 0))).toBeNull();
    expect(listedClinics(finder([]))).toBeNull();
  });
});
