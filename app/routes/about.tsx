import { Link, useRouteLoaderData } from "react-router";
import { PROSE_CLASSES } from "../components/markdown-content.tsx";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { countPlus } from "../domain/count-label.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { FALLBACK_SITE, type RootData, siteFromMatches } from "../lib/site.ts";
import type { Route } from "./+types/about";

const DESCRIPTION =
  "What TRT Clinic Finder is, how clinic listings are added and checked, how the site makes money, and where its data comes from.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    ...site,
    title: `About ${site.siteName}`,
    description: DESCRIPTION,
    path: "/about",
    jsonLd: [
      {
        "@type": "AboutPage",
        name: `About ${site.siteName}`,
        url: absoluteUrl(site.siteUrl, "/about"),
        description: DESCRIPTION,
        mainEntity: { "@type": "Organization", name: site.siteName, url: absoluteUrl(site.siteUrl, "/") },
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ]),
    ],
  });
};

export default function About() {
  const root = useRouteLoaderData<RootData>("root");
  const site = root?.site ?? FALLBACK_SITE;
  const clinics = root?.stats?.clinicsCount;
  const demoData = root?.stats?.demoData ?? false;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">About us</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          About {site.siteName}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          An independent directory that helps men in the United States find and compare clinics offering
          testosterone replacement therapy (TRT), in person and online, with plain-English guides to help them
          decide whether treatment is right for them.
        </p>
      </header>
      {demoData ? (
        <p className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>Demo data is loaded.</strong> The clinics currently listed on this site are fictional
          examples used to demonstrate the directory. They are not real businesses, and their names,
          addresses, phone numbers, ratings and reviews are invented.
        </p>
      ) : null}
      <div className={`${PROSE_CLASSES} mt-8`}>
        <h2 id="what-we-do">What the directory does</h2>
        <p>
          You can search{clinics ? ` ${countPlus(clinics)}` : ""} clinic listings by city, state or ZIP code,
          or by your current location, and compare them by distance, price range, accepted insurance,
          services, telehealth options and ratings. Every clinic has its own profile page, and every state and
          city has a page of its clinics.
        </p>
        <p>
          Alongside the directory we publish a <Link to="/about-trt">complete guide to TRT</Link>,{" "}
          <Link to="/blog">articles</Link> on symptoms, testing, costs and choosing a clinic, a{" "}
          <Link to="/tools/symptom-checker">symptom checker</Link> and a guide to{" "}
          <Link to="/tools/insurance-verification">checking your insurance coverage</Link>. The articles are
          written from published clinical guidelines (mainly the Endocrine Society's and the American
          Urological Association's) and official sources such as FDA labeling. Each one lists its sources and
          the date it was last reviewed. They are education, not medical advice.
        </p>

        <h2 id="listings">How listings are added and checked</h2>
        <p>
          Clinic listings are added by the site's operator through an import process that checks every record
          before anything is saved: required fields, addresses and ZIP codes, coordinates, phone numbers,
          websites, services, insurance and prices must all be valid, or the whole import is rejected. A
          listing marked <strong>Verified</strong> was checked by a person within the last 12 months, and its
          profile shows the date. <Link to="/how-we-list-clinics">How we list clinics</Link> explains what is
          checked, where ratings come from and how featured listings work.
        </p>
        <p>
          Clinics change their prices, services and insurance networks, so always confirm the details with the
          clinic before you book. If you spot something wrong, please <Link to="/contact">tell us</Link> and
          we will correct it.
        </p>
        <p>
          Ratings and review counts are figures read from Google, Yelp and Healthgrades, each shown with the
          site it comes from and the month it was read. We do not write reviews, we never estimate them, and
          we never accept payment to change a rating.
        </p>

        <h2 id="how-we-make-money">How we make money</h2>
        <p>The site is free to use. It earns money in two ways, both always disclosed:</p>
        <ul>
          <li>
            <strong>Affiliate links.</strong> Some links, such as the one to an at-home testosterone test kit,
            earn us a commission if you buy. They are marked as affiliate links, open in a new tab, and sit
            next to a disclosure. Sponsored articles are labelled as sponsored.
          </li>
          <li>
            <strong>Featured listings.</strong> Clinics can pay to appear in featured sections, such as the
            featured providers on our home page. Paid placements are always labelled <strong>Featured</strong>{" "}
            and never change the order of results sorted by distance (
            <Link to="/how-we-list-clinics#featured">how featured listings work</Link>). Clinics can ask about
            the program on our <Link to="/contact">contact page</Link>.
          </li>
        </ul>
        <p>
          We do not show ads from ad networks, and we do not sell or share information about our visitors. Our{" "}
          <Link to="/privacy">privacy policy</Link> explains exactly what the site does and does not collect.
        </p>

        <h2 id="data-sources">Where our data comes from</h2>
        <ul>
          <li>
            Place names and coordinates for location search come from{" "}
            <a href="https://www.geonames.org/" rel="noopener">
              GeoNames
            </a>
            , used under the{" "}
            <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener">
              Creative Commons Attribution 4.0
            </a>{" "}
            licence.
          </li>
          <li>
            ZIP code locations come from the U.S. Census Bureau's ZIP Code Tabulation Areas, which are in the
            public domain.
          </li>
          <li>Clinic information comes from the listings imported by the operator, as described above.</li>
        </ul>

        <h2 id="contact">Contact</h2>
        <p>
          Questions, corrections and partnership inquiries are welcome on our{" "}
          <Link to="/contact">contact page</Link>. We are a directory, not a medical practice: we cannot give
          medical advice or book appointments.
        </p>
      </div>
    </div>
  );
}
