import { data, useLoaderData } from "react-router";
import { HeroSearch } from "../components/hero-search.tsx";
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

/** Says plainly that the address leads nowhere, and offers the search in place of the home page's hero. */
function NotFoundNotice() {
  return (
    <section className="hero" aria-labelledby="not-found-heading">
      <div className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Page not found</p>
        <h1
          id="not-found-heading"
          className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          We could not find that page
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-700">
          The address may be mistyped, or the page may have moved. Search for TRT clinics by city, state or
          ZIP code, or start from what the home page offers below.
        </p>
        <div className="mx-auto mt-8 max-w-2xl">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}

export function NotFoundPage({ home }: { home: HomePageData }) {
  return <HomePage data={home} opening={<NotFoundNotice />} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return notFoundResponse(context.get(servicesContext));
}

/** The head of any page answered with the not-found view. */
export function notFoundMeta(matches: Parameters<typeof homeMeta>[0]) {
  return homeMeta(matches, { noindex: true, title: "Page not found" });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  return <NotFoundPage home={useLoaderData<typeof loader>().home} />;
}
