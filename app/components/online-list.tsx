import { useEffect, useState } from "react";
import { Form } from "react-router";
import type { ClinicCard } from "../domain/clinic-card.ts";
import { countOf } from "../domain/count-label.ts";
import type { InsuranceOption } from "../domain/insurance.ts";
import type { PriceOption } from "../domain/price-limit.ts";
import type { PaymentFilters as PaymentAnswers } from "../domain/search-params.ts";
import { statePath } from "../domain/state-url.ts";
import type { UsState } from "../domain/us-states.ts";
import type { ZeroResultsHelp } from "../domain/zero-results.ts";
import { ONLINE_PATH, type OnlineSort, onlineListHref } from "../lib/online-list.ts";
import { ClinicsUnavailable } from "./clinics-unavailable.tsx";
import { OnlineClinicCard } from "./online-clinic-card.tsx";
import { PaymentFilters } from "./payment-filters.tsx";
import { SiteLink } from "./site-link.tsx";
import { SortSelect } from "./sort-select.tsx";
import { ButtonLink } from "./ui/button.tsx";
import { Pagination } from "./ui/pagination.tsx";
import { SearchIcon } from "./ui/search-icon.tsx";
import { StateOptions } from "./ui/state-options.tsx";
import { ZeroResults } from "./zero-results.tsx";

/** What the sections of /tele-trt-clinics read of its data. */
export interface OnlineListPage {
  q: string;
  state: UsState | null;
  from: string | null;
  unknown: string | null;
  listings: { clinic: ClinicCard; licence: string | null }[];
  total: number;
  page: number;
  pageCount: number;
  failed: boolean;
  filters: PaymentAnswers;
  payment: { insurance: InsuranceOption[]; prices: PriceOption[] };
  ignored: string[];
  zeroResults: ZeroResultsHelp | null;
  sort: OnlineSort;
}

function filtered(page: OnlineListPage): boolean {
  return page.filters.insurance !== null || page.filters.maxPrice !== null;
}

export function resultsHeading(page: OnlineListPage): string {
  if (page.failed) return "Online clinics";
  const where = page.state ? ` licensed in ${page.state.name}` : "";
  const matching = page.q ? ` matching “${page.q}”` : "";
  return `${countOf(page.total, "online clinic")}${where}${matching}`;
}

export function StateNotice({ page }: { page: OnlineListPage }) {
  if (page.unknown) {
    return (
      <p className="mx-auto mt-4 max-w-2xl rounded-control bg-accent-50 px-4 py-3 text-left text-sm text-accent-800 ring-1 ring-accent-600/30">
        {`“${page.unknown}” is not a US state we know, so every online clinic is listed. Choose your state in “Licensed in my state” to see only the clinics that can treat you there.`}
      </p>
    );
  }
  if (page.state && page.from) {
    return (
      <p className="mx-auto mt-4 max-w-2xl text-sm text-slate-700">
        {`Showing clinics licensed in ${page.state.name}, where you searched (${page.from}). `}
        <SiteLink
          to={`${ONLINE_PATH}?state=`}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          Show every state
        </SiteLink>
      </p>
    );
  }
  return null;
}

export function OnlineSearchForm({ page }: { page: OnlineListPage }) {
  const [text, setText] = useState(page.q);
  useEffect(() => setText(page.q), [page.q]);
  const field =
    "min-h-12 rounded-control border border-slate-300 bg-white px-4 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
  return (
    <search aria-label="Search online clinics" className="mx-auto mt-6 block max-w-3xl">
      <Form
        method="get"
        action={ONLINE_PATH}
        key={`${page.state?.code ?? ""}|${page.filters.insurance ?? ""}|${page.filters.maxPrice ?? ""}|${page.sort}`}
        className="grid gap-3 rounded-card bg-white p-3 text-left shadow-raised ring-1 ring-slate-200 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <div>
          <label htmlFor="online-q" className="sr-only">
            Search online clinics by name or service
          </label>
          <input
            id="online-q"
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
            placeholder="Search by clinic name or service"
            className={`w-full placeholder:text-slate-500 ${field}`}
          />
        </div>
        <div>
          <label htmlFor="online-state" className="mb-1 block text-sm font-semibold text-navy-900">
            Licensed in my state
          </label>
          <select
            id="online-state"
            name="state"
            defaultValue={page.state?.code ?? ""}
            className={`w-full ${field}`}
          >
            <StateOptions anyLabel="All states" />
          </select>
        </div>
        <button type="submit" className="btn-primary min-h-12 px-6 text-base sm:row-span-2 sm:self-end">
          <SearchIcon />
          Search
        </button>
        <PaymentFilters
          filters={page.filters}
          insurance={page.payment.insurance}
          prices={page.payment.prices}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <SortSelect id="online-sort" name="sort" value={page.sort} distanceAvailable={false} />
        </div>
      </Form>
    </search>
  );
}

export function OnlineResults({ page }: { page: OnlineListPage }) {
  if (page.failed) return <ClinicsUnavailable title="Error loading clinics" />;
  if (page.listings.length === 0) {
    return (
      <ZeroResults
        title="No online clinics found"
        help={page.zeroResults}
        actions={
          page.q || page.state || filtered(page) ? (
            <>
              {page.state ? (
                <ButtonLink to={statePath(page.state)} variant="secondary">
                  {`In-person clinics in ${page.state.name}`}
                </ButtonLink>
              ) : null}
              <ButtonLink to={`${ONLINE_PATH}${page.state ? "?state=" : ""}`} variant="quiet">
                Show all online clinics
              </ButtonLink>
            </>
          ) : null
        }
        advice={
          page.q ? (
            <p>Try adjusting your search terms or clear the search to see all online providers.</p>
          ) : page.state && !filtered(page) ? (
            <p>{`No online clinic in our directory lists a license in ${page.state.name} yet.`}</p>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {page.listings.map(({ clinic, licence }) => (
          <li key={clinic.id}>
            <OnlineClinicCard
              clinic={clinic}
              licence={licence}
              insuranceMatch={clinic.insuranceMatch ?? null}
            />
          </li>
        ))}
      </ul>
      <Pagination
        current={page.page}
        pageCount={page.pageCount}
        href={(n) => onlineListHref(page.q, page.state, n, page.filters, page.sort)}
      />
    </>
  );
}
