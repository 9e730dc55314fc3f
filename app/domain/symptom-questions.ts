/**
 * The symptom checker's ten questions, in the spec's order and with its ids.
 * Wording is our own, informed by two validated screening questionnaires for androgen deficiency in men:
 * the ADAM questionnaire (Morley et al., 2000: yes/no items on libido, energy, strength, mood, erections,
 * sleepiness and work performance) and the Aging Males' Symptoms scale (Heinemann et al., 1999: five-point
 * severity ratings). Age is a yes/no item; every symptom is rated on a five-point scale from 0 to 4.
 */

export type QuestionId =
  | "age"
  | "fatigue"
  | "libido"
  | "muscle_mass"
  | "mood"
  | "sleep"
  | "weight"
  | "concentration"
  | "motivation"
  | "recovery";

export interface BooleanQuestion {
  id: QuestionId;
  type: "boolean";
  question: string;
  /** One line of context shown under the question. */
  hint: string;
}

export interface ScaleQuestion {
  id: QuestionId;
  type: "scale";
  question: string;
  hint: string;
  /** Labels shown under the lowest (0) and highest (4) buttons. */
  minLabel: string;
  maxLabel: string;
}

export type SymptomQuestion = BooleanQuestion | ScaleQuestion;

export const SCALE_VALUES = [0, 1, 2, 3, 4] as const;
export type ScaleValue = (typeof SCALE_VALUES)[number];

/** Words for every point on the scale, so screen readers hear more than a bare number. */
export const SCALE_WORDS: Record<ScaleValue, string> = {
  0: "Not at all",
  1: "A little",
  2: "Moderately",
  3: "Quite a lot",
  4: "Very much",
};

const PAST_MONTHS = "Think about the past few months, compared with how you used to feel.";

export const SYMPTOM_QUESTIONS: readonly SymptomQuestion[] = [
  {
    id: "age",
    type: "boolean",
    question: "Are you 40 or older?",
    hint: "Testosterone tends to drift down slowly with age, so age is one piece of the picture.",
  },
  {
    id: "fatigue",
    type: "scale",
    question: "How much have you been bothered by tiredness or a lack of energy?",
    hint: PAST_MONTHS,
    minLabel: "Not at all",
    maxLabel: "Very much",
  },
  {
    id: "libido",
    type: "scale",
    question: "How much has your interest in sex decreased?",
    hint: "Include fewer morning erections or weaker erections if you have noticed them.",
    minLabel: "Not at all",
    maxLabel: "Very much",
  },
  {
    id: "muscle_mass",
    type: "scale",
    question: "How much have you lost muscle strength or endurance?",
    hint: PAST_MONTHS,
    minLabel: "Not at all",
    maxLabel: "Very much",
  },
  {
    id: "mood",
    type: "scale",
    question: "How often have you felt low, irritable or less able to enjoy life?",
    hint: PAST_MONTHS,
    minLabel: "Never",
    maxLabel: "Almost always",
  },
  {
    id: "sleep",
    type: "scale",
    question: "How much trouble have you had with sleep, or with falling asleep during the day?",
    hint: "For example, waking often at night or dozing off after dinner.",
    minLabel: "None",
    maxLabel: "A great deal",
  },
  {
    id: "weight",
    type: "scale",
    question: "How much body fat have you gained, especially around the waist?",
    hint: PAST_MONTHS,
    minLabel: "None",
    maxLabel: "A great deal",
  },
  {
    id: "concentration",
    type: "scale",
    question: "How much harder has it become to concentrate or stay focused?",
    hint: PAST_MONTHS,
    minLabel: "Not at all",
    maxLabel: "Very much",
  },
  {
    id: "motivation",
    type: "scale",
    question: "How much have your drive and motivation dropped, at work or in daily life?",
    hint: PAST_MONTHS,
    minLabel: "Not at all",
    maxLabel: "Very much",
  },
  {
    id: "recovery",
    type: "scale",
    question: "How much longer does it take you to recover after exercise or physical work?",
    hint: PAST_MONTHS,
    minLabel: "Not at all",
    maxLabel: "Very much",
  },
];

/** When the questions and their scoring last changed (the page's date in the sitemap). */
export const SYMPTOM_CHECKER_UPDATED = "2026-11-27";
