import { describe, expect, it } from "vitest";
import {
  AREA_MARKER_SIZE,
  boxesOverlap,
  clusterSize,
  markerBox,
  type SpacedMarker,
  spaceMarkers,
} from "./marker-spacing.ts";

const pin = (value: string, x: number, y: number): SpacedMarker<string> => ({
  x,
  y,
  count: 1,
  cluster: false,
  value,
});
const cluster = (value: string, x: number, y: number, count: number): SpacedMarker<string> => ({
  x,
  y,
  count,
  cluster: true,
  value,
});

const area = (value: string, x: number, y: number): SpacedMarker<string> => ({
  ...pin(value, x, y),
  area: true,
});

describe("spaceMarkers", () => {
  it("leaves markers that do not touch as they are", () => {
    const groups = spaceMarkers([pin("a", 0, 0), pin("b", 40, 0), cluster("c", 200, 200, 30)]);
    expect(groups).toHaveLength(3);
    expect(groups.map((g) => g.members)).toEqual([["c"], ["a"], ["b"]]);
    expect(groups[0]).toMatchObject({ x: 200, y: 200, count: 30 });
  });

  it("merges a pin under a cluster into it: the cluster keeps its place and counts the pin", () => {
    const groups = spaceMarkers([cluster("c", 100, 100, 26), pin("p", 110, 120)]);
    expect(groups).toEqual([{ x: 100, y: 100, count: 27, members: ["c", "p"], pin: false }]);
  });

  it("keeps a gap: pins 29 px apart are merged, 31 px apart are not (28 px wide, 2 px gap)", () => {
    expect(spaceMarkers([pin("a", 0, 0), pin("b", 29, 0)])).toHaveLength(1);
    expect(spaceMarkers([pin("a", 0, 0), pin("b", 31, 0)])).toHaveLength(2);
  });

  it("a group that grows is checked again against its neighbours", () => {
    // 9 + 1 = 10 clinics draws a 44 px cluster instead of 36 px, which now reaches the pin whose left edge is at 22.
    const groups = spaceMarkers([cluster("c", 0, 0, 9), pin("near", 0, 30), pin("far", 36, 18)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.count).toBe(11);
  });

  it("draws an area marker centred on its ZIP code's centre, and keeps it an area while nothing touches it", () => {
    const half = AREA_MARKER_SIZE / 2;
    expect(markerBox({ x: 100, y: 100, count: 1, pin: true, area: true })).toEqual({
      left: 100 - half,
      right: 100 + half,
      top: 100 - half,
      bottom: 100 + half,
    });
    expect(spaceMarkers([area("a", 0, 0), pin("b", 100, 0)])).toEqual([
      { x: 0, y: 0, count: 1, members: ["a"], pin: true, area: true },
      { x: 100, y: 0, count: 1, members: ["b"], pin: true },
    ]);
  });

  it("merges an area marker that a pin or another area would touch (2 px gap) into a cluster", () => {
    const [merged] = spaceMarkers([area("a", 0, 0), pin("b", 10, 30)]);
    expect(merged).toMatchObject({ count: 2, pin: false });
    expect(merged?.area).toBeUndefined();
    expect(spaceMarkers([area("a", 0, 0), area("b", AREA_MARKER_SIZE + 2, 0)])).toHaveLength(2);
    expect(spaceMarkers([area("a", 0, 0), area("b", AREA_MARKER_SIZE + 1, 0)])).toHaveLength(1);
  });

  it("no two groups overlap, whatever the input", () => {
    const markers: SpacedMarker<number>[] = [];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 300; i++) {
      const count = random() < 0.5 ? 1 : Math.ceil(random() * 200);
      const isArea = count === 1 && random() < 0.3;
      markers.push({
        x: random() * 400,
        y: random() * 600,
        count,
        cluster: count > 1,
        area: isArea,
        value: i,
      });
    }
    const groups = spaceMarkers(markers);
    expect(groups.length).toBeGreaterThan(10);
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(markers.reduce((sum, m) => sum + m.count, 0));
    for (const [i, a] of groups.entries())
      for (const b of groups.slice(i + 1)) expect(boxesOverlap(markerBox(a), markerBox(b), 2)).toBe(false);
    // Each group sits where its largest member was, so merging never moves the biggest marker.
    for (const group of groups) {
      const largest = Math.max(...group.members.map((m) => markers[m]?.count ?? 0));
      const at = group.members.filter((m) => markers[m]?.x === group.x && markers[m]?.y === group.y);
      expect(at.map((m) => markers[m]?.count)).toContain(largest);
    }
  });
});

describe("clusterSize", () => {
  it("grows with the count: 36, 44 and 52 px", () => {
    expect([clusterSize(2), clusterSize(9), clusterSize(10), clusterSize(99), clusterSize(100)]).toEqual([
      36, 36, 44, 44, 52,
    ]);
  });
});
