import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadGazetteer } from "./load.server.ts";

const gazetteer = loadGazetteer("data/gazetteer");

const HOSTILE = [
  "x".repeat(10 * 1024),
  "Austin, TX ".repeat(1000),
  "'; DROP TABLE clinics; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "🦄🔥💉",
  "Austin 🤠, TX",
  "\u0000\u0001\u0002",
  "\u202e78701",
  "%00%27",
  "../../../etc/passwd",
  ",,,,,",
  ", ",
  "-",
  "78701-",
  "1e5",
  "constructor",
  "__proto__",
  "toString, TX",
  "hasOwnProperty",
  "\ud800", // lone surrogate
  "ＡＵＳＴＩＮ",
];

describe("hostile input", () => {
  it.each(HOSTILE.map((text) => [text.slice(0, 40), text]))("never throws on %j", (_, text) => {
    expect(() => gazetteer.resolveLocation(text)).not.toThrow();
    expect(() => gazetteer.suggestLocations(text)).not.toThrow();
    expect(() => gazetteer.zip(text)).not.toThrow();
    expect(() => gazetteer.cityCenter(text, text)).not.toThrow();
    expect(() => gazetteer.statePlaces(text, 5)).not.toThrow();
    expect(gazetteer.suggestLocations(text).length).toBeLessThanOrEqual(8);
  });

  it("treats SQL-looking and emoji text as plain text", () => {
    expect(gazetteer.resolveLocation("'; DROP TABLE clinics; --")).toEqual({
      kind: "text",
      text: "'; DROP TABLE clinics; --",
      label: "'; DROP TABLE clinics; --",
    });
    expect(gazetteer.resolveLocation("🦄🔥💉")).toMatchObject({ kind: "text" });
    expect(gazetteer.resolveLocation("__proto__")).toMatchObject({ kind: "text" });
    expect(gazetteer.cityCenter("constructor", "TX")).toBeUndefined();
  });

  it("cuts a 10 KB string down before echoing it", () => {
    const location = gazetteer.resolveLocation("x".repeat(10 * 1024));
    expect(location.kind).toBe("text");
    if (location.kind === "text") expect(location.text.length).toBeLessThanOrEqual(200);
  });

  it("answers quickly even for a long input", () => {
    const text = "Saint Lake Mount Fort ".repeat(500);
    const start = performance.now();
    gazetteer.resolveLocation(text);
    gazetteer.suggestLocations(text);
    expect(performance.now() - start).toBeLessThan(100);
  });

  it("handles NaN, infinite and non-number coordinates", () => {
    for (const [latitude, longitude] of [
      [Number.NaN, Number.NaN],
      [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
      [null, undefined],
      ["40", "-100"],
      [1e308, -1e308],
    ]) {
      expect(gazetteer.nearestPlace(latitude as number, longitude as number)).toBeNull();
    }
  });

  it("handles non-string input from untyped callers", () => {
    for (const value of [undefined, null, 42, {}, [], Symbol("x")]) {
      const text = value as unknown as string;
      expect(gazetteer.resolveLocation(text)).toEqual({ kind: "none" });
      expect(gazetteer.suggestLocations(text)).toEqual([]);
      expect(gazetteer.zip(text)).toBeUndefined();
      expect(gazetteer.cityCenter(text, "TX")).toBeUndefined();
      expect(gazetteer.statePlaces(text, 3)).toEqual([]);
    }
  });

  it("never throws on arbitrary strings and coordinates (property test)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300, unit: "grapheme" }),
        fc.integer({ min: -3, max: 30 }),
        (text, limit) => {
          const resolved = gazetteer.resolveLocation(text);
          expect(["none", "zip", "city", "state", "text"]).toContain(resolved.kind);
          expect(gazetteer.suggestLocations(text, limit).length).toBeLessThanOrEqual(Math.max(0, limit));
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.double(), fc.double(), (latitude, longitude) => {
        const place = gazetteer.nearestPlace(latitude, longitude);
        if (place !== null) expect(place.distanceMiles).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });
});
