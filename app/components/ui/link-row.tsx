import type { ReactNode } from "react";
import { SiteLink } from "../site-link.tsx";

/** A row of a list of places or clinics: the link, and a note (how many clinics, where) at its end. */
export function LinkRow({
  to,
  label,
  note,
  linkClassName,
  noteClassName = "text-sm text-slate-600",
}: {
  to: string;
  label: string;
  note: ReactNode;
  linkClassName: string;
  noteClassName?: string;
}) {
  return (
    <li className="flex min-h-11 items-center justify-between gap-3 border-b border-slate-100">
      <SiteLink to={to} className={linkClassName}>
        {label}
      </SiteLink>
      <span className={noteClassName}>{note}</span>
    </li>
  );
}
