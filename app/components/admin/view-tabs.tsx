import { SiteLink } from "../site-link.tsx";

/**
 * The lists of an admin page by state ("Open", "Closed"...), as links to `path?show=<view>`; the first view is
 * the page's own address. The current one is marked for screen readers and by its look.
 */
export function ViewTabs<View extends string>({
  label,
  path,
  views,
  labels,
  current,
}: {
  label: string;
  path: string;
  views: readonly View[];
  labels: Readonly<Record<View, string>>;
  current: View;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {views.map((name, index) => (
          <li key={name}>
            <SiteLink
              to={index === 0 ? path : `${path}?show=${name}`}
              aria-current={name === current ? "page" : undefined}
              className={name === current ? "nav-link nav-link-active" : "nav-link"}
            >
              {labels[name]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
