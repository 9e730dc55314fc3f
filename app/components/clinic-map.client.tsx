import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import Supercluster from "supercluster";
import { approximateAreaLabel, areaMarkerTitle } from "../domain/approximate-location.ts";
import { boundsOfView } from "../domain/map-bounds.ts";
import { clusterName, mapMotion, REDUCED_MOTION_QUERY } from "../domain/map-motion.ts";
import {
  clinicHref,
  directionsUrl,
  MAP_CENTER,
  MAP_MAX_ZOOM,
  MAP_RESIZE_DELAY_MS,
  MAP_ZOOM,
  type MapClinic,
  mapArea,
  mapPosition,
} from "../domain/map-plot.ts";
import { FIT_MAX_ZOOM, FIT_PADDING_PX } from "../domain/map-preview.ts";
import { AREA_MARKER_SIZE, clusterSize, spaceMarkers } from "../domain/marker-spacing.ts";
import { directionsHref, telHref } from "../domain/outbound-links.ts";
import { formatRating } from "../domain/rating.ts";
import { FALLBACK_SITE, type RootData } from "../lib/site.ts";
import { type ClinicMapProps, MapError, MapLoading } from "./lazy-clinic-map.tsx";

interface Plotted {
  clinic: MapClinic;
  latitude: number;
  longitude: number;
  /** A clinic placed at its ZIP code's centre: shown as that area, never as a pin (decision 33). */
  area: { zipCode: string; address: string } | null;
}

type PointProps = { index: number };

const PIN_SVG = (fill: string) =>
  `<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false"><path d="M14 1C6.8 1 1 6.8 1 14c0 9.8 13 21 13 21s13-11.2 13-21C27 6.8 21.2 1 14 1z" fill="${fill}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;

/** Markers show keyboard focus, and the marker of a hovered or focused card stands out (is-active). */
const MARKER_CLASS =
  "clinic-map-marker rounded-full transition-transform motion-reduce:transition-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&.is-active]:z-[900]! [&.is-active]:scale-125 [&.is-active_path]:fill-accent-700";

const clinicIcon = (featured: boolean) =>
  L.divIcon({
    className: MARKER_CLASS,
    html: PIN_SVG(featured ? "#c2410c" : "#0f5e6e"),
    iconSize: [28, 36],
    iconAnchor: [14, 35],
    popupAnchor: [0, -32],
  });

/**
 * A clinic whose position is only its ZIP code's centre: a translucent circle with a dashed edge, no point, so
 * the map does not pretend to know the door. The circle itself is the target (36 px, over WCAG's 24). It is a
 * marker like a pin (`clinic-map-marker`): one clinic, spaced and clustered the same way.
 */
const areaIcon = (featured: boolean) =>
  L.divIcon({
    className:
      "clinic-map-marker clinic-map-area rounded-full transition-transform motion-reduce:transition-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&.is-active]:z-[900]! [&.is-active]:scale-125 [&.is-active_span]:border-accent-700 [&.is-active_span]:bg-accent-600/25",
    html: `<span class="block h-full w-full rounded-full border-2 border-dashed ${
      featured ? "border-accent-700 bg-accent-600/30" : "border-brand-700 bg-brand-600/30"
    } shadow-sm"></span>`,
    iconSize: [AREA_MARKER_SIZE, AREA_MARKER_SIZE],
    iconAnchor: [AREA_MARKER_SIZE / 2, AREA_MARKER_SIZE / 2],
    popupAnchor: [0, -AREA_MARKER_SIZE / 2],
  });

