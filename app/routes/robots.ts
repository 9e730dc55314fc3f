import { servicesContext } from "../context.ts";
import { robotsTxt } from "../server/pages/sitemap.server.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(servicesContext);
  return new Response(robotsTxt(publicConfig.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
