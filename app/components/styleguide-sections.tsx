import type { ReactNode } from "react";
import type { OpenStatus } from "../domain/open-now.ts";
import { OpenStatusLine } from "./open-status.tsx";
import { StarRating } from "./star-rating.tsx";
import {
  Badge,
  FeaturedBadge,
  OnlineBadge,
  SponsoredBadge,
  VerificationBadge,
  VerifiedBadge,
  VirtualCareBadge,
} from "./ui/badge.tsx";
import { Button, ButtonLink, ExternalButtonLink } from "./ui/button.tsx";
import { type CardClinic, ClinicCard, ClinicCardSkeleton } from "./ui/clinic-card.tsx";
import { EmptyState } from "./ui/empty-state.tsx";
import { Monogram } from "./ui/monogram.tsx";
import { Pagination } from "./ui/pagination.tsx";

export const STYLEGUIDE_PATH = "/styleguide";

const OPEN_STATES: { name: string; status: OpenStatus }[] = [
  { name: "Open", status: { state: "open", closes: "17:00", closesOn: null } },
  { name: "Open past midnight", status: { state: "open", closes: "02:00", closesOn: "tuesday" } },
  { name: "Open 24 hours", status: { state: "open-24-hours" } },
  { name: "Opens later today", status: { state: "opens-today", opens: "09:00" } },
  { name: "Closed", status: { state: "closed", opensOn: "monday", opens: "08:00" } },
];

const SWATCHES: { name: string; className: string; use: string }[] = [
  { name: "brand-700", className: "bg-brand-700", use: "Links, current page, focus ring family" },
  { name: "brand-50", className: "bg-brand-50", use: "Tints: brand badges, hover, monogram" },
  { name: "navy-900", className: "bg-navy-900", use: "Headings and clinic names" },
  { name: "accent-600", className: "bg-accent-600", use: "Primary actions only" },
  { name: "accent-50", className: "bg-accent-50", use: "Featured and sponsored labels" },
  { name: "success-600", className: "bg-success-600", use: "Verified and open now, nothing else" },
  { name: "slate-700", className: "bg-slate-700", use: "Body text" },
];

const LONG_NAME =
  "The Extraordinarily Long-Named Comprehensive Men's Hormone Optimization and Testosterone Institute of Greater Metropolitan Austin";

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="border-t border-slate-200 py-section first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="text-heading text-navy-900">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Example({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">{label}</h3>
      {children}
    </div>
  );
}

export function Tokens() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Example label="Colour">
        <ul className="grid gap-3 sm:grid-cols-2">
          {SWATCHES.map((swatch) => (
            <li key={swatch.name} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`h-10 w-10 shrink-0 rounded-control ring-1 ring-slate-300 ${swatch.className}`}
              />
              <span className="text-sm">
                <span className="block font-semibold text-navy-900">{swatch.name}</span>
                <span className="text-slate-700">{swatch.use}</span>
              </span>
            </li>
          ))}
        </ul>
      </Example>
      <Example label="Type scale">
        <div className="space-y-2">
          <p className="text-display text-navy-900">Display: page titles</p>
          <p className="text-heading text-navy-900">Heading: sections</p>
          <p className="text-title text-navy-900">Title: clinic names and cards</p>
          <p className="text-base text-slate-700">Body: text-base for reading</p>
          <p className="text-sm text-slate-700">Small: details on cards</p>
          <p className="text-xs font-semibold text-slate-700">Extra small: badges and labels</p>
        </div>
      </Example>
      <Example label="Radius, shadow and spacing">
        <div className="flex flex-wrap gap-4">
          <div className="rounded-control border border-slate-300 bg-white p-3 text-sm">radius-control</div>
          <div className="rounded-card bg-white p-card text-sm shadow-card">
            radius-card, shadow-card, p-card
          </div>
          <div className="rounded-card bg-white p-card text-sm shadow-raised">shadow-raised</div>
        </div>
      </Example>
    </div>
  );
}

export function Buttons() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Example label="Primary: the main action of a view">
        <div className="flex flex-wrap gap-2">
          <Button variant="primary">Search</Button>
          <ButtonLink to="/search" variant="primary">
            Find TRT Clinics
          </ButtonLink>
        </div>
      </Example>
      <Example label="Secondary: an action on one item">
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/search" variant="secondary">
            View Details
          </ButtonLink>
          <Button variant="secondary">Apply Filters</Button>
        </div>
      </Example>
      <Example label="Quiet: a lesser or undoing action">
        <div className="flex flex-wrap gap-2">
          <Button variant="quiet">Clear search</Button>
          <ExternalButtonLink kind="website" variant="quiet" href="https://example.com/">
            Visit Website
          </ExternalButtonLink>
        </div>
      </Example>
      <Example label="Disabled">
        <Button variant="primary" disabled className="disabled:cursor-not-allowed disabled:opacity-60">
          Searching…
        </Button>
      </Example>
    </div>
  );
}

