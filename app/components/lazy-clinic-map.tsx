import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "react";

import type { MapBounds } from "../domain/map-bounds.ts";
import { type MapClinic, plottableClinics } from "../domain/map-plot.ts";

export interface ClinicMapProps {
  clinics: MapClinic[];
  /** Height in pixels (600 on search, 500 on the finder). */
  height: number;
  /** Fit the view to the plotted clinics instead of the whole country. */
  fitToClinics?: boolean;
  /** Start on this area instead (a search of the map area), without fitting to the clinics. */
  initialBounds?: MapBounds;
  /** Called when the visitor chooses a clinic on the map; without it, the map opens /clinic/{slug}. */
  onSelectClinic?: (clinic: MapClinic) => void;
  /** The clinic whose marker is marked (its card is hovered or focused). */
  highlightedId?: number | null;
  /** A marker is hovered or focused (its clinic's id), or no longer (null). */
  onHighlight?: (clinicId: number | null) => void;
  /** Whether the map is on screen; its code loads only once it is (default: always). */
  active?: boolean;
  /** Offers "Search this area" once the visitor has moved the map, and runs it with the visible area. */
  onSearchArea?: (bounds: MapBounds) => void;
  className?: string;
}

const ClinicMapClient = lazy(() => import("./clinic-map.client.tsx"));

function MapFrame({
  height,
  className,
  children,
}: {
  height: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`map-frame relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className ?? ""}`}
      style={{ height }}
    >
      {children}
    </div>
  );
}

/** What shows until the map is ready: also the server-rendered state. */
export function MapLoading({ count }: { count: number }) {
  return (
    <div
      role="status"
      className="absolute inset-0 z-[1000] flex flex-col items-center justify-center gap-2 bg-slate-100/95 text-center"
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <p className="font-semibold text-slate-800">Loading interactive map...</p>
      <p className="text-sm text-slate-700">{`${count} clinics ready`}</p>
    </div>
  );
}

/** The failure state: the spec's 'Map Error' with the message and a reload button. */
export function MapError({ message }: { message?: string }) {
  return (
    <div
      role="alert"
      className="absolute inset-0 z-[1000] flex flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center"
    >
      <p className="text-lg font-bold text-slate-900">Map Error</p>
      <p className="text-slate-700">{message || "Failed to initialize map"}</p>
      <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
        Reload Page
      </button>
    </div>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) return <MapError message={this.state.error.message} />;
    return this.props.children;
  }
}

/**
 * The clinic map. The server renders a placeholder of the final height; after hydration, and once the map is
 * on screen (`active`), the Leaflet module is loaded (only then does the browser fetch the map's JavaScript and
 * CSS).
 */
export function LazyClinicMap({ active = true, ...props }: ClinicMapProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const count = plottableClinics(props.clinics).length;
  const loading = <MapLoading count={count} />;
  if (!mounted || !active) {
    return (
      <MapFrame height={props.height} className={props.className}>
        {loading}
      </MapFrame>
    );
  }
  return (
    <MapFrame height={props.height} className={props.className}>
      <MapErrorBoundary>
        <Suspense fallback={loading}>
          <ClinicMapClient {...props} />
        </Suspense>
      </MapErrorBoundary>
    </MapFrame>
  );
}
