import { Form } from "react-router";
import { type CandidateListQuery, candidateListHref } from "../../domain/admin-queues.ts";
import { FOUND_BY_LABELS } from "../../domain/registry-evidence.ts";
import { SiteLink } from "../site-link.tsx";
import { type Choice, FilterSelect, FilterText, STATE_CHOICES } from "./filter-fields.tsx";

const EVIDENCE: readonly Choice[] = [
  ["any", "Any"],
  ["prescriptions", "Testosterone prescriptions (Part D)"],
  ["services", "Injections or pellets billed"],
  ["none", "None: found by name only"],
];

const FOUND_BY: readonly Choice[] = [
  ["any", "Anything"],
  ["evidence", FOUND_BY_LABELS.evidence],
  ["brand", FOUND_BY_LABELS.brand],
  ["keyword", FOUND_BY_LABELS.keyword],
  ["name-only", "The name alone, without evidence"],
];

const SINCE: readonly Choice[] = [
  ["all", "Any time"],
  ["new", "New in the last run"],
  ["changed", "Changed in the last run"],
];

/** The queue's filters: a GET form, so a filtered page has an address of its own. */
export function CandidateFilters({ query }: { query: CandidateListQuery }) {
  return (
    <Form method="get" className="mt-6 rounded-card border border-slate-300 p-4">
      {query.status !== "held" ? <input type="hidden" name="status" value={query.status} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect name="state" label="State" value={query.state} choices={STATE_CHOICES} />
        <FilterSelect name="evidence" label="Medicare evidence" value={query.evidence} choices={EVIDENCE} />
        <FilterSelect name="found" label="Found by" value={query.foundBy} choices={FOUND_BY} />
        <FilterSelect name="since" label="Since the last run" value={query.since} choices={SINCE} />
        <FilterText name="name" label="Name or NPI" value={query.name} />
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            Show
          </button>
          <SiteLink
            to={candidateListHref({
              ...query,
              state: "",
              evidence: "any",
              foundBy: "any",
              since: "all",
              name: "",
              page: 1,
            })}
            className="btn-quiet"
          >
            Clear
          </SiteLink>
        </div>
      </div>
    </Form>
  );
}
