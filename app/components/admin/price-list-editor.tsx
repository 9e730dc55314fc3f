import { createContext, useContext, useEffect, useRef, useState } from "react";
import {
  FIELD_NAMES,
  invalidPriceParts,
  MAX_PRICE_ROWS,
  PRICE_UNITS,
  type PriceRowFields,
  type PriceRowPart,
  priceRowsOf,
} from "../../domain/clinic-form-editors.ts";
import { PRICE_SOURCES, utcDay } from "../../domain/price-source.ts";

const CONTROL =
  "mt-1 block w-full rounded-control border border-slate-400 bg-white px-2 py-2 text-base text-slate-900 aria-invalid:border-red-700";

/** Blank rows a page without JavaScript offers for new prices (with it, "Add a price" adds rows). */
const BLANK_ROWS_WITHOUT_SCRIPT = 2;

const BLANK: PriceRowFields = { service: "", low: "", high: "", unit: "", price: "", source: "", asOf: "" };

/** Each part's width in the row's six columns (two lines on a wide screen). */
const SPAN: Partial<Record<PriceRowPart, string>> = {
  service: "sm:col-span-3",
  price: "sm:col-span-2",
  source: "sm:col-span-2",
};

/**
 * Whether the editor asks where each price came from. A clinic's own proposal does not: every price it adds or
 * changes is its own submission (decision 51), which the server records.
 */
export const PriceSourceChoice = createContext(true);

interface Row {
  key: number;
  fields: PriceRowFields;
}

function PriceRow({
  row,
  index,
  first,
  describedBy,
  invalid,
  today,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  first: boolean;
  /** The latest day a price can be as of, YYYY-MM-DD. */
  today: string;
  describedBy: string | undefined;
  /** The price list came back with problems: the parts of this row that have one are marked. */
  invalid: boolean;
  onChange: (part: PriceRowPart, value: string) => void;
  onRemove: (() => void) | null;
}) {
  const id = (part: string) => (first && part === "service" ? "field-pricing" : `price-${row.key}-${part}`);
  const choosesSource = useContext(PriceSourceChoice);
  const name = (part: PriceRowPart) => FIELD_NAMES.priceRow(index, part);
  const wrong = invalid ? invalidPriceParts(row.fields) : new Set<PriceRowPart>();
  const aria = (part: PriceRowPart) => ({
    "aria-describedby": describedBy,
    "aria-invalid": wrong.has(part) || undefined,
  });
  const text = (part: "service" | "low" | "high" | "price" | "asOf", label: string, extra: object = {}) => (
    <div className={SPAN[part]}>
      <label htmlFor={id(part)} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id(part)}
        name={name(part)}
        value={row.fields[part]}
        onChange={(event) => onChange(part, event.target.value)}
        autoComplete="off"
        className={CONTROL}
        {...aria(part)}
        {...extra}
      />
    </div>
  );
  return (
    <fieldset className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-6 sm:items-end">
      <legend className="sr-only">Price {index + 1}</legend>
      {text("service", "Service", { maxLength: 120 })}
      {text("low", "Amount ($)", { inputMode: "decimal" })}
      {text("high", "To ($)", { inputMode: "decimal" })}
      <div>
        <label htmlFor={id("unit")} className="block text-sm font-semibold text-slate-900">
          Per
        </label>
        <select
          id={id("unit")}
          name={name("unit")}
          value={row.fields.unit}
          onChange={(event) => onChange("unit", event.target.value)}
          className={CONTROL}
          {...aria("unit")}
        >
          <option value="">(nothing)</option>
          {PRICE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </select>
      </div>
      {text("price", "Shown as (optional)", { maxLength: 120 })}
      {choosesSource ? (
        <div className={SPAN.source}>
          <label htmlFor={id("source")} className="block text-sm font-semibold text-slate-900">
            Source
          </label>
          <select
            id={id("source")}
            name={name("source")}
            value={row.fields.source}
            onChange={(event) => onChange("source", event.target.value)}
            className={CONTROL}
            {...aria("source")}
          >
            <option value="">(choose)</option>
            {PRICE_SOURCES.map((source) => (
              <option key={source.id} value={source.id}>
                {source.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name={name("source")} value={row.fields.source} />
      )}
      {text("asOf", "As of", { type: "date", max: today })}
      <div>
        {onRemove ? (
          <button type="button" className="btn-secondary w-full" onClick={onRemove}>
            Remove<span className="sr-only"> price {index + 1}</span>
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * The price list: one row a price (service, an amount or a range, the unit, how it is shown when not in
 * the usual words, where the price came from and the day it was true). Without JavaScript the page offers blank rows and an emptied row is left out; with it,
 * rows are added and removed with buttons.
 */
export function PriceListEditor({
  value,
  describedBy,
  invalid,
}: {
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  const next = useRef(0);
  const make = (fields: PriceRowFields): Row => {
    next.current += 1;
    return { key: next.current, fields };
  };
  const [rows, setRows] = useState<Row[]>(() => [
    ...priceRowsOf(value).map(make),
    ...Array.from({ length: BLANK_ROWS_WITHOUT_SCRIPT }, () => make(BLANK)),
  ]);
  const [scripted, setScripted] = useState(false);
  // The day the form was rendered; a date field's `max` only guides: the server checks the day again.
  const [today] = useState(() => utcDay(new Date()));
  const container = useRef<HTMLDivElement>(null);
  const changedRows = useRef(false);

  useEffect(() => {
    setScripted(true);
  }, []);

  // Adding or removing a row fires no input event: the form is told that its fields changed.
  useEffect(() => {
    if (!changedRows.current) return;
    changedRows.current = false;
    container.current?.dispatchEvent(new Event("change", { bubbles: true }));
  });

  const remove = (key: number) => {
    changedRows.current = true;
    setRows((current) => current.filter((row) => row.key !== key));
  };
  const change = (key: number, part: PriceRowPart, value: string) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, fields: { ...row.fields, [part]: value } } : row)),
    );
  const add = () => {
    changedRows.current = true;
    // Made outside the updater, which React may call more than once: each call would take another key.
    const added = make(BLANK);
    setRows((current) => [...current, added]);
    requestAnimationFrame(() => {
      const inputs = container.current?.querySelectorAll<HTMLInputElement>('input[name$=".service"]');
      inputs?.[inputs.length - 1]?.focus();
    });
  };

  return (
    <div ref={container} className="mt-2 space-y-3">
      {rows.map((row, index) => (
        <PriceRow
          key={row.key}
          row={row}
          index={index}
          first={index === 0}
          describedBy={describedBy}
          invalid={invalid}
          today={today}
          onChange={(part, value) => change(row.key, part, value)}
          onRemove={scripted ? () => remove(row.key) : null}
        />
      ))}
      {scripted && rows.length < MAX_PRICE_ROWS ? (
        <button type="button" className="btn-secondary" onClick={add}>
          Add a price
        </button>
      ) : null}
    </div>
  );
}
