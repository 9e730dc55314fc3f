import { SiteLink } from "../site-link.tsx";

/** The top of a record's page: the way back to its list, and its name as the page's heading. */
export function RecordHeading({ back, backLabel, name }: { back: string; backLabel: string; name: string }) {
  return (
    <>
      <p>
        <SiteLink to={back} className="text-brand-800 underline">
          {backLabel}
        </SiteLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words text-slate-900">{name}</h1>
    </>
  );
}
