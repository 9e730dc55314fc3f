import { useEffect, useState } from "react";
import { DAYS_OF_WEEK, type DayOfWeek } from "../../domain/catalog.ts";
import type { Clinic } from "../../domain/clinic.ts";

/** Monday first, as people read a week of opening hours. */
const DISPLAY_ORDER: DayOfWeek[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

function dayName(day: DayOfWeek): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/**
 * The week's opening hours. Today's row is highlighted from the visitor's own clock, so only after hydration:
 * the server does not know the visitor's time zone.
 */
export function HoursTable({ hours }: { hours: Clinic["hoursOfOperation"] }) {
  const [today, setToday] = useState<DayOfWeek | null>(null);
  useEffect(() => setToday(DAYS_OF_WEEK[new Date().getDay()] ?? null), []);

  if (Object.keys(hours).length === 0) {
    return <p className="text-slate-700">This clinic has not published its opening hours. Call to ask.</p>;
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Opening hours</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {DISPLAY_ORDER.map((day) => {
          const text = hours[day] ?? "Closed";
          const isToday = day === today;
          return (
            <tr
              key={day}
              data-today={isToday ? "true" : undefined}
              aria-current={isToday ? "date" : undefined}
              className={isToday ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-800"}
            >
              <th scope="row" className="rounded-l-lg py-2 pr-4 pl-3 font-medium">
                {dayName(day)}
                {isToday ? (
                  <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    Today
                  </span>
                ) : null}
              </th>
              <td
                className={`rounded-r-lg py-2 pr-3 text-right ${text === "Closed" ? "text-slate-600" : ""}`}
              >
                {text}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
