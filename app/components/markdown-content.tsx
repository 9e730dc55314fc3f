import { Fragment, type ReactNode } from "react";
import { escapeHtml } from "../lib/html.ts";

/**
 * Typography for HTML rendered from our Markdown on the server (already escaped and sanitised there).
 * Tailwind utilities cannot reach inner elements by class, so the wrapper styles them with arbitrary variants.
 */
const BODY_TEXT = "text-base leading-relaxed text-slate-800 sm:text-lg";

const ELEMENT_CLASSES = [
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-700",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_.md-table]:mt-6 [&_.md-table]:overflow-x-auto [&_.md-table]:rounded-lg [&_.md-table]:border [&_.md-table]:border-slate-200",
  "[&_.md-table-wide_table]:min-w-[36rem] [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm sm:[&_table]:text-base",
  "[&_thead_th]:bg-slate-50 [&_thead_td]:bg-slate-50 [&_thead_th]:align-bottom",
  "[&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_tbody_th]:border-t [&_tbody_th]:border-slate-200 [&_tbody_th]:align-top",
  "[&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_tbody_td]:border-t [&_tbody_td]:border-slate-200",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em]",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&>:first-child]:mt-0",
  "[&>.contents:first-child>:first-child]:mt-0",
].join(" ");

export const PROSE_CLASSES = `${BODY_TEXT} ${ELEMENT_CLASSES}`;

/** For Markdown inside a box that sets its own text size and colour. */
const INHERITED_TEXT_CLASSES = `leading-relaxed ${ELEMENT_CLASSES}`;

/** Values for the `{{name}}` placeholders of a page, such as the site's name from its settings. */
export type PlaceholderValues = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{([a-z][a-zA-Z0-9]*)\}\}/g;

/** Fills the placeholders of plain text such as a title; a name without a value stays as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (written, name: string) => values[name] ?? written);
}

function fillHtml(html: string, values: PlaceholderValues): string {
  return html.replace(PLACEHOLDER, (written, name: string) => {
    const value = values[name];
    return value === undefined ? written : escapeHtml(value);
  });
}

const BLOCK = /<p>\{\{([a-z][a-zA-Z0-9]*)\}\}<\/p>\n?/g;

/** The HTML cut where a paragraph holds nothing but a placeholder that `blocks` fills with page content. */
function splitAtBlocks(html: string, blocks: Readonly<Record<string, ReactNode>>): (string | ReactNode)[] {
  const pieces: (string | ReactNode)[] = [];
  let start = 0;
  for (const match of html.matchAll(BLOCK)) {
    if (!Object.hasOwn(blocks, match[1] ?? "")) continue;
    pieces.push(html.slice(start, match.index), blocks[match[1] ?? ""]);
    start = match.index + match[0].length;
  }
  pieces.push(html.slice(start));
  return pieces.filter((piece) => piece !== "");
}

/** What stands for a piece of HTML in the browser's copy of a page's data (`htmlForHydration`). */
export const HYDRATION_STAND_IN = "<!---->";

/**
 * The HTML a page sends for hydration (decision 57), for a `MarkdownContent` without `values`: every paragraph
 * that holds only a placeholder as it is, and every piece between them as `HYDRATION_STAND_IN`. It splits into
 * pieces of the same kinds in the same order, so React finds the elements the server drew, and it never reads
 * nor replaces their inner HTML while hydrating.
 */
export function htmlForHydration(html: string): string {
  let hydrated = "";
  let start = 0;
  for (const match of html.matchAll(BLOCK)) {
    if (match.index > start) hydrated += HYDRATION_STAND_IN;
    hydrated += match[0];
    start = match.index + match[0].length;
  }
  return start < html.length ? hydrated + HYDRATION_STAND_IN : hydrated;
}

/**
 * Renders HTML from our Markdown pipeline. `values` fill its `{{name}}` placeholders (escaped);
 * `blocks` replace paragraphs that hold only a placeholder with page content, such as a sentence
 * computed from the site's settings. With `text="inherit"` the text size and colour come from the parent.
 */
export function MarkdownContent({
  html,
  className = "",
  values = {},
  blocks = {},
  text = "body",
}: {
  html: string;
  className?: string;
  values?: PlaceholderValues;
  blocks?: Readonly<Record<string, ReactNode>>;
  text?: "body" | "inherit";
}) {
  const classes = `${text === "body" ? PROSE_CLASSES : INHERITED_TEXT_CLASSES} ${className}`;
  const pieces = splitAtBlocks(fillHtml(html, values), blocks);
  if (pieces.length === 1 && typeof pieces[0] === "string")
    return (
      <div
        data-markdown=""
        data-markdown-html=""
        className={classes}
        dangerouslySetInnerHTML={{ __html: pieces[0] }}
      />
    );
  return (
    <div data-markdown="" className={classes}>
      {pieces.map((piece, index) =>
        typeof piece === "string" ? (
          <div
            key={index}
            data-markdown-html=""
            className="contents"
            dangerouslySetInnerHTML={{ __html: piece }}
          />
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </div>
  );
}
