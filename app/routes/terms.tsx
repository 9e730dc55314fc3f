import { Link, useRouteLoaderData } from "react-router";
import { PROSE_CLASSES } from "../components/markdown-content.tsx";
import { formatLongDate } from "../domain/blog-dates.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { FALLBACK_SITE, type RootData, siteFromMatches } from "../lib/site.ts";
import type { Route } from "./+types/terms";

const UPDATED = "2026-11-21";
const DESCRIPTION =
  "The terms for using TRT Clinic Finder: a medical disclaimer, how directory information should be used, and our affiliate and sponsorship disclosure.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    ...site,
    title: "Terms of Use",
    description: DESCRIPTION,
    path: "/terms",
    jsonLd: [
      {
        "@type": "WebPage",
        name: `${site.siteName} Terms of Use`,
        url: absoluteUrl(site.siteUrl, "/terms"),
        dateModified: UPDATED,
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "Terms of Use", path: "/terms" },
      ]),
    ],
  });
};

export default function Terms() {
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Terms</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Terms of use
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          By using {site.siteName} you agree to these terms. Please read the medical disclaimer in particular.
        </p>
        <p className="mt-3 text-sm text-slate-600">
          Last updated <time dateTime={UPDATED}>{formatLongDate(UPDATED)}</time>
        </p>
      </header>
      <div className={`${PROSE_CLASSES} mt-8`}>
        <h2 id="medical-disclaimer">Medical disclaimer</h2>
        <p>
          Everything on this site, including the articles, the TRT guide, the symptom checker and the clinic
          listings, is general information for education. It is <strong>not medical advice</strong>, diagnosis
          or treatment, and using the site does not create a doctor-patient relationship with us or with any
          clinic. Testosterone is a prescription medicine and a controlled substance; decisions about testing
          and treatment belong with you and a licensed clinician who knows your history.
        </p>
        <p>
          Do not ignore professional advice or delay seeking care because of something you read here. In a
          medical emergency, call 911. If you are thinking about harming yourself, call or text 988.
        </p>
        <p>
          The symptom checker's result is a symptom score, not a test result: only blood tests, interpreted by
          a clinician, can show whether your testosterone is low.
        </p>

        <h2 id="directory">Directory information</h2>
        <p>
          Clinic listings describe clinics as they were when the listing was last updated. Prices, services,
          insurance networks, opening hours and licences change, so always confirm the details directly with
          the clinic before you rely on them. A listing is not a recommendation or an endorsement, and we are
          not responsible for the care any clinic provides. Ratings and review counts summarise recorded
          information and may not reflect your own experience.
        </p>
        <p>
          While the site runs on demonstration data, the clinics shown are fictional and a notice at the foot
          of every page says so.
        </p>

        <h2 id="affiliate-disclosure">Affiliate and sponsorship disclosure</h2>
        <p>This site is free to use and is paid for in the following ways:</p>
        <ul>
          <li>
            <strong>Affiliate links.</strong> Some links, such as the link to an at-home testosterone test
            kit, are affiliate links: if you buy through them, we earn a commission. They are marked next to
            the link, open in a new tab and carry a <code>sponsored</code> marker for search engines.
          </li>
          <li>
            <strong>Sponsored content.</strong> Articles paid for by a partner are labelled as sponsored at
            the top of the article and in article lists. They follow the same sourcing standards as our other
            articles.
          </li>
          <li>
            <strong>Featured listings.</strong> Clinics in our Featured Provider Program pay to appear in
            featured sections. Those listings are always labelled <strong>Featured</strong>; payment does not
            buy a rating or a review.
          </li>
        </ul>

        <h2 id="acceptable-use">Using the site</h2>
        <p>
          You may use the site for your own, lawful purposes. Please do not disrupt it, try to get around its
          security, or copy the directory in bulk by automated means.
        </p>

        <h2 id="content">Our content and others'</h2>
        <p>
          The articles, guides and design of this site belong to {site.siteName}. Place data comes from{" "}
          <a href="https://www.geonames.org/" rel="noopener">
            GeoNames
          </a>{" "}
          under the Creative Commons Attribution 4.0 licence, and ZIP code locations from the U.S. Census
          Bureau. Links to other websites are provided for convenience; we do not control those sites and are
          not responsible for their content or their privacy practices.
        </p>

        <h2 id="liability">No warranty</h2>
        <p>
          We work to keep the site accurate and available, but it is provided as it is, without warranties of
          any kind. To the fullest extent the law allows, we are not liable for any loss arising from your use
          of the site or from relying on its information.
        </p>

        <h2 id="changes">Changes and contact</h2>
        <p>
          We may update these terms; the date above shows the latest version. Read how we handle information
          in our <Link to="/privacy">privacy policy</Link>, and send questions through our{" "}
          <Link to="/contact">contact page</Link>.
        </p>
      </div>
    </div>
  );
}
