import { describe, expect, it } from "vitest";
import { lowestMonthlyPrice, monthlyFromAmount } from "../domain/monthly-price.ts";
import { priceSpread } from "../domain/price-spread.ts";
import { costAnswer, finderFaq } from "./finder-faq.ts";

const monthly = (low: number | null, high: number | null = null) => ({ low, high, unit: "month" });

describe("the finder's FAQ", () => {
  it("answers the cost question with the spread of the clinics' lowest listed monthly prices", () => {
    // Three clinics' price lists: each counts once, by its lowest monthly price.
    const lists = [
      [monthly(150, 300), monthly(125, 200), { low: 99, high: null, unit: "visit" }],
      [monthly(null, 180)],
      [monthly(100), monthly(250)],
      [{ low: 20, high: null, unit: "week" }],
    ];
    const lowest = lists.flatMap((rows) => {
      const row = lowestMonthlyPrice(rows);
      return row ? [monthlyFromAmount(row) ?? Number.NaN] : [];
    });
    expect(lowest).toEqual([125, 180, 100]);
    const answer = costAnswer(priceSpread(lowest));
    expect(answer).toContain("Among the 3 clinics in our directory that list a monthly price");
    expect(answer).toContain("is typically $125 (the median)");
    expect(answer).toContain("Half of them start between $113 and $153.");
    expect(answer).toContain("ask each clinic for its full price");
  });

  it("never repeats the spec's fixed figures", () => {
    const answer = costAnswer(priceSpread([100, 150, 175]));
    expect(answer).not.toMatch(/\$200-400|\$300-800/);
  });

  it("says one clinic's price as that clinic's", () => {
    expect(costAnswer(priceSpread([149]))).toContain(
      "The one clinic in our directory that lists a monthly price starts at $149 a month.",
    );
  });

  it("leaves out a middle half that is one price", () => {
    expect(costAnswer(priceSpread([150, 150, 150]))).not.toContain("Half of them");
  });

  it("gives no figure without prices", () => {
    expect(costAnswer(null)).toBe(
      "Prices vary by clinic and by treatment. The first consultation and lab work may be billed separately, so ask each clinic for its full price.",
    );
    expect(costAnswer(null)).not.toMatch(/\$\d/);
  });

  it("asks about cost first, then insurance, online care and choosing a clinic", () => {
    expect(finderFaq(null).map((item) => item.question)).toEqual([
      "How much does TRT cost?",
      "Does insurance cover testosterone therapy?",
      "Can I start TRT online?",
      "What should I look for in a TRT clinic?",
    ]);
  });
});
