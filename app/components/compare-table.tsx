import type { ReactNode } from "react";
import {
  type ComparedClinic,
  type ComparePriceRow,
  compactHours,
  listingCheckText,
  listingSourceNote,
  monthlyPrices,
  otherTreatmentPrices,
  pricesOfKind,
  telehealthFacts,
} from "../domain/compare-facts.ts";
import { firstYearCost, formatDollarRange, notEnoughText } from "../domain/first-year-cost.ts";
import { HOW_WE_LIST_PATH } from "../domain/how-we-list.ts";
import { stateByCode } from "../domain/us-states.ts";
import { PriceSourceNote } from "./first-year-cost.tsx";
import { SiteLink } from "./site-link.tsx";

const NOT_LISTED = "Not listed";

function NotListed() {
  return <span className="text-slate-700">{NOT_LISTED}</span>;
}

/** Listed prices, each with its source and date; "Not listed" when there are none. */
function PriceList({ rows, now }: { rows: readonly ComparePriceRow[]; now: Date }) {
  if (rows.length === 0) return <NotListed />;
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <li key={row.id}>
          <span className="font-semibold text-navy-900">{row.price}</span>
          <span className="block text-slate-800">{row.service}</span>
          <PriceSourceNote row={row} now={now} />
        </li>
      ))}
    </ul>
  );
}

function ListingNote({ compared }: { compared: ComparedClinic }) {
  return <span className="compare-source">{listingSourceNote(compared.verification)}</span>;
}

