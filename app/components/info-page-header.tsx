import type { ReactNode } from "react";
import { formatLongDate } from "../domain/blog-dates.ts";

/** The top of one of the site's plain pages: the eyebrow, the heading, the lead and what follows them. */
export function InfoPageHeader({
  eyebrow,
  heading,
  lead,
  children,
}: {
  eyebrow: ReactNode;
  heading: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{lead}</p>
      {children}
    </header>
  );
}

export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="mt-3 text-sm text-slate-600">
      Last updated <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}
