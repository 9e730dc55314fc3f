import { isRouteErrorResponse } from "react-router";

/**
 * What an area of /admin shows in place of a page that failed: the status in words, the answer's own message
 * when it has one (a 403 says why), and the way back to the area's first page. Never indexed.
 */
export function AreaError({
  error,
  area,
  notFound,
  back,
}: {
  error: unknown;
  /** The area's name in the title: "Admin", "Clinic account". */
  area: string;
  notFound: string;
  back: { href: string; label: string; advice: string };
}) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  const heading = status === 403 ? "Not allowed" : status === 404 ? notFound : "Something went wrong";
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <title>{`${heading} | ${area}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-slate-700">{detail ?? back.advice}</p>
      <a href={back.href} className="btn-secondary mt-6">
        {back.label}
      </a>
    </div>
  );
}
