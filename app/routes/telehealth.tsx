import { useEffect, useState } from "react";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { ClinicCardSkeleton } from "../components/clinic-result-card.tsx";
import { ClinicsUnavailable } from "../components/clinics-unavailable.tsx";
import { OnlineClinicCard } from "../components/online-clinic-card.tsx";
import { SearchIcon } from "../components/search-form.tsx";
import { servicesContext } from "../context.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { withQuery } from "../domain/search-params.ts";
import { pageMeta } from "../lib/meta.ts";
import { siteFromMatches } from "../lib/site.ts";
import { loadOnlinePage } from "../server/pages/online-page.server.ts";
import type { Route } from "./+types/telehealth";

const PATH = "/tele-trt-clinics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadOnlinePage(context.get(servicesContext), new URL(request.url));
  return data(page, { status: page.failed ? 503 : 200 });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    ...site,
    title: "Online TRT Clinics: Telemedicine Testosterone Therapy",
    description:
      "Compare online testosterone replacement therapy clinics offering video consultations and e-prescriptions: ratings, services and prices.",
    path: PATH,
    noindex: location.search.length > 1,
    jsonLd:
      loaderData && loaderData.clinics.length > 0
        ? {
            "@type": "ItemList",
            name: "Online TRT clinics",
            itemListElement: loaderData.clinics.map((clinic, index) => ({
              "@type": "ListItem",
              position: (loaderData.page - 1) * 24 + index + 1,
              name: clinic.name,
              url: `${site.siteUrl}${clinicHref(clinic)}`,
            })),
          }
        : undefined,
  });
};

function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return withQuery(PATH, params);
}

export default function TelehealthRoute() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === PATH;
  const [text, setText] = useState(page.q);
  useEffect(() => setText(page.q), [page.q]);

  return (
    <div className="bg-slate-50">
      <section className="hero border-b border-slate-200" aria-labelledby="online-heading">
        <div className="mx-auto max-w-4xl px-4 py-10 text-center sm:px-6 sm:py-14">
          <h1
            id="online-heading"
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            Online TRT Clinics
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
            Start testosterone therapy from home: these clinics offer telehealth visits, and many prescribe
            online. They can only treat patients in states where they are licensed.
          </p>
          <search aria-label="Search online clinics" className="mx-auto mt-6 block max-w-2xl">
            <Form
              method="get"
              action={PATH}
              className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:flex-row"
            >
              <label htmlFor="online-q" className="sr-only">
                Search online clinics by name or service
              </label>
              <input
                id="online-q"
                name="q"
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                maxLength={100}
                placeholder="Search by clinic name or service"
                className="min-h-12 flex-1 rounded-xl border border-slate-300 px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              />
              <button type="submit" className="btn-primary min-h-12 px-6 text-base">
                <SearchIcon />
                Search
              </button>
            </Form>
          </search>
        </div>
      </section>

      <section aria-labelledby="online-results" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="online-results" className="text-lg font-semibold text-slate-800">
            {page.failed
              ? "Online clinics"
              : page.q
                ? `${page.total} online clinic${page.total === 1 ? "" : "s"} matching “${page.q}”`
                : `${page.total} online clinics`}
          </h2>
          {page.q ? (
            <Link to={PATH} className="btn-secondary text-sm">
              Clear search
            </Link>
          ) : null}
        </div>

        {page.failed ? (
          <ClinicsUnavailable title="Error loading clinics" />
        ) : pending ? (
          <div>
            <p role="status" className="mb-4 font-medium text-slate-800">
              Loading online clinics...
            </p>
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 3 }, (_, index) => (
                <ClinicCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : page.clinics.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <p className="text-xl font-bold text-slate-900">No online clinics found</p>
            {page.q ? (
              <p className="mx-auto mt-2 max-w-md text-slate-700">
                Try adjusting your search terms or clear the search to see all online providers.
              </p>
            ) : null}
          </div>
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {page.clinics.map((clinic) => (
                <li key={clinic.id}>
                  <OnlineClinicCard clinic={clinic} />
                </li>
              ))}
            </ul>
            {page.pageCount > 1 ? (
              <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-3">
                {page.page > 1 ? (
                  <Link to={pageHref(page.q, page.page - 1)} className="btn-secondary" rel="prev">
                    Previous
                  </Link>
                ) : null}
                <span className="text-sm text-slate-700">{`Page ${page.page} of ${page.pageCount}`}</span>
                {page.page < page.pageCount ? (
                  <Link to={pageHref(page.q, page.page + 1)} className="btn-secondary" rel="next">
                    Next
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
