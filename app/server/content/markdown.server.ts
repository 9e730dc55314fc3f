import { Marked, type Renderer, type Tokens } from "marked";
import type { Heading } from "../../domain/blog-post.ts";
import { escapeHtml } from "../../lib/html.ts";

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

export { escapeHtml };

const EXPLICIT_ID = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

/** "What Is Testosterone?" -> "what-is-testosterone". */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/&[a-z]+;/g, " ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** Plain text of inline Markdown, for tables of contents and labels. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]/g, "")
    .trim();
}

/** Only links to our own pages, anchors, https/http pages and e-mail pass; anything else renders as text. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith("//")) return false;
  if (value.startsWith("/") || value.startsWith("#")) return true;
  return /^(https?:|mailto:)/i.test(value);
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

/**
 * Renders Markdown to HTML that is safe to insert: raw HTML in the source is escaped, not passed through;
 * links other than our paths, http(s) and mailto become text; images must be our own files.
 * Headings get ids: `## Title {#id}` sets one explicitly, otherwise it is the slugified title (made unique).
 * Tables are wrapped in a keyboard-scrollable region so they never widen the page on a phone.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const used = new Set<string>();
  const headingIds = new WeakMap<Tokens.Heading, string>();
  let tableCount = 0;

  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    walkTokens(token) {
      if (token.type !== "heading") return;
      const heading = token as Tokens.Heading;
      const match = EXPLICIT_ID.exec(heading.text);
      let explicit: string | undefined;
      if (match) {
        explicit = match[1];
        heading.text = heading.text.replace(EXPLICIT_ID, "");
        const last = heading.tokens.at(-1);
        if (last && (last.type === "text" || last.type === "escape") && "text" in last) {
          last.text = last.text.replace(EXPLICIT_ID, "");
          last.raw = last.raw.replace(EXPLICIT_ID, "");
        }
      }
      const text = plainText(heading.text);
      const id = uniqueId(explicit ?? slugify(text));
      headingIds.set(heading, id);
      headings.push({ depth: heading.depth, id, text });
    },
    renderer: {
      html({ text, block }: Tokens.HTML | Tokens.Tag) {
        const escaped = escapeHtml(text.trim());
        return block ? `<p>${escaped}</p>\n` : escaped;
      },
      heading(this: Renderer, token: Tokens.Heading) {
        const id = headingIds.get(token) ?? uniqueId(slugify(token.text));
        return `<h${token.depth} id="${escapeHtml(id)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      link(this: Renderer, { href, title, tokens }: Tokens.Link) {
        const label = this.parser.parseInline(tokens);
        if (!isSafeHref(href)) return label;
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
        const rel = isExternal(href) ? ' rel="noopener"' : "";
        return `<a href="${escapeHtml(href.trim())}"${titleAttr}${rel}>${label}</a>`;
      },
      image({ href, text }: Tokens.Image) {
        if (!href.startsWith("/") || href.startsWith("//")) return escapeHtml(text);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
      },
      table(this: Renderer, token: Tokens.Table) {
        tableCount += 1;
        const columns = token.header
          .map((cell) => plainText(cell.text))
          .filter(Boolean)
          .join(", ");
        const label = `Table ${tableCount}${columns ? `: ${columns}` : ""}`;
        // An empty top-left cell means the first column labels the rows (a comparison table).
        const rowHeaders = plainText(token.header[0]?.text ?? "") === "";
        const align = (cell: Tokens.TableCell) => (cell.align ? ` style="text-align:${cell.align}"` : "");
        const head = token.header
          .map((cell, index) =>
            index === 0 && rowHeaders
              ? "<td></td>"
              : `<th scope="col"${align(cell)}>${this.parser.parseInline(cell.tokens)}</th>`,
          )
          .join("");
        const body = token.rows
          .map(
            (row) =>
              `<tr>${row
                .map((cell, index) =>
                  index === 0 && rowHeaders
                    ? `<th scope="row"${align(cell)}>${this.parser.parseInline(cell.tokens)}</th>`
                    : `<td${align(cell)}>${this.parser.parseInline(cell.tokens)}</td>`,
                )
                .join("")}</tr>`,
          )
          .join("\n");
        const wide = token.header.length >= 4 ? " md-table-wide" : "";
        return `<div class="md-table${wide}" role="region" aria-label="${escapeHtml(label)}" tabindex="0"><table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table></div>\n`;
      },
    },
  });

  const html = marked.parse(source) as string;
  return { html, headings };
}

/** Words a reader reads: the rendered text without tags. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter((word) => /[a-z0-9]/i.test(word)).length;
}
