import { SiteLink } from "../site-link.tsx";

/**
 * On a clinic account's dashboard card: the way to the clinic's featured-listing page, saying where the clinic
 * stands (featured now, a request waiting, or neither).
 */
export function FeatureRequestLink({
  clinicId,
  clinicName,
  featured,
  requestOpen,
}: {
  clinicId: number;
  clinicName: string;
  featured: boolean;
  requestOpen: boolean;
}) {
  const label = featured
    ? "Featured now: see your featured listing"
    : requestOpen
      ? "Your request to be featured is waiting for an operator"
      : "Ask to be featured";
  return (
    <p className="mt-2">
      <SiteLink to={`/admin/manage/clinics/${clinicId}/featured`} className="text-brand-700 underline">
        {label}
        <span className="sr-only"> ({clinicName})</span>
      </SiteLink>
    </p>
  );
}
