/** "08:00" -> "8:00 AM", "18:30" -> "6:30 PM", "00:00" -> "12:00 AM"; "24:00" (closing at the end of a day) -> "midnight". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  if (h === 24) return "midnight";
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

export function formatOpeningHours(opens: string, closes: string): string {
  return `${formatTime(opens)} – ${formatTime(closes)}`;
}
