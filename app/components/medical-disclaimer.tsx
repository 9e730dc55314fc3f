import { formatLongDate } from "../domain/blog-dates.ts";

/** Shown on every article, the guide and the tools: education only, not medical advice. */
export function MedicalDisclaimer({
  lastReviewed,
  className = "",
}: {
  lastReviewed?: string;
  className?: string;
}) {
  return (
    <aside
      aria-label="Medical disclaimer"
      className={`rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm leading-relaxed text-slate-700 ${className}`}
    >
      <p>
        <strong className="text-slate-900">Medical disclaimer:</strong> this information is for education only
        and is not medical advice, diagnosis or treatment. Testosterone is a prescription medicine; talk to a
        licensed clinician about your own situation before starting, stopping or changing any treatment. If
        you have a medical emergency, call 911.
      </p>
      {lastReviewed ? (
        <p className="mt-2">
          Last reviewed: <time dateTime={lastReviewed}>{formatLongDate(lastReviewed)}</time>
        </p>
      ) : null}
    </aside>
  );
}
