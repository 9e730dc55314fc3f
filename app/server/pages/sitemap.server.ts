import { STATIC_PATHS } from "../../domain/site-paths.ts";
import { US_STATES } from "../../domain/us-states.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { sitemapClinics } from "../clinics/directory-views.server.ts";

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

export { STATIC_PATHS };

/**
 * Every indexable page. Fictional demo clinics (and cities only they fill) are left out:
 * search engines should not index businesses that do not exist.
 */
export async function sitemapEntries(
  directory: Directory,
  posts: readonly { slug: string; lastReviewed: string }[],
): Promise<SitemapEntry[]> {
  const { clinics, cities } = await sitemapClinics(directory);

  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...US_STATES.map((state) => ({ path: `/trt-clinics-${state.slug}` })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.lastReviewed.slice(0, 10) })),
    ...cities.map((path) => ({ path })),
    ...clinics.map((clinic) => ({ path: `/clinic/${clinic.slug}`, lastmod: clinic.lastmod })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, `${siteUrl}/`).href)}</loc>`;
    return `  <url>${loc}${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
