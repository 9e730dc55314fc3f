/** The spec's open/closed indicator: from the visitor's local hour, not from the clinic's hours. */
export const OPEN_FROM_HOUR = 8;
export const OPEN_UNTIL_HOUR = 18;

/** 'Open Now' from 08:00 up to before 18:00 local time, else 'Closed'. */
export function openNowLabel(localHour: number): "Open Now" | "Closed" {
  return localHour >= OPEN_FROM_HOUR && localHour < OPEN_UNTIL_HOUR ? "Open Now" : "Closed";
}
