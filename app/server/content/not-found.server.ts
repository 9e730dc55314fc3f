import { data } from "react-router";
import type { AppServices } from "../../context.ts";
import { notFoundHead } from "../../lib/not-found.ts";
import { loadHomePage } from "./home.server.ts";

/**
 * Unknown paths show the home page, answered as 404 and kept out of search indexes. Other routes that find
 * nothing to show at their path (e.g. a single-segment path that is no state page) answer with the same
 * response and view (app/components/not-found-page.tsx).
 */
export async function notFoundResponse(services: AppServices) {
  const home = await loadHomePage(services);
  const head = notFoundHead(services.publicConfig, home.stats?.clinicsCount ?? null);
  return data({ notFound: true as const, home, head }, { status: 404 });
}
