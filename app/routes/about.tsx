import { useLoaderData, useRouteLoaderData } from "react-router";
import { InfoPageHeader } from "../components/info-page-header.tsx";
import { fillPlaceholders, MarkdownContent } from "../components/markdown-content.tsx";
import { servicesContext } from "../context.ts";
import { countPlus } from "../domain/count-label.ts";
import { infoPageHead } from "../lib/info-page.ts";
import { absoluteUrl } from "../lib/meta.ts";
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
  return infoPageHead(site, {
    title,
    description,
    path: "/about",
    crumb: "About",
    page: {
      "@type": "AboutPage",
      name: title,
      url: absoluteUrl(site.siteUrl, "/about"),
      description,
      mainEntity: { "@type": "Organization", name: site.siteName, url: absoluteUrl(site.siteUrl, "/") },
    },
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
      <InfoPageHeader
        eyebrow={eyebrow}
        heading={fillPlaceholders(heading, values)}
        lead={fillPlaceholders(lead ?? "", values)}
      />
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
