import { readTimeDuration } from "./blog-dates.ts";
import { DEFAULT_ARTICLE_SECTION, DEFAULT_AUTHOR, DEFAULT_READ_TIME } from "./blog-post.ts";

type JsonLd = Record<string, unknown>;

export interface ArticleForJsonLd {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  lastReviewed: string;
  image: string;
  tags: readonly string[];
  author?: string | null;
  category?: string | null;
  readTime?: number | null;
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** schema.org BlogPosting for an article, with the spec's defaults for author, section and read time. */
export function blogPostingJsonLd(
  post: ArticleForJsonLd,
  site: { siteUrl: string; siteName: string },
): JsonLd {
  const url = absolute(site.siteUrl, `/blog/${post.slug}`);
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.lastReviewed,
    author: {
      "@type": "Organization",
      name: post.author || DEFAULT_AUTHOR,
      url: absolute(site.siteUrl, "/about"),
    },
    publisher: {
      "@type": "Organization",
      name: site.siteName,
      logo: { "@type": "ImageObject", url: absolute(site.siteUrl, "/favicon.svg") },
    },
    articleSection: post.category || DEFAULT_ARTICLE_SECTION,
    keywords: post.tags.join(", "),
    timeRequired: readTimeDuration(post.readTime || DEFAULT_READ_TIME),
    image: absolute(site.siteUrl, post.image),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: "en-US",
  };
}

/** schema.org BreadcrumbList from (name, path) pairs, home first. */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}
