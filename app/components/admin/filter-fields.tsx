import type { ReactNode } from "react";
import { formatCount } from "../../domain/count-label.ts";
import { US_STATES } from "../../domain/us-states.ts";
import { Pagination } from "../ui/pagination.tsx";

export const INPUT = "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base";

export type Choice = readonly [value: string, label: ReactNode];

/** "Any" state, then every US state. */
export const STATE_CHOICES: readonly Choice[] = [
  ["", "Any"],
  ...US_STATES.map((state) => [state.code, state.name] as const),
];

/** A labelled select of a filter form, named `filter-<name>` unless given an id. */
export function FilterSelect({
  name,
  label,
  value,
  choices,
  id = `filter-${name}`,
  className = INPUT,
}: {
  name: string;
  label: string;
  value: string | number;
  choices: readonly Choice[];
  id?: string;
  className?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={className}>
        {choices.map(([choice, choiceLabel]) => (
          <option key={choice} value={choice}>
            {choiceLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterText({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block font-semibold text-slate-900">
        {label}
      </label>
      <input id={`filter-${name}`} name={name} type="search" defaultValue={value} className={INPUT} />
    </div>
  );
}

/**
 * A page of an admin list: how many there are in all (and which page this is), the rows or what says there
 * are none, and the links to the other pages.
 */
export function PagedResults({
  total,
  noun,
  page,
  pageCount,
  more,
  empty,
  isEmpty,
  href,
  label,
  children,
}: {
  total: number;
  /** What is counted, in the singular ("clinic"). */
  noun: string;
  page: number;
  pageCount: number;
  /** Said after the count. */
  more?: string;
  empty: string;
  isEmpty: boolean;
  href: (page: number) => string;
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="mt-6 text-slate-800">
        {total === 1 ? `1 ${noun}` : `${formatCount(total)} ${noun}s`}
        {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
        {more}
      </p>
      {isEmpty ? <p className="mt-4 text-slate-700">{empty}</p> : children}
      <Pagination current={page} pageCount={pageCount} href={href} label={label} />
    </>
  );
}
