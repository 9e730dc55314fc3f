import { servicesContext } from "../context.ts";
import { loadFinderMapPoints } from "../server/pages/finder-page.server.ts";
import type { Route } from "./+types/near-me-map-points";

/**
 * The finder map's points (`MapPoint` tuples) for the finder URL's location and filters, asked for by the map
 * when it comes on screen. Shared like a page: the same URL gives the same points until the clinics change.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const headers = { "X-Robots-Tag": "noindex" };
  try {
    return Response.json(await loadFinderMapPoints(services, new URL(request.url)), { headers });
  } catch (error) {
    services.logger.error({ err: error }, "finder map points: reading clinics failed");
    return Response.json(
      { error: { field: null, message: "Clinics are unavailable right now" } },
      { status: 503, headers: { ...headers, "Cache-Control": "no-store" } },
    );
  }
}
