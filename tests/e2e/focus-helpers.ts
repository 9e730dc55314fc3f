import type { Page } from "@playwright/test";

/**
 * What keeps the focused element from being seen: something covering its centre (a sticky bar), or a focus
 * ring that is missing or cut off by a clipping ancestor or the window. Empty when focus is plainly visible.
 * The ring is the focused element's outline or, for widgets that draw it around themselves (the map), the
 * outline of a close ancestor.
 */
export function focusProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${label}"`;
    };
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return ["nothing has focus"];
    const problems: string[] = [];

    const box = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const labels = focused instanceof HTMLInputElement ? [...(focused.labels ?? [])] : [];
    if (!hit || !(focused.contains(hit) || labels.some((label) => label.contains(hit)))) {
      problems.push(`${name(focused)} is covered by ${hit ? name(hit) : "nothing: it is off screen"}`);
    }

    const showsOutline = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    };
    let ring: Element | null = focused;
    for (let depth = 0; ring && depth < 4 && !showsOutline(ring); depth++) ring = ring.parentElement;
    if (!ring || !showsOutline(ring)) return [...problems, `${name(focused)} shows no focus ring`];

    const style = getComputedStyle(ring);
    const spread = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const rect = ring.getBoundingClientRect();
    const outer = {
      left: rect.left - spread,
      top: rect.top - spread,
      right: rect.right + spread,
      bottom: rect.bottom + spread,
    };
    const slack = 0.5;
    for (let ancestor = ring.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (ancestor === document.documentElement || ancestor === document.body) break;
      const clip = getComputedStyle(ancestor);
      if (clip.overflowX === "visible" && clip.overflowY === "visible") continue;
      const frame = ancestor.getBoundingClientRect();
      const left = frame.left + ancestor.clientLeft;
      const top = frame.top + ancestor.clientTop;
      const right = left + ancestor.clientWidth;
      const bottom = top + ancestor.clientHeight;
      if (
        outer.left < left - slack ||
        outer.right > right + slack ||
        outer.top < top - slack ||
        outer.bottom > bottom + slack
      ) {
        problems.push(`the focus ring of ${name(ring)} is cut off by ${name(ancestor)}`);
      }
    }
    if (
      outer.left < -slack ||
      outer.top < -slack ||
      outer.right > window.innerWidth + slack ||
      outer.bottom > window.innerHeight + slack
    ) {
      problems.push(`the focus ring of ${name(ring)} runs off the window`);
    }
    return problems;
  });
}

/** The focused element's tag and text, to say in a failure where focus went. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "body";
    return `<${focused.tagName.toLowerCase()}> ${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 60)}`;
  });
}

/** Elements wider than the window or reaching past its right edge, outside scrolling regions. */
export function elementsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      let clipped = false;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ) {
        if (getComputedStyle(ancestor).overflowX !== "visible") clipped = true;
        ancestor = ancestor.parentElement;
      }
      const style = getComputedStyle(element);
      const visuallyHidden = style.position === "absolute" && style.clipPath !== "none";
      if (clipped || visuallyHidden || style.visibility === "hidden") continue;
      found.push(
        `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
      );
    }
    return found;
  });
}
