import { lazy, Suspense, useMemo } from "react";
import type { Clinic } from "../../domain/clinic.ts";
import type { ClinicPartProps } from "./clinic-parts.tsx";
import { KeptClinicPart } from "./kept-clinic-part.tsx";

// The map's loader too is loaded only once the tab is shown: a profile opens on another tab.
const LazyClinicMap = lazy(() =>
  import("../lazy-clinic-map.tsx").then((module) => ({ default: module.LazyClinicMap })),
);

/** The map's room while its code loads, and while the tab is hidden. */
function MapSpace() {
  return <div className="h-[380px] rounded-xl border border-slate-200 bg-slate-100" />;
}

/**
 * Address, directions and a map; the map is mounted only while this tab is shown, so tiles load on demand. The
 * address and links are kept as the server drew them (`location-details.tsx`).
 */
export function LocationTab({ page, active }: { page: Omit<ClinicPartProps, "part">; active: boolean }) {
  const { clinic } = page;
  const clinics = useMemo((): Clinic[] => [clinic], [clinic]);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        {active ? (
          <Suspense fallback={<MapSpace />}>
            <LazyClinicMap clinics={clinics} height={380} fitToClinics />
          </Suspense>
        ) : (
          <MapSpace />
        )}
      </div>
      <KeptClinicPart part="location" {...page} />
    </div>
  );
}
