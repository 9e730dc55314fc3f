import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { loadKeptPartsBeforeDraw } from "./components/kept-as-drawn.tsx";
import { KeptAdminShellHeader, KeptSiteFooter } from "./components/kept-shell-parts.tsx";
import { useNonce } from "./components/nonce.tsx";
import { PageScripts } from "./components/page-scripts.tsx";
import { ResultsSkipLink } from "./components/results-skip-link.tsx";
import { RouteFocus } from "./components/route-focus.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { ClientNavigation } from "./components/site-link.tsx";
import { useUsageEvents } from "./components/usage-events.ts";
import { servicesContext } from "./context.ts";
import { FALLBACK_SITE, type RootData } from "./lib/site.ts";

// A page the browser draws itself has its kept parts' code at hand when the navigation completes (decision 54).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadKeptPartsBeforeDraw];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { publicConfig, stats } = context.get(servicesContext);
  const current = await stats.get().catch(() => null);
  return {
    site: publicConfig,
    year: new Date().getUTCFullYear(),
    // Only what the shell shows: every page carries this, and a kept page is drawn again when it changes
    // (decision 50).
    stats: current
      ? {
          clinicsCount: current.clinicsCount,
          verifiedCount: current.verifiedCount,
          demoData: current.demoData,
        }
      : null,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  const site = data?.site ?? FALLBACK_SITE;
  const year = data?.year ?? new Date().getUTCFullYear();
  const { pathname } = useLocation();
  const adminArea = pathname === "/admin" || pathname.startsWith("/admin/");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5e6e" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <ResultsSkipLink />
        <RouteFocus />
        <ClientNavigation />
        {adminArea ? (
          <KeptAdminShellHeader
            siteName={site.siteName}
            clinicArea={pathname === "/admin/manage" || pathname.startsWith("/admin/manage/")}
          />
        ) : (
          <SiteHeader
            siteName={site.siteName}
            clinicsCount={data?.stats?.clinicsCount ?? null}
            verifiedCount={data?.stats?.verifiedCount ?? null}
          />
        )}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {adminArea ? null : (
          <KeptSiteFooter siteName={site.siteName} year={year} demoData={data?.stats?.demoData ?? false} />
        )}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useUsageEvents();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = "Something went wrong";
  let message = "We could not show this page. Please try again in a moment.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    heading = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    message =
      error.status === 404
        ? "The page you're looking for doesn't exist."
        : error.status === 400 && typeof error.data === "string"
          ? error.data
          : "We could not show this page. Please try again in a moment.";
  } else if (import.meta.env.DEV && error instanceof Error) {
    stack = error.stack;
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${heading} | TRT Clinic Finder`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      <a href="/" className="btn-primary mt-8 inline-flex">
        Go to the home page
      </a>
      {stack ? <pre className="mt-8 overflow-x-auto text-left text-xs text-slate-600">{stack}</pre> : null}
    </section>
  );
}
