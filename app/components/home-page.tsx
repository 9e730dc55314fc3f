import type { ReactNode } from "react";
import type { BlogPostSummary } from "../domain/blog-post.ts";
import { AffiliateKitPromo } from "./affiliate-kit-promo.tsx";
import { SearchHero } from "./hero-search.tsx";
import { HomeClosingCta } from "./home-closing-cta.tsx";
import { HomeFeaturedPosts } from "./home-featured-posts.tsx";
import { type FeaturedProvider, HomeFeaturedProviders } from "./home-featured-providers.tsx";
import { HomeJourneyCards } from "./home-journey-cards.tsx";
import { HomeStateGrid } from "./home-state-grid.tsx";
import { type HomeStats, HomeTrustBadges } from "./home-trust-badges.tsx";

/** Everything the home page shows that comes from the server (app/server/content/home.server.ts). */
export interface HomePageData {
  /** Null when the numbers could not be read; the page then shows the spec's fallback claims. */
  stats: HomeStats | null;
  featuredProviders: FeaturedProvider[];
  featuredPosts: BlogPostSummary[];
  affiliateKitUrl: string;
}

/** The home page's opening: what the site is for, and the location search. */
function HomeHero() {
  return (
    <SearchHero
      headingId="hero-heading"
      eyebrow="Testosterone replacement therapy, made clear"
      heading="Find Trusted TRT Clinics Near You"
      lead="Compare local and online testosterone clinics by price, insurance, telehealth options and ratings, then choose the care that fits you."
    />
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
