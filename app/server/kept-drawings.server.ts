import { hash } from "node:crypto";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { KeptDrawings } from "../components/kept-as-drawn.tsx";

/** How many characters of HTML fit in this many megabytes (two bytes each at most, as V8 holds strings). */
export const charactersIn = (megabytes: number) => (megabytes * 1024 * 1024) / 2;

/** How much HTML is kept by default, in characters: the parts shown least recently go first. */
export const KEPT_HTML_BUDGET = charactersIn(16);
/** How many parts shown once are remembered, so that the second showing keeps them. */
export const SHOWN_ONCE_LIMIT = 20_000;

/** Keys longer than this are kept as a digest. */
const LONGEST_PLAIN_KEY = 120;

const digestOf = (text: string) => hash("sha1", text, "base64");

interface Noted {
  part: ComponentType<object>;
  props: object;
}

/**
 * The HTML of parts kept as drawn (decision 54), by part and props, so that a part shown on many pages (a
 * clinic's card in every search that finds it, the footer on every page) is drawn by React once rather than once
 * per page (decision 55). A part takes data only, so its props say all it shows: an edit to a clinic changes its
 * card's props and the card is drawn anew; nothing has to be dropped when data changes, and what is no longer
 * shown ages out.
 *
 * A part not kept is drawn in the page by React, as it always was. When it is shown a second time it is noted,
 * and once that page is drawn, `drawNoted` draws it on its own (React's server renderer must not be entered from
 * inside a render) and keeps it. A part shown once only (a crawler walking every clinic) costs one draw, not two.
 * Each is drawn with a prefix of its own for `useId`, so two kept parts on one page never share an id.
 */
export class KeptDrawingStore implements KeptDrawings {
  readonly #budget: number;
  readonly #shownOnceLimit: number;
  readonly #html = new Map<string, string>();
  readonly #shownOnce = new Set<string>();
  readonly #partNumbers = new Map<ComponentType<object>, number>();
  readonly #noted = new Map<string, Noted>();
  readonly #digests = new WeakMap<object, string>();
  #characters = 0;
  #drawn = 0;

  constructor({ budget = KEPT_HTML_BUDGET, shownOnceLimit = SHOWN_ONCE_LIMIT } = {}) {
    this.#budget = budget;
    this.#shownOnceLimit = shownOnceLimit;
  }

  drawnBefore(part: ComponentType<object>, props: object): string | null {
    const key = this.#key(part, props);
    const html = this.#html.get(key);
    if (html !== undefined) {
      // Shown again: it goes to the back of the line to be dropped.
      this.#html.delete(key);
      this.#html.set(key, html);
      return html;
    }
    if (this.#shownOnce.delete(key)) this.#noted.set(key, { part, props });
    else this.#rememberShownOnce(key);
    return null;
  }

  /**
   * Draws and keeps the parts noted while drawing pages. A part that cannot be drawn on its own is not kept: the
   * pages go on drawing it themselves, and the page that noted it has been drawn already.
   */
  drawNoted(): void {
    for (const [key, { part, props }] of this.#noted) {
      this.#drawn += 1;
      try {
        this.#keep(
          key,
          renderToStaticMarkup(createElement(part, props), { identifierPrefix: `k${this.#drawn}-` }),
        );
      } catch {}
    }
    this.#noted.clear();
  }

  /** How many parts are kept and how much HTML they hold. */
  get size(): { parts: number; characters: number } {
    return { parts: this.#html.size, characters: this.#characters };
  }

  #rememberShownOnce(key: string) {
    if (this.#shownOnce.size >= this.#shownOnceLimit) {
      const oldest = this.#shownOnce.values().next();
      if (!oldest.done) this.#shownOnce.delete(oldest.value);
    }
    this.#shownOnce.add(key);
  }

  #keep(key: string, html: string) {
    if (html.length > this.#budget) return;
    const before = this.#html.get(key);
    if (before !== undefined) this.#characters -= before.length;
    this.#html.set(key, html);
    this.#characters += html.length;
    for (const [oldest, kept] of this.#html) {
      if (this.#characters <= this.#budget) break;
      this.#html.delete(oldest);
      this.#characters -= kept.length;
    }
  }

  /**
   * The part's number and its props, each object among them by a digest of it: the props of a profile can run to
   * tens of kilobytes, and a card's three parts share one clinic, whose digest is worked out once (loader data is
   * never changed once made).
   */
  #key(part: ComponentType<object>, props: object): string {
    let number = this.#partNumbers.get(part);
    if (number === undefined) {
      number = this.#partNumbers.size;
      this.#partNumbers.set(part, number);
    }
    let key = String(number);
    for (const name in props) {
      const value: unknown = props[name as keyof typeof props];
      // A text by its length then itself; a number, a boolean, null or undefined as it prints (never with ":").
      if (typeof value === "string") key += `,${name}=${value.length}:${value}`;
      else if (typeof value === "object" && value !== null) key += `,${name}=${this.#digest(value)}`;
      else key += `,${name}=${String(value)}`;
    }
    return key.length > LONGEST_PLAIN_KEY ? `${number}#${digestOf(key)}` : key;
  }

  #digest(value: object): string {
    let digest = this.#digests.get(value);
    if (digest === undefined) {
      digest = `#${digestOf(JSON.stringify(value))}`;
      this.#digests.set(value, digest);
    }
    return digest;
  }
}
