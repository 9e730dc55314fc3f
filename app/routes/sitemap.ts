import { servicesContext } from "../context.ts";
import { allPosts } from "../server/content/blog.server.ts";
import { sitemapEntries, sitemapXml } from "../server/pages/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { directory, publicConfig } = context.get(servicesContext);
  // Built once per data version, not on every request.
  const xml = await directory.derived("sitemap.xml", async () =>
    sitemapXml(publicConfig.siteUrl, await sitemapEntries(directory, allPosts())),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
