import { describe, expect, it } from "vitest";
import { testGazetteer } from "../../tests/support/app-services.ts";
import { suggestCityPage, suggestPlace, suggestStatePage } from "./place-suggestion.server.ts";

const label = (text: string) => {
  const suggestion = suggestPlace(text, testGazetteer());
  if (!suggestion) return undefined;
  return suggestion.kind === "city" ? suggestion.place.label : suggestion.state.name;
};

describe("suggestPlace", () => {
  it("suggests the most populous place a misspelled city name most likely meant", () => {
    expect(label("Austn")).toBe("Austin, TX");
    expect(label("Housotn")).toBe("Houston, TX");
    expect(label("Albuqurque")).toBe("Albuquerque, NM");
  });

  it("looks only in the state the text names", () => {
    expect(label("Austn, MN")).toBe("Austin, MN");
    expect(label("Austn TX")).toBe("Austin, TX");
  });

  it("suggests a state for a misspelled state name", () => {
    expect(label("Texass")).toBe("Texas");
    expect(label("Pensylvania")).toBe("Pennsylvania");
  });

  it("suggests nothing far-fetched", () => {
    expect(label("qwertyuiop")).toBeUndefined();
    expect(label("Men's health clinic")).toBeUndefined();
    expect(label("Aus")).toBeUndefined();
  });
});

describe("suggestCityPage", () => {
  it("links the city page a misspelled city or state path most likely meant", () => {
    expect(suggestCityPage("austn", "tx", testGazetteer())).toEqual({
      label: "Austin, TX",
      href: "/city/austin/tx",
    });
    expect(suggestCityPage("austin", "texass", testGazetteer())?.href).toBe("/city/austin/tx");
  });

  it("gives a real city no suggestion, and nothing for a state it cannot place", () => {
    expect(suggestCityPage("austin", "tx", testGazetteer())).toBeNull();
    expect(suggestCityPage("austn", "narnia", testGazetteer())).toBeNull();
    expect(suggestCityPage("zzzzzz", "tx", testGazetteer())).toBeNull();
  });
});

describe("suggestStatePage", () => {
  it("links the state a misspelled state path most likely meant", () => {
    expect(suggestStatePage("texass")).toEqual({ label: "Texas", href: "/trt-clinics-texas" });
    expect(suggestStatePage("new-yrok")?.href).toBe("/trt-clinics-new-york");
    expect(suggestStatePage("tx")?.href).toBe("/trt-clinics-texas");
  });

  it("suggests nothing far-fetched", () => {
    expect(suggestStatePage("narnia")).toBeNull();
    expect(suggestStatePage("")).toBeNull();
  });
});
