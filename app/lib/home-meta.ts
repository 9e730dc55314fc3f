import { countPlus } from "../domain/count-label.ts";
import { pageMeta } from "./meta.ts";
import type { PublicConfig } from "./site.ts";

/** The spec's home-page clinic count when live stats are unavailable. */
const FALLBACK_CLINICS_LABEL = "451+";

function homeDescription(clinicsLabel: string): string {
  return `Compare ${clinicsLabel} testosterone replacement therapy (TRT) clinics near you or online. Prices, insurance, telehealth options and ratings across all 50 states.`;
}

function clinicsLabel(clinicsCount: number | null): string {
  return clinicsCount && clinicsCount > 0 ? countPlus(clinicsCount) : FALLBACK_CLINICS_LABEL;
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
    title: options.title ?? `Find ${label} TRT Clinics Near You`,
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
