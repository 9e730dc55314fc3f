import type { MetaDescriptor } from "react-router";

export type JsonLd = Record<string, unknown>;

export interface PageMetaInput {
  /** The page's own title; the site name is appended unless already present. */
  title: string;
  description: string;
  /** Path (with any query that belongs in the canonical URL) of the canonical page. */
  path: string;
  siteUrl: string;
  siteName: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: JsonLd | JsonLd[];
}

export const DEFAULT_SOCIAL_IMAGE = "/social-card.png";

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

export function fullTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** Every route builds its head through this: title, description, canonical, social cards, JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title, input.siteName);
  const canonical = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image ?? DEFAULT_SOCIAL_IMAGE);
  const imageAlt = input.imageAlt ?? input.siteName;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: input.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex" });
  const jsonLd =
    input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  for (const item of jsonLd) {
    descriptors.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  }
  return descriptors;
}
