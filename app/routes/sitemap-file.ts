import { servicesContext } from "../context.ts";
import { siteSitemaps } from "../server/content/sitemaps.server.ts";
import type { Route } from "./+types/sitemap-file";

/** One sitemap file: /sitemaps/1.xml, /sitemaps/2.xml, ... as the index lists them. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
  const { files } = await siteSitemaps(context.get(servicesContext));
  const file = match ? files[Number(match[1]) - 1] : undefined;
  if (file === undefined) {
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(file, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
