import { Link } from "react-router";
import { type ClinicCard, telHref } from "../domain/clinic-card.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { priceRangeText } from "./clinic-result-card.tsx";
import { OpenStatus } from "./open-status.tsx";
import { StarRating } from "./star-rating.tsx";

/** An online clinic: Online badge, rating, 3 services then '+N more', price, View Details and phone. */
export function OnlineClinicCard({ clinic }: { clinic: ClinicCard }) {
  const extra = clinic.services.length - 3;
  const price = priceRangeText(clinic.priceRange);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-bold leading-snug text-slate-900">
          <Link to={clinicHref(clinic)} className="hover:text-brand-800 hover:underline">
            {clinic.name}
          </Link>
        </h2>
        <span className="badge shrink-0 bg-green-50 text-green-800">Online</span>
      </div>
      <p className="text-sm text-slate-700">{`Based in ${clinic.city}, ${clinic.state}`}</p>
      {clinic.rating !== null && clinic.reviewCount > 0 ? (
        <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
      ) : (
        <span className="text-sm text-slate-600">No reviews yet</span>
      )}
      <OpenStatus hours={clinic.openingHours} timeZone={clinic.timeZone} />
      {clinic.services.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Services">
          {clinic.services.slice(0, 3).map((service) => (
            <li
              key={service}
              className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-800"
            >
              {service}
            </li>
          ))}
          {extra > 0 ? (
            <li className="rounded-md px-2 py-1 text-xs font-medium text-slate-700">{`+${extra} more`}</li>
          ) : null}
        </ul>
      ) : null}
      <p className="text-sm font-semibold text-slate-900">
        {price ? (
          <>
            <span className="sr-only">Price range: </span>
            {price}
          </>
        ) : (
          "Contact for pricing"
        )}
      </p>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
        <Link
          to={clinicHref(clinic)}
          className="btn-primary px-2 text-sm"
          aria-label={`View Details: ${clinic.name}`}
        >
          View Details
        </Link>
        {clinic.phone ? (
          <a
            href={telHref(clinic.phone)}
            className="btn-secondary px-2 text-sm"
            aria-label={`Call ${clinic.name} at ${clinic.phone}`}
          >
            {clinic.phone}
          </a>
        ) : null}
      </div>
    </article>
  );
}
