import { useState } from "react";
import type { DayOfWeek } from "../../domain/catalog.ts";
import { type DayStatus, dayHoursOf, FIELD_NAMES } from "../../domain/clinic-form-editors.ts";

const CONTROL =
  "mt-1 block rounded-control border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

const STATUS_LABELS: Record<DayStatus, string> = {
  none: "Not published",
  closed: "Closed",
  open: "Open",
};

/**
 * One day of the opening hours: not published, closed, or open from and to (time fields). Typing a time
 * turns the day to Open; without JavaScript the choice and the times are sent as they are.
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
  const [status, setStatus] = useState<DayStatus>(hours.status);
  const openWhenTimed = () => setStatus("open");
  const aria = { "aria-describedby": describedBy, "aria-invalid": invalid || undefined };
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
      <div>
        <label htmlFor={`field-${day}-opens`} className="block text-sm text-slate-800">
          <span className="sr-only">{label} </span>opens
        </label>
        <input
          id={`field-${day}-opens`}
          type="time"
          name={FIELD_NAMES.dayOpens(day)}
          defaultValue={hours.opens}
          onInput={openWhenTimed}
          className={CONTROL}
          {...aria}
        />
      </div>
      <div>
        <label htmlFor={`field-${day}-closes`} className="block text-sm text-slate-800">
          <span className="sr-only">{label} </span>closes
        </label>
        <input
          id={`field-${day}-closes`}
          type="time"
          name={FIELD_NAMES.dayCloses(day)}
          defaultValue={hours.closes}
          onInput={openWhenTimed}
          className={CONTROL}
          {...aria}
        />
      </div>
    </div>
  );
}
