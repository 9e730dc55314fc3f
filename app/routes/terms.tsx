import { useLoaderData, useRouteLoaderData } from "react-router";
import { fillPlaceholders, MarkdownContent } from "../components/markdown-content.tsx";
import { servicesContext } from "../context.ts";
import { formatLongDate } from "../domain/blog-dates.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { FALLBACK_SITE, type PublicConfig, type RootData } from "../lib/site.ts";
import { infoPage } from "../server/content/pages.server.ts";
import type { Route } from "./+types/terms";

export function loader({ context }: Route.LoaderArgs) {
  const { title, description, lastUpdated, heading, eyebrow, lead, html } = infoPage("terms");
  const head = termsHead(context.get(servicesContext).publicConfig, title, description, lastUpdated);
  return { lastUpdated, heading, eyebrow, lead, html, head };
}

function termsHead(site: PublicConfig, title: string, description: string, lastUpdated: string) {
  return pageMeta({
    ...site,
    title,
    description,
    path: "/terms",
    jsonLd: [
      {
        "@type": "WebPage",
        name: `${site.siteName} ${title}`,
        url: absoluteUrl(site.siteUrl, "/terms"),
        dateModified: lastUpdated,
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: title, path: "/terms" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Terms() {
  const { lastUpdated, heading, eyebrow, lead, html } = useLoaderData<typeof loader>();
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  const values = { siteName: site.siteName };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{fillPlaceholders(lead ?? "", values)}</p>
        <p className="mt-3 text-sm text-slate-600">
          Last updated <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
        </p>
      </header>
      <MarkdownContent html={html} values={values} className="mt-8" />
    </div>
  );
}
