import { copyrightYears } from "../domain/copyright.ts";
import { FOOTER_GROUPS } from "../domain/footer-links.ts";
import { LogoMark } from "./logo.tsx";
import { SiteLink } from "./site-link.tsx";

export function SiteFooter({
  siteName,
  year,
  demoData,
}: {
  siteName: string;
  year: number;
  demoData: boolean;
}) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <SiteLink to="/" className="flex items-center gap-2 rounded-md font-bold text-brand-800">
            <LogoMark className="h-7 w-7" />
            <span>{siteName}</span>
          </SiteLink>
          <p className="mt-3 leading-relaxed">
            An independent directory of testosterone replacement therapy clinics across the United States, in
            person and online.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="font-semibold text-slate-900">{group.heading}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <SiteLink to={link.href} className="footer-link">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 sm:px-6">
          {demoData ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
              <strong>Demo data:</strong> the clinics listed on this site are fictional examples (phone
              numbers in the 555-01xx range, example.com websites). They are not real businesses.
            </p>
          ) : null}
          <p>
            The information on this site is for education only and is not medical advice. Talk to a licensed
            clinician before starting or changing any treatment.
          </p>
          <p>
            Place and ZIP code data from{" "}
            <a href="https://www.geonames.org/" className="underline underline-offset-2 hover:text-brand-800">
              GeoNames
            </a>{" "}
            (CC BY 4.0) and the U.S. Census Bureau.
          </p>
          <p>
            {copyrightYears(year)} {siteName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
