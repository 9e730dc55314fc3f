import { servicesContext } from "../../context.ts";
import { openApiDocument } from "../../server/api/openapi.server.ts";
import { json } from "../../server/api/responses.server.ts";
import type { Route } from "./+types/openapi";

export function loader({ request, context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(servicesContext);
  return json(request, openApiDocument(publicConfig.siteUrl, publicConfig.siteName), { maxAge: 3600 });
}
