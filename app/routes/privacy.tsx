import { Link, useRouteLoaderData } from "react-router";
import { PROSE_CLASSES } from "../components/markdown-content.tsx";
import { formatLongDate } from "../domain/blog-dates.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { FALLBACK_SITE, type RootData, siteFromMatches } from "../lib/site.ts";
import type { Route } from "./+types/privacy";

const UPDATED = "2026-11-21";
const DESCRIPTION =
  "No cookies, no accounts, no trackers. Exactly what TRT Clinic Finder processes when you search, use your location or take the symptom checker.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    ...site,
    title: "Privacy Policy",
    description: DESCRIPTION,
    path: "/privacy",
    jsonLd: [
      {
        "@type": "WebPage",
        name: `${site.siteName} Privacy Policy`,
        url: absoluteUrl(site.siteUrl, "/privacy"),
        dateModified: UPDATED,
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "Privacy Policy", path: "/privacy" },
      ]),
    ],
  });
};

/** The host that serves map images, from the configured tile URL ("tile.openstreetmap.org"). */
function tileHost(tileUrl: string): string | null {
  if (tileUrl.startsWith("/")) return null;
  try {
    return new URL(tileUrl.replaceAll(/\{[a-z]\}/g, "a")).hostname.replace(/^a\./, "");
  } catch {
    return null;
  }
}

export default function Privacy() {
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  const host = tileHost(site.mapTileUrl);
  const openStreetMap = host?.endsWith("openstreetmap.org") ?? false;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Privacy</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Privacy policy
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          What you look up about your health is your business. {site.siteName} is built to collect as little
          as possible: this page describes exactly what the site does.
        </p>
        <p className="mt-3 text-sm text-slate-600">
          Last updated <time dateTime={UPDATED}>{formatLongDate(UPDATED)}</time>
        </p>
      </header>

      <section aria-labelledby="summary" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
        <h2 id="summary" className="text-xl font-bold text-slate-900">
          In short
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          <li>No cookies, no accounts and no sign-in.</li>
          <li>No analytics, advertising or other third-party scripts, and no tracking pixels.</li>
          <li>No IP addresses in our logs, and we never sell or share information about visitors.</li>
          <li>The symptom checker runs entirely in your browser; your answers are never sent to us.</li>
        </ul>
      </section>

      <div className={`${PROSE_CLASSES} mt-10`}>
        <h2 id="logs">Server logs</h2>
        <p>
          To keep the site running and fix problems, our server logs each request's method (for example GET),
          its path without the query string (for example <code>/search</code>, not what you searched for), the
          response status and how long it took. The logs contain no IP address, no browser or device details,
          no cookies and no query strings.
        </p>

        <h2 id="searches">Searches and your location</h2>
        <p>
          When you search by city, state or ZIP code, the text you type is sent to our server only to find
          clinics and suggestions for you. It is not stored. Your search also appears in the page address (for
          example <code>/search?location=Austin%2C%20TX</code>), so you can bookmark or share it; like any web
          address, it stays in your own browser history until you clear it.
        </p>
        <p>
          If you choose <strong>use my current location</strong>, your browser first asks your permission.
          Your device's position is then sent to our server only to answer that request: we find the nearest
          city on our own server, using a list of places bundled with the site. Your position is not sent to
          any third-party geocoding service and is not stored.
        </p>

        <h2 id="maps">Maps</h2>
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

        <h2 id="symptom-checker">The symptom checker</h2>
        <p>
          The <Link to="/tools/symptom-checker">symptom checker</Link> is scored entirely in your browser.
          Your answers are not put in the page address, not saved on your device and not sent anywhere. Close
          or reload the page and they are gone.
        </p>

        <h2 id="links">Links to other websites</h2>
        <p>
          Clinic websites, map directions, review sites and the at-home test kit seller (an affiliate link)
          are run by other companies with their own privacy policies. When you follow a link to another site,
          your browser tells it only our domain name, not which page you were on. Sites reached through an
          affiliate link may record that you came from us so that we can be paid a commission.
        </p>

        <h2 id="email">If you e-mail us</h2>
        <p>
          We receive what you send, your e-mail address and your message, and use it only to reply. Please do
          not send us health information.
        </p>

        <h2 id="children">Children</h2>
        <p>This site is meant for adults and is not directed at children.</p>

        <h2 id="changes">Changes and questions</h2>
        <p>
          If what the site collects ever changes, we will update this page and its date before the change
          takes effect. Questions about privacy are welcome at{" "}
          <a href={`mailto:${site.partnershipsEmail}?subject=${encodeURIComponent("Privacy question")}`}>
            {site.partnershipsEmail}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
