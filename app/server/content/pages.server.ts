import { type InfoPage, type InfoPageSection, parseInfoPages } from "./parse.server.ts";

/** The site's plain pages (content/pages/*.md), bundled by Vite, validated and rendered once at module load. */
const PAGES = parseInfoPages(
  import.meta.glob<string>("../../../content/pages/*.md", { query: "?raw", import: "default", eager: true }),
);

/** The page with this slug; throws for a slug that has no file, which is a programming error. */
export function infoPage(slug: string): InfoPage {
  const page = PAGES.get(slug);
  if (!page) throw new Error(`content/pages/${slug}.md does not exist`);
  return page;
}

/** The section of a page under the level-2 heading with this id; throws when the file has no such heading. */
export function infoPageSection(page: InfoPage, id: string): InfoPageSection {
  const section = page.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`content/pages/${page.slug}.md has no level-2 heading {#${id}}`);
  return section;
}

/** The HTML of a page's sections in order, without its intro and without the sections a route shows elsewhere. */
export function infoPageHtmlWithout(page: InfoPage, ids: readonly string[]): string {
  for (const id of ids) infoPageSection(page, id);
  return page.sections
    .filter((section) => !ids.includes(section.id))
    .map((section) => section.html)
    .join("");
}
