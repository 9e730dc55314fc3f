/** A stored moment, to the minute, in UTC (the admin area's clock, whatever the operator's time zone). */
export function UtcTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{`${iso.replace("T", " ").slice(0, 16)} UTC`}</time>;
}
