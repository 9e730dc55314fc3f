import type { MetaDescriptor } from "react-router";
import { describeInSentences, fitDescription, fitTitle } from "./meta-text.ts";

export type JsonLd = Record<string, unknown>;

export interface PageMetaInput {
  /**
   * The page's title, or its title texts with the preferred first: the first that fits in 60 characters is
   * used, with " | <site name>" when that fits too (see `fitTitle`).
   */
  title: string | readonly string[];
  /** The description, or its sentences with the most important first; kept to 160 characters. */
  description: string | readonly string[];
  /** Path (with any query that belongs in the canonical URL) of the canonical page. */
  path: string;
  siteUrl: string;
  siteName: string;
  /** A 1200x630 PNG or JPEG (see `socialImagePath`); the site's social card when left out. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** Keep the page out of search indexes; "follow" also says its links lead to pages that are indexed. */
  noindex?: boolean | "follow";
  jsonLd?: JsonLd | JsonLd[];
}

export const DEFAULT_SOCIAL_IMAGE = "/social-card.png";
/** Every share image is 1200x630: the size the big networks show as a large card. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SITE_LOCALE = "en_US";

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/**
 * The share image for an illustration: the illustration itself when it is a PNG or JPEG, else the PNG of the
 * same name beside it (rendered by scripts/render-brand-images.ts): the big networks do not preview SVG.
 */
export function socialImagePath(illustration: string): string {
  return /\.(png|jpe?g)$/i.test(illustration) ? illustration : illustration.replace(/\.[^./]+$/, ".png");
}

function imageType(path: string): string {
  return /\.jpe?g$/i.test(path) ? "image/jpeg" : "image/png";
}

function robots(noindex: PageMetaInput["noindex"]): MetaDescriptor[] {
  if (!noindex) return [];
  return [{ name: "robots", content: noindex === "follow" ? "noindex, follow" : "noindex" }];
}

/** Every route builds its head through this: title, description, canonical, social cards, JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fitTitle(typeof input.title === "string" ? [input.title] : input.title, input.siteName);
  const description =
    typeof input.description === "string"
      ? fitDescription(input.description)
      : describeInSentences(input.description);
  const canonical = absoluteUrl(input.siteUrl, input.path);
  const imagePath = socialImagePath(input.image ?? DEFAULT_SOCIAL_IMAGE);
  const image = absoluteUrl(input.siteUrl, imagePath);
  const imageAlt = input.imageAlt ?? input.siteName;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: SITE_LOCALE },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:type", content: imageType(imagePath) },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...robots(input.noindex),
  ];
  const jsonLd =
    input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  for (const item of jsonLd) {
    descriptors.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  }
  return descriptors;
}
