import type { Clinic } from "../../domain/clinic.ts";
import { outboundLinkProps, websiteHref, websiteLabel } from "../../domain/outbound-links.ts";
import { HOW_WE_LIST_PATH, type Verification, verificationLabel } from "../../domain/verification.ts";
import { yearsInPractice, yearsInPracticeLabel } from "../../domain/years-in-practice.ts";
import { SiteLink } from "../site-link.tsx";
import { HoursTable } from "./hours-table.tsx";
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
function ListingDetails({ clinic, verification }: { clinic: Clinic; verification: Verification }) {
  return (
    <ProfileSection title="About this listing">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Verification</dt>
          <dd className="text-slate-700" data-verification={verification.state}>
            {`${verificationLabel(verification)}. `}
            <SiteLink to={`${HOW_WE_LIST_PATH}#verified`} className={DETAIL_LINK}>
              What we check
            </SiteLink>
          </dd>
        </div>
        {clinic.npi ? (
          <div>
            <dt className="font-semibold text-slate-900">NPI</dt>
            <dd className="text-slate-700">
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
        {clinic.source ? (
          <div>
            <dt className="font-semibold text-slate-900">Source</dt>
            <dd className="text-slate-700">
              {clinic.source === "demo" ? "Fictional demo listing, not a real clinic" : clinic.source}
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
      </dl>
    </ProfileSection>
  );
}

export function OverviewTab({
  clinic,
  currentYear,
  verification,
}: {
  clinic: Clinic;
  currentYear: number;
  verification: Verification;
}) {
  const highlights = clinicHighlights(clinic, currentYear);
  const websiteUrl = clinic.website ? websiteHref(clinic.website) : null;
  const website = websiteUrl ? { href: websiteUrl, label: websiteLabel(websiteUrl) ?? websiteUrl } : null;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <ProfileSection title={`About ${clinic.name}`}>
          {clinic.description ? (
            <p className="leading-relaxed text-slate-800">{clinic.description}</p>
          ) : (
            <p className="text-slate-700">This clinic has not added a description yet.</p>
          )}
        </ProfileSection>

        {highlights.length > 0 ? (
          <section aria-labelledby="highlights-heading">
            <h2 id="highlights-heading" className="sr-only">
              At a glance
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {highlights.map((item) => (
                <div key={item.label} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {item.label}
                  </dt>
                  <dd
                    className={`mt-1 font-bold leading-snug text-brand-800 ${item.value.length > 14 ? "text-sm" : "text-lg"}`}
                  >
                    {item.value}
                  </dd>
                  {item.note ? <dd className="mt-0.5 text-xs text-slate-600">{item.note}</dd> : null}
                </div>
              ))}
            </dl>
          </section>
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

        <ProfileSection title="Insurance & payment">
          {clinic.acceptedInsurance.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {clinic.acceptedInsurance.map((name) => (
                <li key={name} className="badge badge-brand text-sm">
                  {name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">The clinic has not listed the insurance it accepts. Call to ask.</p>
          )}
        </ProfileSection>

        <VirtualCareDetails clinic={clinic} />
      </div>

      <div className="space-y-6">
        <ProfileSection title="Opening hours">
          <HoursTable hours={clinic.hoursOfOperation} timeZone={clinic.timeZone} />
        </ProfileSection>
        <ListingDetails clinic={clinic} verification={verification} />
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
      </div>
    </div>
  );
}
