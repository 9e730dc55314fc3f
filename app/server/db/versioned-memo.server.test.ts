import { describe, expect, it } from "vitest";
import { VersionedMemo } from "./versioned-memo.server.ts";

describe("values kept per data version", () => {
  it("computes a key once per version and again once the version moves on", async () => {
    const memo = new VersionedMemo();
    let runs = 0;
    const compute = () => ++runs;
    expect(await memo.get(1, "a", compute)).toBe(1);
    expect(await memo.get(1, "a", compute)).toBe(1);
    expect(await memo.get(2, "a", compute)).toBe(2);
    expect(await memo.get(2, "a", compute)).toBe(2);
  });

  it("keeps keys apart and drops every old value when the version changes", async () => {
    const memo = new VersionedMemo();
    await memo.get(1, "a", () => "a1");
    await memo.get(1, "b", () => "b1");
    expect(memo.size).toBe(2);
    expect(await memo.get(2, "b", () => "b2")).toBe("b2");
    expect(memo.size).toBe(1);
  });

  it("shares one computation between callers that ask at the same time", async () => {
    const memo = new VersionedMemo();
    let runs = 0;
    const slow = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return "done";
    };
    expect(await Promise.all([memo.get(1, "k", slow), memo.get(1, "k", slow)])).toEqual(["done", "done"]);
    expect(runs).toBe(1);
  });

  it("forgets a failed computation so the next request tries again", async () => {
    const memo = new VersionedMemo();
    await expect(
      memo.get(1, "k", () => {
        throw new Error("database away");
      }),
    ).rejects.toThrow("database away");
    expect(await memo.get(1, "k", () => "ok")).toBe("ok");
  });
});
