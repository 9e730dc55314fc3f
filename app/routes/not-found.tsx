import { useLoaderData } from "react-router";
import { NotFoundPage } from "../components/not-found-page.tsx";
import { servicesContext } from "../context.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { notFoundResponse } from "../server/content/not-found.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  return notFoundResponse(context.get(servicesContext));
}

export const meta: Route.MetaFunction = headFromLoader;

export default function NotFound() {
  return <NotFoundPage home={useLoaderData<typeof loader>().home} />;
}
