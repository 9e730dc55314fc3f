import { useLoaderData } from "react-router";
import { MarkdownContent } from "../components/markdown-content.tsx";
import { servicesContext } from "../context.ts";
import { formatLongDate } from "../domain/blog-dates.ts";
import { HOW_WE_LIST_PATH } from "../domain/how-we-list.ts";
import { infoPageHead } from "../lib/info-page.ts";
import { absoluteUrl } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { infoPage } from "../server/content/pages.server.ts";
import type { Route } from "./+types/how-we-list";

export function loader({ context }: Route.LoaderArgs) {
  const { title, description, lastUpdated, html } = infoPage("how-we-list-clinics");
  const head = howWeListHead(context.get(servicesContext).publicConfig, title, description, lastUpdated);
  return { title, lastUpdated, html, head };
}

function howWeListHead(site: PublicConfig, title: string, description: string, lastUpdated: string) {
  return infoPageHead(site, {
    title,
    description,
    path: HOW_WE_LIST_PATH,
    page: {
      "@type": "WebPage",
      name: title,
      url: absoluteUrl(site.siteUrl, HOW_WE_LIST_PATH),
      description,
      dateModified: lastUpdated,
      publisher: { "@type": "Organization", name: site.siteName, url: absoluteUrl(site.siteUrl, "/") },
    },
  });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function HowWeList() {
  const { title, lastUpdated, html } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">About us</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-600">{`Last updated ${formatLongDate(lastUpdated)}`}</p>
      </header>
      <MarkdownContent html={html} className="mt-8" />
    </article>
  );
}
