import { describe, expect, it } from "vitest";
import {
  ContentError,
  GUIDE_SECTION_IDS,
  parseBlogPost,
  parseBlogPosts,
  parseGuide,
  splitFrontMatter,
} from "./parse.server.ts";

const BODY = "## First section\n\nSome text with a [link](/search).\n\n### Detail\n\nMore text.\n";

function frontMatter(overrides: Record<string, string | null> = {}): string {
  const fields: Record<string, string> = {
    slug: "sample-post",
    title: '"A Sample Post About Testosterone"',
    excerpt: '"A short summary of the sample post, long enough to pass the minimum length."',
    author: '"Editorial Team"',
    publishedAt: "2025-01-20",
    lastReviewed: "2026-11-01",
    readTime: "6",
    category: "Education",
    tags: "[low testosterone, symptoms]",
    image: "/images/blog/sample.svg",
    imageAlt: '"Abstract illustration of a sample"',
    related: "[other-post, third-post]",
    listed: "true",
    sponsored: "false",
    sources:
      '\n  - title: "Endocrine Society guideline, 2018"\n    url: "https://doi.org/10.1210/jc.2018-00229"',
  };
  const lines = Object.entries({ ...fields, ...overrides })
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n`;
}

const post = (overrides: Record<string, string | null> = {}, body = BODY) =>
  `${frontMatter(overrides)}\n${body}`;

function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError");
}

describe("parseBlogPost", () => {
  it("reads valid front matter and renders the body", () => {
    const parsed = parseBlogPost("../../../content/blog/sample-post.md", post());
    expect(parsed).toMatchObject({
      slug: "sample-post",
      publishedAt: "2025-01-20",
      readTime: 6,
      category: "Education",
      tags: ["low testosterone", "symptoms"],
      related: ["other-post", "third-post"],
      listed: true,
      sponsored: false,
    });
    expect(parsed.html).toContain('<h2 id="first-section">First section</h2>');
    expect(parsed.headings.map((heading) => heading.id)).toEqual(["first-section", "detail"]);
    expect(parsed.wordCount).toBeGreaterThan(5);
  });

  it("accepts quoted dates and applies the defaults for author and read time", () => {
    const parsed = parseBlogPost(
      "sample-post.md",
      post({ publishedAt: '"2025-01-20"', author: null, readTime: null }),
    );
    expect(parsed.author).toBe("TRT Clinic Finder Editorial Team");
    expect(parsed.readTime).toBe(5);
  });

  it.each([
    [
      "a missing front matter block",
      () => parseBlogPost("sample-post.md", BODY),
      /must start with front matter/,
    ],
    [
      "broken YAML",
      () => parseBlogPost("sample-post.md", "---\ntitle: [unclosed\n---\nBody"),
      /not valid YAML/,
    ],
    ["a missing title", () => parseBlogPost("sample-post.md", post({ title: null })), /title:/],
    [
      "an impossible date",
      () => parseBlogPost("sample-post.md", post({ publishedAt: "2025-02-30" })),
      /publishedAt: is not a real date/,
    ],
    [
      "a date in another format",
      () => parseBlogPost("sample-post.md", post({ publishedAt: "01/20/2025" })),
      /publishedAt: must be a date/,
    ],
    ["an unknown category", () => parseBlogPost("sample-post.md", post({ category: "Gossip" })), /category:/],
    ["a read time in words", () => parseBlogPost("sample-post.md", post({ readTime: "six" })), /readTime:/],
    [
      "a remote image",
      () => parseBlogPost("sample-post.md", post({ image: "https://cdn.example/x.png" })),
      /image: must be a file in \/images\/blog\//,
    ],
    [
      "one related post",
      () => parseBlogPost("sample-post.md", post({ related: "[other-post]" })),
      /related: must name exactly two/,
    ],
    [
      "a post related to itself",
      () => parseBlogPost("sample-post.md", post({ related: "[sample-post, other-post]" })),
      /related: must not list the post itself/,
    ],
    [
      "no sources",
      () => parseBlogPost("sample-post.md", post({ sources: "[]" })),
      /sources: must cite at least one source/,
    ],
    [
      "a source over plain http",
      () =>
        parseBlogPost(
          "sample-post.md",
          post({ sources: '\n  - title: "Some source title"\n    url: "http://example.org"' }),
        ),
      /sources.0.url: must be an https URL/,
    ],
    [
      "a misspelt field",
      () => parseBlogPost("sample-post.md", post({ publishedat: "2025-01-20" })),
      /publishedat/i,
    ],
    [
      "a review date before publication",
      () => parseBlogPost("sample-post.md", post({ lastReviewed: "2024-12-31" })),
      /lastReviewed: must not be before publishedAt/,
    ],
    [
      "sponsored content not flagged as sponsored",
      () => parseBlogPost("sample-post.md", post({ category: '"Sponsored Content"' })),
      /sponsored: must be true exactly when/,
    ],
    [
      "a sponsored flag outside Sponsored Content",
      () => parseBlogPost("sample-post.md", post({ sponsored: "true" })),
      /sponsored: must be true exactly when/,
    ],
    [
      "a file name that is not the slug",
      () => parseBlogPost("other-name.md", post()),
      /file name must be the slug/,
    ],
    ["an invalid slug", () => parseBlogPost("Sample_Post.md", post({ slug: "Sample_Post" })), /slug:/],
    ["an empty body", () => parseBlogPost("sample-post.md", post({}, "\n")), /body is empty/],
    [
      "a level-1 heading in the body",
      () => parseBlogPost("sample-post.md", post({}, "# Title\n\ntext")),
      /level-1 heading/,
    ],
    [
      "a skipped heading level",
      () => parseBlogPost("sample-post.md", post({}, "## A\n\n#### B\n")),
      /skips from level 2 to 4/,
    ],
  ])("rejects %s", (_name, run, message) => {
    expect(problem(run)).toMatch(message);
  });

  it("names the file in the error", () => {
    expect(problem(() => parseBlogPost("../content/blog/sample-post.md", post({ title: null })))).toMatch(
      /^sample-post\.md: invalid front matter/,
    );
  });
});

describe("parseBlogPosts", () => {
  const files = (entries: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(entries).map(([slug, source]) => [`../content/blog/${slug}.md`, source]),
    );
  const valid = (slug: string, related: string, publishedAt = "2025-01-20") =>
    post({ slug, related, publishedAt });

  it("checks the set and sorts newest first", () => {
    const posts = parseBlogPosts(
      files({
        a: valid("a", "[b, c]", "2025-01-01"),
        b: valid("b", "[a, c]", "2025-03-01"),
        c: valid("c", "[a, b]", "2025-02-01"),
      }),
    );
    expect(posts.map((p) => p.slug)).toEqual(["b", "c", "a"]);
  });

  it("rejects a related post that does not exist", () => {
    expect(
      problem(() => parseBlogPosts(files({ a: valid("a", "[b, missing]"), b: valid("b", "[a, a]") }))),
    ).toMatch(/a\.md: related post "missing" does not exist/);
  });

  it("rejects an empty set", () => {
    expect(problem(() => parseBlogPosts({}))).toMatch(/no posts found/);
  });
});

describe("splitFrontMatter", () => {
  it("handles Windows line endings and a byte-order mark", () => {
    expect(splitFrontMatter("\uFEFF---\r\ntitle: x\r\n---\r\nBody\r\n", "x.md")).toEqual({
      data: { title: "x" },
      body: "Body\n",
    });
  });
});

describe("parseGuide", () => {
  const guideFrontMatter =
    '---\ntitle: "The Complete Guide to TRT"\ndescription: "What testosterone does, how low T is diagnosed and treated."\nlastReviewed: 2026-11-01\nsources:\n  - title: "Endocrine Society guideline"\n    url: "https://doi.org/10.1210/jc.2018-00229"\n---\n';
  const sections = (ids: readonly string[]) =>
    ids.map((id) => `## Section ${id} {#${id}}\n\nText.\n`).join("\n");

  it("reads the eight sections as the table of contents", () => {
    const guide = parseGuide("about-trt.md", guideFrontMatter + sections(GUIDE_SECTION_IDS));
    expect(guide.sections.map((section) => section.id)).toEqual([...GUIDE_SECTION_IDS]);
    expect(guide.sections[0]?.title).toBe("Section what-is-testosterone");
  });

  it("rejects a missing or reordered section", () => {
    expect(
      problem(() => parseGuide("about-trt.md", guideFrontMatter + sections(GUIDE_SECTION_IDS.slice(1)))),
    ).toMatch(/level-2 headings must have the ids/);
    const swapped = [...GUIDE_SECTION_IDS.slice(0, 6), "finding-provider", "cost"];
    expect(problem(() => parseGuide("about-trt.md", guideFrontMatter + sections(swapped)))).toMatch(
      /in that order/,
    );
  });

  it("rejects invalid front matter", () => {
    expect(
      problem(() => parseGuide("about-trt.md", `---\ntitle: x\n---\n${sections(GUIDE_SECTION_IDS)}`)),
    ).toMatch(/about-trt\.md: invalid front matter/);
  });
});