function clusterIcon(count: number) {
  const size = clusterSize(count);
  return L.divIcon({
    className:
      "clinic-map-cluster rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&.is-active]:z-[900]! [&.is-active_span]:bg-accent-700",
    html: `<span class="flex h-full w-full items-center justify-center rounded-full border-2 border-white bg-brand-700 text-sm font-bold text-white shadow-md ring-4 ring-brand-700/30">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function stars(rating: number): HTMLElement {
  const wrapper = element("p", "m-0! flex items-center gap-1 text-sm");
  const hidden = element("span", "sr-only", `Rated ${formatRating(rating)} out of 5`);
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  const glyphs = element("span", "text-amber-700", "★".repeat(full) + "☆".repeat(5 - full));
  glyphs.setAttribute("aria-hidden", "true");
  const value = element("span", "font-semibold text-slate-900", formatRating(rating));
  value.setAttribute("aria-hidden", "true");
  wrapper.append(hidden, glyphs, value);
  return wrapper;
}

/** A click, or Enter or Space while the marker has keyboard focus. */
function onActivate(marker: L.Marker, action: () => void) {
  marker.on("click", action);
  marker.on("keydown", (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
    if (key !== "Enter" && key !== " ") return;
    (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
    action();
  });
}

/**
 * The popup's content, built as DOM nodes (text is never parsed as HTML). The content is a group named by the
 * clinic, focusable from script: focus moves into it when a marker opens it, and back when it closes.
 */
function popupContent(plotted: Plotted, onDetails: (clinic: MapClinic) => void): HTMLElement {
  const { clinic } = plotted;
  const root = element(
    "div",
    "clinic-map-popup flex min-w-48 flex-col gap-1 rounded-sm font-sans text-slate-900 focus:outline-none",
  );
  const name = element("p", "m-0! text-base font-bold leading-snug", clinic.name);
  name.id = `clinic-map-popup-${clinic.id}`;
  root.setAttribute("role", "group");
  root.setAttribute("aria-labelledby", name.id);
  root.tabIndex = -1;
  root.append(name);
  root.append(element("p", "m-0! text-sm text-slate-700", `${clinic.city}, ${clinic.state}`));
  if (plotted.area) {
    root.append(
      element("p", "m-0! text-sm text-slate-700", `${approximateAreaLabel(plotted.area.zipCode)}.`),
    );
  }
  if (clinic.phone) {
    const phone = element("a", "text-sm font-medium text-brand-800! underline", clinic.phone);
    phone.href = telHref(clinic.phone);
    const line = element("p", "m-0!");
    line.append(phone);
    root.append(line);
  }
  if (clinic.rating !== null && clinic.rating > 0) root.append(stars(clinic.rating));
  const actions = element("div", "mt-2 flex gap-2");
  if (clinic.slug) {
    const details = element(
      "a",
      "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg bg-accent-600 px-3 text-sm font-semibold text-white! no-underline hover:bg-accent-700",
      "Details",
    );
    details.href = clinicHref(clinic);
    details.setAttribute("aria-label", `Details: ${clinic.name}`);
    details.addEventListener("click", (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onDetails(clinic);
    });
    actions.append(details);
  }
  const directions = element(
    "a",
    "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-700! no-underline hover:bg-brand-50",
    "Directions",
  );
  // An area's centre is no destination: directions search for the clinic's street address instead.
  directions.href = plotted.area
    ? directionsHref({ address: plotted.area.address, city: clinic.city, state: clinic.state })
    : directionsUrl(plotted.latitude, plotted.longitude);
  directions.target = "_blank";
  directions.rel = "noopener noreferrer";
  directions.dataset.directions = clinic.slug;
  directions.setAttribute("aria-label", `Directions to ${clinic.name} (opens in a new tab)`);
  actions.append(directions);
  root.append(actions);
  return root;
}

/** Marks the marker (or cluster) that holds the clinic, and raises it above the others. */
function markActive(markers: Map<L.Marker, number[]>, clinicId: number | null) {
  for (const [marker, ids] of markers) {
    const active = clinicId !== null && ids.includes(clinicId);
    marker.getElement()?.classList.toggle("is-active", active);
    marker.setZIndexOffset(active ? 1000 : 0);
  }
}

/** Leaflet map with clustered clinic markers. Loaded only in the browser, by LazyClinicMap. */
export default function ClinicMap({
  clinics,
  fitToClinics,
  initialBounds,
  onSelectClinic,
  highlightedId = null,
  onHighlight,
  onSearchArea,
  onReady,
}: ClinicMapProps) {
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const selectRef = useRef<(clinic: MapClinic) => void>(() => {});
  const highlightRef = useRef<(clinicId: number | null) => void>(() => {});
  /** Each shown marker and the clinic ids it stands for (one, or a cluster's). */
  const markersRef = useRef(new Map<L.Marker, number[]>());
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [moved, setMoved] = useState(false);

  const plotted: Plotted[] = [];
  for (const clinic of clinics) {
    const position = mapPosition(clinic);
    if (position) plotted.push({ clinic, ...position, area: mapArea(clinic) });
  }

  // Markers are rebuilt only when the plotted clinics change, not whenever the parent renders a new array.
  const signature = plotted
    .map((point) => `${point.clinic.id}:${point.latitude}:${point.longitude}:${point.area ? "a" : "p"}`)
    .join("|");
  const plottedRef = useRef(plotted);
  plottedRef.current = plotted;
  const openPopupRef = useRef<L.Popup | null>(null);
  const openerRef = useRef<L.Marker | null>(null);

  selectRef.current = (clinic: MapClinic) => {
    if (onSelectClinic) onSelectClinic(clinic);
    else navigate(clinicHref(clinic));
  };
  highlightRef.current = (clinicId) => onHighlight?.(clinicId);
  const initialBoundsRef = useRef(initialBounds);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  const highlightedRef = useRef(highlightedId);
  highlightedRef.current = highlightedId;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: L.Map;
    // Escape closes an open popup, wherever focus is inside the map, and returns focus to its marker.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !openPopupRef.current?.isOpen()) return;
      map.closePopup();
      openerRef.current?.getElement()?.focus();
    };
    try {
      map = L.map(container, {
        center: [MAP_CENTER.latitude, MAP_CENTER.longitude],
        zoom: MAP_ZOOM,
        maxZoom: MAP_MAX_ZOOM,
        zoomControl: true,
        attributionControl: true,
        scrollWheelZoom: false,
        ...mapMotion(window.matchMedia(REDUCED_MOTION_QUERY).matches),
      });
      const initial = initialBoundsRef.current;
      if (initial) {
        map.fitBounds(
          [
            [initial.south, initial.west],
            [initial.north, initial.east < initial.west ? initial.east + 360 : initial.east],
          ],
          { animate: false },
        );
      }
      // Without tiles the map is still usable: markers, popups and zoom work on the plain background.
      let tilesLoaded = 0;
      L.tileLayer(site.mapTileUrl, { attribution: site.mapAttribution, maxZoom: MAP_MAX_ZOOM })
        .on("tileload", () => {
          tilesLoaded++;
          setTilesFailed(false);
        })
        .on("tileerror", () => {
          if (tilesLoaded === 0) setTilesFailed(true);
        })
        .addTo(map);
      container.addEventListener("keydown", closeOnEscape);
      // Wheel zoom only once the visitor is using the map, so scrolling the page never gets stuck on it.
      map.on("focus click", () => map.scrollWheelZoom.enable());
      map.on("blur", () => map.scrollWheelZoom.disable());
      // Leaflet's popup close button is small: give it a full touch target.
      map.on("popupopen", (event) => {
        const close = event.popup.getElement()?.querySelector(".leaflet-popup-close-button");
        close?.classList.add("h-11!", "w-11!", "text-2xl!", "leading-[44px]!");
      });
      // A popup closed while focus was in it (its close button, Escape) gives focus back to its marker.
      map.on("popupclose", (event) => {
        const active = document.activeElement;
        const inPopup =
          active === null || active === document.body || event.popup.getElement()?.contains(active);
        const opener = openerRef.current?.getElement();
        if (inPopup && opener?.isConnected) opener.focus({ preventScroll: true });
      });
      layerRef.current = L.layerGroup().addTo(map);
      mapRef.current = map;
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : "");
      return;
    }
    const timer = window.setTimeout(() => {
      map.invalidateSize();
      setLoading(false);
      readyRef.current?.();
    }, MAP_RESIZE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      container.removeEventListener("keydown", closeOnEscape);
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [site.mapTileUrl, site.mapAttribution]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const plotted = plottedRef.current;
    const index = new Supercluster<PointProps, PointProps>({ radius: 56, maxZoom: 15 });
    index.load(
      plotted.map((point, i) => ({
        type: "Feature" as const,
        properties: { index: i },
        geometry: { type: "Point" as const, coordinates: [point.longitude, point.latitude] },
      })),
    );
    const shown = new Map<string, L.Marker>();

    const openPopup = (point: Plotted, marker: L.Marker) => {
      const content = popupContent(point, (clinic) => selectRef.current(clinic));
      openerRef.current = marker;
      openPopupRef.current = L.popup({ maxWidth: 280, autoPanPadding: [24, 24] })
        .setLatLng([point.latitude, point.longitude])
        .setContent(content)
        .openOn(map);
      content.focus({ preventScroll: true });
    };
    const markers = markersRef.current;
    markers.clear();
    const hoverable = (marker: L.Marker, ids: number[]) => {
      markers.set(marker, ids);
      if (ids.length !== 1) return;
      const [id] = ids as [number];
      marker.on("mouseover", () => highlightRef.current(id));
      marker.on("mouseout", () => highlightRef.current(null));
      marker.on("add", () => {
        const element = marker.getElement();
        element?.addEventListener("focus", () => highlightRef.current(id));
        element?.addEventListener("blur", () => highlightRef.current(null));
      });
    };

    /** A cluster, or markers merged because they would overlap: a click zooms in to where they spread out. */
    const addCluster = (
      latitude: number,
      longitude: number,
      count: number,
      ids: number[],
      zoomTo: () => void,
    ): L.Marker => {
      const name = clusterName(count);
      const marker = L.marker([latitude, longitude], {
        icon: clusterIcon(count),
        title: name,
        keyboard: true,
      });
      // The count is what is seen; a screen reader hears the cluster's name ("4 clinics here, zoom in"), not "4".
      marker.on("add", () => marker.getElement()?.setAttribute("aria-label", name));
      hoverable(marker, ids);
      marker.on("click", zoomTo);
      return marker;
    };

    const render = () => {
      const bounds = map.getBounds();
      const zoom = Math.round(map.getZoom());
      const items = index.getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        zoom,
      );
      const spaced = items.map((item) => {
        const [longitude, latitude] = item.geometry.coordinates as [number, number];
        const cluster = "cluster_id" in item.properties ? item.properties : null;
        const at = map.latLngToContainerPoint([latitude, longitude]);
        return {
          x: at.x,
          y: at.y,
          count: cluster ? cluster.point_count : 1,
          cluster: cluster !== null,
          area: cluster === null && plotted[item.properties.index]?.area != null,
          value: { latitude, longitude, cluster, index: item.properties.index },
        };
      });
      // Where nothing can zoom further apart, markers stay where they are rather than hide one another for good.
      const groups =
        zoom < MAP_MAX_ZOOM
          ? spaceMarkers(spaced)
          : spaced.map((m) => ({ ...m, members: [m.value], pin: !m.cluster }));
      const clinicIds = (member: (typeof spaced)[number]["value"]): number[] =>
        member.cluster
          ? index
              .getLeaves(member.cluster.cluster_id, Number.POSITIVE_INFINITY)
              .map((leaf) => plotted[leaf.properties.index]?.clinic.id ?? -1)
          : [plotted[member.index]?.clinic.id ?? -1];
      const wanted = new Set<string>();
      for (const group of groups) {
        const keys = group.members.map((member) =>
          member.cluster ? `c${zoom}:${member.cluster.cluster_id}` : `p${member.index}`,
        );
        const key = keys.length === 1 ? (keys[0] as string) : `g${zoom}:${keys.sort().join(",")}`;
        wanted.add(key);
        if (shown.has(key)) continue;
        const [first] = group.members;
        if (!first) continue;
        try {
          let marker: L.Marker;
          if (group.members.length > 1) {
            marker = addCluster(
              first.latitude,
              first.longitude,
              group.count,
              group.members.flatMap(clinicIds),
              () => {
                const spread = L.latLngBounds(group.members.map((m) => [m.latitude, m.longitude]));
                const next = Math.min(Math.max(map.getBoundsZoom(spread.pad(0.5)), zoom + 1), MAP_MAX_ZOOM);
                map.setView(spread.getCenter(), next);
              },
            );
          } else if (first.cluster) {
            const clusterId = first.cluster.cluster_id;
            marker = addCluster(first.latitude, first.longitude, group.count, clinicIds(first), () =>
              map.setView(
                [first.latitude, first.longitude],
                Math.min(index.getClusterExpansionZoom(clusterId), MAP_MAX_ZOOM),
              ),
            );
          } else {
            const point = plotted[first.index];
            if (!point) continue;
            const label = point.area
              ? areaMarkerTitle(point.clinic.name, point.area.zipCode)
              : point.clinic.name;
            const pin = L.marker([point.latitude, point.longitude], {
              icon: point.area ? areaIcon(point.clinic.featured) : clinicIcon(point.clinic.featured),
              title: label,
              alt: label,
              keyboard: true,
              riseOnHover: true,
            });
            onActivate(pin, () => openPopup(point, pin));
            hoverable(pin, [point.clinic.id]);
            marker = pin;
          }
          marker.addTo(layer);
          shown.set(key, marker);
        } catch {
          // A marker that cannot be added is left out; the others still show.
        }
      }
      for (const [key, marker] of shown) {
        if (wanted.has(key)) continue;
        layer.removeLayer(marker);
        shown.delete(key);
        markers.delete(marker);
      }
      markActive(markers, highlightedRef.current);
    };

    if (fitToClinics && plotted.length > 0) {
      const bounds = L.latLngBounds(plotted.map((point) => [point.latitude, point.longitude]));
      map.fitBounds(bounds, {
        padding: [FIT_PADDING_PX, FIT_PADDING_PX],
        maxZoom: FIT_MAX_ZOOM,
        animate: false,
      });
    }
    render();
    setMoved(false);
    // Only the visitor's own moves (drag, zoom, keys) offer "Search this area", not the fit above.
    const visitorMoved = () => setMoved(true);
    map.on("moveend", render);
    map.on("dragend zoomend", visitorMoved);
    return () => {
      map.off("moveend", render);
      map.off("dragend zoomend", visitorMoved);
      map.closePopup();
      layer.clearLayers();
    };
  }, [signature, fitToClinics]);

  useEffect(() => {
    markActive(markersRef.current, highlightedId);
  }, [highlightedId]);

  const searchArea = () => {
    const map = mapRef.current;
    if (!map || !onSearchArea) return;
    const bounds = map.getBounds();
    setMoved(false);
    onSearchArea(
      boundsOfView({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      }),
    );
  };

  if (error !== null) return <MapError message={error} />;

  return (
    <section aria-label="Clinic map" className="absolute inset-0">
      <div ref={containerRef} className="absolute inset-0 z-0 h-full w-full" />
      <p className="pointer-events-none absolute top-3 right-3 z-[1000] m-0 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-200">
        {`${plotted.length} TRT Clinics`}
      </p>
      {onSearchArea && moved && !loading ? (
        <div className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2">
          <button type="button" className="btn-primary px-4 text-sm shadow-md" onClick={searchArea}>
            Search this area
          </button>
        </div>
      ) : null}
      {tilesFailed ? (
        <p
          role="status"
          className="absolute bottom-6 left-3 z-[1000] m-0 max-w-[min(18rem,calc(100%-1.5rem))] rounded-lg bg-white/95 px-3 py-1.5 text-xs text-slate-800 shadow ring-1 ring-slate-200"
        >
          The map background could not be loaded. The clinic markers still work.
        </p>
      ) : null}
      {loading ? <MapLoading count={plotted.length} /> : null}
    </section>
  );
}
