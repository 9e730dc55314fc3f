import { useLoaderData, useRouteLoaderData } from "react-router";
import { InfoPageHeader, LastUpdated } from "../components/info-page-header.tsx";
import { fillPlaceholders, MarkdownContent } from "../components/markdown-content.tsx";
import { servicesContext } from "../context.ts";
import { STORED_EVENT_FIELDS } from "../domain/analytics-event.ts";
import { policyPageHead } from "../lib/info-page.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { FALLBACK_SITE, type RootData } from "../lib/site.ts";
import { infoPage, infoPageHtmlWithout, infoPageSection } from "../server/content/pages.server.ts";
import type { Route } from "./+types/privacy";

export function loader({ context }: Route.LoaderArgs) {
  const { config, publicConfig } = context.get(servicesContext);
  const page = infoPage("privacy");
  const { lastUpdated, heading, eyebrow, lead } = page;
  return {
    lastUpdated,
    heading,
    eyebrow,
    lead,
    summary: infoPageSection(page, "summary").html,
    html: infoPageHtmlWithout(page, ["summary"]),
    privacyEmail: config.PRIVACY_EMAIL,
    retentionMonths: String(config.EVENTS_RETENTION_MONTHS),
    head: policyPageHead(publicConfig, page, "/privacy"),
  };
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
      <InfoPageHeader eyebrow={eyebrow} heading={heading} lead={fillPlaceholders(lead ?? "", values)}>
        <LastUpdated date={lastUpdated} />
      </InfoPageHeader>

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
