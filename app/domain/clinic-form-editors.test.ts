import { describe, expect, it } from "vitest";
import {
  dateFieldValue,
  dayCell,
  dayHoursOf,
  insuranceOf,
  type PriceRowFields,
  priceRowProblems,
  priceRowsOf,
  pricingCell,
  servicesOf,
} from "./clinic-form-editors.ts";

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

  it("a day as its status and periods, midnight as 00:00", () => {
    expect(dayHoursOf("")).toEqual({ status: "none", periods: [] });
    expect(dayHoursOf("Closed")).toEqual({ status: "closed", periods: [] });
    expect(dayHoursOf("18:00-24:00")).toEqual({
      status: "open",
      periods: [{ opens: "18:00", closes: "00:00" }],
    });
    expect(dayHoursOf("08:00-12:00 , 13:00-24:00")).toEqual({
      status: "open",
      periods: [
        { opens: "08:00", closes: "12:00" },
        { opens: "13:00", closes: "00:00" },
      ],
    });
  });

  it("price rows, leaving the price as shown empty when it is the usual wording of the amounts", () => {
    expect(
      priceRowsOf(
        JSON.stringify([
          {
            service: "Labs",
            price: "$325–$400 per test",
            low: 325,
            high: 400,
            unit: "test",
            source: "website",
            asOf: "2026-03-01",
          },
          { service: "Gel", price: "$299 per month", low: 299, high: 299, unit: "month" },
          { service: "Visit", price: "From $99 with a coupon", low: 99, high: null, unit: "visit" },
        ]),
      ),
    ).toEqual([
      {
        service: "Labs",
        low: "325",
        high: "400",
        unit: "test",
        price: "",
        source: "website",
        asOf: "2026-03-01",
      },
      { service: "Gel", low: "299", high: "", unit: "month", price: "", source: "", asOf: "" },
      {
        service: "Visit",
        low: "99",
        high: "",
        unit: "visit",
        price: "From $99 with a coupon",
        source: "",
        asOf: "",
      },
    ]);
  });

  it("a timestamp as its day in a date field", () => {
    expect(dateFieldValue("2026-03-01T12:00:00.000Z")).toBe("2026-03-01");
    expect(dateFieldValue("")).toBe("");
  });
});

describe("a day's editor as its cell", () => {
  const open = (...periods: [string, string][]) => ({
    status: "open" as const,
    periods: periods.map(([opens, closes]) => ({ opens, closes })),
  });

  it("joins the filled periods with a comma and leaves an empty second period out", () => {
    expect(dayCell(open(["09:00", "12:00"], ["13:00", "17:00"]))).toEqual({
      cell: "09:00-12:00,13:00-17:00",
      problem: null,
    });
    expect(dayCell(open(["09:00", "17:00"], ["", ""]))).toEqual({ cell: "09:00-17:00", problem: null });
    expect(dayCell(open(["18:00", "00:00"]))).toEqual({ cell: "18:00-24:00", problem: null });
  });

  it("names the period that lacks a time, keeping what was typed", () => {
    expect(dayCell(open(["09:00", "12:00"], ["13:00", ""]))).toEqual({
      cell: "09:00-12:00,13:00-",
      problem:
        "needs the opening and the closing time of its second period (or choose Closed or Not published)",
    });
    const unfilled = dayCell(open(["", ""], ["", ""]));
    expect(unfilled.problem).toBe(
      "needs the opening and the closing time (or choose Closed or Not published)",
    );
    expect(dayHoursOf(unfilled.cell)).toEqual({ status: "open", periods: [{ opens: "", closes: "" }] });
  });

  it("ignores the times of a day that is closed or not published", () => {
    expect(dayCell({ status: "closed", periods: [{ opens: "09:00", closes: "" }] })).toEqual({
      cell: "closed",
      problem: null,
    });
    expect(dayCell({ status: "none", periods: [] })).toEqual({ cell: "", problem: null });
  });
});

describe("a price row's source and day in the editor", () => {
  const row = (fields: Partial<PriceRowFields>): PriceRowFields => ({
    service: "Injections",
    low: "150",
    high: "",
    unit: "month",
    price: "",
    source: "phone-call",
    asOf: "2026-03-01",
    ...fields,
  });
  const problemsOf = (fields: Partial<PriceRowFields>) =>
    priceRowProblems(row(fields)).map(({ part, problem }) => `${part}: ${problem}`);

  it("are written into the cell with the row", () => {
    expect(JSON.parse(pricingCell([row({})]).cell)).toEqual([
      {
        service: "Injections",
        price: "$150 per month",
        low: 150,
        high: 150,
        unit: "month",
        source: "phone-call",
        asOf: "2026-03-01",
      },
    ]);
  });

  it("are both needed for a filled row; a blank row needs neither", () => {
    expect(problemsOf({ source: "" })).toEqual(["source: needs where the price came from"]);
    expect(problemsOf({ asOf: "" })).toEqual(["asOf: needs the day the price was true"]);
    expect(
      pricingCell([row({}), row({ service: "", low: "", unit: "", source: "", asOf: "" })]).problems,
    ).toEqual([]);
  });

  it("refuse a source not on the list, a day that is not a date, and a day in the future", () => {
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(problemsOf({ source: "rumour" })).toEqual([
      "source: needs where the price came from, from the list",
    ]);
    expect(problemsOf({ asOf: "2026-02-30" })).toEqual([
      "asOf: needs the day the price was true as a date, such as 2026-03-01",
    ]);
    expect(problemsOf({ asOf: future })).toEqual([
      "asOf: needs a day the price was true that is not in the future",
    ]);
    expect(pricingCell([row({ asOf: future })]).problems).toEqual([
      "row 1 needs a day the price was true that is not in the future",
    ]);
  });
});
