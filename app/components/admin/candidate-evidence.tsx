import { formatCount } from "../../domain/count-label.ts";
import { type CandidateEvidence, evidenceSentences } from "../../domain/registry-evidence.ts";

/** A candidate's Medicare evidence: in words, the drugs and codes, and the clinicians behind it. */
export function CandidateEvidenceSection({
  evidence,
  nameMatch,
}: {
  evidence: CandidateEvidence | null;
  nameMatch: string | null;
}) {
  return (
    <section aria-labelledby="evidence-heading" className="mt-6 rounded-card border border-slate-300 p-4">
      <h2 id="evidence-heading" className="text-xl font-bold text-slate-900">
        Evidence of testosterone therapy
      </h2>
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
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="text-left font-semibold text-slate-900">
                  Clinicians with evidence
                  {evidence.cliniciansWithEvidence > evidence.clinicians.length
                    ? ` (the ${evidence.clinicians.length} with the most of ${formatCount(evidence.cliniciansWithEvidence)})`
                    : ""}
                </caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-1 pr-3">
                      Clinician
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Specialty
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Prescriptions
                    </th>
                    <th scope="col" className="py-1">
                      Injections or pellets
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {evidence.clinicians.map((clinician) => (
                    <tr key={clinician.npi} className="border-b border-slate-200">
                      <th scope="row" className="py-1 pr-3 font-normal">
                        {clinician.name} <span className="text-slate-700">(NPI {clinician.npi})</span>
                      </th>
                      <td className="py-1 pr-3">{clinician.specialty ?? "–"}</td>
                      <td className="py-1 pr-3">{formatCount(clinician.prescriptions)}</td>
                      <td className="py-1">{formatCount(clinician.services)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          None in the Medicare files this run read: it was found by its name
          {nameMatch ? ` (${nameMatch})` : ""}. Check that it offers testosterone therapy before publishing
          it.
        </p>
      )}
    </section>
  );
}
