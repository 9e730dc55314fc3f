import { Link, useRouteLoaderData } from "react-router";
import { PROSE_CLASSES } from "../components/markdown-content.tsx";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { FALLBACK_SITE, type RootData, siteFromMatches } from "../lib/site.ts";
import type { Route } from "./+types/contact";

const FEATURED_PROVIDER_SUBJECT = "Featured Provider Program Inquiry";

function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

const DESCRIPTION =
  "Contact TRT Clinic Finder about the Featured Provider Program, listing corrections or general questions about the directory.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    ...site,
    title: "Contact Us",
    description: DESCRIPTION,
    path: "/contact",
    jsonLd: [
      {
        "@type": "ContactPage",
        name: `Contact ${site.siteName}`,
        url: absoluteUrl(site.siteUrl, "/contact"),
        description: DESCRIPTION,
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "Contact", path: "/contact" },
      ]),
    ],
  });
};

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m3 7 9 6 9-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function Contact() {
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  const email = site.partnershipsEmail;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Contact</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Contact us</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          We answer by e-mail. Choose the topic below so your message reaches us with the right subject.
        </p>
      </header>

      <aside
        aria-label="Important"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-800"
      >
        <p>
          <strong className="text-slate-900">We are a directory, not a clinic.</strong> We cannot give medical
          advice, book appointments or see your records, so please do not send us health information. To ask
          about treatment, contact the clinic directly from its profile page.
        </p>
        <p className="mt-2">
          In a medical emergency call <strong>911</strong>. If you are thinking about harming yourself, call
          or text <strong>988</strong>.
        </p>
      </aside>

      <section
        aria-labelledby="featured-program"
        className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
      >
        <h2 id="featured-program" className="text-2xl font-bold text-slate-900">
          Featured Provider Program
        </h2>
        <p className="mt-3 leading-relaxed text-slate-800">
          Clinics can pay to appear in the featured sections of the site, such as the featured providers on
          our home page. Featured listings are always labelled <strong>Featured</strong>, must pass the same
          checks as every other listing, and cannot buy ratings or reviews.
        </p>
        <p className="mt-3 leading-relaxed text-slate-800">
          To inquire, e-mail us with your clinic's name, website, locations and the best person to contact.
        </p>
        <a
          href={mailtoHref(email, FEATURED_PROVIDER_SUBJECT)}
          className="btn-primary mt-5 min-h-12 whitespace-normal px-6 py-2 text-center text-base"
        >
          <MailIcon />
          Email us about featured listings
        </a>
        <p className="mt-3 text-sm text-slate-700">
          Or write to <span className="font-medium text-slate-900">{email}</span> with the subject "
          {FEATURED_PROVIDER_SUBJECT}".
        </p>
      </section>

      <div className={`${PROSE_CLASSES} mt-10`}>
        <h2 id="corrections">Corrections to a listing</h2>
        <p>
          If a clinic's details are wrong or out of date, tell us the clinic's name, the address of its page
          on this site, what is wrong and, if you can, where the correct information is published (for example
          the clinic's own website). Clinic owners are welcome to send updates the same way.
        </p>
        <p>
          <a href={mailtoHref(email, "Listing correction")}>Email a listing correction</a>
        </p>

        <h2 id="general">Everything else</h2>
        <p>
          Questions about the site, our articles or our <Link to="/privacy">privacy policy</Link>? Send them
          to the same address.
        </p>
        <p>
          <a href={mailtoHref(email, "Question about the website")}>Email a general question</a>
        </p>
        <p>
          If you e-mail us, we receive what you send (your address and your message) and use it only to reply.
        </p>
      </div>
    </div>
  );
}
