import type { ReactNode } from "react";

/** The hero of a directory page: its heading, a lead and what follows them (a search form, notices). */
export function PageHero({
  id,
  title,
  lead,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  /** The classes of the hero's centred column. */
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <section className="hero border-b border-slate-200" aria-labelledby={id}>
      <div className={className}>
        <h1 id={id} className={titleClassName}>
          {title}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{lead}</p>
        {children}
      </div>
    </section>
  );
}
