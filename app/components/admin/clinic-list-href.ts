/** The search of the admin clinic list, as its URL carries it. */
export interface ClinicListSearch {
  name: string;
  city: string;
  state: string;
  npi: string;
  verified: string;
  featured: string;
  source: string;
  verification: string;
  missing: string;
  openSuggestions: boolean;
  lastImport: boolean;
  sort: string;
}

const KEYS = [
  "name",
  "city",
  "state",
  "npi",
  "verified",
  "featured",
  "source",
  "verification",
  "missing",
] as const;

/** The query string of the list's search, without its page ("name=…&state=TX"); the default order is left out. */
export function clinicListParams(search: ClinicListSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (search[key]) params.set(key, search[key]);
  if (search.openSuggestions) params.set("suggestions", "open");
  if (search.lastImport) params.set("changed", "last-import");
  if (search.sort && search.sort !== "name") params.set("sort", search.sort);
  return params;
}

/** The URL of a page of the admin clinic list with the same search. */
export function clinicListHref(search: ClinicListSearch, page: number): string {
  const params = clinicListParams(search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/clinics?${query}` : "/admin/clinics";
}
