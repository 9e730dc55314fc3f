import { formatCount } from "../../domain/count-label.ts";
import { FieldChangeTable, type FieldChangeView } from "./field-change-table.tsx";

export interface ClinicChangeView {
  name: string;
  action: string;
  changes: readonly FieldChangeView[];
  /** Where the clinic's admin page is, once it exists. */
  href?: string | null;
}

/** Each clinic an import creates or changes, with its field changes, before and after. */
export function ImportChanges({
  clinics,
  more = 0,
  idPrefix,
}: {
  clinics: readonly ClinicChangeView[];
  /** Clinics not listed. */
  more?: number;
  idPrefix: string;
}) {
  if (clinics.length === 0) return <p className="mt-3 text-slate-700">No clinic is created or changed.</p>;
  return (
    <>
      <ol className="mt-3 space-y-4">
        {clinics.map((clinic, index) => {
          const headingId = `${idPrefix}-${index}`;
          const created = clinic.action === "create";
          return (
            <li key={headingId} className="rounded-card border border-slate-300 p-3">
              <h3 id={headingId} className="font-semibold text-slate-900">
                {clinic.href ? (
                  <a href={clinic.href} className="text-brand-800 underline">
                    {clinic.name}
                  </a>
                ) : (
                  clinic.name
                )}{" "}
                <span className="font-normal text-slate-700">
                  {created ? "(new clinic)" : clinic.action === "delete" ? "(removed)" : "(changed)"}
                </span>
              </h3>
              <FieldChangeTable
                changes={created ? clinic.changes.filter((change) => change.after !== null) : clinic.changes}
                caption={`${created ? "Fields of" : "Fields changed in"} ${clinic.name}`}
              />
            </li>
          );
        })}
      </ol>
      {more > 0 ? (
        <p className="mt-3 text-slate-700">
          And {formatCount(more)} more clinic{more === 1 ? "" : "s"}, not listed here.
        </p>
      ) : null}
    </>
  );
}
