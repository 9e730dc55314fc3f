import { describe, expect, it } from "vitest";
import { unreadClinicListFilters } from "./clinic-list.server.ts";

describe("unreadClinicListFilters", () => {
  it("names each filter whose value the list does not understand, with the value", () => {
    expect(
      unreadClinicListFilters(new URLSearchParams("verification=soon&sort=price&missing=phone&page=two")),
    ).toEqual(["Verification “soon”", "Order “price”", "Page “two”"]);
  });

  it("says nothing about understood or empty filters", () => {
    expect(
      unreadClinicListFilters(
        new URLSearchParams("verification=lapsed&missing=&suggestions=open&changed=last-import&page=3"),
      ),
    ).toEqual([]);
  });

  it("cuts a long value short", () => {
    const [text] = unreadClinicListFilters(new URLSearchParams(`featured=${"x".repeat(500)}`));
    expect(text).toBe(`Featured “${"x".repeat(40)}”`);
  });
});
