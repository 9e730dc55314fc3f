import { describe, expect, it } from "vitest";
import { closestName, editDistance } from "./closest-name.ts";

const COLUMNS = ["slug", "name", "city", "state", "zipCode", "telehealth", "npi", "phone", "addressLine1"];

describe("closestName", () => {
  it("suggests the known name that the mistyped one starts or ends up as", () => {
    expect(closestName("zip", COLUMNS)).toBe("zipCode");
    expect(closestName("Zip_Code", COLUMNS)).toBe("zipCode");
    expect(closestName("address", COLUMNS)).toBe("addressLine1");
    expect(closestName("telehealthOnly", COLUMNS)).toBe("telehealth");
  });

  it("suggests a name a small typo away", () => {
    expect(closestName("cty", COLUMNS)).toBe("city");
    expect(closestName("stat", COLUMNS)).toBe("state");
    expect(closestName("phnoe", COLUMNS)).toBe("phone");
    expect(closestName("telehelath", COLUMNS)).toBe("telehealth");
  });

  it("suggests nothing for names that are not close to any", () => {
    expect(closestName("favouriteColour", COLUMNS)).toBeUndefined();
    expect(closestName("x", COLUMNS)).toBeUndefined();
    expect(closestName("rating2x", ["slug"])).toBeUndefined();
  });
});

it("counts an adjacent swap as one edit", () => {
  expect(editDistance("phnoe", "phone")).toBe(1);
  expect(editDistance("kitten", "sitting")).toBe(3);
  expect(editDistance("", "abc")).toBe(3);
});
