import { useEffect, useState } from "react";
import { data, Form, useLoaderData, useNavigation } from "react-router";
import { ClinicsUnavailable } from "../components/clinics-unavailable.tsx";
import { OnlineClinicCard } from "../components/online-clinic-card.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { ClinicCardSkeleton } from "../components/ui/clinic-card.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import { SearchIcon } from "../components/ui/search-icon.tsx";
import { servicesContext } from "../context.ts";
import { countOf } from "../domain/count-label.ts";
import { cardOfferings, offeringsPhrase, offeringsShown } from "../domain/listed-facts.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { withQuery } from "../domain/search-params.ts";
import { statePath } from "../domain/state-url.ts";
import { US_STATES, type UsState } from "../domain/us-states.ts";
import { pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import { loadOnlinePage, type OnlinePageData } from "../server/pages/online-page.server.ts";
import type { Route } from "./+types/telehealth";

const PATH = "/tele-trt-clinics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = pageUrl(request);
  const page = await loadOnlinePage(services, url);
  const head = onlineHead(services.publicConfig, url.searchParams, page);
  return data({ ...page, head }, { status: page.failed ? 503 : 200 });
}

/** A page of this list: the text search, the state (when chosen) and the page number. */
function pageHref(q: string, state: UsState | null, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (state) params.set("state", state.code);
  if (page > 1) params.set("page", String(page));
  return withQuery(PATH, params);
}

/**
 * Only the plain page is indexed. The list for one state (`?state=TX`, nothing else) is what the state page's
 * telehealth section lists: like a location search for a state (decision 15), it points its canonical link at
 * the state page. Text searches, later pages and unknown states are noindex (decision 7).
 */
function searchIndexing(
  params: URLSearchParams,
  page: OnlinePageData,
): { path: string; noindex: boolean | "follow" } {
  const keys = [...new Set(params.keys())];
  if (keys.length === 0) return { path: PATH, noindex: false };
  if (page.state && keys.length === 1 && keys[0] === "state" && params.get("state") === page.state.code) {
    return { path: statePath(page.state), noindex: false };
  }
  return { path: PATH, noindex: "follow" };
}

/** Only what the cards show of at least one listed clinic (decision 33). */
function onlineDescription(page: OnlinePageData): string {
  const offered = offeringsPhrase(
    offeringsShown(
      page.listings.map(({ clinic }) => cardOfferings(clinic)),
      ["ratings", "services", "prices"],
    ),
  );
  const what = offered ? `: ${offered}` : "";
  return page.state
    ? `Compare online testosterone replacement therapy clinics licensed to treat patients in ${page.state.name}${what}.`
    : `Compare online (telemedicine) testosterone replacement therapy clinics, treating patients by video or phone${what}.`;
}

function onlineHead(site: PublicConfig, params: URLSearchParams, page: OnlinePageData) {
  const stateName = page.state?.name;
  return pageMeta({
    ...site,
    title: stateName
      ? [
          `Online TRT Clinics Licensed in ${stateName}`,
          "Online TRT Clinics: Telemedicine Testosterone Therapy",
        ]
      : "Online TRT Clinics: Telemedicine Testosterone Therapy",
    description: onlineDescription(page),
    ...searchIndexing(params, page),
    jsonLd:
      page.listings.length > 0
        ? {
            "@type": "ItemList",
            name: stateName ? `Online TRT clinics licensed in ${stateName}` : "Online TRT clinics",
            itemListElement: page.listings.map(({ clinic }, index) => ({
              "@type": "ListItem",
              position: page.firstPosition + index,
              name: clinic.name,
              url: `${site.siteUrl}${clinicHref(clinic)}`,
            })),
          }
        : undefined,
  });
}

export const meta: Route.MetaFunction = headFromLoader;

function resultsHeading(page: OnlinePageData): string {
  if (page.failed) return "Online clinics";
  const where = page.state ? ` licensed in ${page.state.name}` : "";
  const matching = page.q ? ` matching “${page.q}”` : "";
  return `${countOf(page.total, "online clinic")}${where}${matching}`;
}

