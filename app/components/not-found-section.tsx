import type { SuggestedLink } from "../domain/zero-results.ts";
import { SiteLink } from "./site-link.tsx";

export interface OnwardLink {
  to: string;
  label: string;
}

export const HOME_LINK: OnwardLink = { to: "/", label: "Return to Home" };
export const SEARCH_LINK: OnwardLink = { to: "/search", label: "Find TRT Clinics" };

/**
 * What a page says when what its address names does not exist (answered with HTTP 404), and where to go
 * instead: the first link is the main way on.
 */
export function NotFoundSection({
  title,
  message,
  links,
}: {
  title: string;
  message: string;
  links: readonly [OnwardLink, OnwardLink];
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-balance text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <SiteLink key={link.to} to={link.to} className={index === 0 ? "btn-primary" : "btn-secondary"}>
            {link.label}
          </SiteLink>
        ))}
      </div>
    </section>
  );
}

/**
 * A place page whose address is a likely misspelling of one we have: "did you mean" with one link to it, the
 * main way on (docs/decisions/0046).
 */
export function MisspelledPlace({ title, suggestion }: { title: string; suggestion: SuggestedLink }) {
  return (
    <NotFoundSection
      title={title}
      message={`There is no page at this address. Did you mean ${suggestion.label}?`}
      links={[{ to: suggestion.href, label: `TRT clinics in ${suggestion.label}` }, HOME_LINK]}
    />
  );
}
