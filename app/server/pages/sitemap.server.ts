import { STATIC_PATHS } from "../../domain/site-paths.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { sitemapClinics } from "../clinics/directory-views.server.ts";

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod: string;
}

export { STATIC_PATHS };

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_FILE_LIMIT = 50_000;

/** Pages whose content is the directory itself: they change when any clinic does. */
const DIRECTORY_PAGES = new Set(["/", "/search", "/trt-clinics-near-me", "/tele-trt-clinics"]);

/**
 * Every indexable page, and only those, with the day it last changed: fixed pages, the pages of each state,
 * posts, cities and clinics, each as its own page decides its `noindex` (decisions 15 and 33: no thin city, no
 * page listing only fictional demo clinics, no demo or registry-only clinic). `contentDates` gives the date of
 * each fixed page that is written content (its front matter); the blog lists its latest post; the directory's
 * own pages, states and cities change with their clinics.
 */
export async function sitemapEntries(
  directory: Directory,
  posts: readonly { slug: string; lastReviewed: string }[],
  contentDates: Readonly<Record<string, string>>,
  now = new Date(),
): Promise<SitemapEntry[]> {
  const { clinics, cities, statePages, latest } = await sitemapClinics(directory, now);
  const postDays = posts.map((post) => post.lastReviewed.slice(0, 10));
  const newest = (days: readonly string[]) => days.reduce((a, b) => (a > b ? a : b), "");
  const contentNewest = newest([...Object.values(contentDates), ...postDays]);
  const dataDay = latest ?? contentNewest;
  const fixedDay = (path: string) => {
    if (DIRECTORY_PAGES.has(path)) return dataDay;
    if (path === "/blog") return newest(postDays) || contentNewest;
    return contentDates[path] ?? contentNewest;
  };

  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: fixedDay(path) })),
    ...statePages.map((page) => ({ path: page.path, lastmod: page.lastmod || dataDay })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.lastReviewed.slice(0, 10) })),
    ...cities,
    ...clinics.map((clinic) => ({ path: `/clinic/${clinic.slug}`, lastmod: clinic.lastmod })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, `${siteUrl}/`).href)}</loc>`;
    return `  <url>${loc}<lastmod>${entry.lastmod}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Where the n-th sitemap file (from 1) is served. */
export function sitemapFilePath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

export interface Sitemaps {
  /** /sitemap.xml: the index of the files. */
  index: string;
  /** The files, each of at most `perFile` URLs; files[0] is /sitemaps/1.xml. */
  files: string[];
}

/** The sitemap index and its files. */
export function sitemapFiles(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  perFile = SITEMAP_FILE_LIMIT,
): Sitemaps {
  const chunks: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += perFile) chunks.push(entries.slice(i, i + perFile));
  const items = chunks.map((chunk, n) => {
    const lastmod = chunk.reduce((a, entry) => (entry.lastmod > a ? entry.lastmod : a), "");
    const loc = escapeXml(new URL(sitemapFilePath(n + 1), `${siteUrl}/`).href);
    return `  <sitemap><loc>${loc}</loc><lastmod>${lastmod}</lastmod></sitemap>`;
  });
  return {
    index: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`,
    files: chunks.map((chunk) => sitemapXml(siteUrl, chunk)),
  };
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
