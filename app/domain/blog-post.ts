import type { BlogFrontMatter } from "./blog-schema.ts";

export type { BlogFrontMatter, Source } from "./blog-schema.ts";

export const BLOG_CATEGORIES = [
  "Sponsored Content",
  "Guide",
  "Education",
  "Finance",
  "Cost Analysis",
  "Clinic Selection",
  "Product Review",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const DEFAULT_AUTHOR = "TRT Clinic Finder Editorial Team";
/** Article structured data falls back to these (spec: category 'Health & Medical', read time 5). */
export const DEFAULT_ARTICLE_SECTION = "Health & Medical";
export const DEFAULT_READ_TIME = 5;

/** The spec's five listed articles, newest first as /blog shows them. */
export const LISTED_SLUGS = [
  "empowerdx-testosterone-test-home-kit-review",
  "trt-nation-at-home-testing-revolutionary-testosterone-assessment",
  "trt-cost-guide-2025-what-to-expect-how-to-save",
  "choosing-right-trt-clinic-patients-complete-guide",
  "understanding-low-testosterone-signs-symptoms-solutions",
] as const;

/** The three articles featured on the home page. */
export const HOME_FEATURED_SLUGS = [
  "understanding-low-testosterone-signs-symptoms-solutions",
  "trt-cost-guide-2025-what-to-expect-how-to-save",
  "choosing-right-trt-clinic-patients-complete-guide",
] as const;

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export interface BlogPost extends BlogFrontMatter {
  /** Safe HTML rendered from the Markdown body. */
  html: string;
  headings: Heading[];
  wordCount: number;
}

const SUMMARY_FIELDS = [
  "slug",
  "title",
  "excerpt",
  "author",
  "publishedAt",
  "lastReviewed",
  "readTime",
  "category",
  "tags",
  "image",
  "imageAlt",
  "sponsored",
] as const satisfies readonly (keyof BlogPost)[];

/** What a card or a list entry needs; the body stays on the server. */
export type BlogPostSummary = Pick<BlogPost, (typeof SUMMARY_FIELDS)[number]>;

export function toSummary(post: BlogPost): BlogPostSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, post[field]])) as BlogPostSummary;
}

export function blogPostPath(slugText: string): string {
  return `/blog/${slugText}`;
}
