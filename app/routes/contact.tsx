import { useLoaderData } from "react-router";
import { InfoPageHeader } from "../components/info-page-header.tsx";
import { MarkdownContent } from "../components/markdown-content.tsx";
import { servicesContext } from "../context.ts";
import { infoPageHead } from "../lib/info-page.ts";
import { absoluteUrl } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { infoPage, infoPageHtmlWithout, infoPageSection } from "../server/content/pages.server.ts";
import type { Route } from "./+types/contact";

const FEATURED_PROVIDER_SUBJECT = "Featured Provider Program Inquiry";

function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export function loader({ context }: Route.LoaderArgs) {
  const { config, publicConfig } = context.get(servicesContext);
  const page = infoPage("contact");
  const { title, description, heading, eyebrow, lead, intro } = page;
  return {
    heading,
    eyebrow,
    lead,
    notice: intro,
    featured: infoPageSection(page, "featured-program").html,
    html: infoPageHtmlWithout(page, ["featured-program"]),
    contactEmail: config.CONTACT_EMAIL,
    partnershipsEmail: config.PARTNERSHIPS_EMAIL,
    head: contactHead(publicConfig, title, description),
  };
}

function contactHead(site: PublicConfig, title: string, description: string) {
  return infoPageHead(site, {
    title,
    description,
    path: "/contact",
    crumb: "Contact",
    page: {
      "@type": "ContactPage",
      name: `Contact ${site.siteName}`,
      url: absoluteUrl(site.siteUrl, "/contact"),
      description,
    },
  });
}

export const meta: Route.MetaFunction = headFromLoader;

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m3 7 9 6 9-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function Contact() {
  const { heading, eyebrow, lead, notice, featured, html, contactEmail, partnershipsEmail } =
    useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <InfoPageHeader eyebrow={eyebrow} heading={heading} lead={lead} />

      <aside
        aria-label="Important"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-800"
      >
        <MarkdownContent html={notice} text="inherit" />
      </aside>

      <section
        aria-labelledby="featured-program"
        className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6 text-slate-800 sm:p-8"
      >
        <MarkdownContent html={featured} text="inherit" />
        <a
          href={mailtoHref(partnershipsEmail, FEATURED_PROVIDER_SUBJECT)}
          className="btn-primary mt-5 min-h-12 whitespace-normal px-6 py-2 text-center text-base"
        >
          <MailIcon />
          Email us about featured listings
        </a>
        <p className="mt-3 text-sm text-slate-700">
          Or write to <span className="font-medium text-slate-900">{partnershipsEmail}</span> with the subject
          "{FEATURED_PROVIDER_SUBJECT}".
        </p>
      </section>

      <MarkdownContent html={html} values={{ contactEmail }} className="mt-10" />
    </div>
  );
}
