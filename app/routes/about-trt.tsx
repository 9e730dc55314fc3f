import { useLoaderData } from "react-router";
import { BlogSources } from "../components/blog-sources.tsx";
import { MarkdownContent } from "../components/markdown-content.tsx";
import { MedicalDisclaimer } from "../components/medical-disclaimer.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { TitledSection } from "../components/ui/titled-section.tsx";
import { servicesContext } from "../context.ts";
import { formatLongDate } from "../domain/blog-dates.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { aboutTrtGuide } from "../server/content/guide.server.ts";
import type { Route } from "./+types/about-trt";

export function loader({ context }: Route.LoaderArgs) {
  const { title, description, lastReviewed, sources, sections, html } = aboutTrtGuide();
  const head = guideHead(context.get(servicesContext).publicConfig, title, description, lastReviewed);
  return { title, description, lastReviewed, sources, sections, html, head };
}

function guideHead(site: PublicConfig, title: string, description: string, lastReviewed: string) {
  return pageMeta({
    ...site,
    title,
    description,
    path: "/about-trt",
    type: "article",
    jsonLd: [
      {
        "@type": "MedicalWebPage",
        name: title,
        headline: title,
        description,
        url: absoluteUrl(site.siteUrl, "/about-trt"),
        lastReviewed,
        dateModified: lastReviewed,
        about: { "@type": "MedicalTherapy", name: "Testosterone replacement therapy" },
        audience: { "@type": "Patient" },
        publisher: { "@type": "Organization", name: site.siteName, url: absoluteUrl(site.siteUrl, "/") },
        inLanguage: "en-US",
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "TRT Guide", path: "/about-trt" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

function TableOfContents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <TitledSection
      id="toc-heading"
      title="In this guide"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
      headingClassName="text-sm font-semibold uppercase tracking-wide text-slate-700"
      as="nav"
    >
      <ol className="mt-3 space-y-1">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-slate-800 hover:bg-white hover:text-brand-800 lg:min-h-9"
            >
              <span
                aria-hidden="true"
                className="w-5 shrink-0 text-right text-sm font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

export default function AboutTrt() {
  const guide = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">TRT Guide</p>
        <h1 className="mt-2 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">
          {guide.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{guide.description}</p>
        <p className="mt-3 text-sm text-slate-600">
          Last reviewed <time dateTime={guide.lastReviewed}>{formatLongDate(guide.lastReviewed)}</time>{" "}
          against the Endocrine Society and American Urological Association guidelines and current FDA
          labeling.
        </p>
      </header>
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents sections={guide.sections} />
          <div className="mt-4 hidden rounded-2xl bg-brand-50 p-5 lg:block">
            <p className="font-semibold text-slate-900">Not sure where you stand?</p>
            <p className="mt-1 text-sm text-slate-700">
              Our 10-question checker helps you organize your symptoms.
            </p>
            <SiteLink to="/tools/symptom-checker" className="btn-secondary mt-3 w-full">
              Take the Free Assessment
            </SiteLink>
          </div>
        </aside>
        <div className="min-w-0 max-w-3xl">
          <MarkdownContent html={guide.html} />
          <BlogSources sources={guide.sources} />
          <MedicalDisclaimer lastReviewed={guide.lastReviewed} className="mt-8" />
          <aside aria-labelledby="guide-cta-heading" className="mt-10 rounded-2xl bg-brand-50 p-6 sm:p-8">
            <h2 id="guide-cta-heading" className="text-2xl font-bold text-slate-900">
              Ready for the next step?
            </h2>
            <p className="mt-2 text-slate-700">
              Check your symptoms, or compare TRT clinics near you and online.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <SiteLink to="/search" className="btn-primary min-h-12 px-6 text-base">
                Find TRT Clinics
              </SiteLink>
              <SiteLink to="/tools/symptom-checker" className="btn-secondary min-h-12 px-6 text-base">
                Take the Free Assessment
              </SiteLink>
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
