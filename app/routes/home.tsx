import { useLoaderData } from "react-router";
import { HomePage } from "../components/home-page.tsx";
import { servicesContext } from "../context.ts";
import { homeHead } from "../lib/home-meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { loadHomePage } from "../server/content/home.server.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await loadHomePage(services);
  return { ...page, head: homeHead(services.publicConfig, page.stats?.clinicsCount ?? null) };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Home() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
