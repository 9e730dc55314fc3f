import { countOf } from "../domain/count-label.ts";
import { statePath } from "../domain/state-url.ts";
import { ONLINE_PATH, onlineListHref } from "../lib/online-list.ts";
import { ONLINE_FIELD } from "../lib/online-path.ts";
import { ClinicsUnavailable } from "./clinics-unavailable.tsx";
import { IgnoredNotices } from "./ignored-notices.tsx";
import type { OnlineListPage } from "./online-list.tsx";
import { PaymentFilters } from "./payment-filters.tsx";
import { SiteLink } from "./site-link.tsx";
import { SortSelect } from "./sort-select.tsx";
import { ButtonLink } from "./ui/button.tsx";
import { Pagination } from "./ui/pagination.tsx";
import { StateOptions } from "./ui/state-options.tsx";
import { ZeroResults } from "./zero-results.tsx";

/**
 * The parts of /tele-trt-clinics that do nothing in the browser: all of it but its search form and its clinic
 * cards (`KeptOnlinePart`, decision 54).
 */
export interface OnlinePartProps {
  part: "notices" | "heading" | "failed" | "none" | "pagination" | "state-field" | "filters";
  page: OnlineListPage;
}

export function OnlinePart({ part, page }: OnlinePartProps) {
  switch (part) {
    case "notices":
      return (
        <>
          <StateNotice page={page} />
          <IgnoredNotices ignored={page.ignored} className="mx-auto mt-4 max-w-2xl text-left" />
        </>
      );
    case "heading":
      return <ResultsHeading page={page} />;
    case "state-field":
      return <StateField page={page} />;
    case "filters":
      return (
        <>
          <PaymentFilters
            filters={page.filters}
            insurance={page.payment.insurance}
            prices={page.payment.prices}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <SortSelect id="online-sort" name="sort" value={page.sort} distanceAvailable={false} />
          </div>
        </>
      );
    case "failed":
      return <ClinicsUnavailable title="Error loading clinics" />;
    case "none":
      return <NoOnlineClinics page={page} />;
    case "pagination":
      return (
        <Pagination
          current={page.page}
          pageCount={page.pageCount}
          href={(n) => onlineListHref(page.q, page.state, n, page.filters, page.sort)}
        />
      );
  }
}

function filtered(page: OnlineListPage): boolean {
  return page.filters.insurance !== null || page.filters.maxPrice !== null;
}

function resultsHeading(page: OnlineListPage): string {
  if (page.failed) return "Online clinics";
  const where = page.state ? ` licensed in ${page.state.name}` : "";
  const matching = page.q ? ` matching “${page.q}”` : "";
  return `${countOf(page.total, "online clinic")}${where}${matching}`;
}

function StateNotice({ page }: { page: OnlineListPage }) {
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

/** The search form's state question. */
function StateField({ page }: { page: OnlineListPage }) {
  return (
    <div>
      <label htmlFor="online-state" className="mb-1 block text-sm font-semibold text-navy-900">
        Licensed in my state
      </label>
      <select
        id="online-state"
        name="state"
        defaultValue={page.state?.code ?? ""}
        className={`w-full ${ONLINE_FIELD}`}
      >
        <StateOptions anyLabel="All states" />
      </select>
    </div>
  );
}

/** The count of clinics shown, and the way to clear a search. */
function ResultsHeading({ page }: { page: OnlineListPage }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id="online-results" className="text-lg font-semibold text-navy-900">
        {resultsHeading(page)}
      </h2>
      {page.q ? (
        <ButtonLink to={onlineListHref("", page.state, 1, page.filters)} variant="quiet" className="text-sm">
          Clear search
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** No online clinic answers: why, and where to look instead. */
function NoOnlineClinics({ page }: { page: OnlineListPage }) {
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
