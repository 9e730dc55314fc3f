import { formatCount } from "../../domain/count-label.ts";
import { type CandidateEvidence, evidenceSentences } from "../../domain/registry-evidence.ts";
import { TitledSection } from "../ui/titled-section.tsx";
import { type Column, DataTable } from "./data-table.tsx";

const CLINICIAN_COLUMNS: readonly Column<CandidateEvidence["clinicians"][number]>[] = [
  {
    header: "Clinician",
    rowHeader: true,
    className: "font-normal",
    cell: (clinician) => (
      <>
        {clinician.name} <span className="text-slate-700">(NPI {clinician.npi})</span>
      </>
    ),
  },
  { header: "Specialty", cell: (clinician) => clinician.specialty ?? "–" },
  { header: "Prescriptions", cell: (clinician) => formatCount(clinician.prescriptions) },
  { header: "Injections or pellets", flush: true, cell: (clinician) => formatCount(clinician.services) },
];

/** A candidate's Medicare evidence: in words, the drugs and codes, and the clinicians behind it. */
export function CandidateEvidenceSection({
  evidence,
  nameMatch,
}: {
  evidence: CandidateEvidence | null;
  nameMatch: string | null;
}) {
  return (
    <TitledSection
      id="evidence-heading"
      title="Evidence of testosterone therapy"
      className="mt-6 rounded-card border border-slate-300 p-4"
    >
      {evidence && evidenceSentences(evidence).length > 0 ? (
        <>
          {evidenceSentences(evidence).map((sentence) => (
            <p key={sentence} className="mt-2 text-slate-900">
              {sentence}
            </p>
          ))}
          {evidence.prescriptions?.drugs.length ? (
            <p className="mt-2 text-sm text-slate-700">Drugs: {evidence.prescriptions.drugs.join(", ")}.</p>
          ) : null}
          {evidence.services?.codes.length ? (
            <p className="mt-1 text-sm text-slate-700">Codes billed: {evidence.services.codes.join(", ")}.</p>
          ) : null}
          {evidence.telehealth !== null ? (
            <p className="mt-1 text-sm text-slate-700">
              Medicare's clinician file {evidence.telehealth ? "marks" : "does not mark"} a clinician here as
              offering telehealth.
            </p>
          ) : null}
          {evidence.clinicians.length > 0 ? (
            <DataTable
              className="mt-3"
              dense
              caption={
                <>
                  Clinicians with evidence
                  {evidence.cliniciansWithEvidence > evidence.clinicians.length
                    ? ` (the ${evidence.clinicians.length} with the most of ${formatCount(evidence.cliniciansWithEvidence)})`
                    : ""}
                </>
              }
              captionClassName="text-left font-semibold text-slate-900"
              rows={evidence.clinicians}
              rowKey={(clinician) => clinician.npi}
              columns={CLINICIAN_COLUMNS}
            />
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          None in the Medicare files this run read: it was found by its name
          {nameMatch ? ` (${nameMatch})` : ""}. Check that it offers testosterone therapy before publishing
          it.
        </p>
      )}
    </TitledSection>
  );
}
