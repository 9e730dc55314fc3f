import { describe, expect, it } from "vitest";
import { type ScaleValue, SYMPTOM_QUESTIONS } from "./symptom-questions.ts";
import {
  answerPoints,
  displayPercent,
  levelForPercent,
  MAX_POINTS,
  maxPointsFor,
  type SymptomAnswers,
  scoreAnswers,
} from "./symptom-score.ts";

const ageQuestion = SYMPTOM_QUESTIONS[0];
const fatigueQuestion = SYMPTOM_QUESTIONS[1];

/** Answers that add up to `points`: age yes/no, then scale answers filled in order. */
function answersWorth(points: number, ageYes = points > 0): SymptomAnswers {
  const answers: SymptomAnswers = { age: ageYes };
  let left = points - (ageYes ? 1 : 0);
  for (const question of SYMPTOM_QUESTIONS.slice(1)) {
    const value = Math.min(4, Math.max(0, left)) as ScaleValue;
    answers[question.id] = value;
    left -= value;
  }
  if (left !== 0) throw new Error(`cannot reach ${points} points`);
  return answers;
}

describe("the questions", () => {
  it("are the spec's ten ids in order", () => {
    expect(SYMPTOM_QUESTIONS.map((question) => question.id)).toEqual([
      "age",
      "fatigue",
      "libido",
      "muscle_mass",
      "mood",
      "sleep",
      "weight",
      "concentration",
      "motivation",
      "recovery",
    ]);
  });

  it("ask age as yes/no and every symptom on a scale with two end labels", () => {
    expect(ageQuestion?.type).toBe("boolean");
    for (const question of SYMPTOM_QUESTIONS.slice(1)) {
      expect(question.type).toBe("scale");
      if (question.type === "scale") {
        expect(question.minLabel).not.toBe("");
        expect(question.maxLabel).not.toBe("");
      }
    }
  });
});

describe("answerPoints", () => {
  it("scores yes as 1 and no as 0", () => {
    if (!ageQuestion) throw new Error("missing question");
    expect(answerPoints(ageQuestion, true)).toBe(1);
    expect(answerPoints(ageQuestion, false)).toBe(0);
  });

  it("scores a scale answer as its value from 0 to 4", () => {
    if (!fatigueQuestion) throw new Error("missing question");
    for (const value of [0, 1, 2, 3, 4] as const) expect(answerPoints(fatigueQuestion, value)).toBe(value);
  });

  it("scores missing or mismatched answers as 0", () => {
    if (!ageQuestion || !fatigueQuestion) throw new Error("missing question");
    expect(answerPoints(ageQuestion, undefined)).toBe(0);
    expect(answerPoints(ageQuestion, 4)).toBe(0);
    expect(answerPoints(fatigueQuestion, true)).toBe(0);
    expect(answerPoints(fatigueQuestion, 7 as ScaleValue)).toBe(0);
    expect(answerPoints(fatigueQuestion, 2.5 as ScaleValue)).toBe(0);
  });
});

describe("the maximum", () => {
  it("is 37: one yes/no question worth 1 and nine scales worth 4", () => {
    expect(MAX_POINTS).toBe(37);
    expect(maxPointsFor(SYMPTOM_QUESTIONS)).toBe(1 + 9 * 4);
  });

  it("is what answering yes and the top of every scale scores", () => {
    expect(scoreAnswers(answersWorth(MAX_POINTS))).toMatchObject({ points: 37, percent: 100 });
    expect(() => answersWorth(MAX_POINTS + 1)).toThrow();
  });

  it("follows the questions it is given", () => {
    const scales = SYMPTOM_QUESTIONS.slice(1, 3);
    expect(maxPointsFor(scales)).toBe(8);
    expect(scoreAnswers({ fatigue: 4, libido: 2 }, scales)).toMatchObject({ maxPoints: 8, percent: 75 });
    expect(scoreAnswers({}, [])).toMatchObject({ maxPoints: 0, percent: 0, level: "low" });
  });
});

describe("scoreAnswers", () => {
  it("divides the sum by the real maximum, 37", () => {
    const score = scoreAnswers(answersWorth(10));
    expect(score).toMatchObject({ points: 10, maxPoints: 37, level: "low" });
    expect(score.percent).toBeCloseTo((10 / 37) * 100, 10);
  });

  // 30% of 37 is 11.1 points and 60% is 22.2: low is 0-11, moderate 12-22, high 23-37.
  it.each([
    [0, "low"],
    [11, "low"],
    [12, "moderate"],
    [22, "moderate"],
    [23, "high"],
    [37, "high"],
  ] as const)("grades %i of 37 points as %s", (points, level) => {
    expect(scoreAnswers(answersWorth(points)).level).toBe(level);
    expect(scoreAnswers(answersWorth(points)).points).toBe(points);
  });

  it("reaches the same grade whether or not the age answer is yes", () => {
    expect(scoreAnswers(answersWorth(12, false)).level).toBe("moderate");
    expect(scoreAnswers(answersWorth(11, false)).level).toBe("low");
  });

  it("scores no answers as low", () => {
    expect(scoreAnswers({})).toMatchObject({ points: 0, percent: 0, level: "low" });
  });
});

describe("levelForPercent", () => {
  it("puts exactly 30% in low and exactly 60% in moderate", () => {
    expect(levelForPercent(30)).toBe("low");
    expect(levelForPercent(30.0001)).toBe("moderate");
    expect(levelForPercent(60)).toBe("moderate");
    expect(levelForPercent(60.0001)).toBe("high");
    expect(levelForPercent(100)).toBe("high");
  });
});

describe("displayPercent", () => {
  it("rounds to whole percent", () => {
    expect(displayPercent(32.5)).toBe(33);
    expect(displayPercent(62.5)).toBe(63);
    expect(displayPercent(30)).toBe(30);
  });
});
