import { isActivePath, PRIMARY_NAV } from "../domain/navigation.ts";
import { SiteLink } from "./site-link.tsx";

/** The site's main sections as a list of links, the current one marked; `link` names the links' style. */
export function PrimaryNavList({
  pathname,
  className,
  link,
  onNavigate,
}: {
  pathname: string;
  className: string;
  link: "nav-link" | "side-menu-link";
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {PRIMARY_NAV.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <li key={item.href}>
            <SiteLink
              to={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={`${link} ${active ? `${link}-active` : ""}`}
            >
              {item.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