function StateNotice({ page }: { page: OnlinePageData }) {
  if (page.unknown) {
    return (
      <p className="mx-auto mt-4 max-w-2xl rounded-control bg-accent-50 px-4 py-3 text-left text-sm text-accent-800 ring-1 ring-accent-600/30">
        {`“${page.unknown}” is not a US state we know, so every online clinic is listed. Choose your state in “Licensed in my state” to see only the clinics that can treat you there.`}
      </p>
    );
  }
  if (page.state && page.from) {
    return (
      <p className="mx-auto mt-4 max-w-2xl text-sm text-slate-700">
        {`Showing clinics licensed in ${page.state.name}, where you searched (${page.from}). `}
        <SiteLink to={`${PATH}?state=`} className="font-medium text-brand-800 underline underline-offset-2">
          Show every state
        </SiteLink>
      </p>
    );
  }
  return null;
}

function SearchForm({ page }: { page: OnlinePageData }) {
  const [text, setText] = useState(page.q);
  useEffect(() => setText(page.q), [page.q]);
  const field =
    "min-h-12 rounded-control border border-slate-300 bg-white px-4 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
  return (
    <search aria-label="Search online clinics" className="mx-auto mt-6 block max-w-3xl">
      <Form
        method="get"
        action={PATH}
        key={page.state?.code ?? ""}
        className="grid gap-3 rounded-card bg-white p-3 text-left shadow-raised ring-1 ring-slate-200 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <div>
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
            className={`w-full placeholder:text-slate-500 ${field}`}
          />
        </div>
        <div>
          <label htmlFor="online-state" className="mb-1 block text-sm font-semibold text-navy-900">
            Licensed in my state
          </label>
          <select
            id="online-state"
            name="state"
            defaultValue={page.state?.code ?? ""}
            className={`w-full ${field}`}
          >
            <option value="">All states</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary min-h-12 px-6 text-base">
          <SearchIcon />
          Search
        </button>
      </Form>
    </search>
  );
}

function Results({ page }: { page: OnlinePageData }) {
  if (page.failed) return <ClinicsUnavailable title="Error loading clinics" />;
  if (page.listings.length === 0) {
    return (
      <EmptyState
        title="No online clinics found"
        actions={
          page.q || page.state ? (
            <>
              {page.state ? (
                <ButtonLink to={statePath(page.state)} variant="secondary">
                  {`In-person clinics in ${page.state.name}`}
                </ButtonLink>
              ) : null}
              <ButtonLink to={`${PATH}${page.state ? "?state=" : ""}`} variant="quiet">
                Show all online clinics
              </ButtonLink>
            </>
          ) : null
        }
      >
        {page.q ? (
          <p>Try adjusting your search terms or clear the search to see all online providers.</p>
        ) : null}
        {page.state && !page.q ? (
          <p>{`No online clinic in our directory lists a license in ${page.state.name} yet.`}</p>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {page.listings.map(({ clinic, licence }) => (
          <li key={clinic.id}>
            <OnlineClinicCard clinic={clinic} licence={licence} />
          </li>
        ))}
      </ul>
      <Pagination
        current={page.page}
        pageCount={page.pageCount}
        href={(n) => pageHref(page.q, page.state, n)}
      />
    </>
  );
}

export default function TelehealthRoute() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === PATH;

  return (
    <div className="bg-slate-50">
      <section className="hero border-b border-slate-200" aria-labelledby="online-heading">
        <div className="mx-auto max-w-4xl px-4 py-8 text-center sm:px-6 sm:py-12">
          <h1
            id="online-heading"
            className="text-display tracking-tight text-balance text-navy-900 sm:text-4xl"
          >
            Online TRT Clinics
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
            Start testosterone therapy from home: these clinics offer telehealth visits, and many prescribe
            online. They can only treat patients in states where they are licensed, so choose yours.
          </p>
          <SearchForm page={page} />
          <StateNotice page={page} />
        </div>
      </section>

      <section aria-labelledby="online-results" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="online-results" className="text-lg font-semibold text-navy-900">
            {resultsHeading(page)}
          </h2>
          {page.q ? (
            <ButtonLink to={pageHref("", page.state, 1)} variant="quiet" className="text-sm">
              Clear search
            </ButtonLink>
          ) : null}
        </div>

        {pending ? (
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
        ) : (
          <Results page={page} />
        )}
      </section>
    </div>
  );
}
