import { startTransition, useEffect, useState } from "react";
import type { Clinic } from "../../domain/clinic.ts";
import { DAYS_MONDAY_FIRST, DAYS_OF_WEEK, type DayOfWeek } from "../../domain/days-of-week.ts";
import { wallClock } from "../../domain/open-now.ts";
import { timeZoneName } from "../../domain/time-zone-name.ts";

function dayName(day: DayOfWeek): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/**
 * The week's opening hours, in the clinic's time zone. Today's row (today where the clinic is) is highlighted
 * after hydration, so a cached page never highlights the wrong day.
 */
export function HoursTable({
  hours,
  timeZone,
}: {
  hours: Clinic["hoursOfOperation"];
  timeZone: string | null;
}) {
  const [today, setToday] = useState<DayOfWeek | null>(null);
  useEffect(() => {
    // A transition, like the open status: reading the clinic's local day loads the time-zone data.
    startTransition(() => {
      const clock = timeZone ? wallClock(new Date(), timeZone) : null;
      if (clock) setToday(DAYS_OF_WEEK[clock.day] ?? null);
    });
  }, [timeZone]);

  const zone = timeZoneName(timeZone);
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
        {DAYS_MONDAY_FIRST.map((day) => {
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
                {/* Heard as "Thursday (today)": the badge is for the eye, the hidden words for a screen reader. */}
                {isToday ? (
                  <>
                    <span className="sr-only"> (today)</span>
                    <span
                      aria-hidden="true"
                      className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                    >
                      Today
                    </span>
                  </>
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
      <tfoot>
        <tr>
          <td colSpan={2} className="pt-2 pl-3 text-xs text-slate-600">
            {zone
              ? `Times are the clinic’s local time (${zone.long}).`
              : "Times are the clinic’s local time."}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
