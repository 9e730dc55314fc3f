import { PRICE_RANGE_LABELS, type PriceRange } from "../../domain/catalog.ts";
import type { Clinic } from "../../domain/clinic.ts";
import { ProfileSection } from "./section.tsx";

export function PricingTab({ clinic }: { clinic: Clinic }) {
  const rangeLabel = clinic.priceRange ? PRICE_RANGE_LABELS[clinic.priceRange as PriceRange] : undefined;
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
                      <td className="px-4 py-3 text-right font-semibold text-slate-900 sm:whitespace-nowrap">
                        {row.price}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-sm text-slate-600">
              Prices as listed by the clinic. Confirm the current price with the clinic before booking.
            </p>
          </>
        ) : (
          <p className="text-slate-700">Contact for pricing: the clinic has not listed its prices.</p>
        )}
      </ProfileSection>

      <div className="space-y-6">
        {clinic.priceRange ? (
          <ProfileSection title="Price range">
            <p className="text-2xl font-bold text-brand-800">
              {clinic.priceRange}
              {rangeLabel ? (
                <span className="ml-2 text-base font-semibold text-slate-700">{rangeLabel}</span>
              ) : null}
            </p>
          </ProfileSection>
        ) : null}
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
    </div>
  );
}
