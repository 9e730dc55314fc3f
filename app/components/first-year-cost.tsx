import type { Clinic } from "../domain/clinic.ts";
import {
  type CostTerm,
  type FirstYearCost as FirstYearCostData,
  firstYearCost,
  formatDollarRange,
  notEnoughText,
} from "../domain/first-year-cost.ts";
import { asOfDay, priceSourceLabel, stalePriceNote } from "../domain/price-source.ts";
import { ProfileSection } from "./clinic-profile/section.tsx";

type PriceRow = Clinic["pricing"][number];

/** Where a listed price came from and the day it was true, with a note when that is over 12 months ago. */
export function PriceSourceNote({ row, now }: { row: PriceRow; now: Date }) {
  const stale = stalePriceNote(row.asOf, now);
  return (
    <>
      <span className="block text-xs text-slate-600">
        {`${priceSourceLabel(row.source)}, as of `}
        <time dateTime={row.asOf}>{asOfDay(row.asOf)}</time>
      </span>
      {stale ? (
        <span className="block text-xs font-medium text-amber-900" data-stale-price="">
          {stale}
        </span>
      ) : null}
    </>
  );
}

function TermRow({ label, term, now }: { label: string; term: CostTerm<PriceRow> | null; now: Date }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
        {label}
      </th>
      {term ? (
        <>
          <td className="px-3 py-2">
            <span className="text-slate-900">{term.row.service}: </span>
            <span className="font-semibold text-slate-900">{term.row.price}</span>
            <PriceSourceNote row={term.row} now={now} />
          </td>
          <td className="px-3 py-2 text-right font-semibold text-slate-900 sm:whitespace-nowrap">
            {formatDollarRange(term.amount)}
          </td>
        </>
      ) : (
        <>
          <td className="px-3 py-2 text-slate-700">Not listed</td>
          <td className="px-3 py-2 text-right text-slate-700">None</td>
        </>
      )}
    </tr>
  );
}

/** The treatments' part of the estimate: each treatment's 12 months (or year) and its first-year total. */
function TreatmentRows({ cost, now }: { cost: FirstYearCostData<PriceRow>; now: Date }) {
  return (
    <>
      {cost.treatments.map(({ treatment, total, inclusive }) => (
        <tr key={treatment.row.id}>
          <th scope="row" className="px-3 py-2 font-medium text-slate-900">
            {treatment.label}
            {inclusive ? <span aria-hidden="true">*</span> : null}
          </th>
          <td className="px-3 py-2">
            <span className="font-semibold text-slate-900">{treatment.row.price}</span>
            {treatment.times === 12 ? <span className="text-slate-700"> × 12</span> : null}
            <span className="block text-slate-900">
              {`${formatDollarRange(treatment.amount)} for the year`}
            </span>
            <PriceSourceNote row={treatment.row} now={now} />
          </td>
          <td className="px-3 py-2 text-right sm:whitespace-nowrap">
            {total ? (
              <strong className="text-base text-navy-900">{formatDollarRange(total)}</strong>
            ) : (
              <span className="text-slate-700">Not enough prices to estimate</span>
            )}
          </td>
        </tr>
      ))}
    </>
  );
}

/**
 * The first-year cost estimate on a clinic's profile (pricing tab): one consultation, one lab panel and 12
 * months of each treatment the clinic prices, every term with its listed price, source and date
 * (app/domain/first-year-cost.ts). `today` is the UTC day the page was made (YYYY-MM-DD).
 */
export function FirstYearCost({
  clinic,
  today,
}: {
  clinic: Pick<Clinic, "name" | "pricing">;
  today: string;
}) {
  const now = new Date(`${today}T12:00:00Z`);
  const cost = firstYearCost(clinic.pricing);
  const inclusive = cost.treatments.filter((estimate) => estimate.inclusive);
  return (
    <ProfileSection title="First-year cost estimate" className="lg:col-span-3">
      <div data-testid="first-year-cost">
        <p className="text-sm text-slate-700">
          {`An estimate from the prices ${clinic.name} lists: one consultation, one lab panel and 12 months of treatment. Follow-up visits and labs, medication changes and insurance are not included, and no price is filled in from other clinics. Confirm the cost with the clinic.`}
        </p>
        {cost.missing.length > 0 ? (
          <p className="mt-3 font-semibold text-navy-900" data-testid="first-year-not-enough">
            {notEnoughText(cost.missing)}
          </p>
        ) : null}
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{`First-year cost estimate for ${clinic.name}, term by term`}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Term
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Listed price and source
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {cost.treatments.length > 0 ? "First-year estimate" : "Amount"}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              <TermRow label="Consultation (once)" term={cost.consultation} now={now} />
              <TermRow label="Lab panel (once)" term={cost.labs} now={now} />
              {cost.treatments.length > 0 ? (
                <TreatmentRows cost={cost} now={now} />
              ) : (
                <tr>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    12 months of treatment
                  </th>
                  <td className="px-3 py-2 text-slate-700">Not listed</td>
                  <td className="px-3 py-2 text-right text-slate-700">None</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {cost.treatments.length > 1 ? (
          <p className="mt-2 text-sm text-slate-700">
            Each treatment's estimate adds the consultation and the lab panel to that treatment's year.
          </p>
        ) : null}
        {inclusive.length > 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            * The clinic calls this price all-inclusive or a membership: ask whether it already covers the
            consultation and labs, which are added here because the clinic lists them separately.
          </p>
        ) : null}
        {cost.refused.length > 0 ? (
          <div className="mt-3 text-sm text-slate-700">
            <p className="font-semibold text-navy-900">Not counted</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {cost.refused.map(({ row, reason }) => (
                <li key={row.id}>{`${row.service} (${row.price}): ${reason}`}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </ProfileSection>
  );
}
