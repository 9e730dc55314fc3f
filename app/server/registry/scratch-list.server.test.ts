import { describe, expect, it } from "vitest";
import { ScratchList } from "./scratch-list.server.ts";

describe("ScratchList", () => {
  it("gives back copies of the values by position, across its write batches", () => {
    const values = Array.from({ length: 2500 }, (_, i) => ({
      name: `Practice ${i}`,
      phone: i % 2 === 0 ? null : "5125550142",
      clinicians: [{ npi: String(1_000_000_000 + i) }],
    }));
    const list = new ScratchList(values.slice(0, 1200));
    try {
      for (const value of values.slice(1200)) list.push(value);
      expect(list.length).toBe(2500);
      expect(list.at(0)).toEqual(values[0]);
      expect(list.at(1999)).toEqual(values[1999]);
      expect(list.at(2499)).toEqual(values[2499]);
      expect(list.at(0)).not.toBe(values[0]);
    } finally {
      list.close();
    }
  });

  it("has nothing outside its positions (no counting from the end)", () => {
    const list = new ScratchList(["a", "b"]);
    try {
      expect([list.at(-1), list.at(2), list.at(0.5)]).toEqual([undefined, undefined, undefined]);
      expect(list.at(1)).toBe("b");
    } finally {
      list.close();
    }
  });

  it("refuses to be used once closed", () => {
    const list = new ScratchList<string>();
    list.close();
    expect(() => list.push("a")).toThrow(/closed/);
  });
});
