import { expect, it } from "vitest";
import { createStamps, requestArrived } from "./stamp.ts";

/** A data version set by the test, and how many times it was read. */
function countedReads(version: number) {
  const versions = {
    version,
    reads: 0,
    read: async () => {
      versions.reads += 1;
      return versions.version;
    },
  };
  return versions;
}

it("is the build, the data version and the UTC day, and moves on with any of them", async () => {
  let version = 7;
  let now = Date.parse("2026-12-01T23:59:59.999Z");
  const stamp = createStamps({ build: "abc", version: async () => version, now: () => now });
  const first = await stamp();
  expect(first).toMatchObject({ key: "abc-7-2026-12-01", etag: 'W/"abc-7-2026-12-01"', version: 7 });
  expect(await stamp()).toBe(first);
  now += 1;
  expect((await stamp())?.key).toBe("abc-7-2026-12-02");
  version = 8;
  expect((await stamp())?.key).toBe("abc-8-2026-12-02");
});

it("is null while the data version cannot be read", async () => {
  const stamp = createStamps({ build: "abc", version: () => Promise.reject(new Error("down")) });
  expect(await stamp()).toBeNull();
});

it("gives the requests that arrived in one turn of the event loop one read, begun after the last of them", async () => {
  const versions = countedReads(7);
  const stamp = createStamps({ build: "abc", version: versions.read });
  const first = requestArrived();
  const second = requestArrived();
  const asked = [stamp(first), stamp(second)];
  // A write committed before the third request arrived, in the same turn: the shared read comes after it.
  versions.version = 8;
  const third = requestArrived();
  const stamps = await Promise.all([...asked, stamp(third)]);
  expect(versions.reads).toBe(1);
  expect(stamps.map((each) => each?.version)).toEqual([8, 8, 8]);
  expect(stamps[0]).toBe(stamps[2]);
});

it("reads again for a request that arrived after the last read began, and sees what was written before it", async () => {
  const versions = countedReads(7);
  const stamp = createStamps({ build: "abc", version: versions.read });
  const early = requestArrived();
  expect((await stamp(early))?.version).toBe(7);
  versions.version = 8;
  const late = requestArrived();
  expect((await stamp(late))?.version).toBe(8);
  expect(versions.reads).toBe(2);
  // The early request, asking again, may share the later read: it began after that request arrived.
  expect((await stamp(early))?.version).toBe(8);
  expect(versions.reads).toBe(2);
});

it("reads at once for a caller that gives no arrival", async () => {
  const versions = countedReads(7);
  const stamp = createStamps({ build: "abc", version: versions.read });
  await stamp();
  await stamp();
  expect(versions.reads).toBe(2);
});
