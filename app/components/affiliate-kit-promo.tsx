import type { ReactNode } from "react";
import { SiteLink } from "./site-link.tsx";
import { LineIcon } from "./ui/line-icon.tsx";

export const SPONSORED_KIT_ARTICLE = "/blog/trt-nation-at-home-testing-revolutionary-testosterone-assessment";

/** The affiliate link to the at-home kit: a new tab, marked sponsored, never without its disclosure. */
export function AffiliateKitLink({
  href,
  children,
  className = "btn-primary",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="sponsored noopener" className={className}>
      {children}
      <span className="sr-only"> (affiliate link, opens in a new tab)</span>
      <LineIcon
        d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4"
        viewBox="0 0 20 20"
        className="h-4 w-4"
        open
        cap="round"
        join="round"
      />
    </a>
  );
}

export function AffiliateDisclosure({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm leading-relaxed text-slate-700 ${className}`}>
      <strong className="text-slate-900">Affiliate disclosure:</strong> we earn a commission if you buy a kit
      through this link. A home test is a first look, not a diagnosis: a low result needs confirming with
      morning blood tests and a clinician.
    </p>
  );
}

const FACTS = [
  { value: "$149", label: "vs $300-500 for a similar panel at a traditional lab without insurance" },
  { value: "3-5 days", label: "for results after the lab receives your sample" },
  { value: "Free", label: "shipping both ways" },
];

/** The at-home test kit promotion (home page and the sponsored article). */
export function AffiliateKitPromo({
  href,
  headingLevel = 2,
  showArticleLink = true,
}: {
  href: string;
  headingLevel?: 2 | 3;
  showArticleLink?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="kit-promo-heading"
      className="overflow-hidden rounded-2xl border border-brand-100 bg-brand-50"
    >
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            Sponsored · At-home testing
          </p>
          <Heading
            id="kit-promo-heading"
            className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Check your testosterone from home
          </Heading>
          <p className="mt-4 text-slate-700">
            A finger-prick kit you mail to a certified lab can be a convenient first step before you see a
            clinician, especially if a morning lab visit is hard to fit in.
          </p>
          {showArticleLink ? (
            <p className="mt-3">
              <SiteLink
                to={SPONSORED_KIT_ARTICLE}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                How mail-in kits work, and their limits
              </SiteLink>
            </p>
          ) : null}
        </div>
        <div>
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {FACTS.map((fact) => (
              <li key={fact.value} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
                <span className="block text-2xl font-extrabold text-brand-800">{fact.value}</span>
                <span className="mt-1 block text-sm text-slate-700">{fact.label}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3">
            <AffiliateKitLink href={href} className="btn-primary min-h-12 self-start px-6 text-base">
              Order the At-Home Test Kit
            </AffiliateKitLink>
            <AffiliateDisclosure />
          </div>
        </div>
      </div>
    </section>
  );
}
