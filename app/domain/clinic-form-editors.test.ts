import { describe, expect, it } from "vitest";
import { dateFieldValue, dayHoursOf, insuranceOf, priceRowsOf, servicesOf } from "./clinic-form-editors.ts";

describe("the clinic form's editors show a stored cell", () => {
  it("services by id with their notes, from ids, names or a JSON array", () => {
    expect([...servicesOf("hormone-testing;HCG Therapy").entries()]).toEqual([
      ["hormone-testing", ""],
      ["hcg-therapy", ""],
    ]);
    expect(
      servicesOf('[{"id":"hcg-therapy","description":"Weekly"},"hormone-testing"]').get("hcg-therapy"),
    ).toBe("Weekly");
    expect(insuranceOf("aetna; Self-Pay; unknown")).toEqual(["aetna", "self-pay"]);
  });

  it("a day as its status and times, midnight as 00:00", () => {
    expect(dayHoursOf("")).toEqual({ status: "none", opens: "", closes: "" });
    expect(dayHoursOf("Closed")).toEqual({ status: "closed", opens: "", closes: "" });
    expect(dayHoursOf("18:00-24:00")).toEqual({ status: "open", opens: "18:00", closes: "00:00" });
  });

  it("price rows, leaving the price as shown empty when it is the usual wording of the amounts", () => {
    expect(
      priceRowsOf(
        JSON.stringify([
          { service: "Labs", price: "$325–$400 per test", low: 325, high: 400, unit: "test" },
          { service: "Gel", price: "$299 per month", low: 299, high: 299, unit: "month" },
          { service: "Visit", price: "From $99 with a coupon", low: 99, high: null, unit: "visit" },
        ]),
      ),
    ).toEqual([
      { service: "Labs", low: "325", high: "400", unit: "test", price: "" },
      { service: "Gel", low: "299", high: "", unit: "month", price: "" },
      { service: "Visit", low: "99", high: "", unit: "visit", price: "From $99 with a coupon" },
    ]);
  });

  it("a timestamp as its day in a date field", () => {
    expect(dateFieldValue("2026-03-01T12:00:00.000Z")).toBe("2026-03-01");
    expect(dateFieldValue("")).toBe("");
  });
});
