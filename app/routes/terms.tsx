import { useLoaderData, useRouteLoaderData } from "react-router";
import { InfoPageHeader, LastUpdated } from "../components/info-page-header.tsx";
import { fillPlaceholders, MarkdownContent } from "../components/markdown-content.tsx";
import { servicesContext } from "../context.ts";
import { policyPageHead } from "../lib/info-page.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { FALLBACK_SITE, type RootData } from "../lib/site.ts";
import { infoPage } from "../server/content/pages.server.ts";
import type { Route } from "./+types/terms";

export function loader({ context }: Route.LoaderArgs) {
  const page = infoPage("terms");
  const { lastUpdated, heading, eyebrow, lead, html } = page;
  const head = policyPageHead(context.get(servicesContext).publicConfig, page, "/terms");
  return { lastUpdated, heading, eyebrow, lead, html, head };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Terms() {
  const { lastUpdated, heading, eyebrow, lead, html } = useLoaderData<typeof loader>();
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  const values = { siteName: site.siteName };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <InfoPageHeader eyebrow={eyebrow} heading={heading} lead={fillPlaceholders(lead ?? "", values)}>
        <LastUpdated date={lastUpdated} />
      </InfoPageHeader>
      <MarkdownContent html={html} values={values} className="mt-8" />
    </div>
  );
}
