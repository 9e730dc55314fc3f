import { useLoaderData } from "react-router";
import { HomePage } from "../components/home-page.tsx";
import { servicesContext } from "../context.ts";
import { homeMeta } from "../lib/home-meta.ts";
import { loadHomePage } from "../server/content/home.server.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches);

export async function loader({ context }: Route.LoaderArgs) {
  return loadHomePage(context.get(servicesContext));
}

export default function Home() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
