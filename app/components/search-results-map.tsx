import { useMemo } from "react";
import type { MapBounds } from "../domain/map-bounds.ts";
import { fromMapPoint, type MapPoint, mapPosition } from "../domain/map-plot.ts";
import { mapPreview } from "../domain/map-preview.ts";
import type { SearchQuery } from "../domain/search-params.ts";
import { LazyClinicMap } from "./lazy-clinic-map.tsx";
import { MapPreview } from "./map-preview.tsx";
import type { CardHighlight } from "./search-results.tsx";

/**
 * The map. In map view it takes the list's place and shows every match; in list view, on a wide screen only, it
 * sits beside the list, sticky, showing this page's clinics. Its code loads only once it is shown.
 */
export function ResultsMap({
  page,
  wide,
  highlight,
  onSearchArea,
}: {
  page: {
    query: SearchQuery;
    /** The searched place, if any. */
    place: object | null;
    mapPoints: MapPoint[] | null;
    pagePoints: MapPoint[];
    total: number;
  };
  wide: boolean;
  highlight: CardHighlight;
  onSearchArea: (bounds: MapBounds) => void;
}) {
  const { query } = page;
  const mapView = query.view === "map";
  const points = mapView ? (page.mapPoints ?? []) : page.pagePoints;
  const clinics = useMemo(() => points.map(fromMapPoint), [points]);
  const area = query.location.kind === "area" ? query.location.bounds : undefined;
  const fitToClinics = page.place !== null && !area;
  // The map view opens on the map: its opening view is in the HTML as a picture until the map has loaded.
  const preview = useMemo(
    () =>
      mapView
        ? mapPreview({ points: clinics.flatMap((clinic) => mapPosition(clinic) ?? []), fitToClinics, area })
        : null,
    [mapView, clinics, fitToClinics, area],
  );
  return (
    <div className={mapView ? "" : "hidden lg:sticky lg:top-20 lg:block"}>
      <LazyClinicMap
        clinics={clinics}
        height={600}
        active={mapView || wide}
        fitToClinics={fitToClinics}
        initialBounds={area}
        preview={preview ? <MapPreview preview={preview} /> : null}
        highlightedId={highlight.id}
        onHighlight={highlight.onChange}
        onSearchArea={onSearchArea}
      />
      {mapView && page.total > clinics.length ? (
        <p className="mt-2 text-sm text-slate-700">{`The map shows the first ${clinics.length} of ${page.total} clinics.`}</p>
      ) : null}
    </div>
  );
}
