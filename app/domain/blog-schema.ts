import { z } from "zod";
import { BLOG_CATEGORIES, DEFAULT_AUTHOR, DEFAULT_READ_TIME } from "./blog-post.ts";

/** Front matter rules for content/blog/*.md (server and tests only: keeps zod out of page bundles). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = z.string().regex(SLUG_PATTERN, "must be lower-case words joined by hyphens").max(120);

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export const isoDateSchema = z
  .string({ error: "must be a date written YYYY-MM-DD (quoted or not)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "is not a real date");

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const sourceSchema = z.strictObject({
  title: text(10, 300),
  url: z.url({ protocol: /^https$/, message: "must be an https URL" }),
});
export type Source = z.infer<typeof sourceSchema>;

export const blogFrontMatterSchema = z
  .strictObject({
    slug,
    title: text(10, 120),
    excerpt: text(40, 300),
    author: text(2, 80).default(DEFAULT_AUTHOR),
    publishedAt: isoDateSchema,
    lastReviewed: isoDateSchema,
    readTime: z.number().int().min(1).max(30).default(DEFAULT_READ_TIME),
    category: z.enum(BLOG_CATEGORIES),
    tags: z.array(text(2, 40)).min(1).max(8),
    image: z
      .string()
      .regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp|avif)$/, "must be a file in /images/blog/"),
    imageAlt: text(10, 200),
    related: z.array(slug).length(2, "must name exactly two related posts"),
    listed: z.boolean().default(false),
    sponsored: z.boolean().default(false),
    sources: z.array(sourceSchema).min(1, "must cite at least one source"),
  })
  .refine((post) => post.lastReviewed >= post.publishedAt, {
    path: ["lastReviewed"],
    message: "must not be before publishedAt",
  })
  .refine((post) => post.sponsored === (post.category === "Sponsored Content"), {
    path: ["sponsored"],
    message: 'must be true exactly when the category is "Sponsored Content"',
  })
  .refine((post) => !post.related.includes(post.slug), {
    path: ["related"],
    message: "must not list the post itself",
  });

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
