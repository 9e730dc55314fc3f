import { useEffect, useRef, useState } from "react";
import type { DayOfWeek } from "../../domain/catalog.ts";
import {
  type DayStatus,
  dayHoursOf,
  EDITOR_PERIODS_PER_DAY,
  FIELD_NAMES,
} from "../../domain/clinic-form-editors.ts";

const CONTROL =
  "mt-1 block rounded-control border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

const STATUS_LABELS: Record<DayStatus, string> = {
  none: "Not published",
  closed: "Closed",
  open: "Open",
};

/** The label of a period's time after the day's name: "Monday opens", "Monday period 2 opens". */
const timeLabel = (period: number, time: "opens" | "closes") =>
  period === 1 ? time : `period ${period} ${time}`;

type Aria = { "aria-describedby": string | undefined; "aria-invalid": true | undefined };

function TimeField({
  id,
  name,
  label,
  day,
  value,
  aria,
  onInput,
  inputRef,
}: {
  id: string;
  name: string;
  label: string;
  day: string;
  value: string;
  aria: Aria;
  onInput: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-800">
        <span className="sr-only">{day} </span>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="time"
        name={name}
        defaultValue={value}
        onInput={onInput}
        className={CONTROL}
        {...aria}
      />
    </div>
  );
}

/**
 * One day of the opening hours: not published, closed, or open from and to (time fields), with an optional
 * second period for a day with a break. Typing a time turns the day to Open. Without JavaScript every period's
 * fields are on the page and an empty one is left out; with it, an empty second period waits behind "Add a
 * second period", offered once the day is open.
 */
export function DayHoursEditor({
  day,
  label,
  value,
  describedBy,
  invalid,
}: {
  day: DayOfWeek;
  label: string;
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  const hours = dayHoursOf(value);
  const periods = Array.from(
    { length: Math.max(EDITOR_PERIODS_PER_DAY, hours.periods.length) },
    (_, index) => hours.periods[index] ?? { opens: "", closes: "" },
  );
  const [status, setStatus] = useState<DayStatus>(hours.status);
  const [scripted, setScripted] = useState(false);
  const [secondAdded, setSecondAdded] = useState(hours.periods.length > 1);
  const secondOpens = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setScripted(true);
  }, []);

  const openWhenTimed = () => setStatus("open");
  const addSecond = () => {
    setSecondAdded(true);
    setStatus("open");
    requestAnimationFrame(() => secondOpens.current?.focus());
  };
  const aria: Aria = { "aria-describedby": describedBy, "aria-invalid": invalid || undefined };
  const hidesLaterPeriods = scripted && !secondAdded;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`field-${day}`} className="block font-semibold text-slate-900">
          {label}
        </label>
        <select
          id={`field-${day}`}
          name={FIELD_NAMES.dayStatus(day)}
          value={status}
          onChange={(event) => setStatus(event.target.value as DayStatus)}
          className={CONTROL}
          {...aria}
        >
          {(Object.keys(STATUS_LABELS) as DayStatus[]).map((option) => (
            <option key={option} value={option}>
              {STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      {periods.map((period, index) => {
        const number = index + 1;
        const suffix = number === 1 ? "" : `-${number}`;
        return (
          <div
            // Periods are fixed slots, never reordered: the number is their identity.
            key={number}
            className={index > 0 && hidesLaterPeriods ? "hidden" : "flex flex-wrap items-end gap-3"}
          >
            <TimeField
              id={`field-${day}-opens${suffix}`}
              name={FIELD_NAMES.dayOpens(day, number)}
              label={timeLabel(number, "opens")}
              day={label}
              value={period.opens}
              aria={aria}
              onInput={openWhenTimed}
              inputRef={index === 1 ? secondOpens : undefined}
            />
            <TimeField
              id={`field-${day}-closes${suffix}`}
              name={FIELD_NAMES.dayCloses(day, number)}
              label={timeLabel(number, "closes")}
              day={label}
              value={period.closes}
              aria={aria}
              onInput={openWhenTimed}
            />
          </div>
        );
      })}
      {hidesLaterPeriods && status === "open" ? (
        <button type="button" className="btn-quiet text-sm" onClick={addSecond}>
          Add a second period<span className="sr-only"> on {label}</span>
        </button>
      ) : null}
    </div>
  );
}
