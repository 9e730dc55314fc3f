import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { HomePage, homeMeta } from "./home.tsx";

/** Unknown paths show the home page, answered as 404 and kept out of search indexes. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches, { noindex: true });

export default function NotFound() {
  return <HomePage />;
}
