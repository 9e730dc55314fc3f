import { useLoaderData, useNavigation } from "react-router";
import { LoadingClinics } from "../components/finder-cards.tsx";
import { IgnoredNotices } from "../components/ignored-notices.tsx";
import { OnlineResults, OnlineSearchForm, resultsHeading, StateNotice } from "../components/online-list.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { ONLINE_PATH, onlineListHref } from "../lib/online-list.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { loadOnlinePage, onlineHead } from "../server/pages/online-page.server.ts";
import { directoryPage } from "../server/pages/page-loader.server.ts";
import type { Route } from "./+types/telehealth";

export const loader = (args: Route.LoaderArgs) => directoryPage(args, loadOnlinePage, onlineHead);

export const meta: Route.MetaFunction = headFromLoader;

export default function TelehealthRoute() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === ONLINE_PATH;

  return (
    <div className="bg-slate-50">
      <PageHero
        id="online-heading"
        title="Online TRT Clinics"
        lead={
          <>
            Start testosterone therapy from home: these clinics offer telehealth visits, and many prescribe
            online. They can only treat patients in states where they are licensed, so choose yours.
          </>
        }
        className="mx-auto max-w-4xl px-4 py-8 text-center sm:px-6 sm:py-12"
        titleClassName="text-display tracking-tight text-balance text-navy-900 sm:text-4xl"
      >
        <OnlineSearchForm page={page} />
        <StateNotice page={page} />
        <IgnoredNotices ignored={page.ignored} className="mx-auto mt-4 max-w-2xl text-left" />
      </PageHero>

      <section aria-labelledby="online-results" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="online-results" className="text-lg font-semibold text-navy-900">
            {resultsHeading(page)}
          </h2>
          {page.q ? (
            <ButtonLink
              to={onlineListHref("", page.state, 1, page.filters)}
              variant="quiet"
              className="text-sm"
            >
              Clear search
            </ButtonLink>
          ) : null}
        </div>

        {pending ? (
          <LoadingClinics
            label="Loading online clinics..."
            count={3}
            className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          />
        ) : (
          <OnlineResults page={page} />
        )}
      </section>
    </div>
  );
}
