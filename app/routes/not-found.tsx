import { data, useLoaderData } from "react-router";
import { type AppServices, servicesContext } from "../context.ts";
import type { Route } from "./+types/not-found";
import { HomePage, type HomePageData, homeMeta, loadHomePageData } from "./home.tsx";

/**
 * Unknown paths show the home page, answered as 404 and kept out of search indexes.
 * Other routes that find nothing to show at their path (e.g. a single-segment path that is no state page)
 * answer with the same response and view.
 */
export async function notFoundResponse(services: AppServices) {
  return data({ notFound: true as const, home: await loadHomePageData(services) }, { status: 404 });
}

export function NotFoundPage({ home }: { home: HomePageData }) {
  return <HomePage data={home} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return notFoundResponse(context.get(servicesContext));
}

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches, { noindex: true });

export default function NotFound() {
  return <NotFoundPage home={useLoaderData<typeof loader>().home} />;
}
