import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  describeInSentences,
  fitDescription,
  fitTitle,
  shortenAtWord,
  TITLE_MAX_LENGTH,
} from "./meta-text.ts";

const SITE = "TRT Clinic Finder";

/** True when every word of `shortened` (ellipsis aside) is a whole word of `original`, in order from the start. */
function wholeWordsOf(shortened: string, original: string): boolean {
  const words = shortened.replace(/…$/, "").split(" ");
  const source = original.split(" ");
  return words.every((word, index) => word === source[index]);
}

describe("the limits", () => {
  it("are what search engines show without cutting", () => {
    expect(TITLE_MAX_LENGTH).toBe(60);
    expect([DESCRIPTION_MIN_LENGTH, DESCRIPTION_MAX_LENGTH]).toEqual([50, 160]);
  });
});

describe("shortenAtWord", () => {
  it("leaves a text that fits alone, spaces tidied", () => {
    expect(shortenAtWord("  Austin   Men's Clinic ", 60)).toBe("Austin Men's Clinic");
  });

  it("keeps whole words and marks the cut with an ellipsis, within the limit", () => {
    const text = "Southern California Comprehensive Hormone Optimization and Longevity Institute";
    const short = shortenAtWord(text, 40);
    expect(short).toBe("Southern California Comprehensive…");
    expect(short.length).toBeLessThanOrEqual(40);
    expect(wholeWordsOf(short, text)).toBe(true);
  });

  it("never ends on a connective, a dangling mark or an open parenthesis", () => {
    expect(shortenAtWord("Lark Spring Men's Health & Hormones of the Valley", 28)).toBe(
      "Lark Spring Men's Health…",
    );
    expect(shortenAtWord("Blood Tests Explained: Timing and Fasting Rules", 32)).toBe(
      "Blood Tests Explained: Timing…",
    );
    expect(shortenAtWord("Peak Vitality (Men's Health Center) of Austin", 30)).toBe("Peak Vitality…");
    expect(shortenAtWord("Testing, Treatment, Monitoring", 20)).toBe("Testing, Treatment…");
  });

  it("keeps an upper-case state code, which is no connective", () => {
    expect(shortenAtWord("Clinic in Indianapolis, IN offering hormone care", 30)).toBe(
      "Clinic in Indianapolis, IN…",
    );
  });

  it("cuts inside a word only when the first word alone is longer than the limit", () => {
    const short = shortenAtWord("Supercalifragilisticexpialidocious Clinic", 12);
    expect(short).toBe("Supercalifr…");
    expect(short).not.toBe("…");
  });
});

describe("fitTitle", () => {
  it("appends the site name when the preferred title fits with it", () => {
    expect(fitTitle(["TRT Guide"], SITE)).toBe("TRT Guide | TRT Clinic Finder");
  });

  it("does not append the site name to a title that already names it", () => {
    expect(fitTitle(["About TRT Clinic Finder"], SITE)).toBe("About TRT Clinic Finder");
  });

  it("drops the site name before dropping any of the preferred title", () => {
    expect(fitTitle(["TRT Clinics in California: Compare 64 Clinics (Page 2)", "TRT Clinics"], SITE)).toBe(
      "TRT Clinics in California: Compare 64 Clinics (Page 2)",
    );
  });

  it("falls back to the next title text, with the site name when it fits", () => {
    const texts = [
      "Low Testosterone Symptom Checker: Free 10-Question Assessment",
      "Low Testosterone Symptom Checker",
    ];
    expect(fitTitle(texts, SITE)).toBe("Low Testosterone Symptom Checker | TRT Clinic Finder");
    const clinic = [
      "Chestnut Landing Hormone & Wellness Center: TRT Clinic in Indianapolis, IN",
      "Chestnut Landing Hormone & Wellness Center, Indianapolis, IN",
    ];
    expect(fitTitle(clinic, SITE)).toBe("Chestnut Landing Hormone & Wellness Center, Indianapolis, IN");
  });

  it("shortens the last text at a word boundary when no text fits", () => {
    const name = "The Comprehensive Center for Male Hormone Health and Age Management Medicine of Texas";
    const title = fitTitle([`${name}: TRT Clinic in Houston, TX`, name], SITE);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(title).toBe("The Comprehensive Center for Male Hormone Health and Age…");
    expect(wholeWordsOf(title, name)).toBe(true);
  });

  it("counts the limit on the whole title, site name included", () => {
    const exactly = "x".repeat(TITLE_MAX_LENGTH - ` | ${SITE}`.length);
    expect(fitTitle([exactly], SITE)).toBe(`${exactly} | ${SITE}`);
    expect(fitTitle([`${exactly}y`], SITE)).toBe(`${exactly}y`);
  });

  it("skips empty texts and falls back to the site name when given nothing", () => {
    expect(fitTitle(["  ", "Blog"], SITE)).toBe("Blog | TRT Clinic Finder");
    expect(fitTitle([], SITE)).toBe(SITE);
  });
});

describe("fitDescription", () => {
  it("leaves a description that fits", () => {
    const text = "Compare testosterone replacement therapy clinics near you.";
    expect(fitDescription(text)).toBe(text);
  });

  it("keeps whole sentences when they fit", () => {
    const text =
      "Low testosterone is real, but its symptoms overlap with many everyday problems. Learn the signs, the common causes, how doctors confirm it and which treatments actually help.";
    expect(fitDescription(text)).toBe(
      "Low testosterone is real, but its symptoms overlap with many everyday problems.",
    );
  });

  it("cuts one long sentence at its last clause break that keeps at least half the room", () => {
    const text =
      "What testosterone therapy really costs in the US, from the first consultation and lab work to monthly treatment, plus how insurance, HSAs and smart questions can lower the bill.";
    const short = fitDescription(text);
    expect(short).toBe(
      "What testosterone therapy really costs in the US, from the first consultation and lab work to monthly treatment, plus how insurance…",
    );
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it("cuts at a word boundary when no sentence or clause break is left", () => {
    const text = `A${" very".repeat(40)} long description without any break at all`;
    const short = fitDescription(text);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(short.endsWith(" very…")).toBe(true);
    expect(wholeWordsOf(short, text)).toBe(true);
  });

  it("does not keep a first sentence shorter than the minimum", () => {
    const text = `Clinic list. ${"Prices, insurance and telehealth options for every clinic we list in the state ".repeat(3)}`;
    const short = fitDescription(text);
    expect(short.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN_LENGTH);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });
});

describe("describeInSentences", () => {
  it("adds each sentence that still fits, in order, and leaves out one that does not", () => {
    const text = describeInSentences([
      "Lark Spring Men's Health & Hormones, a testosterone replacement therapy clinic in North Richland Hills, TX.",
      "Rated 3.2 from 5 reviews.",
      "Services, prices, insurance, hours and telehealth options.",
    ]);
    expect(text).toBe(
      "Lark Spring Men's Health & Hormones, a testosterone replacement therapy clinic in North Richland Hills, TX. Rated 3.2 from 5 reviews.",
    );
    expect(describeInSentences(["First sentence here.", "", "Second."])).toBe("First sentence here. Second.");
  });

  it("shortens the first sentence when even it does not fit", () => {
    const first = `${"Very long clinic name ".repeat(8)}is a testosterone clinic in Austin, TX.`;
    const text = describeInSentences([first, "Rated 4.5 from 20 reviews."]);
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(text.startsWith("Very long clinic name")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
  });
});
