import { SiteLink } from "./site-link.tsx";
import { type CardClinic, ClinicCard } from "./ui/clinic-card.tsx";

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

/** The featured card of the design system, from what the home page holds of a provider. */
function providerCard(provider: FeaturedProvider): CardClinic {
  return {
    id: 0,
    slug: provider.slug,
    name: provider.name,
    city: provider.city,
    state: provider.state,
    address: provider.address,
    zipCode: "",
    // No distance is shown on the home page; the card's directions search for the address.
    locationPrecision: "address",
    phone: null,
    rating: provider.rating,
    reviewCount: provider.reviewCount,
    monthlyPrice: null,
    featured: true,
    verified: false,
    virtualCare: false,
    weeklyHours: "",
    timeZone: null,
    description: provider.description,
    website: provider.website,
  };
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
            <SiteLink to="/contact" className="font-medium text-brand-700 underline underline-offset-2">
              Featured Provider Program
            </SiteLink>
            , and they are always labelled.
          </p>
        </div>
        <SiteLink to="/search" className="btn-quiet">
          See all clinics
        </SiteLink>
      </div>
      {providers.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {providers.map((provider) => (
            <li key={provider.slug}>
              <ClinicCard clinic={providerCard(provider)} variant="featured" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">
          No featured providers right now.{" "}
          <SiteLink to="/search" className="font-medium text-brand-700 underline underline-offset-2">
            Search every clinic in the directory
          </SiteLink>
          .
        </p>
      )}
    </section>
  );
}
