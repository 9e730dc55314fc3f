import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { absoluteUrl, type JsonLd, pageMeta } from "./meta.ts";
import type { PublicConfig } from "./site.ts";

/**
 * The head of one of the site's plain pages (content/pages): its own schema.org page and the breadcrumb from
 * Home to it, named `crumb` (the title unless given).
 */
export function infoPageHead(
  site: PublicConfig,
  input: { title: string; description: string; path: string; crumb?: string; page: JsonLd },
) {
  return pageMeta({
    ...site,
    title: input.title,
    description: input.description,
    path: input.path,
    jsonLd: [
      input.page,
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: input.crumb ?? input.title, path: input.path },
      ]),
    ],
  });
}

/** The head of a dated policy page (terms, privacy): a WebPage named with the site, with its last change. */
export function policyPageHead(
  site: PublicConfig,
  page: { title: string; description: string; lastUpdated: string },
  path: string,
) {
  return infoPageHead(site, {
    title: page.title,
    description: page.description,
    path,
    page: {
      "@type": "WebPage",
      name: `${site.siteName} ${page.title}`,
      url: absoluteUrl(site.siteUrl, path),
      dateModified: page.lastUpdated,
    },
  });
}
