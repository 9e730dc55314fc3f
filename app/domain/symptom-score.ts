import {
  type QuestionId,
  type ScaleValue,
  SYMPTOM_QUESTIONS,
  type SymptomQuestion,
} from "./symptom-questions.ts";

/** Yes/no answers are booleans; scale answers are 0 to 4. */
export type SymptomAnswer = boolean | ScaleValue;
export type SymptomAnswers = Partial<Record<QuestionId, SymptomAnswer>>;

export type SymptomLevel = "low" | "moderate" | "high";

export interface SymptomScore {
  points: number;
  maxPoints: number;
  /** points / maxPoints * 100, unrounded. */
  percent: number;
  level: SymptomLevel;
}

/** The most a scale answer scores. */
const SCALE_MAX = 4;

/** The most the questions can score: 1 per yes/no question, 4 per scale question. */
export function maxPointsFor(questions: readonly SymptomQuestion[]): number {
  return questions.reduce((sum, question) => sum + (question.type === "boolean" ? 1 : SCALE_MAX), 0);
}

/**
 * The checker's real maximum: 37 (one yes/no question and nine scales). The spec's 40 cannot be reached, so
 * dividing by it understated every score (decision 47).
 */
export const MAX_POINTS = maxPointsFor(SYMPTOM_QUESTIONS);
/** Low is 30% or less, moderate above 30 up to 60, high above 60 (of the real maximum). */
export const LOW_MAX_PERCENT = 30;
export const MODERATE_MAX_PERCENT = 60;

/** Yes scores 1 and no 0; a scale answer scores its value. A missing or mismatched answer scores 0. */
export function answerPoints(question: SymptomQuestion, answer: SymptomAnswer | undefined): number {
  if (answer === undefined) return 0;
  if (question.type === "boolean") return answer === true ? 1 : 0;
  return typeof answer === "number" && Number.isInteger(answer) && answer >= 0 && answer <= SCALE_MAX
    ? answer
    : 0;
}

export function levelForPercent(percent: number): SymptomLevel {
  if (percent <= LOW_MAX_PERCENT) return "low";
  if (percent <= MODERATE_MAX_PERCENT) return "moderate";
  return "high";
}

export function scoreAnswers(
  answers: SymptomAnswers,
  questions: readonly SymptomQuestion[] = SYMPTOM_QUESTIONS,
): SymptomScore {
  const points = questions.reduce((sum, question) => sum + answerPoints(question, answers[question.id]), 0);
  const maxPoints = maxPointsFor(questions);
  const percent = maxPoints === 0 ? 0 : (points / maxPoints) * 100;
  return { points, maxPoints, percent, level: levelForPercent(percent) };
}

/** Whole percent for display; the level is always graded on the exact value. */
export function displayPercent(percent: number): number {
  return Math.round(percent);
}
