import type { OutcomeView } from "../../domain/admin-queues.ts";
import { SiteLink } from "../site-link.tsx";

const DONE: Record<string, string> = {
  accept: "is published, not yet verified",
  merge: "is merged into the listing",
  reject: "is rejected: later runs will not bring it back",
  reopen: "is back in the queue",
};

const CURRENT: Record<string, string> = {
  held: "is waiting in the queue",
  accepted: "was already published",
  merged: "was already merged",
  rejected: "was already rejected",
};

function sentence(outcome: OutcomeView): string {
  switch (outcome.status) {
    case "done":
      return `${outcome.name} ${DONE[outcome.decision] ?? "is decided"}.`;
    case "already":
      return `${outcome.name} ${CURRENT[outcome.current] ?? "was already decided"}${outcome.by ? ` by ${outcome.by}` : ""}: nothing was done.`;
    case "missing":
      return `Candidate #${outcome.id} no longer exists.`;
    case "invalid":
      return `${outcome.name} could not be published: ${outcome.problems.join("; ")}. Publish it from the edit form of a new clinic instead.`;
    case "conflict":
      return `${outcome.name}: ${outcome.message}`;
  }
}

/** The result of the last decision(s), done ones first; a status region so screen readers hear it. */
export function CandidateOutcomes({ outcomes }: { outcomes: readonly OutcomeView[] }) {
  if (outcomes.length === 0) return null;
  const done = outcomes.filter((outcome) => outcome.status === "done");
  const other = outcomes.filter((outcome) => outcome.status !== "done");
  return (
    <div role="status" className="mt-4 space-y-2">
      {done.length > 0 ? (
        <div className="rounded-card bg-success-50 p-3 text-success-800">
          <ul className="space-y-1">
            {done.map((outcome) => (
              <li key={outcome.id}>
                {sentence(outcome)}{" "}
                {outcome.status === "done" && outcome.clinicId !== null ? (
                  <SiteLink to={`/admin/clinics/${outcome.clinicId}`} className="underline">
                    Open the listing
                  </SiteLink>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {other.length > 0 ? (
        <div className="rounded-card border-2 border-accent-700 bg-accent-50 p-3 text-slate-900">
          <ul className="space-y-1">
            {other.map((outcome) => (
              <li key={outcome.id}>{sentence(outcome)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
