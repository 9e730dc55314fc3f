import { servicesContext } from "../context.ts";
import { allPosts } from "../server/content/blog.server.ts";
import { sitemapEntries, sitemapXml } from "../server/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, publicConfig } = context.get(servicesContext);
  const entries = await sitemapEntries(db, allPosts());
  return new Response(sitemapXml(publicConfig.siteUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
