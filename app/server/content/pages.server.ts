import { type InfoPage, parseInfoPages } from "./parse.server.ts";

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
