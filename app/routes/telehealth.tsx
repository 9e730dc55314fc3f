import { useLoaderData, useNavigation } from "react-router";
import { LoadingClinics } from "../components/finder-cards.tsx";
import { KeptOnlinePart } from "../components/kept-online-part.tsx";
import { OnlineResults, OnlineSearchForm } from "../components/online-list.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { ONLINE_PATH } from "../lib/online-path.ts";
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
        <KeptOnlinePart part="notices" page={page} />
      </PageHero>

      <section aria-labelledby="online-results" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <KeptOnlinePart part="heading" page={page} />

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
