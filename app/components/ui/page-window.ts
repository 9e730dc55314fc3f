/** A page number to show, or a gap ("…") standing for the pages left out between two of them. */
export type PageSlot = number | "gap";

/**
 * Which page numbers a pagination shows: the first, the last, and the current page with its neighbours, with a
 * gap where pages are left out ([1, "gap", 4, 5, 6, "gap", 12]), so it stays one short row on a phone.
 */
export function pageWindow(current: number, count: number): PageSlot[] {
  const pages = new Set(
    [1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const page of sorted) {
    const last = slots[slots.length - 1];
    if (typeof last === "number" && page - last > 1) slots.push(page - last === 2 ? last + 1 : "gap");
    slots.push(page);
  }
  return slots;
}
