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

const infoPageFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(5).max(60),
  description: z.string().trim().min(50).max(160),
  lastUpdated: isoDateSchema,
});

/** A plain page of the site written in Markdown (content/pages/{slug}.md), such as how listings work. */
export interface InfoPage extends z.infer<typeof infoPageFrontMatterSchema> {
  slug: string;
  html: string;
  headings: Heading[];
}

export function parseInfoPage(path: string, source: string): InfoPage {
  const file = fileName(path);
  const { data, body } = splitFrontMatter(source, file);
  const frontMatter = validate(infoPageFrontMatterSchema, data, file);
  const rendered = renderBody(body, file);
  return {
    ...frontMatter,
    slug: file.replace(/\.md$/, ""),
    html: rendered.html,
    headings: rendered.headings,
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
