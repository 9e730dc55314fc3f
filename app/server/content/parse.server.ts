import { parse as parseYaml } from "yaml";
import { type ZodType, z } from "zod";
import type { BlogPost, Heading } from "../../domain/blog-post.ts";
import { blogFrontMatterSchema, isoDateSchema, sourceSchema } from "../../domain/blog-schema.ts";
import { countWords, renderMarkdown } from "./markdown.server.ts";

/** A content file that cannot be published; the message names the file and every problem. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

function fileName(path: string): string {
  return path.split("/").at(-1) ?? path;
}

/** Splits `---` YAML front matter from the Markdown body. */
export function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new ContentError(`${file}: must start with front matter between two "---" lines`);
  try {
    return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
  } catch (error) {
    throw new ContentError(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
}

function validate<T>(schema: ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join(".") : "front matter";
    return `  ${where}: ${issue.message}`;
  });
  throw new ContentError(`${file}: invalid front matter:\n${problems.join("\n")}`);
}

/** The body starts at h2 (the page supplies the h1) and never skips a heading level. */
function checkHeadingOrder(headings: Heading[], file: string) {
  let previous = 1;
  for (const heading of headings) {
    if (heading.depth === 1) throw new ContentError(`${file}: the body must not contain a level-1 heading`);
    if (heading.depth > previous + 1)
      throw new ContentError(
        `${file}: heading "${heading.text}" skips from level ${previous} to ${heading.depth}`,
      );
    previous = heading.depth;
  }
}

function renderBody(body: string, file: string) {
  if (body.trim().length === 0) throw new ContentError(`${file}: the body is empty`);
  const rendered = renderMarkdown(body);
  checkHeadingOrder(rendered.headings, file);
  return { ...rendered, wordCount: countWords(rendered.html) };
}

export function parseBlogPost(path: string, source: string): BlogPost {
  const file = fileName(path);
  const { data, body } = splitFrontMatter(source, file);
  const frontMatter = validate(blogFrontMatterSchema, data, file);
  if (file !== `${frontMatter.slug}.md`)
    throw new ContentError(`${file}: the file name must be the slug ("${frontMatter.slug}.md")`);
  return { ...frontMatter, ...renderBody(body, file) };
}

/** Parses every post (keyed by path) and checks them as a set; newest first. */
export function parseBlogPosts(files: Readonly<Record<string, string>>): BlogPost[] {
  const posts = Object.entries(files).map(([path, source]) => parseBlogPost(path, source));
  if (posts.length === 0) throw new ContentError("content/blog: no posts found");
  const slugs = new Set<string>();
  for (const post of posts) {
    if (slugs.has(post.slug)) throw new ContentError(`${post.slug}.md: duplicate slug`);
    slugs.add(post.slug);
  }
  for (const post of posts) {
    for (const related of post.related) {
      if (!slugs.has(related))
        throw new ContentError(`${post.slug}.md: related post "${related}" does not exist`);
    }
  }
  return posts.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
}

/** The TRT guide's sections, in order; the table of contents links to these ids. */
export const GUIDE_SECTION_IDS = [
  "what-is-testosterone",
  "symptoms",
  "testing",
  "treatment-options",
  "benefits",
  "risks",
  "cost",
  "finding-provider",
] as const;

const guideFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(120),
  description: z.string().trim().min(40).max(300),
  lastReviewed: isoDateSchema,
  sources: z.array(sourceSchema).min(1, "must cite at least one source"),
});

export interface Guide extends z.infer<typeof guideFrontMatterSchema> {
  html: string;
  headings: Heading[];
  /** The level-2 headings: the table of contents. */
  sections: { id: string; title: string }[];
  wordCount: number;
}

export function parseGuide(path: string, source: string): Guide {
  const file = fileName(path);
  const { data, body } = splitFrontMatter(source, file);
  const frontMatter = validate(guideFrontMatterSchema, data, file);
  const rendered = renderBody(body, file);
  const sections = rendered.headings
    .filter((heading) => heading.depth === 2)
    .map((heading) => ({ id: heading.id, title: heading.text }));
  const ids = sections.map((section) => section.id);
  if (ids.join(" ") !== GUIDE_SECTION_IDS.join(" "))
    throw new ContentError(
      `${file}: the level-2 headings must have the ids ${GUIDE_SECTION_IDS.join(", ")} in that order (found ${ids.join(", ") || "none"})`,
    );
  return { ...frontMatter, ...rendered, sections };
}

