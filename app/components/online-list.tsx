import { useEffect, useState } from "react";
import { Form } from "react-router";
import type { ClinicCard } from "../domain/clinic-card.ts";
import type { InsuranceOption } from "../domain/insurance.ts";
import type { PriceOption } from "../domain/price-limit.ts";
import type { PaymentFilters as PaymentAnswers } from "../domain/search-params.ts";
import type { UsState } from "../domain/us-states.ts";
import type { ZeroResultsHelp } from "../domain/zero-results.ts";
import type { OnlineSort } from "../lib/online-list.ts";
import { ONLINE_FIELD, ONLINE_PATH } from "../lib/online-path.ts";
import { KeptOnlinePart } from "./kept-online-part.tsx";
import { OnlineClinicCard } from "./online-clinic-card.tsx";
import { SearchIcon } from "./ui/search-icon.tsx";

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

export function OnlineSearchForm({ page }: { page: OnlineListPage }) {
  const [text, setText] = useState(page.q);
  useEffect(() => setText(page.q), [page.q]);
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
            className={`w-full placeholder:text-slate-500 ${ONLINE_FIELD}`}
          />
        </div>
        {/* The form's choices are native fields that need no code of ours: kept as the server drew them, they
            are still read with the form when it is sent. */}
        <KeptOnlinePart part="state-field" page={page} />
        <button type="submit" className="btn-primary min-h-12 px-6 text-base sm:row-span-2 sm:self-end">
          <SearchIcon />
          Search
        </button>
        <KeptOnlinePart part="filters" page={page} />
      </Form>
    </search>
  );
}

/** The clinic cards, which work in the browser; what is around them is kept as the server drew it. */
export function OnlineResults({ page }: { page: OnlineListPage }) {
  if (page.failed) return <KeptOnlinePart part="failed" page={page} />;
  if (page.listings.length === 0) return <KeptOnlinePart part="none" page={page} />;
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
      <KeptOnlinePart part="pagination" page={page} />
    </>
  );
}
