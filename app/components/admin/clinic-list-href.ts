/** The search of the admin clinic list, as its URL carries it. */
export interface ClinicListSearch {
  name: string;
  city: string;
  state: string;
  npi: string;
  verified: string;
  featured: string;
  source: string;
}

const KEYS = ["name", "city", "state", "npi", "verified", "featured", "source"] as const;

/** The URL of a page of the admin clinic list with the same search. */
export function clinicListHref(search: ClinicListSearch, page: number): string {
  const params = new URLSearchParams();
  for (const key of KEYS) if (search[key]) params.set(key, search[key]);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/clinics?${query}` : "/admin/clinics";
}
