import { servicesContext } from "../context.ts";
import { disallowAdmin } from "../server/admin/admin-http.server.ts";
import { robotsTxt } from "../server/pages/sitemap.server.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(servicesContext);
  return new Response(disallowAdmin(robotsTxt(publicConfig.siteUrl)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
