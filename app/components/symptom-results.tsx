import type { RefObject } from "react";
import { displayPercent, type SymptomLevel, type SymptomScore } from "../domain/symptom-score.ts";
import { SiteLink } from "./site-link.tsx";

const LEVELS: Record<SymptomLevel, { title: string; tone: string; summary: string; next: string }> = {
  low: {
    title: "Low",
    tone: "border-green-300 bg-green-50 text-green-900",
    summary:
      "You reported few of the symptoms that are commonly linked with low testosterone. That makes low testosterone a less likely explanation for how you feel, but it does not rule it out.",
    next: "If a specific symptom bothers you, such as a lower sex drive, fewer morning erections or breast tenderness, it is still worth raising with a doctor.",
  },
  moderate: {
    title: "Moderate",
    tone: "border-amber-300 bg-amber-50 text-amber-950",
    summary:
      "You reported several symptoms that can occur with low testosterone. The same symptoms are also common with poor sleep, sleep apnea, stress, depression, thyroid problems, weight gain and some medicines.",
    next: "Consider talking to a doctor, who can look at the whole picture and decide whether a testosterone blood test makes sense for you.",
  },
  high: {
    title: "High",
    tone: "border-accent-600 bg-orange-50 text-orange-950",
    summary:
      "You reported many symptoms that can be linked with low testosterone. This is a good reason to see a clinician, but it is not a diagnosis: other conditions can cause every one of these symptoms.",
    next: "Book an appointment with a doctor or a TRT clinic that will test properly before suggesting any treatment.",
  },
};

export function SymptomResults({
  score,
  headingRef,
  onRetake,
}: {
  score: SymptomScore;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetake: () => void;
}) {
  const level = LEVELS[score.level];
  return (
    <section
      aria-labelledby="results-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        id="results-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        Your result: {level.title} symptom score
      </h2>
      <div className={`mt-5 rounded-xl border-2 p-5 ${level.tone}`}>
        <p className="text-4xl font-extrabold">{displayPercent(score.percent)}%</p>
        <p className="mt-1 font-medium">
          {score.points} points on the checker's {score.maxPoints}-point scale: {level.title.toLowerCase()} (
          {score.level === "low"
            ? "30% or less"
            : score.level === "moderate"
              ? "above 30% up to 60%"
              : "above 60%"}
          )
        </p>
      </div>
      <p className="mt-5 text-slate-800">{level.summary}</p>
      <p className="mt-3 text-slate-800">{level.next}</p>
      <div className="mt-5 rounded-xl bg-slate-50 p-5 text-slate-800">
        <h3 className="font-semibold text-slate-900">Only a blood test can confirm low testosterone</h3>
        <p className="mt-2">
          Guidelines from the Endocrine Society and the American Urological Association call for symptoms{" "}
          <em>and</em> consistently low total testosterone, measured in the early morning and repeated on a
          separate day. Our{" "}
          <SiteLink
            to="/blog/testosterone-blood-test-guide"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            blood test guide
          </SiteLink>{" "}
          explains what to expect.
        </p>
      </div>
      <p className="mt-5 text-sm text-slate-700">
        If low mood has come with thoughts of harming yourself, please call or text 988 (Suicide &amp; Crisis
        Lifeline) now.
      </p>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <SiteLink to="/search" className="btn-primary min-h-12 text-base">
          Find TRT Clinics Near Me
        </SiteLink>
        <SiteLink to="/tools/insurance-verification" className="btn-secondary min-h-12 text-base">
          Check Insurance Coverage
        </SiteLink>
        <button type="button" onClick={onRetake} className="btn-secondary min-h-12 text-base">
          Retake Assessment
        </button>
        <SiteLink to="/" className="btn-secondary min-h-12 text-base">
          Back to Homepage
        </SiteLink>
      </div>
      <p className="mt-8 border-t border-slate-200 pt-5 text-sm leading-relaxed text-slate-700">
        <strong className="text-slate-900">This assessment is for educational purposes only.</strong> It is
        not a diagnosis or medical advice and cannot tell you whether you have low testosterone or need
        treatment. Your answers stayed in this browser tab: nothing was sent or saved.
      </p>
    </section>
  );
}
