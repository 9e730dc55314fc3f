import { servicesContext } from "../context.ts";
import { siteSitemaps } from "../server/content/sitemaps.server.ts";
import type { Route } from "./+types/sitemap";

/** The sitemap index: one entry per file of at most 50,000 URLs (/sitemaps/1.xml, ...). */
export async function loader({ context }: Route.LoaderArgs) {
  const { index } = await siteSitemaps(context.get(servicesContext));
  return new Response(index, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