/** A `{{name}}` in a page stands for a value its route fills in when it renders, such as the site's name. */
const PLACEHOLDER = /\{\{([a-z][a-zA-Z0-9]*)\}\}/g;

/** Names of the placeholders in `text`; throws when a `{{` does not open a well-formed one. */
function placeholdersIn(text: string, where: string, file: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
  const opened = text.split("{{").length - 1;
  if (opened !== names.length)
    throw new ContentError(
      `${file}: ${where} has a "{{" that is not a placeholder written {{camelCaseName}}`,
    );
  return names;
}

const infoPageFrontMatterSchema = z.strictObject({
  /** The page title in search results, tabs and structured data. */
  title: z.string().trim().min(5).max(60),
  description: z.string().trim().min(50).max(160),
  lastUpdated: isoDateSchema,
  /** The visible h1 when it differs from the title (for example in capitalisation); defaults to the title. */
  heading: z.string().trim().min(2).max(80).optional(),
  /** The small label above the h1. */
  eyebrow: z.string().trim().min(2).max(40).optional(),
  /** The introduction under the h1, as plain text. */
  lead: z.string().trim().min(20).max(400).optional(),
  /** A table of contents: short labels for some of the page's level-2 headings, by id. */
  contents: z
    .array(
      z.strictObject({ id: z.string().regex(/^[a-z][a-z0-9-]*$/), label: z.string().trim().min(2).max(60) }),
    )
    .min(2)
    .optional(),
  sources: z.array(sourceSchema).min(1).optional(),
});

/** One level-2 heading of a page and everything up to the next one, as HTML (the heading included). */
export interface InfoPageSection {
  id: string;
  title: string;
  html: string;
}

/** A plain page of the site written in Markdown (content/pages/{slug}.md), such as how listings work. */
export interface InfoPage extends z.infer<typeof infoPageFrontMatterSchema> {
  slug: string;
  heading: string;
  html: string;
  headings: Heading[];
  /** The HTML before the first level-2 heading (empty when the body starts with one). */
  intro: string;
  sections: InfoPageSection[];
  /** The names of the `{{placeholders}}` the page uses, in its front matter or body. */
  placeholders: string[];
}

/** Splits rendered HTML at its level-2 headings (raw HTML in the source is escaped, so every `<h2` is one). */
function splitSections(html: string, headings: Heading[]): { intro: string; sections: InfoPageSection[] } {
  const parts = html.split(/(?=<h2 id=")/);
  const intro = parts[0]?.startsWith("<h2 id=") ? "" : (parts.shift() ?? "");
  const titles = new Map(headings.filter((h) => h.depth === 2).map((h) => [h.id, h.text]));
  const sections = parts.map((part) => {
    const id = /^<h2 id="([^"]+)"/.exec(part)?.[1] ?? "";
    return { id, title: titles.get(id) ?? "", html: part };
  });
  return { intro, sections };
}

export function parseInfoPage(path: string, source: string): InfoPage {
  const file = fileName(path);
  const { data, body } = splitFrontMatter(source, file);
  const frontMatter = validate(infoPageFrontMatterSchema, data, file);
  const placeholders = new Set([
    ...placeholdersIn(frontMatter.title, "the title", file),
    ...placeholdersIn(frontMatter.description, "the description", file),
    ...placeholdersIn(frontMatter.heading ?? "", "the heading", file),
    ...placeholdersIn(frontMatter.lead ?? "", "the lead", file),
    ...placeholdersIn(body, "the body", file),
  ]);
  const rendered = renderBody(body, file);
  const { intro, sections } = splitSections(rendered.html, rendered.headings);
  for (const entry of frontMatter.contents ?? []) {
    if (!sections.some((section) => section.id === entry.id))
      throw new ContentError(`${file}: contents: no level-2 heading has the id "${entry.id}"`);
  }
  return {
    ...frontMatter,
    heading: frontMatter.heading ?? frontMatter.title,
    slug: file.replace(/\.md$/, ""),
    html: rendered.html,
    headings: rendered.headings,
    intro,
    sections,
    placeholders: [...placeholders].sort(),
  };
}

/** Every page, keyed by slug (the file name). */
export function parseInfoPages(files: Readonly<Record<string, string>>): Map<string, InfoPage> {
  const pages = new Map<string, InfoPage>();
  for (const [path, source] of Object.entries(files)) {
    const page = parseInfoPage(path, source);
    pages.set(page.slug, page);
  }
  return pages;
}
