import { Form } from "react-router";
import { type CandidateListQuery, candidateListHref } from "../../domain/admin-queues.ts";
import { FOUND_BY_LABELS } from "../../domain/registry-evidence.ts";
import { US_STATES } from "../../domain/us-states.ts";
import { SiteLink } from "../site-link.tsx";

const INPUT = "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base";

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block font-semibold text-slate-900">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={INPUT}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The queue's filters: a GET form, so a filtered page has an address of its own. */
export function CandidateFilters({ query }: { query: CandidateListQuery }) {
  return (
    <Form method="get" className="mt-6 rounded-card border border-slate-300 p-4">
      {query.status !== "held" ? <input type="hidden" name="status" value={query.status} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          name="state"
          label="State"
          value={query.state}
          options={[["", "Any"], ...US_STATES.map((state) => [state.code, state.name] as const)]}
        />
        <Select
          name="evidence"
          label="Medicare evidence"
          value={query.evidence}
          options={[
            ["any", "Any"],
            ["prescriptions", "Testosterone prescriptions (Part D)"],
            ["services", "Injections or pellets billed"],
            ["none", "None: found by name only"],
          ]}
        />
        <Select
          name="found"
          label="Found by"
          value={query.foundBy}
          options={[
            ["any", "Anything"],
            ["evidence", FOUND_BY_LABELS.evidence],
            ["brand", FOUND_BY_LABELS.brand],
            ["keyword", FOUND_BY_LABELS.keyword],
            ["name-only", "The name alone, without evidence"],
          ]}
        />
        <Select
          name="since"
          label="Since the last run"
          value={query.since}
          options={[
            ["all", "Any time"],
            ["new", "New in the last run"],
            ["changed", "Changed in the last run"],
          ]}
        />
        <div>
          <label htmlFor="filter-name" className="block font-semibold text-slate-900">
            Name or NPI
          </label>
          <input id="filter-name" name="name" type="search" defaultValue={query.name} className={INPUT} />
        </div>
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
