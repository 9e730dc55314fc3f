import { servicesContext } from "../context.ts";
import { rfc822Date } from "../domain/blog-dates.ts";
import { blogPostPath } from "../domain/blog-post.ts";
import { absoluteUrl } from "../lib/meta.ts";
import { allPosts } from "../server/content/blog.server.ts";
import type { Route } from "./+types/blog-rss";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** RSS 2.0 feed of every built-in article, newest first. */
export function loader({ context }: Route.LoaderArgs) {
  const { siteName, siteUrl } = context.get(servicesContext).publicConfig;
  const posts = allPosts();
  const newest =
    posts
      .map((post) => post.lastReviewed)
      .sort()
      .at(-1) ?? "";
  const items = posts.map((post) => {
    const url = absoluteUrl(siteUrl, blogPostPath(post.slug));
    const title = post.sponsored && !/sponsored/i.test(post.title) ? `${post.title} (Sponsored)` : post.title;
    return [
      "    <item>",
      `      <title>${xml(title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <pubDate>${rfc822Date(post.publishedAt)}</pubDate>`,
      `      <description>${xml(post.excerpt)}</description>`,
      `      <category>${xml(post.category)}</category>`,
      `      <dc:creator>${xml(post.author)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  const feedUrl = absoluteUrl(siteUrl, "/blog/rss.xml");
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xml(`${siteName}: Expert Resources`)}</title>`,
    `    <link>${xml(absoluteUrl(siteUrl, "/blog"))}</link>`,
    `    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    "    <description>Guides to testosterone replacement therapy: low testosterone, costs, clinics and testing.</description>",
    "    <language>en-us</language>",
    newest ? `    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
  return new Response(`${body}\n`, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
