import { countPlus } from "../domain/count-label.ts";
import { pageMeta } from "./meta.ts";
import type { PublicConfig } from "./site.ts";

/**
 * What the home page itself offers: a search of the directory, featured clinics and the symptom assessment. It
 * shows no prices or insurance, so it promises none (docs/decisions/0033).
 */
function homeDescription(clinicsLabel: string | null): string[] {
  return [
    `Find testosterone replacement therapy (TRT) clinics near you or online: search ${
      clinicsLabel ? `${clinicsLabel} listed clinics` : "listed clinics"
    } by city, state or ZIP code.`,
    "Or take the free symptom assessment.",
  ];
}

/** The live count as "N+"; null when it could not be read (the spec's fixed '451+' may be more than we list). */
function clinicsLabel(clinicsCount: number | null): string | null {
  return clinicsCount && clinicsCount > 0 ? countPlus(clinicsCount) : null;
}

/** The home page's head; `clinicsCount` is null when the count could not be read. */
export function homeHead(
  site: PublicConfig,
  clinicsCount: number | null,
  options: { noindex?: boolean; title?: string } = {},
) {
  const label = clinicsLabel(clinicsCount);
  return pageMeta({
    ...site,
    title: options.title ?? (label ? `Find ${label} TRT Clinics Near You` : "Find TRT Clinics Near You"),
    description: homeDescription(label),
    path: "/",
    noindex: options.noindex,
    // No aggregateRating: a site rating itself would be an invented self-review (docs/decisions/0005).
    jsonLd: [
      {
        "@type": "WebSite",
        name: site.siteName,
        url: `${site.siteUrl}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: `${site.siteUrl}/search?location={location}`,
          "query-input": "required name=location",
        },
      },
      {
        "@type": "Organization",
        name: site.siteName,
        url: `${site.siteUrl}/`,
        logo: `${site.siteUrl}/favicon.svg`,
      },
    ],
  });
}
