import { useLoaderData, useRouteLoaderData } from "react-router";
import { fillPlaceholders, MarkdownContent } from "../components/markdown-content.tsx";
import { servicesContext } from "../context.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { countPlus } from "../domain/count-label.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { FALLBACK_SITE, type PublicConfig, type RootData } from "../lib/site.ts";
import { infoPage } from "../server/content/pages.server.ts";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  const { title, description, heading, eyebrow, lead, html } = infoPage("about");
  const head = aboutHead(context.get(servicesContext).publicConfig, title, description);
  return { heading, eyebrow, lead, html, head };
}

function aboutHead(site: PublicConfig, titleText: string, description: string) {
  const title = fillPlaceholders(titleText, { siteName: site.siteName });
  return pageMeta({
    ...site,
    title,
    description,
    path: "/about",
    jsonLd: [
      {
        "@type": "AboutPage",
        name: title,
        url: absoluteUrl(site.siteUrl, "/about"),
        description,
        mainEntity: { "@type": "Organization", name: site.siteName, url: absoluteUrl(site.siteUrl, "/") },
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function About() {
  const { heading, eyebrow, lead, html } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root");
  const site = root?.site ?? FALLBACK_SITE;
  const clinics = root?.stats?.clinicsCount;
  const values = { siteName: site.siteName, clinicCount: clinics ? countPlus(clinics) : "" };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {fillPlaceholders(heading, values)}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{fillPlaceholders(lead ?? "", values)}</p>
      </header>
      {root?.stats?.demoData ? (
        <p className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>Demo data is loaded.</strong> The clinics currently listed on this site are fictional
          examples used to demonstrate the directory. They are not real businesses, and their names,
          addresses, phone numbers, ratings and reviews are invented.
        </p>
      ) : null}
      <MarkdownContent html={html} values={values} className="mt-8" />
    </div>
  );
}
