import { useEffect, useId, useRef, useState } from "react";
import {
  SCALE_VALUES,
  SCALE_WORDS,
  type ScaleQuestion,
  type ScaleValue,
  SYMPTOM_QUESTIONS,
} from "../domain/symptom-questions.ts";
import { type SymptomAnswer, type SymptomAnswers, scoreAnswers } from "../domain/symptom-score.ts";
import { SiteLink } from "./site-link.tsx";
import { SymptomResults } from "./symptom-results.tsx";

const TOTAL = SYMPTOM_QUESTIONS.length;

const choiceBase =
  "flex min-h-14 flex-col items-center justify-center rounded-xl border-2 px-2 py-2 font-semibold transition-colors";
const choiceIdle = "border-slate-300 bg-white text-slate-900 hover:border-brand-500 hover:bg-brand-50";
const choiceChosen = "border-brand-700 bg-brand-700 text-white";

function ProgressBar({ answered }: { answered: number }) {
  const percent = Math.round((answered / TOTAL) * 100);
  return (
    <div
      role="progressbar"
      aria-label="Assessment progress"
      aria-valuemin={0}
      aria-valuemax={TOTAL}
      aria-valuenow={answered}
      aria-valuetext={`${answered} of ${TOTAL} questions answered`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

function ScaleChoices({
  question,
  chosen,
  onAnswer,
  describedBy,
}: {
  question: ScaleQuestion;
  chosen: SymptomAnswer | undefined;
  onAnswer: (value: ScaleValue) => void;
  describedBy: string;
}) {
  const endLabel = (value: ScaleValue) =>
    value === 0 ? question.minLabel : value === 4 ? question.maxLabel : undefined;
  return (
    <>
      <p id={describedBy} className="sr-only">
        {`Choose from 0 (${question.minLabel}) to 4 (${question.maxLabel}).`}
      </p>
      <div className="grid grid-cols-5 gap-2 sm:gap-3">
        {SCALE_VALUES.map((value) => {
          const label = endLabel(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={chosen === value}
              onClick={() => onAnswer(value)}
              className={`${choiceBase} min-h-20 ${chosen === value ? choiceChosen : choiceIdle}`}
            >
              <span className="text-xl">{value}</span>{" "}
              {label ? (
                <span className="mt-1 text-center text-xs font-medium leading-tight">{label}</span>
              ) : (
                <span className="sr-only">{SCALE_WORDS[value]}</span>
              )}
            </button>
          );
        })}
      </div>
    </>
  );
}

/**
 * The ten-question self-assessment. Answers live only in this component's state: nothing is put in the
 * address, stored on the device or sent anywhere. After each answer focus moves to the next question's
 * heading (or the results heading), so keyboard and screen reader users always know where they are.
 */
export function SymptomChecker() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<SymptomAnswers>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const groupId = useId();
  const describedBy = `${groupId}-scale`;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const question = SYMPTOM_QUESTIONS[step];

  if (!question) {
    return (
      <SymptomResults
        score={scoreAnswers(answers)}
        headingRef={headingRef}
        onRetake={() => {
          setAnswers({});
          go(0);
        }}
      />
    );
  }

  const answer = (value: SymptomAnswer) => {
    setAnswers((current) => ({ ...current, [question.id]: value }));
    go(step + 1);
  };
  const chosen = answers[question.id];
  const headingId = `${groupId}-heading`;

  return (
    <section
      aria-label="Symptom assessment"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center justify-between gap-4 text-sm font-medium text-slate-700">
        <p aria-hidden="true">
          Question {step + 1} of {TOTAL}
        </p>
        <p aria-hidden="true">{Math.round((step / TOTAL) * 100)}% complete</p>
      </div>
      <div className="mt-2">
        <ProgressBar answered={step} />
      </div>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-xl font-bold leading-snug text-slate-900 focus:outline-none sm:text-2xl"
      >
        <span className="sr-only">
          Question {step + 1} of {TOTAL}:{" "}
        </span>
        {question.question}
      </h2>
      <p className="mt-2 text-slate-700">{question.hint}</p>
      <fieldset
        aria-labelledby={headingId}
        aria-describedby={question.type === "scale" ? describedBy : undefined}
        className="mt-6"
      >
        {question.type === "boolean" ? (
          <div className="grid grid-cols-2 gap-3">
            {([true, false] as const).map((value) => (
              <button
                key={String(value)}
                type="button"
                aria-pressed={chosen === value}
                onClick={() => answer(value)}
                className={`${choiceBase} text-lg ${chosen === value ? choiceChosen : choiceIdle}`}
              >
                {value ? "Yes" : "No"}
              </button>
            ))}
          </div>
        ) : (
          <ScaleChoices question={question} chosen={chosen} onAnswer={answer} describedBy={describedBy} />
        )}
      </fieldset>
      <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
        <button
          type="button"
          className="btn-secondary disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-white"
          disabled={step === 0}
          onClick={() => go(step - 1)}
        >
          <span aria-hidden="true">←</span> Previous
        </button>
        <SiteLink
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-slate-700 hover:bg-slate-100"
        >
          Exit
        </SiteLink>
      </div>
    </section>
  );
}
