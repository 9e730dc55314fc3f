import type { AppServices } from "../../context.ts";
import { SYMPTOM_CHECKER_UPDATED } from "../../domain/symptom-questions.ts";
import { type Sitemaps, sitemapEntries, sitemapFiles } from "../pages/sitemap.server.ts";
import { allPosts } from "./blog.server.ts";
import { aboutTrtGuide } from "./guide.server.ts";
import { infoPage } from "./pages.server.ts";

/** The day each fixed page of written content last changed, from its own front matter. */
function contentDates(): Record<string, string> {
  const page = (slug: string) => infoPage(slug).lastUpdated.slice(0, 10);
  return {
    "/about": page("about"),
    "/contact": page("contact"),
    "/privacy": page("privacy"),
    "/terms": page("terms"),
    "/how-we-list-clinics": page("how-we-list-clinics"),
    "/tools/insurance-verification": page("insurance-verification"),
    "/about-trt": aboutTrtGuide().lastReviewed.slice(0, 10),
    "/tools/symptom-checker": SYMPTOM_CHECKER_UPDATED,
  };
}

/**
 * The site's sitemap index and files, built once per data version and UTC day: a listing whose verification
 * lapses leaves it on the day its page becomes noindex.
 */
export function siteSitemaps(services: Pick<AppServices, "directory" | "publicConfig">): Promise<Sitemaps> {
  const { directory, publicConfig } = services;
  const now = new Date();
  return directory.derived(`sitemaps:${now.toISOString().slice(0, 10)}`, async () =>
    sitemapFiles(publicConfig.siteUrl, await sitemapEntries(directory, allPosts(), contentDates(), now)),
  );
}