function FirstYearCell({ compared, now }: { compared: ComparedClinic; now: Date }) {
  const cost = firstYearCost(compared.clinic.pricing);
  const shared = [cost.consultation, cost.labs].filter((term) => term !== null);
  return (
    <div className="space-y-2">
      {cost.missing.length > 0 ? (
        <p className="font-semibold text-navy-900">{notEnoughText(cost.missing)}</p>
      ) : null}
      {cost.treatments.length > 0 ? (
        <ul className="space-y-2">
          {cost.treatments.map(({ treatment, total }) => (
            <li key={treatment.row.id}>
              <span className="block text-slate-800">{`With ${treatment.row.service}:`}</span>
              {total ? (
                <strong className="text-navy-900">{formatDollarRange(total)}</strong>
              ) : (
                <span className="text-slate-700">No estimate</span>
              )}
              <span className="block text-xs text-slate-700">
                {`${treatment.label}: ${formatDollarRange(treatment.amount)} (${treatment.row.price})`}
              </span>
              <PriceSourceNote row={treatment.row} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
      {shared.length > 0 ? (
        <ul className="compare-print-hide space-y-1 border-t border-slate-200 pt-2">
          {shared.map((term) => (
            <li key={term.row.id} className="text-xs text-slate-700">
              {`${term.label}: ${formatDollarRange(term.amount)} (${term.row.service})`}
              <PriceSourceNote row={term.row} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function InsuranceCell({ compared }: { compared: ComparedClinic }) {
  const names = compared.clinic.acceptedInsurance;
  return (
    <>
      {names.length > 0 ? <p>{names.join(", ")}</p> : <NotListed />}
      <ListingNote compared={compared} />
    </>
  );
}

function TelehealthCell({ compared }: { compared: ComparedClinic }) {
  const { offers, licensedIn } = telehealthFacts(compared.clinic);
  const states = licensedIn.map((code) => stateByCode(code)?.name ?? code);
  return (
    <>
      {offers.length > 0 ? (
        <p>{offers.join(", ")}</p>
      ) : (
        <p className="text-slate-700">No telehealth listed</p>
      )}
      <p className="mt-1">
        <span className="font-medium">Licensed in: </span>
        {states.length > 0 ? states.join(", ") : NOT_LISTED}
      </p>
      <ListingNote compared={compared} />
    </>
  );
}

function HoursCell({ compared }: { compared: ComparedClinic }) {
  const lines = compactHours(compared.clinic.hoursOfOperation);
  return (
    <>
      {lines ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <NotListed />
      )}
      <ListingNote compared={compared} />
    </>
  );
}

interface CompareRow {
  key: string;
  heading: string;
  /** Said once under the row's heading rather than in every cell. */
  note?: string;
  cell: (compared: ComparedClinic) => ReactNode;
}

/**
 * The comparison: one column per clinic, one row per fact, with the clinic names as column headers and the
 * facts as row headers. `withDistance` adds the distance row (only when the visitor gave a location).
 */
export function CompareTable({
  compared,
  today,
  withDistance,
  removeHref,
}: {
  compared: readonly ComparedClinic[];
  today: string;
  withDistance: boolean;
  /** The page without this clinic. */
  removeHref: (slug: string) => string;
}) {
  const now = new Date(`${today}T12:00:00Z`);
  const rows: CompareRow[] = [
    {
      key: "monthly",
      heading: "Monthly price and what it includes",
      cell: ({ clinic }) => {
        const other = otherTreatmentPrices(clinic);
        return (
          <>
            <PriceList rows={monthlyPrices(clinic)} now={now} />
            {other.length > 0 ? (
              <div className="mt-2 border-t border-slate-200 pt-2">
                <p className="text-xs font-semibold text-slate-700">Priced otherwise</p>
                <PriceList rows={other} now={now} />
              </div>
            ) : null}
          </>
        );
      },
    },
    {
      key: "labs",
      heading: "Labs",
      cell: ({ clinic }) => <PriceList rows={pricesOfKind(clinic, ["labs"])} now={now} />,
    },
    {
      key: "consultation",
      heading: "Consultation fee",
      cell: ({ clinic }) => <PriceList rows={pricesOfKind(clinic, ["consultation"])} now={now} />,
    },
    {
      key: "first-year",
      heading: "First-year cost estimate",
      note: "One consultation, one lab panel and 12 months of treatment, from the clinic's own prices",
      cell: (item) => <FirstYearCell compared={item} now={now} />,
    },
    { key: "insurance", heading: "Insurance", cell: (item) => <InsuranceCell compared={item} /> },
    {
      key: "telehealth",
      heading: "Telehealth and licensed states",
      cell: (item) => <TelehealthCell compared={item} />,
    },
    {
      key: "hours",
      heading: "Hours",
      note: "The clinic's local time",
      cell: (item) => <HoursCell compared={item} />,
    },
    ...(withDistance
      ? [
          {
            key: "distance",
            heading: "Distance",
            cell: (item: ComparedClinic) => item.distance ?? <NotListed />,
          },
        ]
      : []),
    {
      key: "verified",
      heading: "Listing verified",
      cell: ({ verification }) => (
        <>
          <p>{listingCheckText(verification)}</p>
          <SiteLink to={HOW_WE_LIST_PATH} className="compare-source underline compare-no-print">
            What we check
          </SiteLink>
        </>
      ),
    },
  ];

  const names = compared.map(({ clinic }) => clinic.name);
  return (
    // A phone scrolls the table sideways inside this region, which keyboard users can focus and scroll too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="compare-scroll mt-3 overflow-x-auto" tabIndex={0} aria-label="Comparison table">
      <table className="compare-table" data-testid="compare-table">
        <caption className="sr-only">{`Comparison of ${names.join(", ")}`}</caption>
        <thead>
          <tr>
            <td className="compare-corner" />
            {compared.map(({ clinic }) => (
              <th key={clinic.slug} scope="col">
                <SiteLink
                  to={`/clinic/${clinic.slug}`}
                  className="text-base font-bold text-navy-900 underline"
                >
                  {clinic.name}
                </SiteLink>
                <span className="block text-sm font-normal text-slate-700">{`${clinic.city}, ${clinic.state}`}</span>
                <SiteLink
                  to={removeHref(clinic.slug)}
                  className="compare-no-print mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
                  rel="nofollow"
                >
                  Remove<span className="sr-only">{` ${clinic.name} from the comparison`}</span>
                </SiteLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">
                {row.heading}
                {row.note ? <span className="compare-source font-normal">{row.note}</span> : null}
              </th>
              {compared.map((item) => (
                <td key={item.clinic.slug}>{row.cell(item)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
