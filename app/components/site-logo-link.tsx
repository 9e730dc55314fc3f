import { LogoMark } from "./logo.tsx";
import { SiteLink } from "./site-link.tsx";

/** The site's logo and name at the start of the header, a link to the home page. */
export function SiteLogoLink({ siteName }: { siteName: string }) {
  return (
    <SiteLink to="/" className="flex min-w-0 items-center gap-2 rounded-md font-bold text-brand-800">
      <LogoMark className="h-8 w-8 shrink-0" />
      <span className="text-lg leading-tight">{siteName}</span>
    </SiteLink>
  );
}
