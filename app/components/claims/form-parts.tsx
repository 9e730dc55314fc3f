import type { ReactNode, Ref } from "react";

/** The claim pages' text fields, as the site's other public forms draw them. */
export const FIELD_CLASS =
  "mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 " +
  "focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-invalid:border-red-700";

export const LINK_CLASS = "font-semibold text-brand-700 underline";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** What went wrong with a form, in a box that takes focus when it appears. */
export function ProblemBox({ boxRef, children }: { boxRef: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none focus:ring-2 focus:ring-red-700"
    >
      {children}
    </div>
  );
}
