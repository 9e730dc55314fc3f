import type { Clinic } from "../../domain/clinic.ts";
import { clinicConfirmationText } from "../../domain/clinic-confirmation.ts";
import { DEMO_SOURCE } from "../../domain/clinic-source.ts";
import { HOW_WE_LIST_PATH } from "../../domain/how-we-list.ts";
import { outboundLinkProps, telHref, websiteHref, websiteLabel } from "../../domain/outbound-links.ts";
import type { ProfileFacts } from "../../domain/profile-facts.ts";
import type { Verification } from "../../domain/verification.ts";
import { hasVirtualCare } from "../../domain/virtual-care.ts";
import { yearsInPractice, yearsInPracticeLabel } from "../../domain/years-in-practice.ts";
import { SiteLink } from "../site-link.tsx";
import { TitledSection } from "../ui/titled-section.tsx";
import { GlobeIcon, NewTabNote } from "./icons.tsx";
import { ProfileSection } from "./section.tsx";
import { VirtualCareDetails } from "./virtual-care-details.tsx";

interface Highlight {
  label: string;
  value: string;
  note?: string;
}

/** The overview figures, each only when the clinic's data has it: nothing is filled in. */
export function clinicHighlights(clinic: Clinic, currentYear: number): Highlight[] {
  const highlights: Highlight[] = [];
  const years = yearsInPractice(clinic.yearEstablished, currentYear);
  if (years !== null && clinic.yearEstablished !== null) {
    highlights.push({
      label: "Years in practice",
      value: yearsInPracticeLabel(years, currentYear),
      note: `Established ${clinic.yearEstablished}`,
    });
  }
  if (clinic.supportHours) highlights.push({ label: "Support hours", value: clinic.supportHours });
  if (clinic.responseRate !== null)
    highlights.push({ label: "Response rate", value: `${clinic.responseRate}%`, note: "Enquiries answered" });
  if (clinic.responseTime) highlights.push({ label: "Response time", value: clinic.responseTime });
  return highlights;
}

/** The public NPPES registry page of an NPI. */
export function npiRegistryUrl(npi: string): string {
  return `https://npiregistry.cms.hhs.gov/provider-view/${encodeURIComponent(npi)}`;
}

