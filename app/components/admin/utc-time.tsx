/** A stored moment, to the minute, in UTC (the admin area's clock, whatever the operator's time zone). */
export function UtcTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{`${iso.replace("T", " ").slice(0, 16)} UTC`}</time>;
}

/** A stored moment as the desk's lists write it, in UTC: "Nov 27, 2026, 8:46 PM" (the caller adds "UTC"). */
export function utcMoment(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}
