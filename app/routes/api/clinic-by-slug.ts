import { servicesContext } from "../../context.ts";
import { SLUG_PATTERN } from "../../domain/clinic-input.ts";
import { apiHandler, json, jsonError } from "../../server/api/responses.server.ts";
import { clinicBySlug } from "../../server/clinics/read.server.ts";
import type { Route } from "./+types/clinic-by-slug";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return apiHandler(request, async () => {
    const slug = params.slug;
    const clinic = slug.length <= 120 && SLUG_PATTERN.test(slug) ? await clinicBySlug(db, slug) : null;
    return clinic ? json(request, clinic) : jsonError(request, 404, "slug", "Clinic not found");
  });
}
