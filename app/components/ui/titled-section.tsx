import type { ReactNode } from "react";

/** A section (or navigation) named by its own level-2 heading. */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = "text-xl font-bold text-slate-900",
  as: Tag = "section",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  as?: "section" | "nav";
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
