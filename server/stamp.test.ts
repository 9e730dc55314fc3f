import { expect, it } from "vitest";
import { createStamps } from "./stamp.ts";

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
