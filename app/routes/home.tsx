import { useLoaderData } from "react-router";
import { HeroSearch } from "../components/hero-search.tsx";
import { type AppServices, servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { type MatchLike, siteFromMatches } from "../lib/site.ts";
import type { Route } from "./+types/home";

export const HOME_DESCRIPTION =
  "Find testosterone replacement therapy clinics near you or online. Compare prices, insurance, telehealth options and reviews across all 50 states.";

export function homeMeta(matches: readonly (MatchLike | undefined)[], options: { noindex?: boolean } = {}) {
  const site = siteFromMatches(matches);
  return pageMeta({
    ...site,
    title: `${site.siteName}: Find TRT Clinics Near You`,
    description: HOME_DESCRIPTION,
    path: "/",
    noindex: options.noindex,
    jsonLd: [
      {
        "@type": "WebSite",
        name: site.siteName,
        url: `${site.siteUrl}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: `${site.siteUrl}/search?location={location}`,
          "query-input": "required name=location",
        },
      },
      {
        "@type": "Organization",
        name: site.siteName,
        url: `${site.siteUrl}/`,
        logo: `${site.siteUrl}/favicon.svg`,
      },
    ],
  });
}

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches);

/** Everything the home page shows that comes from the server; also rendered for unknown paths (404). */
export type HomePageData = Record<string, never>;

export async function loadHomePageData(_services: AppServices): Promise<HomePageData> {
  return {};
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadHomePageData(context.get(servicesContext));
}

export function HomePage(_props: { data: HomePageData }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Testosterone replacement therapy, made clear
        </p>
        <h1
          id="hero-heading"
          className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
        >
          Find Trusted TRT Clinics Near You
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">
          Compare local and online testosterone clinics by price, insurance, telehealth options and ratings,
          then choose the care that fits you.
        </p>
        <div className="mx-auto mt-8 max-w-2xl">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