export function Badges() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Example label="Verification">
        <div className="flex flex-wrap items-center gap-2">
          <VerifiedBadge clinicName="Example Clinic" />
          <VerificationBadge verification={{ state: "verified", date: "2026-03-03T00:00:00Z" }} />
          <VerificationBadge verification={{ state: "lapsed", date: "2024-03-03T00:00:00Z" }} />
          <VerificationBadge verification={{ state: "unverified" }} />
        </div>
      </Example>
      <Example label="Care and paid placement">
        <div className="flex flex-wrap items-center gap-2">
          <VirtualCareBadge />
          <OnlineBadge />
          <FeaturedBadge />
          <SponsoredBadge />
          <Badge tone="neutral">Aetna</Badge>
          <Badge tone="brand">Testosterone Injections</Badge>
        </div>
      </Example>
      <Example label="Open now (drawn in the browser from the clinic's hours)">
        <ul className="space-y-2">
          {OPEN_STATES.map(({ name, status }) => (
            <li key={name}>
              <OpenStatusLine status={status} />
            </li>
          ))}
        </ul>
      </Example>
      <Example label="Rating and monogram">
        <div className="flex flex-wrap items-center gap-4">
          <StarRating rating={4.6} reviewCount={128} source="Google" />
          <StarRating rating={3.2} reviewCount={1} source="Google" />
          <Monogram name="Alder Bluff Men's Wellness" />
          <Monogram name="Summit Hormone Clinic" size="lg" />
        </div>
      </Example>
    </div>
  );
}

/** The clinics of the card examples, from the database. */
export interface StyleguideClinics {
  demo: CardClinic | null;
  featured: CardClinic | null;
  online: CardClinic | null;
  onlineLicence: string | null;
}

export function Cards({ data }: { data: StyleguideClinics }) {
  const { demo, featured, online, onlineLicence } = data;
  if (!demo) {
    return (
      <EmptyState title="No clinics to show" headingLevel={3}>
        <p>The card examples use clinics from the database, and it has none.</p>
      </EmptyState>
    );
  }
  const edgeCases: { label: string; clinic: CardClinic }[] = [
    { label: "No rating", clinic: { ...demo, rating: null, reviewCount: 0 } },
    { label: "No hours", clinic: { ...demo, weeklyHours: "", timeZone: null } },
    { label: "Long name", clinic: { ...demo, name: LONG_NAME } },
    {
      label: "No phone, no monthly price",
      clinic: { ...demo, phone: null, monthlyPrice: null },
    },
  ];
  return (
    <div className="space-y-10">
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        <Example label="List (search, finder, state, city)">
          <ClinicCard clinic={demo} headingLevel={4} />
        </Example>
        <Example label="Featured (home, finder)">
          <ClinicCard clinic={featured ?? { ...demo, featured: true }} variant="featured" headingLevel={4} />
        </Example>
        {online ? (
          <Example label="List, online clinic">
            <ClinicCard clinic={online} online licence={onlineLicence} headingLevel={4} />
          </Example>
        ) : null}
        <Example label="Loading">
          <ClinicCardSkeleton />
        </Example>
      </div>
      <div>
        <h3 className="text-title text-navy-900">Edge cases</h3>
        <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {edgeCases.map(({ label, clinic }) => (
            <li key={label} data-edge-case={label}>
              <p className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
              <ClinicCard clinic={clinic} headingLevel={4} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function Paginations() {
  const href = (page: number) => `${STYLEGUIDE_PATH}?page=${page}#pagination`;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {[
        { label: "First page", current: 1 },
        { label: "Middle page", current: 6 },
        { label: "Last page", current: 12 },
      ].map(({ label, current }) => (
        <Example key={label} label={label}>
          <Pagination
            current={current}
            pageCount={12}
            href={href}
            label={`Pagination example: ${label.toLowerCase()}`}
            className="mt-0"
          />
        </Example>
      ))}
    </div>
  );
}

export function EmptyStates() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <EmptyState
        title="No online clinics found"
        headingLevel={3}
        actions={
          <>
            <ButtonLink to="/trt-clinics-texas" variant="secondary">
              In-person clinics in Texas
            </ButtonLink>
            <ButtonLink to="/tele-trt-clinics" variant="quiet">
              Show all online clinics
            </ButtonLink>
          </>
        }
      >
        <p>No online clinic in our directory lists a license in Texas yet.</p>
      </EmptyState>
      <EmptyState title="No TRT Clinics Found" headingLevel={3}>
        <p>Without actions: a heading and a sentence.</p>
      </EmptyState>
    </div>
  );
}
