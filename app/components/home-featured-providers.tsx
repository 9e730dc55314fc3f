import { Link } from "react-router";
import { FeaturedBadge } from "./listing-badges.tsx";
import { StarRating } from "./star-rating.tsx";

/** What the home page shows of a featured (paid placement) clinic. */
export interface FeaturedProvider {
  slug: string;
  name: string;
  city: string;
  state: string;
  address: string;
  description: string | null;
  rating: number | null;
  reviewCount: number;
  website: string | null;
}

export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

function ProviderCard({ provider }: { provider: FeaturedProvider }) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p>
        <FeaturedBadge />
      </p>
      <h3 className="mt-3 text-xl font-semibold text-slate-900">
        <Link to={`/clinic/${provider.slug}`} className="hover:text-brand-800 hover:underline">
          {provider.name}
        </Link>
      </h3>
      <p className="mt-1 text-slate-700">
        {provider.city}, {provider.state}
      </p>
      {provider.rating !== null ? (
        <p className="mt-2">
          <StarRating rating={provider.rating} reviewCount={provider.reviewCount} source="Google" />
        </p>
      ) : null}
      {provider.description ? (
        <p className="mt-3 line-clamp-3 flex-1 text-slate-700">{provider.description}</p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        {provider.website ? (
          <a href={provider.website} target="_blank" rel="noopener" className="btn-secondary">
            Visit Website
            <span className="sr-only"> of {provider.name}</span>
            <NewTabNote />
          </a>
        ) : null}
        <a
          href={directionsUrl(provider.address)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary"
        >
          Get Directions
          <span className="sr-only"> to {provider.name}</span>
          <NewTabNote />
        </a>
      </div>
    </article>
  );
}

export function HomeFeaturedProviders({ providers }: { providers: readonly FeaturedProvider[] }) {
  return (
    <section aria-labelledby="featured-providers-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-providers-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Featured TRT providers
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Featured listings are paid placements from clinics in our{" "}
            <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2">
              Featured Provider Program
            </Link>
            , and they are always labelled.
          </p>
        </div>
        <Link to="/search" className="btn-secondary">
          See all clinics
        </Link>
      </div>
      {providers.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {providers.map((provider) => (
            <li key={provider.slug} className="flex">
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">
          No featured providers right now.{" "}
          <Link to="/search" className="font-medium text-brand-700 underline underline-offset-2">
            Search every clinic in the directory
          </Link>
          .
        </p>
      )}
    </section>
  );
}
