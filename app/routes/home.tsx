import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import { AffiliateKitPromo } from "../components/affiliate-kit-promo.tsx";
import { HeroSearch } from "../components/hero-search.tsx";
import { HomeClosingCta } from "../components/home-closing-cta.tsx";
import { HomeFeaturedPosts } from "../components/home-featured-posts.tsx";
import { HomeFeaturedProviders } from "../components/home-featured-providers.tsx";
import { HomeJourneyCards } from "../components/home-journey-cards.tsx";
import { HomeStateGrid } from "../components/home-state-grid.tsx";
import { HomeTrustBadges } from "../components/home-trust-badges.tsx";
import { type AppServices, servicesContext } from "../context.ts";
import { countPlus } from "../domain/count-label.ts";
import { pageMeta } from "../lib/meta.ts";
import { type MatchLike, type RootData, siteFromMatches } from "../lib/site.ts";
import type { HomePageData } from "../server/content/home.server.ts";
import type { Route } from "./+types/home";

export type { HomePageData };

/** The spec's home-page clinic count when live stats are unavailable. */
const FALLBACK_CLINICS_LABEL = "451+";

export function homeDescription(clinicsLabel: string): string {
  return `Compare ${clinicsLabel} testosterone replacement therapy (TRT) clinics near you or online. Prices, insurance, telehealth options and ratings across all 50 states.`;
}

export const HOME_DESCRIPTION = homeDescription(FALLBACK_CLINICS_LABEL);

function clinicsLabel(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const count = root?.stats?.clinicsCount;
  return count && count > 0 ? countPlus(count) : FALLBACK_CLINICS_LABEL;
}

export function homeMeta(
  matches: readonly (MatchLike | undefined)[],
  options: { noindex?: boolean; title?: string } = {},
) {
  const site = siteFromMatches(matches);
  const label = clinicsLabel(matches);
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

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches);

/**
 * Everything the home page shows that comes from the server; also rendered for unknown paths (404).
 * Route modules also ship to the browser, so the server-only work is imported only on the server.
 */
export async function loadHomePageData(services: AppServices): Promise<HomePageData> {
  if (import.meta.env.SSR) {
    const { loadHomePage } = await import("../server/content/home.server.ts");
    return loadHomePage(services);
  }
  throw new Error("loadHomePageData runs on the server only");
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadHomePageData(context.get(servicesContext));
}

/** The home page's opening: what the site is for, and the location search. */
function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Testosterone replacement therapy, made clear
        </p>
        <h1
          id="hero-heading"
          className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          Find Trusted TRT Clinics Near You
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-slate-700">
          Compare local and online testosterone clinics by price, insurance, telehealth options and ratings,
          then choose the care that fits you.
        </p>
        <div className="mx-auto mt-8 max-w-2xl">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}

/**
 * The home page in the order a visitor needs it: the search, then the directory (featured providers, the
 * states), then education and the sponsored kit. `opening` replaces the hero (the not-found page opens with
 * its own notice and search box).
 */
export function HomePage({ data, opening = <HomeHero /> }: { data: HomePageData; opening?: ReactNode }) {
  return (
    <>
      {opening}
      <HomeTrustBadges stats={data.stats} />
      <HomeFeaturedProviders providers={data.featuredProviders} />
      <HomeStateGrid />
      <HomeJourneyCards />
      <HomeFeaturedPosts posts={data.featuredPosts} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <AffiliateKitPromo href={data.affiliateKitUrl} />
      </div>
      <HomeClosingCta />
    </>
  );
}

export default function Home() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
