import { useLocation } from "react-router";
import { menuChips } from "../domain/menu-chips.ts";
import { HEADER_ACTIONS } from "../domain/navigation.ts";
import { KeptSiteLogoLink } from "./kept-shell-parts.tsx";
import { PrimaryNavList } from "./primary-nav.tsx";
import { SideMenu } from "./side-menu.tsx";
import { SiteLink } from "./site-link.tsx";

export function SiteHeader({
  siteName,
  clinicsCount,
  verifiedCount,
}: {
  siteName: string;
  clinicsCount: number | null;
  verifiedCount: number | null;
}) {
  const { pathname } = useLocation();
  const chips = menuChips(clinicsCount, verifiedCount);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur short-window:static">
      {/* With large text the site name wraps rather than pushing the menu button off screen. */}
      <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-3 px-4 py-1 sm:px-6">
        <KeptSiteLogoLink siteName={siteName} />
        <nav aria-label="Main" className="ml-2 hidden xl:block">
          <PrimaryNavList pathname={pathname} className="flex items-center gap-1" link="nav-link" />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <SiteLink to={HEADER_ACTIONS.assessment.href} className="btn-secondary hidden sm:inline-flex">
            {HEADER_ACTIONS.assessment.label}
          </SiteLink>
          <SiteLink to={HEADER_ACTIONS.findClinics.href} className="btn-primary hidden sm:inline-flex">
            {HEADER_ACTIONS.findClinics.label}
          </SiteLink>
          <SideMenu pathname={pathname} clinicsLabel={chips.clinics} verifiedLabel={chips.verified} />
        </div>
      </div>
    </header>
  );
}
