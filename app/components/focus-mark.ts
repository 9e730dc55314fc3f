/**
 * Enough about a focused control to find it again once its page has been rendered anew (after Back or
 * Forward): the kind of element, its link target or field name, its text and which of its look-alikes it was.
 */
export interface FocusMark {
  selector: string;
  text: string;
  index: number;
  /** The heading that names the section the control sits in, to fall back on when the control goes away. */
  sectionHeadingId: string | null;
}

const CONTROLS = "button, input, select, textarea, summary";
const NAMED_SECTIONS = "section[aria-labelledby], nav[aria-labelledby], aside[aria-labelledby]";

function selectorFor(element: Element): string | null {
  const tag = element.tagName.toLowerCase();
  const href = element.getAttribute("href");
  if (tag === "a" && href !== null) return `a[href="${CSS.escape(href)}"]`;
  if (element.id) return `#${CSS.escape(element.id)}`;
  if (!element.matches(CONTROLS)) return /^h[1-6]$/.test(tag) ? tag : null;
  const name = element.getAttribute("name");
  return name ? `${tag}[name="${CSS.escape(name)}"]` : tag;
}

function textOf(element: Element): string {
  const named = element.getAttribute("aria-label");
  if (named) return named;
  const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
  return (label ?? element).textContent?.replace(/\s+/g, " ").trim() ?? "";
}

function shown(element: HTMLElement): boolean {
  return typeof element.checkVisibility !== "function" || element.checkVisibility();
}

function alike(selector: string, text: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => shown(element) && textOf(element) === text,
  );
}

export function markOf(element: Element): FocusMark | null {
  const selector = selectorFor(element);
  if (!selector) return null;
  const text = textOf(element);
  const labelledBy = element.closest(NAMED_SECTIONS)?.getAttribute("aria-labelledby") ?? "";
  return {
    selector,
    text,
    index: Math.max(0, alike(selector, text).indexOf(element as HTMLElement)),
    sectionHeadingId: labelledBy.split(/\s+/)[0] || null,
  };
}

export function findMarked(mark: FocusMark): HTMLElement | null {
  const found = alike(mark.selector, mark.text);
  return found[mark.index] ?? found[0] ?? null;
}
