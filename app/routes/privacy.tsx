import { useLoaderData, useRouteLoaderData } from "react-router";
import { fillPlaceholders, MarkdownContent } from "../components/markdown-content.tsx";
import { servicesContext } from "../context.ts";
import { STORED_EVENT_FIELDS } from "../domain/analytics-event.ts";
import { formatLongDate } from "../domain/blog-dates.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { FALLBACK_SITE, type PublicConfig, type RootData } from "../lib/site.ts";
import { infoPage, infoPageHtmlWithout, infoPageSection } from "../server/content/pages.server.ts";
import type { Route } from "./+types/privacy";

export function loader({ context }: Route.LoaderArgs) {
  const { config, publicConfig } = context.get(servicesContext);
  const page = infoPage("privacy");
  const { title, description, lastUpdated, heading, eyebrow, lead } = page;
  return {
    lastUpdated,
    heading,
    eyebrow,
    lead,
    summary: infoPageSection(page, "summary").html,
    html: infoPageHtmlWithout(page, ["summary"]),
    privacyEmail: config.PRIVACY_EMAIL,
    retentionMonths: String(config.EVENTS_RETENTION_MONTHS),
    head: privacyHead(publicConfig, title, description, lastUpdated),
  };
}

function privacyHead(site: PublicConfig, title: string, description: string, lastUpdated: string) {
  return pageMeta({
    ...site,
    title,
    description,
    path: "/privacy",
    jsonLd: [
      {
        "@type": "WebPage",
        name: `${site.siteName} ${title}`,
        url: absoluteUrl(site.siteUrl, "/privacy"),
        dateModified: lastUpdated,
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: title, path: "/privacy" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

/** The host that serves map images, from the configured tile URL ("tile.openstreetmap.org"). */
function tileHost(tileUrl: string): string | null {
  if (tileUrl.startsWith("/")) return null;
  try {
    return new URL(tileUrl.replaceAll(/\{[a-z]\}/g, "a")).hostname.replace(/^a\./, "");
  } catch {
    return null;
  }
}

/** Where map images come from depends on the configured tile server. */
function MapTilesParagraph({ tileUrl }: { tileUrl: string }) {
  const host = tileHost(tileUrl);
  const openStreetMap = host?.endsWith("openstreetmap.org") ?? false;
  return (
    <p>
      Map images are loaded from {host ? <strong>{host}</strong> : "our own server"}
      {openStreetMap ? " (OpenStreetMap)" : ""}. Like any server that sends an image to your browser, it
      receives your IP address and which part of the map is being shown.
      {openStreetMap ? (
        <>
          {" "}
          See the{" "}
          <a href="https://osmfoundation.org/wiki/Privacy_Policy" rel="noopener">
            OpenStreetMap Foundation privacy policy
          </a>
          .
        </>
      ) : null}{" "}
      Maps load only on pages that show one.
    </p>
  );
}

/** Every field a stored usage event has, from the same list a test holds equal to the events table. */
export function StoredEventFields() {
  return (
    <ul data-stored-event-fields="">
      {STORED_EVENT_FIELDS.map((field) => (
        <li key={field.column} data-column={field.column}>
          {field.text}
        </li>
      ))}
    </ul>
  );
}

export default function Privacy() {
  const { lastUpdated, heading, eyebrow, lead, summary, html, privacyEmail, retentionMonths } =
    useLoaderData<typeof loader>();
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  const values = { siteName: site.siteName, privacyEmail, retentionMonths };
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

      <section
        aria-labelledby="summary"
        className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6 text-slate-800"
      >
        <MarkdownContent html={summary} text="inherit" />
      </section>

      <MarkdownContent
        html={html}
        values={values}
        blocks={{
          mapTiles: <MapTilesParagraph tileUrl={site.mapTileUrl} />,
          usageFields: <StoredEventFields />,
        }}
        className="mt-10"
      />
    </div>
  );
}
