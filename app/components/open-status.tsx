import { startTransition, useEffect, useState } from "react";
import {
  type OpeningPeriod,
  type OpenStatus as OpenStatusValue,
  openStatus,
  openStatusLabel,
} from "../domain/open-now.ts";
import { type TimeZoneName, timeZoneName } from "../domain/time-zone-name.ts";

/**
 * Re-reads the clock every minute so a page left open stays right. The first reading is a transition: working
 * out a clinic's local time loads the browser's time-zone data, which React then does in its own slice of work
 * after hydration instead of in the same long task.
 */
function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    startTransition(() => setNow(new Date()));
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * How an open status reads: a green dot and text when open, grey when closed; `null` draws the empty line the
 * server sends before the browser knows the time. With `zone`, the times it names are followed by their time
 * zone ("closes 5:00 PM CT", read out as "Central Time").
 */
export function OpenStatusLine({
  status,
  zone = null,
  className = "",
}: {
  status: OpenStatusValue | null;
  zone?: TimeZoneName | null;
  className?: string;
}) {
  const timed = status !== null && status.state !== "open-24-hours";
  const open = status?.state === "open" || status?.state === "open-24-hours";
  return (
    <p
      className={className ? `open-status ${className}` : "open-status"}
      data-open-status={status?.state ?? "pending"}
    >
      {status ? (
        <>
          <span
            aria-hidden="true"
            className={`h-2 w-2 shrink-0 rounded-full ${open ? "bg-success-600" : "bg-slate-400"}`}
          />
          <span className={`truncate ${open ? "font-medium text-success-800" : "text-slate-700"}`}>
            {openStatusLabel(status)}
            {zone && timed ? (
              <>
                {" "}
                <abbr title={zone.long} className="no-underline" data-time-zone="">
                  <span aria-hidden="true">{zone.short}</span>
                  <span className="sr-only">{zone.long}</span>
                </abbr>
              </>
            ) : null}
          </span>
        </>
      ) : null}
    </p>
  );
}

/**
 * "Open now · closes 5:00 PM", from the clinic's hours in its own time zone. Worked out in the browser after
 * hydration, so HTML kept in a cache is never wrong about the time; the server renders an empty line of the
 * same height, so nothing moves when the text arrives. Nothing at all when the clinic publishes no hours.
 * `showTimeZone` names the zone of the times: an online clinic's visitor may well live in another one.
 */
export function OpenStatus({
  hours,
  timeZone,
  showTimeZone = false,
  className = "",
}: {
  hours: readonly OpeningPeriod[];
  timeZone: string | null;
  showTimeZone?: boolean;
  className?: string;
}) {
  const now = useMinuteClock();
  if (hours.length === 0 || !timeZone) return null;
  return (
    <OpenStatusLine
      status={now ? openStatus(hours, timeZone, now) : null}
      zone={showTimeZone ? timeZoneName(timeZone) : null}
      className={className}
    />
  );
}
