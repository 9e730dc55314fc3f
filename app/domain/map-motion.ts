/** Leaflet's animation options, off when the visitor asks for reduced motion (prefers-reduced-motion). */
export interface MapMotion {
  zoomAnimation: boolean;
  fadeAnimation: boolean;
  markerZoomAnimation: boolean;
  /** The glide after a drag is let go. */
  inertia: boolean;
}

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function mapMotion(reducedMotion: boolean): MapMotion {
  const animate = !reducedMotion;
  return { zoomAnimation: animate, fadeAnimation: animate, markerZoomAnimation: animate, inertia: animate };
}

/** A cluster marker's name, for screen readers and as its tooltip: "4 clinics here, zoom in". */
export function clusterName(count: number): string {
  return `${count} clinic${count === 1 ? "" : "s"} here, zoom in`;
}
