import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { BreadcrumbItem } from "../components/clinic-profile/breadcrumbs.tsx";
import { ClinicHeader } from "../components/clinic-profile/clinic-header.tsx";
import { ClinicTabs } from "../components/clinic-profile/clinic-tabs.tsx";
import { KeptClinicNotFound, KeptClinicPart } from "../components/clinic-profile/kept-clinic-part.tsx";
import { servicesContext } from "../context.ts";
import { cityPath } from "../domain/city-url.ts";
import type { Clinic } from "../domain/clinic.ts";
import { isClinicSlug } from "../domain/clinic-input.ts";
import { clinicPageNoindex } from "../domain/indexable-listings.ts";
import { clinicOfferings } from "../domain/listed-facts.ts";
import { profileFacts } from "../domain/profile-facts.ts";
import { statePath } from "../domain/state-url.ts";
import { stateByCode } from "../domain/us-states.ts";
import { verificationOf } from "../domain/verification.ts";
import { pageMeta } from "../lib/meta.ts";
import { clinicDescription } from "../lib/page-descriptions.ts";
import { clinicTitles } from "../lib/page-titles.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { breadcrumbList, medicalClinic } from "../lib/structured-data.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import type { Route } from "./+types/clinic";

const MAX_ID = 2_147_483_647;

/** The tab parameters of a URL, kept when redirecting to the clinic's address. */
function tabQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ["tab", "review"]) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { directory, publicConfig } = context.get(servicesContext);
  const notFound = () => {
    const head = clinicHead(publicConfig, null, pageUrl(request).pathname, new Date());
    return data({ clinic: null, year: new Date().getUTCFullYear(), head }, { status: 404 });
  };
  const slug = params.slug;
  // Links elsewhere use /clinic/{id}: answer them with the clinic's one real address.
  if (/^\d{1,10}$/.test(slug)) {
    const id = Number(slug);
    const target = id >= 1 && id <= MAX_ID ? await directory.slugOf(id) : null;
    if (!target) return notFound();
    throw redirect(`/clinic/${target}${tabQuery(new URL(request.url).searchParams)}`, 301);
  }
  if (!isClinicSlug(slug)) return notFound();
  const clinic = await directory.bySlug(slug);
  if (!clinic) return notFound();
  const now = new Date();
  const verification = verificationOf(clinic, now);
  return {
    clinic,
    year: now.getUTCFullYear(),
    verification,
    profile: profileFacts(clinic, verification, now),
    breadcrumbs: pageBreadcrumbs(clinic),
    head: clinicHead(publicConfig, clinic, clinicPath(clinic), now),
  };
}

/** Switching tabs only changes the query string: the clinic stays the same. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

function clinicPath(clinic: Pick<Clinic, "slug">): string {
  return `/clinic/${clinic.slug}`;
}

function crumbs(clinic: Clinic) {
  const state = stateByCode(clinic.state);
  return [
    { name: "Home", path: "/" },
    ...(state ? [{ name: state.name, path: statePath(state) }] : []),
    { name: clinic.city, path: cityPath(clinic.city, clinic.state) },
    { name: clinic.name, path: clinicPath(clinic) },
  ];
}

/** The breadcrumbs the page shows: every crumb but the clinic itself is a link. */
function pageBreadcrumbs(clinic: Clinic): BreadcrumbItem[] {
  return crumbs(clinic).map((crumb, index, all) => ({
    name: crumb.name,
    ...(index === all.length - 1 ? {} : { href: crumb.path }),
  }));
}

/** The head of a clinic's page, or of the answer for a clinic there is none of (`clinic` null) at `path`. */
function clinicHead(site: PublicConfig, clinic: Clinic | null, path: string, now: Date) {
  if (!clinic) {
    return pageMeta({
      ...site,
      title: "Clinic not found",
      description: "The clinic you're looking for doesn't exist.",
      path,
      noindex: true,
    });
  }
  return pageMeta({
    ...site,
    title: clinicTitles(clinic),
    description: clinicDescription({ ...clinic, offerings: clinicOfferings(clinic) }),
    path,
    // Fictional demo listings and bare registry records stay out of search indexes, as out of the sitemap.
    noindex: clinicPageNoindex(clinic, now),
    jsonLd: [medicalClinic(site.siteUrl, clinic, path), breadcrumbList(site.siteUrl, crumbs(clinic))],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function ClinicPage({ loaderData }: Route.ComponentProps) {
  const { clinic, year } = loaderData;
  if (!clinic || !("verification" in loaderData)) return <KeptClinicNotFound />;
  const page = {
    clinic,
    currentYear: year,
    verification: loaderData.verification,
    facts: loaderData.profile,
    breadcrumbs: loaderData.breadcrumbs,
  };
  return (
    <article className="max-md:[&_*]:scroll-mb-24">
      <ClinicHeader page={page} />
      <ClinicTabs key={clinic.slug} page={page} />
      <KeptClinicPart part="call-bar" {...page} />
    </article>
  );
}
