import { SiteLink } from "../site-link.tsx";

export interface BreadcrumbItem {
  name: string;
  /** Omitted for the current page. */
  href?: string;
}

/** The page's place in the site: Home › State › City › Clinic. */
export function Breadcrumbs({
  items,
  hideCurrentOnPhone = false,
}: {
  items: readonly BreadcrumbItem[];
  /** Below 640 px, show the current page (the heading just below says it) only to screen readers. */
  hideCurrentOnPhone?: boolean;
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-slate-700">
        {items.map((item, index) => (
          <li
            key={`${item.name}-${index}`}
            className={`flex items-center gap-1 ${hideCurrentOnPhone && !item.href ? "max-sm:sr-only" : ""}`}
          >
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            ) : null}
            {item.href ? (
              <SiteLink
                to={item.href}
                className="inline-flex min-h-8 items-center rounded hover:text-brand-800 hover:underline"
              >
                {item.name}
              </SiteLink>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
