import type { ComparedClinic } from "../domain/compare-facts.ts";
import { compareHref } from "../domain/compare-selection.ts";
import { CompareTable } from "./compare-table.tsx";

/**
 * The comparison table from the page's data alone (the chosen clinics' addresses and what the page carries
 * along), so that it can be kept as the server drew it: its props stay the same from render to render.
 */
export function ComparedTablePart({
  compared,
  today,
  withDistance,
  slugs,
  kept,
}: {
  compared: readonly ComparedClinic[];
  today: string;
  withDistance: boolean;
  slugs: readonly string[];
  kept: Record<string, string>;
}) {
  const removeHref = (slug: string) =>
    compareHref(
      slugs.filter((chosen) => chosen !== slug),
      kept,
    );
  return (
    <CompareTable compared={compared} today={today} withDistance={withDistance} removeHref={removeHref} />
  );
}
