import { Link } from "react-router";

/** Previous / numbered / next links between the pages of a state's clinics. */
export function StatePagination({
  path,
  page,
  pageCount,
}: {
  path: string;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const linkClass =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label="Pages of clinics" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          Previous
        </Link>
      ) : null}
      {pages.map((n) =>
        n === page ? (
          <span
            key={n}
            aria-current="page"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-700 px-3 font-semibold text-white"
          >
            <span className="sr-only">Page </span>
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} className={linkClass}>
            <span className="sr-only">Page </span>
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