const DETAIL_LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Where the listing comes from and what was checked, so a visitor can judge it. */
function ListingDetails({
  clinic,
  verification,
  facts,
}: {
  clinic: Clinic;
  verification: Verification;
  facts: ProfileFacts;
}) {
  const { legalName } = facts;
  const confirmation = clinicConfirmationText(clinic.clinicConfirmedAt, facts.today);
  return (
    <ProfileSection title="About this listing">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Verification</dt>
          <dd className="text-slate-700" data-verification={verification.state}>
            {`${facts.verification}. `}
            <SiteLink to={`${HOW_WE_LIST_PATH}#verified`} className={DETAIL_LINK}>
              What we check
            </SiteLink>
          </dd>
          {confirmation ? (
            <dd className="mt-0.5 text-slate-700" data-testid="clinic-confirmation">
              {`${confirmation}.`}
            </dd>
          ) : null}
        </div>
        {clinic.npi ? (
          <div>
            <dt className="font-semibold text-slate-900">NPI</dt>
            <dd className="text-slate-700">
              {/* A demo listing's NPI is made up (valid in form only): there is no record to look up. */}
              {clinic.source === DEMO_SOURCE ? (
                `${clinic.npi} (fictional, like the rest of this demo listing)`
              ) : (
                <>
                  {`${clinic.npi} · `}
                  <a
                    href={npiRegistryUrl(clinic.npi)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={DETAIL_LINK}
                  >
                    Look it up in the NPPES NPI Registry
                    <NewTabNote />
                  </a>
                </>
              )}
            </dd>
            {legalName ? (
              <dd className="mt-0.5 text-slate-700" data-testid="legal-name">
                Registered as {legalName}
              </dd>
            ) : null}
          </div>
        ) : legalName ? (
          <div>
            <dt className="font-semibold text-slate-900">Registered name</dt>
            <dd className="text-slate-700" data-testid="legal-name">
              {legalName}
            </dd>
          </div>
        ) : null}
        {clinic.acceptingNewPatients !== null ? (
          <div>
            <dt className="font-semibold text-slate-900">New patients</dt>
            <dd className="text-slate-700">
              {clinic.acceptingNewPatients ? "Accepting new patients" : "Not accepting new patients"}
            </dd>
          </div>
        ) : null}
        {facts.source ? (
          <div>
            <dt className="font-semibold text-slate-900">Source</dt>
            <dd className="text-slate-700" data-testid="listing-source">
              {facts.source}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-slate-900">Something wrong?</dt>
          <dd className="text-slate-700">
            <SiteLink to={`/clinic/${clinic.slug}/suggest-edit`} className={DETAIL_LINK}>
              Suggest an edit
            </SiteLink>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Is this your clinic?</dt>
          <dd className="text-slate-700">
            <SiteLink to={`/clinic/${clinic.slug}/claim`} className={DETAIL_LINK}>
              Manage this listing
            </SiteLink>
          </dd>
        </div>
      </dl>
    </ProfileSection>
  );
}

/**
 * One place that says what the clinic has not listed, instead of a section for each saying it is empty: the
 * page implies nothing we do not hold. A registry listing also says that nobody has checked it.
 */
function NotListed({ clinic, facts }: { clinic: Clinic; facts: ProfileFacts }) {
  const call = clinic.phone ? (
    <>
      {"Call the clinic at "}
      <a href={telHref(clinic.phone)} className={DETAIL_LINK}>
        {clinic.phone}
      </a>
      {" to ask, or "}
    </>
  ) : (
    "Ask the clinic, or "
  );
  return (
    <ProfileSection title="Not listed yet">
      <div className="space-y-3 leading-relaxed text-slate-800" data-testid="not-listed">
        {facts.registryNote ? <p>{facts.registryNote}</p> : null}
        <p>
          {`${clinic.name} has not listed its ${facts.notListed} with us. `}
          {call}
          <SiteLink to={`/clinic/${clinic.slug}/suggest-edit`} className={DETAIL_LINK}>
            suggest an edit
          </SiteLink>
          {" if you know them. Is this your clinic? "}
          <SiteLink to={`/clinic/${clinic.slug}/claim`} className={DETAIL_LINK}>
            Manage this listing
          </SiteLink>
          {"."}
        </p>
      </div>
    </ProfileSection>
  );
}

/** What a clinic's profile is drawn from, as its loader worked it out. */
export interface ClinicProfileProps {
  clinic: Clinic;
  currentYear: number;
  verification: Verification;
  /** What the profile says about the listing, and which tabs hold something (profile-facts.ts). */
  facts: ProfileFacts;
}

/** The overview's main column: about the clinic, at a glance, treatments, insurance, online care, what is not listed. */
export function OverviewMain({ clinic, currentYear, facts }: ClinicProfileProps) {
  const highlights = clinicHighlights(clinic, currentYear);
  return (
    <div className="space-y-6 lg:col-span-2">
      {clinic.description ? (
        <ProfileSection title={`About ${clinic.name}`}>
          <p className="leading-relaxed text-slate-800">{clinic.description}</p>
        </ProfileSection>
      ) : null}

      {highlights.length > 0 ? (
        <TitledSection id="highlights-heading" title="At a glance" headingClassName="sr-only">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {highlights.map((item) => (
              <div key={item.label} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{item.label}</dt>
                <dd
                  className={`mt-1 font-bold leading-snug text-brand-800 ${item.value.length > 14 ? "text-sm" : "text-lg"}`}
                >
                  {item.value}
                </dd>
                {item.note ? <dd className="mt-0.5 text-xs text-slate-600">{item.note}</dd> : null}
              </div>
            ))}
          </dl>
        </TitledSection>
      ) : null}

      {clinic.services.length > 0 ? (
        <ProfileSection title="Treatments offered">
          <ul className="flex flex-wrap gap-2">
            {clinic.services.map((service) => (
              <li
                key={service.id}
                className="rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-800"
              >
                {service.name}
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}

      {clinic.acceptedInsurance.length > 0 ? (
        <ProfileSection title="Insurance & payment">
          <ul className="flex flex-wrap gap-2">
            {clinic.acceptedInsurance.map((name) => (
              <li key={name} className="badge badge-brand text-sm">
                {name}
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}

      {hasVirtualCare(clinic) ? <VirtualCareDetails clinic={clinic} /> : null}

      {facts.notListed ? <NotListed clinic={clinic} facts={facts} /> : null}
    </div>
  );
}

/** The overview's side column after the opening hours: the listing's details and the clinic's website. */
export function OverviewSide({ clinic, verification, facts }: ClinicProfileProps) {
  const websiteUrl = clinic.website ? websiteHref(clinic.website) : null;
  const website = websiteUrl ? { href: websiteUrl, label: websiteLabel(websiteUrl) ?? websiteUrl } : null;
  return (
    <>
      <ListingDetails clinic={clinic} verification={verification} facts={facts} />
      {website ? (
        <ProfileSection title="Website">
          <a
            href={website.href}
            {...outboundLinkProps("website")}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-900"
          >
            <GlobeIcon className="h-5 w-5 shrink-0" />
            {website.label}
            <NewTabNote />
          </a>
        </ProfileSection>
      ) : null}
    </>
  );
}
