import { type BlogPost, type BlogPostSummary, toSummary } from "../../domain/blog-post.ts";
import { parseBlogPosts } from "./parse.server.ts";

/**
 * The built-in articles: content/blog/*.md, bundled by Vite, validated and rendered once at module load.
 * A malformed post throws a ContentError naming the file, so the server never starts with it.
 */
const POSTS: readonly BlogPost[] = parseBlogPosts(
  import.meta.glob<string>("../../../content/blog/*.md", { query: "?raw", import: "default", eager: true }),
);
const BY_SLUG = new Map(POSTS.map((post) => [post.slug, post]));

/** Every post, newest first (slug, publishedAt and lastReviewed are what the sitemap needs). */
export function allPosts(): readonly BlogPost[] {
  return POSTS;
}

/** The articles /blog lists, newest first. */
export function listedPosts(): BlogPostSummary[] {
  return POSTS.filter((post) => post.listed).map(toSummary);
}

export function findPost(slug: string): BlogPost | undefined {
  return BY_SLUG.get(slug);
}

/** Summaries of the given posts, in the given order, skipping unknown slugs. */
export function postSummaries(slugs: readonly string[]): BlogPostSummary[] {
  return slugs.flatMap((slug) => {
    const post = BY_SLUG.get(slug);
    return post ? [toSummary(post)] : [];
  });
}
