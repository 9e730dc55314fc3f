import type { ReactNode } from "react";

/**
 * What a list says when it has nothing to show: a heading that says so plainly, a sentence on what to do, and
 * the actions that help (a wider search, another page). No icon: the words carry it.
 */
export function EmptyState({
  title,
  headingLevel = 2,
  children,
  actions,
  className = "",
}: {
  title: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={`rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center ${className}`}
      data-empty-state=""
    >
      <Heading className="text-title text-navy-900">{title}</Heading>
      {children ? <div className="mx-auto mt-2 max-w-prose text-slate-700">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
