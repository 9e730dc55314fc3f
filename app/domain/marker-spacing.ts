/**
 * Markers on the map must not cover one another: a marker partly under another is a smaller target than it looks
 * (WCAG 2.5.8 target size), and a tap meant for one opens the other. Supercluster merges points within a radius,
 * but the clusters it returns sit at their points' centroid and can still overlap a neighbour; this merges any
 * that do into one group, shown as one cluster of their combined count.
 */

/** A marker as drawn: where its anchor is on screen (px), how many clinics it stands for, and whether it is a cluster. */
export interface SpacedMarker<T> {
  x: number;
  y: number;
  count: number;
  cluster: boolean;
  /** One clinic placed at its ZIP code's centre: drawn as an area circle, not a pin. */
  area?: boolean;
  value: T;
}

export interface MarkerGroup<T> {
  x: number;
  y: number;
  count: number;
  members: T[];
  /** Drawn as a pin (one clinic that is not a cluster) rather than a cluster. */
  pin: boolean;
  /** A pin that is drawn as an area circle instead (one clinic placed at its ZIP code's centre). */
  area?: boolean;
}

/** The cluster's diameter in px for its count (the sizes `clusterIcon` draws). */
export function clusterSize(count: number): number {
  return count < 10 ? 36 : count < 100 ? 44 : 52;
}

/** A pin is 28 x 36 px with its anchor at the tip, 1 px above its bottom edge. */
const PIN = { width: 28, height: 36, anchorY: 35 };

/** An area marker's diameter in px, centred on the ZIP code's centre (`areaIcon` draws it). */
export const AREA_MARKER_SIZE = 36;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The screen box a marker covers: a pin above its tip, a cluster or an area centred on its anchor. */
export function markerBox(group: { x: number; y: number; count: number; pin: boolean; area?: boolean }): Box {
  if (group.pin && group.area) {
    const half = AREA_MARKER_SIZE / 2;
    return { left: group.x - half, right: group.x + half, top: group.y - half, bottom: group.y + half };
  }
  if (group.pin) {
    return {
      left: group.x - PIN.width / 2,
      right: group.x + PIN.width / 2,
      top: group.y - PIN.anchorY,
      bottom: group.y - PIN.anchorY + PIN.height,
    };
  }
  const half = clusterSize(group.count) / 2;
  return { left: group.x - half, right: group.x + half, top: group.y - half, bottom: group.y + half };
}

export function boxesOverlap(a: Box, b: Box, gap: number): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/**
 * Groups markers so that no two drawn markers overlap (nor come closer than `gap` px). The largest marker of a
 * group keeps its place, so the map does not jump; a group of several is drawn as a cluster of their total.
 */
export function spaceMarkers<T>(markers: readonly SpacedMarker<T>[], gap = 2): MarkerGroup<T>[] {
  const groups = [...markers]
    .sort((a, b) => b.count - a.count)
    .map((marker) => ({
      x: marker.x,
      y: marker.y,
      count: marker.count,
      pin: !marker.cluster,
      area: !marker.cluster && marker.area === true,
      members: [marker.value],
    }));
  // Passes until nothing overlaps: a group that grows can come to cover a neighbour it missed before.
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < groups.length; i++) {
      const keep = groups[i];
      if (!keep) continue;
      for (let j = i + 1; j < groups.length; j++) {
        const fold = groups[j];
        if (!fold || !boxesOverlap(markerBox(keep), markerBox(fold), gap)) continue;
        // The larger of the two stays put (a group that grew in an earlier pass can sit after a smaller one).
        if (fold.count > keep.count) {
          keep.x = fold.x;
          keep.y = fold.y;
        }
        keep.count += fold.count;
        keep.members.push(...fold.members);
        keep.pin = false;
        keep.area = false;
        groups.splice(j, 1);
        j = i;
        merged = true;
      }
    }
  }
  return groups.map(({ x, y, count, members, pin, area }) =>
    area ? { x, y, count, members, pin, area } : { x, y, count, members, pin },
  );
}
