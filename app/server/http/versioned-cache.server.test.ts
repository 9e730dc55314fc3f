import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache.server.ts";

describe("VersionedCache", () => {
  it("answers a key only with the stamp it was stored with", () => {
    const cache = new VersionedCache<string>(10_000);
    cache.set("/api/clinics?a=1", 7, "[1]", 3);
    expect(cache.get("/api/clinics?a=1", 7)).toBe("[1]");
    expect(cache.get("/api/clinics?a=2", 7)).toBeUndefined();
    expect(cache.get("/api/clinics?a=1", 8)).toBeUndefined();
    // The stale entry is gone, and its bytes with it.
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("compares string stamps too (data version, build and day of a page)", () => {
    const cache = new VersionedCache<string>(10_000);
    cache.set("/", "b1|7|2026-11-23", "home", 4);
    expect(cache.get("/", "b1|7|2026-11-23")).toBe("home");
    expect(cache.get("/", "b1|7|2026-11-24")).toBeUndefined();
  });

  it("drops the least recently used entries once over its byte budget", () => {
    const cache = new VersionedCache<string>(1_000); // room for three entries of ~300 accounted bytes
    cache.set("a", 1, "a", 300);
    cache.set("b", 1, "b", 300);
    cache.set("c", 1, "c", 300);
    expect(cache.get("a", 1)).toBeDefined(); // a is now the most recently used
    cache.set("d", 1, "d", 300);
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBeDefined();
    expect(cache.get("c", 1)).toBeDefined();
    expect(cache.get("d", 1)).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });

  it("replaces an entry stored again under the same key", () => {
    const cache = new VersionedCache<string>(10_000);
    cache.set("a", 1, "[1]", 3);
    cache.set("a", 2, "[2]", 3);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(4);
    expect(cache.get("a", 2)).toBe("[2]");
  });

  it("does not keep an entry too large for its budget or for the per-entry limit", () => {
    const cache = new VersionedCache<string>(1_000, 500);
    cache.set("big", 1, "x", 2_000);
    cache.set("large", 1, "x", 600);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.set("fits", 1, "x", 400);
    expect(cache.size).toBe(1);
  });

  describe("admitOnRepeat", () => {
    it("keeps a key's value only when it is offered a second time", () => {
      const cache = new VersionedCache<string>(10_000, 10_000, { admitOnRepeat: true });
      cache.set("/api/clinics?a=1", 7, "[1]", 3);
      expect(cache.get("/api/clinics?a=1", 7)).toBeUndefined();
      expect(cache.size).toBe(0);
      cache.set("/api/clinics?a=1", 7, "[1]", 3);
      expect(cache.get("/api/clinics?a=1", 7)).toBe("[1]");
    });

    it("takes a key it kept before back at once under a new stamp", () => {
      const cache = new VersionedCache<string>(10_000, 10_000, { admitOnRepeat: true });
      cache.set("/", 7, "old", 3);
      cache.set("/", 7, "old", 3);
      expect(cache.get("/", 8)).toBeUndefined(); // the data moved on: the entry goes
      cache.set("/", 8, "new", 3);
      expect(cache.get("/", 8)).toBe("new");
    });

    it("lets a walk over keys asked for once push out nothing", () => {
      const cache = new VersionedCache<string>(1_000, 1_000, { admitOnRepeat: true });
      cache.set("popular", 1, "p", 300);
      cache.set("popular", 1, "p", 300);
      for (let i = 0; i < 5_000; i++) cache.set(`/search?q=${i}`, 1, "x", 300);
      expect(cache.size).toBe(1);
      expect(cache.get("popular", 1)).toBe("p");
    });

    it("remembers thousands of keys at once", () => {
      const cache = new VersionedCache<string>(10_000_000, 10_000, { admitOnRepeat: true });
      const keys = Array.from({ length: 2_000 }, (_, i) => `/api/clinics?location=${i}&radius=25`);
      for (const key of keys) cache.set(key, 1, "x", 10);
      for (const key of keys) cache.set(key, 1, "x", 10);
      // Two keys may share one of the 65,536 slots and push each other out: nearly all are kept.
      expect(cache.size).toBeGreaterThan(1_900);
    });
  });
});
