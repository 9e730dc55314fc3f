import type { FeaturedProvider } from "../../components/home-featured-providers.tsx";
import type { HomePageData } from "../../components/home-page.tsx";
import type { AppServices } from "../../context.ts";
import { HOME_FEATURED_SLUGS } from "../../domain/blog-post.ts";
import { postSummaries } from "./blog.server.ts";

export type { HomePageData };

/** The top three featured (paid) clinics by rating; none when the database cannot answer. */
async function featuredProviders(services: AppServices): Promise<FeaturedProvider[]> {
  try {
    const { matches } = await services.directory.search({ featured: true, sort: "rating", limit: 3 });
    return matches.map(({ clinic }) => ({
      slug: clinic.slug,
      name: clinic.name,
      city: clinic.city,
      state: clinic.state,
      address: clinic.address,
      description: clinic.description,
      rating: clinic.rating,
      reviewCount: clinic.reviewCount,
      website: clinic.website,
    }));
  } catch {
    return [];
  }
}

export async function loadHomePage(services: AppServices): Promise<HomePageData> {
  const [stats, providers] = await Promise.all([
    services.stats.get().catch(() => null),
    featuredProviders(services),
  ]);
  return {
    stats: stats
      ? {
          clinicsCount: stats.clinicsCount,
          verifiedCount: stats.verifiedCount,
          statesCovered: stats.statesCovered,
        }
      : null,
    featuredProviders: providers,
    featuredPosts: postSummaries(HOME_FEATURED_SLUGS),
    affiliateKitUrl: services.publicConfig.affiliateKitUrl,
  };
}
