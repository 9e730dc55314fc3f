import { Component, lazy, type ReactNode, type Ref, Suspense, useEffect, useRef, useState } from "react";

import type { MapBounds } from "../domain/map-bounds.ts";
import { fromMapPoint, type MapClinic, type MapPoint, plottableClinics } from "../domain/map-plot.ts";

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
  /**
   * Called once when the map's frame comes near the screen: a page whose map shows below the fold loads its
   * points then (`useMapPoints`), and passes `active` once they are there.
   */
  onNearScreen?: () => void;
  /** Called once the map has loaded and settled (its loading state has ended). */
  onReady?: () => void;
  /** The number of clinics the map will plot, when `clinics` is not loaded yet (the placeholder says it). */
  count?: number;
  /** The map's clinics could not be loaded: the map shows its error state with this message. */
  failure?: string | null;
  /**
   * A picture of the opening view (`<MapPreview>`), drawn by the server under the loading notice, for a map that
   * shows as soon as the page does (the search map). A slot, so that pages without one do not ship its code.
   */
  preview?: ReactNode;
  className?: string;
}

const ClinicMapClient = lazy(() => import("./clinic-map.client.tsx"));

function MapFrame({
  height,
  className,
  frameRef,
  children,
}: {
  height: number;
  className?: string;
  frameRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      ref={frameRef}
      className={`map-frame relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className ?? ""}`}
      style={{ height }}
    >
      {children}
    </div>
  );
}

/**
 * What shows until the map is ready: also the server-rendered state. A card in the middle of the frame, so that
 * the picture of the map under it (a preview, or the map settling) stays in view.
 */
export function MapLoading({ count }: { count: number }) {
  return (
    <div role="status" className="absolute inset-0 z-[1000] flex items-center justify-center p-4">
      <div className="flex flex-col items-center gap-2 rounded-xl bg-white px-5 py-4 text-center shadow-md ring-1 ring-slate-200">
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        />
        <p className="font-semibold text-slate-800">Loading interactive map...</p>
        <p className="text-sm text-slate-700">{`${count} clinics ready`}</p>
      </div>
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
export function LazyClinicMap({
  active = true,
  onNearScreen,
  count,
  failure,
  preview,
  ...props
}: ClinicMapProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Once the map has settled over the picture, the picture goes: later searches on this page do not fetch tiles
  // for a picture nobody sees.
  const [settled, setSettled] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const nearScreen = useRef(onNearScreen);
  nearScreen.current = onNearScreen;
  const watchesScreen = onNearScreen !== undefined;
  useEffect(() => {
    const frame = frameRef.current;
    if (!watchesScreen || !frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        nearScreen.current?.();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [watchesScreen]);
  const loading = <MapLoading count={count ?? plottableClinics(props.clinics).length} />;
  let content: ReactNode;
  if (failure) content = <MapError message={failure} />;
  else if (!mounted || !active) content = loading;
  else {
    content = (
      <MapErrorBoundary>
        <Suspense fallback={loading}>
          <ClinicMapClient
            {...props}
            onReady={() => {
              setSettled(true);
              props.onReady?.();
            }}
          />
        </Suspense>
      </MapErrorBoundary>
    );
  }
  // The preview stays first in the frame whatever follows it, so that hydration and the map's loading never
  // replace its images.
  return (
    <MapFrame height={props.height} className={props.className} frameRef={frameRef}>
      {failure || settled ? null : preview}
      {content}
    </MapFrame>
  );
}

/**
 * Points for a map that loads them on demand: `request` (give it to `onNearScreen`) fetches them from `url`,
 * and again whenever `url` changes after that; `clinics` is null until they are there.
 */
export function useMapPoints(url: string): {
  clinics: MapClinic[] | null;
  failure: string | null;
  request: () => void;
} {
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState<{ url: string; clinics: MapClinic[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!requested) return;
    const controller = new AbortController();
    setFailure(null);
    fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const points = (await response.json()) as MapPoint[];
        setLoaded({ url, clinics: points.map(fromMapPoint) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailure("The clinics for the map could not be loaded");
      });
    return () => controller.abort();
  }, [url, requested]);
  return {
    clinics: loaded?.url === url ? loaded.clinics : null,
    failure,
    request: () => setRequested(true),
  };
}
