import { SiteLink } from "../site-link.tsx";
import { pageWindow } from "./page-window.ts";

export interface PaginationProps {
  /** The page shown, from 1. */
  current: number;
  pageCount: number;
  /** The address of a page. */
  href: (page: number) => string;
  /** The navigation landmark's name, when a page has more than one list. */
  label?: string;
  className?: string;
}

const STEP = "btn-secondary min-w-11 px-3 text-sm";
const NUMBER =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-control px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/**
 * The one pagination of every list (search, state pages, online clinics): Previous and Next with rel prev/next,
 * the first, last and nearby page numbers, and the current page marked with aria-current. Nothing for one page.
 */
export function Pagination({
  current,
  pageCount,
  href,
  label = "Pagination",
  className = "",
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const page = Math.min(Math.max(1, current), pageCount);
  return (
    <nav aria-label={label} className={`mt-8 ${className}`}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        {page > 1 ? (
          <li>
            <SiteLink to={href(page - 1)} rel="prev" className={STEP}>
              Previous
            </SiteLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((slot, index) =>
          slot === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : slot === page ? (
            <li key={slot}>
              <span
                aria-current="page"
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-control bg-brand-700 px-3 text-sm font-bold text-white"
              >
                <span className="sr-only">Page </span>
                {slot}
              </span>
            </li>
          ) : (
            <li key={slot}>
              <SiteLink to={href(slot)} className={NUMBER} aria-label={`Page ${slot}`}>
                {slot}
              </SiteLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <SiteLink to={href(page + 1)} rel="next" className={STEP}>
              Next
            </SiteLink>
          </li>
        ) : null}
      </ul>
      <p className="mt-2 text-center text-sm text-slate-700">{`Page ${page} of ${pageCount}`}</p>
    </nav>
  );
}
