import { useEffect, useId } from "react";
import { MAX_COMPARED } from "../domain/compare-selection.ts";
import { setComparedSlugs } from "./compare-store.ts";

function quoted(values: readonly string[]): string {
  return values.map((value) => `“${value}”`).join(", ");
}

/** What the address asked for that the page could not show, and why; nothing when all was shown. */
export function CompareProblems({
  invalid,
  overLimit,
  unknown,
  hasClinics,
}: {
  invalid: readonly string[];
  overLimit: readonly string[];
  unknown: readonly string[];
  hasClinics: boolean;
}) {
  const problems: string[] = [];
  if (unknown.length > 0) {
    problems.push(
      `No listed clinic has the address ${quoted(unknown)}: the listing may have been removed or renamed.`,
    );
  }
  if (invalid.length > 0) {
    problems.push(`${quoted(invalid)} ${invalid.length === 1 ? "is" : "are"} not a clinic address.`);
  }
  if (overLimit.length > 0) {
    problems.push(
      `You can compare up to ${MAX_COMPARED} clinics at once, so ${quoted(overLimit)} ${
        overLimit.length === 1 ? "was" : "were"
      } left out. Remove a clinic to add another.`,
    );
  }
  if (problems.length === 0) return null;
  return (
    <div
      className="mt-4 rounded-card border border-accent-600/40 bg-accent-50 p-4 text-sm text-accent-800"
      data-testid="compare-problems"
    >
      <p className="font-semibold">
        {hasClinics
          ? "Some of the clinics in this link are not shown:"
          : "None of the clinics in this link can be shown:"}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** The page's address, ready to copy: it opens the same comparison (no script needed). */
export function CompareLink({ url }: { url: string }) {
  const id = useId();
  return (
    <div className="compare-no-print mt-8 border-t border-slate-200 pt-6">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        Link to this comparison
      </label>
      <input
        id={id}
        readOnly
        value={url}
        className="mt-1 min-h-11 w-full max-w-2xl rounded-control border border-slate-400 bg-white px-3 text-sm text-slate-900"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="mt-1 text-sm text-slate-600">
        Anyone with the link sees the same table. It prints on one page.
      </p>
    </div>
  );
}

/** The Compare toggles on other pages start from the clinics shown here. */
export function CompareSelectionSync({ slugs }: { slugs: readonly string[] }) {
  const key = slugs.join(",");
  useEffect(() => {
    setComparedSlugs(key === "" ? [] : key.split(","));
  }, [key]);
  return null;
}
