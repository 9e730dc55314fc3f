import type { ReactNode } from "react";
import type { CandidateSummary } from "../../domain/admin-queues.ts";
import type { FoundBy } from "../../domain/registry-evidence.ts";
import { FOUND_BY_LABELS } from "../../domain/registry-evidence.ts";
import { formatShortDate } from "../../domain/verification.ts";
import { SiteLink } from "../site-link.tsx";
import { TitledSection } from "../ui/titled-section.tsx";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-slate-200 py-1">
      <dt className="font-semibold text-slate-800">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What the registry says of a candidate, for the operator to compare with a listing. */
export interface CandidateFactsView
  extends Pick<
    CandidateSummary,
    | "name"
    | "legalName"
    | "addressLine1"
    | "addressLine2"
    | "city"
    | "state"
    | "zipCode"
    | "phone"
    | "npi"
    | "source"
    | "nameMatch"
  > {
  otherNames: readonly string[];
  orgPacId: string | null;
  taxonomies: readonly { code: string; name: string | null }[];
  registryLastUpdated: string | null;
  foundBy: readonly FoundBy[];
  firstSeen: string;
  lastSeen: string;
  duplicate: { reason: string } | null;
}

/** A listing beside a candidate: the one it may duplicate, or the one it became. */
export interface ListedView {
  id: number;
  name: string;
  legalName: string | null;
  address: string;
  phone: string | null;
  npi: string | null;
  source: string | null;
  verification: string;
  isOwn: boolean;
}

/** The registry's facts of a candidate beside the listing it may be. */
export function CandidateFacts({
  candidate,
  listed,
}: {
  candidate: CandidateFactsView;
  listed: ListedView | null;
}) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <TitledSection
        id="registry-facts"
        title="What the registry says"
        className="rounded-card border border-slate-300 p-4"
      >
        <dl className="mt-2 text-sm">
          <Fact term="Name shown">{candidate.name}</Fact>
          <Fact term="Legal name">{candidate.legalName ?? "–"}</Fact>
          {candidate.otherNames.length > 0 ? (
            <Fact term="Other names">{candidate.otherNames.join("; ")}</Fact>
          ) : null}
          <Fact term="Address">
            {[candidate.addressLine1, candidate.addressLine2].filter(Boolean).join(", ")}, {candidate.city},{" "}
            {candidate.state} {candidate.zipCode}
          </Fact>
          <Fact term="Phone">{candidate.phone ?? "–"}</Fact>
          <Fact term="NPI">
            {candidate.npi ? (
              <a
                href={`https://npiregistry.cms.hhs.gov/provider-view/${candidate.npi}`}
                className="text-brand-800 underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {candidate.npi}
              </a>
            ) : (
              "–"
            )}
          </Fact>
          {candidate.orgPacId ? <Fact term="Medicare group (PAC)">{candidate.orgPacId}</Fact> : null}
          <Fact term="Registered as">
            {candidate.taxonomies.length > 0
              ? candidate.taxonomies.map((t) => (t.name ? `${t.name} (${t.code})` : t.code)).join("; ")
              : "–"}
          </Fact>
          <Fact term="Registry updated">{candidate.registryLastUpdated ?? "–"}</Fact>
          <Fact term="Source">{candidate.source}</Fact>
          <Fact term="Found by">
            {candidate.foundBy.map((by) => FOUND_BY_LABELS[by]).join(", ")}
            {candidate.nameMatch ? ` (${candidate.nameMatch})` : ""}
          </Fact>
          <Fact term="Seen">
            {candidate.firstSeen ? `first ${formatShortDate(candidate.firstSeen)}` : ""}
            {candidate.lastSeen ? `, last ${formatShortDate(candidate.lastSeen)}` : ""}
          </Fact>
        </dl>
      </TitledSection>

      <TitledSection
        id="listed-facts"
        title={listed ? (listed.isOwn ? "Its listing" : "A listing it may duplicate") : "Listed already?"}
        className="rounded-card border border-slate-300 p-4"
      >
        {listed ? (
          <>
            <p className="mt-1 text-sm text-slate-700">
              {candidate.duplicate && !listed.isOwn ? `Found by ${candidate.duplicate.reason}.` : ""}
            </p>
            <dl className="mt-2 text-sm">
              <Fact term="Name">
                <SiteLink to={`/admin/clinics/${listed.id}`} className="text-brand-800 underline">
                  {listed.name}
                </SiteLink>
              </Fact>
              <Fact term="Legal name">{listed.legalName ?? "–"}</Fact>
              <Fact term="Address">{listed.address}</Fact>
              <Fact term="Phone">{listed.phone ?? "–"}</Fact>
              <Fact term="NPI">{listed.npi ?? "–"}</Fact>
              <Fact term="Verification">{listed.verification}</Fact>
              <Fact term="Source">{listed.source ?? "–"}</Fact>
            </dl>
          </>
        ) : (
          <p className="mt-2 text-slate-700">
            No listing has its NPI, address or phone, or a close name in its ZIP code.
          </p>
        )}
      </TitledSection>
    </div>
  );
}
