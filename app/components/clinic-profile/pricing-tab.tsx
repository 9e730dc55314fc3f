import type { Clinic } from "../../domain/clinic.ts";
import { asOfDay, priceSourceLabel, stalePriceNote } from "../../domain/price-source.ts";
import { FirstYearCost } from "../first-year-cost.tsx";
import { ProfileSection } from "./section.tsx";

type PriceRow = Clinic["pricing"][number];

/** Where a price came from and the day it was true, and a note when that is over 12 months ago. */
function PriceSource({ row, now, shared }: { row: PriceRow; now: Date; shared: boolean }) {
  const note = stalePriceNote(row.asOf, now);
  return (
    <>
      <span className={shared ? "block" : "mt-0.5 block text-xs font-normal text-slate-600"}>
        {`${shared ? "Every price: " : ""}${priceSourceLabel(row.source)}, as of `}
        <time dateTime={row.asOf}>{asOfDay(row.asOf)}</time>
      </span>
      {note ? (
        <span
          className={
            shared ? "mt-1 block font-medium text-amber-900" : "mt-1 block text-xs font-medium text-amber-900"
          }
          data-stale-price=""
        >
          {note}
        </span>
      ) : null}
    </>
  );
}

/** The source and day every row shares, when they all share one: said once, under the table. */
function sharedSource(rows: readonly PriceRow[]): PriceRow | null {
  const [first] = rows;
  if (!first) return null;
  return rows.every((row) => row.source === first.source && row.asOf === first.asOf) ? first : null;
}

/** `today`: the UTC day the page was made (YYYY-MM-DD), against which a price's age is told. */
export function PricingTab({ clinic, today }: { clinic: Clinic; today: string }) {
  const now = new Date(`${today}T12:00:00Z`);
  const shared = sharedSource(clinic.pricing);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ProfileSection title="Pricing" className="lg:col-span-2">
        {clinic.pricing.length > 0 ? (
          <>
            <div className="overflow-hidden rounded-xl border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{`Prices listed by ${clinic.name}`}</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Service
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Price
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {clinic.pricing.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                        {row.service}
                      </th>
                      <td className="px-4 py-3 text-right font-semibold text-slate-900">
                        <span className="sm:whitespace-nowrap">{row.price}</span>
                        {shared ? null : <PriceSource row={row} now={now} shared={false} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {shared ? (
              <p className="mt-3 text-sm text-slate-700" data-price-source="">
                <PriceSource row={shared} now={now} shared />
              </p>
            ) : null}
            <p className="mt-3 text-sm text-slate-600">
              Prices as listed by the clinic, with where each came from and the day it was true. Confirm the
              current price with the clinic before booking.
            </p>
          </>
        ) : (
          <p className="text-slate-700">Contact for pricing: the clinic has not listed its prices.</p>
        )}
      </ProfileSection>

      <div className="space-y-6">
        <ProfileSection title="Insurance accepted">
          {clinic.acceptedInsurance.length > 0 ? (
            <ul className="space-y-1.5 text-slate-800">
              {clinic.acceptedInsurance.map((name) => (
                <li key={name} className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-600" />
                  {name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">Not listed. Call the clinic to ask.</p>
          )}
        </ProfileSection>
      </div>
      <FirstYearCost clinic={clinic} today={today} />
    </div>
  );
}
