import { useLoaderData } from "react-router";
import { BlogSources } from "../components/blog-sources.tsx";
import { InfoPageHeader } from "../components/info-page-header.tsx";
import { MarkdownContent } from "../components/markdown-content.tsx";
import { MedicalDisclaimer } from "../components/medical-disclaimer.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { servicesContext } from "../context.ts";
import { formatCount } from "../domain/count-label.ts";
import { isInsurer } from "../domain/insurance.ts";
import { emptyFilters, searchHref } from "../domain/search-params.ts";
import { infoPageHead } from "../lib/info-page.ts";
import { absoluteUrl } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { listInsurance } from "../server/clinics/catalog.server.ts";
import { infoPage } from "../server/content/pages.server.ts";
import type { Route } from "./+types/insurance-verification";

const PATH = "/tools/insurance-verification";

export async function loader({ context }: Route.LoaderArgs) {
  const { directory, publicConfig } = context.get(servicesContext);
  const entries = await listInsurance(directory).catch(() => []);
  const { title, description, lastUpdated, eyebrow, lead, contents, sources, intro, sections } =
    infoPage("insurance-verification");
  return {
    title,
    description,
    lastUpdated,
    eyebrow,
    lead,
    contents: contents ?? [],
    sources: sources ?? [],
    note: intro,
    sections: sections.map(({ id, html }) => ({ id, html })),
    insurers: entries
      .filter((entry) => isInsurer(entry.id))
      .sort((a, b) => b.clinicCount - a.clinicCount || a.name.localeCompare(b.name)),
    paymentOptions: entries.filter((entry) => !isInsurer(entry.id)),
    head: insuranceHead(publicConfig, title, description, lastUpdated),
  };
}

function insuranceHead(site: PublicConfig, title: string, description: string, lastUpdated: string) {
  return infoPageHead(site, {
    title,
    description,
    path: PATH,
    crumb: "Insurance Coverage",
    page: {
      "@type": "WebPage",
      name: title,
      description,
      url: absoluteUrl(site.siteUrl, PATH),
      lastReviewed: lastUpdated,
    },
  });
}

export const meta: Route.MetaFunction = headFromLoader;

function insurerHref(id: string): string {
  return searchHref({ location: { kind: "none" }, filters: { ...emptyFilters(), insurance: id } });
}

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

interface CatalogEntry {
  id: string;
  name: string;
  clinicCount: number;
}

function ClinicsByInsurer({ entries, label }: { entries: readonly CatalogEntry[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white">
          {entry.clinicCount > 0 ? (
            <SiteLink
              to={insurerHref(entry.id)}
              className="flex min-h-14 items-center justify-between gap-3 rounded-xl px-4 py-3 hover:bg-brand-50"
            >
              <span className="font-semibold text-slate-900">{entry.name}</span>
              <span className="shrink-0 text-sm text-brand-800">
                {formatCount(entry.clinicCount)} {entry.clinicCount === 1 ? "clinic" : "clinics"}
                <span aria-hidden="true"> →</span>
              </span>
            </SiteLink>
          ) : (
            <span className="flex min-h-14 items-center justify-between gap-3 px-4 py-3">
              <span className="font-semibold text-slate-900">{entry.name}</span>
              <span className="text-sm text-slate-600">No clinics listed yet</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The figures from our data under the page's last section. */
function ClinicsByInsurance({
  insurers,
  paymentOptions,
}: {
  insurers: readonly CatalogEntry[];
  paymentOptions: readonly CatalogEntry[];
}) {
  return (
    <div className="mt-4 space-y-4 leading-relaxed text-slate-800">
      {insurers.length > 0 ? (
        <ClinicsByInsurer entries={insurers} label="Insurers" />
      ) : (
        <p className="rounded-xl bg-slate-50 p-4">
          Insurance information is not available right now.{" "}
          <SiteLink to="/search" className={link}>
            Search all clinics
          </SiteLink>
          .
        </p>
      )}
      {paymentOptions.length > 0 ? (
        <>
          <h3 className="pt-4 text-lg font-semibold text-slate-900">Other ways to pay</h3>
          <ClinicsByInsurer entries={paymentOptions} label="Other ways to pay" />
        </>
      ) : null}
    </div>
  );
}

export default function InsuranceVerification() {
  const { title, eyebrow, lead, note, contents, sections, sources, lastUpdated, insurers, paymentOptions } =
    useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <InfoPageHeader eyebrow={eyebrow} heading={title} lead={lead}>
        <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
          <MarkdownContent html={note} text="inherit" />
        </div>
      </InfoPageHeader>

      <nav
        aria-labelledby="insurance-toc"
        className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="insurance-toc" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          On this page
        </h2>
        <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {contents.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`} className="flex min-h-11 items-center text-brand-800 hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-12 text-slate-800">
          <MarkdownContent html={section.html} text="inherit" />
          {section.id === "clinics-by-insurer" ? (
            <ClinicsByInsurance insurers={insurers} paymentOptions={paymentOptions} />
          ) : null}
        </section>
      ))}

      <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center sm:p-8">
        <h2 className="text-2xl font-bold text-slate-900">Compare clinics that take your plan</h2>
        <p className="mt-2 text-slate-700">
          Filter by insurance, price, services and telehealth on our search page.
        </p>
        <SiteLink to="/search" className="btn-primary mt-5 min-h-12 px-6 text-base">
          Find TRT Clinics Near Me
        </SiteLink>
      </div>

      <BlogSources sources={sources} />
      <MedicalDisclaimer lastReviewed={lastUpdated} className="mt-8" />
    </div>
  );
}
