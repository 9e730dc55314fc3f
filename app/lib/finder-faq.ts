import { formatCount } from "../domain/count-label.ts";
import type { PriceSpread } from "../domain/price-spread.ts";

export interface FaqItem {
  question: string;
  answer: string;
}

const ASK_FOR_FULL_PRICE =
  "The first consultation and lab work may be billed separately, so ask each clinic for its full price.";

/**
 * What TRT costs, in the figures of the clinics listed here: the spread of each clinic's lowest listed monthly
 * price. Without prices to go on it says no figure at all, rather than the spec's fixed "$200-400" and
 * "$300-800", which the listed prices did not bear out (decision 47).
 */
export function costAnswer(prices: PriceSpread | null): string {
  if (!prices) return `Prices vary by clinic and by treatment. ${ASK_FOR_FULL_PRICE}`;
  const dollars = (amount: number) => `$${formatCount(amount)}`;
  const pricing = `What a month includes differs from clinic to clinic: see each clinic's pricing. ${ASK_FOR_FULL_PRICE}`;
  if (prices.basedOn === 1) {
    return `The one clinic in our directory that lists a monthly price starts at ${dollars(prices.median)} a month. ${pricing}`;
  }
  const middle =
    prices.lowerQuartile === prices.upperQuartile
      ? ""
      : ` Half of them start between ${dollars(prices.lowerQuartile)} and ${dollars(prices.upperQuartile)}.`;
  return `Among the ${formatCount(prices.basedOn)} clinics in our directory that list a monthly price, the lowest monthly price is typically ${dollars(
    prices.median,
  )} (the median).${middle} ${pricing}`;
}

const OTHER_QUESTIONS: readonly FaqItem[] = [
  {
    question: "Does insurance cover testosterone therapy?",
    answer:
      "Some plans cover TRT when blood tests confirm low testosterone and a doctor finds it medically necessary. Use the insurance filter to find clinics that accept your plan, then confirm coverage with the clinic and your insurer.",
  },
  {
    question: "Can I start TRT online?",
    answer:
      "Yes. Many clinics offer video consultations and e-prescriptions, and some order lab work near you. Online clinics can only treat patients in states where they are licensed.",
  },
  {
    question: "What should I look for in a TRT clinic?",
    answer:
      "Look for licensed physicians, lab testing before and during treatment, clear pricing, and regular follow-up. Read our guide to choosing a clinic for the questions to ask.",
  },
];

/** The finder's questions and answers: shown on the page and given to search engines as its FAQPage. */
export function finderFaq(prices: PriceSpread | null): FaqItem[] {
  return [{ question: "How much does TRT cost?", answer: costAnswer(prices) }, ...OTHER_QUESTIONS];
}
