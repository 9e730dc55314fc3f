import { CompareAddForm, CompareDistanceForm } from "../components/compare-forms.tsx";
import { CompareLink, CompareProblems, CompareSelectionSync } from "../components/compare-notices.tsx";
import { KeptCompareTable } from "../components/kept-compare-table.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { servicesContext } from "../context.ts";
import { carriedLocation, compareHref } from "../domain/compare-selection.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import { loadComparePage } from "../server/pages/compare-page.server.ts";
import type { Route } from "./+types/compare";

/** A comparison is the visitor's own pick of clinics: shareable, never indexed (decision 45). */
export function headers() {
  return { "X-Robots-Tag": "noindex" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = pageUrl(request);
  const page = await loadComparePage(services, url, new Date());
  const slugs = page.clinics.map(({ clinic }) => clinic.slug);
  const kept = page.origin.kind === "place" ? carriedLocation(url.searchParams) : {};
  const names = page.clinics.map(({ clinic }) => clinic.name);
  const head = pageMeta({
    ...services.publicConfig,
    title: names.length > 0 ? [`Compare ${names.join(", ")}`, "Compare clinics"] : "Compare clinics",
    description:
      "Compare up to 3 TRT clinics side by side: monthly prices, labs, consultation fees, first-year cost, insurance, telehealth and hours, as each clinic lists them.",
    path: "/compare",
    noindex: true,
  });
  return {
    ...page,
    slugs,
    kept,
    shareUrl: absoluteUrl(services.publicConfig.siteUrl, compareHref(slugs, kept)),
    head,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { clinics, slugs, kept, origin, find, today, shareUrl } = loaderData;
  return (
    <div className="compare-page mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <CompareSelectionSync slugs={slugs} />
      <h1 className="text-display text-navy-900">Compare clinics</h1>
      <p className="compare-print-hide mt-2 max-w-3xl text-slate-700">
        Up to 3 clinics side by side, each fact as the clinic lists it. Where a clinic has not said, the table
        says “Not listed”: nothing is filled in from other clinics or averages.
      </p>
      <CompareProblems
        invalid={loaderData.invalid}
        overLimit={loaderData.overLimit}
        unknown={loaderData.unknown}
        hasClinics={clinics.length > 0}
      />
      {clinics.length > 0 ? (
        <>
          <p className="mt-6 text-sm text-slate-700">
            Prices show where they came from and the day they were true; other facts are as listed when the
            listing was last checked.
            {clinics.length > 1 ? (
              <span className="sm:hidden"> Scroll the table sideways to see each clinic.</span>
            ) : null}
          </p>
          <KeptCompareTable
            compared={clinics}
            today={today}
            withDistance={origin.kind === "place"}
            slugs={slugs}
            kept={kept}
          />
          {origin.kind === "place" ? (
            <p className="mt-2 text-sm text-slate-700">{`Straight-line distances from ${origin.label}.`}</p>
          ) : null}
        </>
      ) : (
        <section
          className="mt-6 rounded-card border border-slate-200 bg-navy-50 p-card"
          aria-labelledby="none"
        >
          <h2 id="none" className="text-title text-navy-900">
            No clinics chosen yet
          </h2>
          <p className="mt-2 text-slate-700">
            Choose Compare on clinics in{" "}
            <SiteLink to="/search" className="font-semibold text-brand-800 underline">
              the search results
            </SiteLink>{" "}
            or on a clinic's page, or find a clinic by name below.
          </p>
        </section>
      )}
      <div className="compare-no-print mt-8 grid gap-6 md:grid-cols-2">
        <CompareAddForm slugs={slugs} kept={kept} find={find} />
        {clinics.length > 0 ? <CompareDistanceForm slugs={slugs} origin={origin} /> : null}
      </div>
      {clinics.length > 0 ? <CompareLink url={shareUrl} /> : null}
    </div>
  );
}
