import { describe, expect, it } from "vitest";
import {
  ContentError,
  GUIDE_SECTION_IDS,
  parseBlogPost,
  parseBlogPosts,
  parseGuide,
  parseInfoPage,
  parseInfoPages,
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

describe("parseInfoPage", () => {
  const pageFrontMatter = (extra = "") =>
    `---\ntitle: "About {{siteName}}"\ndescription: "What the directory is, how listings are checked and how the site makes money."\nlastUpdated: 2026-11-23\n${extra}---\n`;
  const body =
    "A note before the first section.\n\n## What we do {#what-we-do}\n\nWe list {{clinicCount}} clinics.\n\n### Detail\n\nMore.\n\n## Contact {#contact}\n\n[Write to us](mailto:{{partnershipsEmail}}?subject=Hello)\n";

  it("reads the front matter, names the slug after the file and defaults the heading to the title", () => {
    const page = parseInfoPage("../../../content/pages/about.md", pageFrontMatter() + body);
    expect(page).toMatchObject({
      slug: "about",
      title: "About {{siteName}}",
      heading: "About {{siteName}}",
      lastUpdated: "2026-11-23",
    });
    expect(page.eyebrow).toBeUndefined();
    expect(page.lead).toBeUndefined();
  });

  it("takes an optional heading, eyebrow, lead, table of contents and sources", () => {
    const page = parseInfoPage(
      "about.md",
      pageFrontMatter(
        'heading: "About us"\neyebrow: "Company"\nlead: "An independent directory of clinics, with guides."\ncontents:\n  - id: contact\n    label: "Write to us"\n  - id: what-we-do\n    label: "What we do"\nsources:\n  - title: "Endocrine Society guideline"\n    url: "https://doi.org/10.1210/jc.2018-00229"\n',
      ) + body,
    );
    expect(page).toMatchObject({
      heading: "About us",
      eyebrow: "Company",
      lead: "An independent directory of clinics, with guides.",
      contents: [
        { id: "contact", label: "Write to us" },
        { id: "what-we-do", label: "What we do" },
      ],
      sources: [{ title: "Endocrine Society guideline", url: "https://doi.org/10.1210/jc.2018-00229" }],
    });
  });

  it("splits the body into the intro and one section per level-2 heading", () => {
    const page = parseInfoPage("about.md", pageFrontMatter() + body);
    expect(page.intro).toBe("<p>A note before the first section.</p>\n");
    expect(page.sections.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "what-we-do", title: "What we do" },
      { id: "contact", title: "Contact" },
    ]);
    expect(page.sections[0]?.html).toMatch(/^<h2 id="what-we-do">What we do<\/h2>\n[\s\S]*<h3 id="detail">/);
    expect(page.intro + page.sections.map((section) => section.html).join("")).toBe(page.html);
    const noIntro = parseInfoPage("about.md", `${pageFrontMatter()}## Only {#only}\n\nText.\n`);
    expect(noIntro.intro).toBe("");
    expect(noIntro.sections).toHaveLength(1);
  });

  it("lists the placeholders and keeps them for the route to fill, in text and in links", () => {
    const page = parseInfoPage(
      "about.md",
      pageFrontMatter('lead: "Welcome to {{siteName}}, a directory."\n') + body,
    );
    expect(page.placeholders).toEqual(["clinicCount", "partnershipsEmail", "siteName"]);
    expect(page.html).toContain("We list {{clinicCount}} clinics.");
    expect(page.html).toContain('<a href="mailto:{{partnershipsEmail}}?subject=Hello">Write to us</a>');
  });

  it("rejects a malformed placeholder, naming the file and where it is", () => {
    expect(
      problem(() => parseInfoPage("about.md", `${pageFrontMatter()}We list {{ clinicCount }}.\n`)),
    ).toMatch(/about\.md: the body has a "\{\{" that is not a placeholder/);
    expect(
      problem(() =>
        parseInfoPage(
          "about.md",
          `${pageFrontMatter('lead: "Welcome to {{site-name}} and more."\n')}Text.\n`,
        ),
      ),
    ).toMatch(/about\.md: the lead has a "\{\{"/);
  });

  it("rejects a table of contents entry without a matching level-2 heading", () => {
    const contents =
      'contents:\n  - id: contact\n    label: "Contact"\n  - id: missing\n    label: "Missing"\n';
    expect(problem(() => parseInfoPage("about.md", pageFrontMatter(contents) + body))).toBe(
      'about.md: contents: no level-2 heading has the id "missing"',
    );
  });

  it("rejects unknown front matter fields and a body that starts at level 1", () => {
    expect(problem(() => parseInfoPage("about.md", pageFrontMatter("author: Someone\n") + body))).toMatch(
      /about\.md: invalid front matter/,
    );
    expect(problem(() => parseInfoPage("about.md", `${pageFrontMatter()}# Title\n\nText.\n`))).toMatch(
      /level-1 heading/,
    );
  });

  it("keys every page by its slug", () => {
    const pages = parseInfoPages({
      "content/pages/about.md": pageFrontMatter() + body,
      "content/pages/terms.md": pageFrontMatter() + body,
    });
    expect([...pages.keys()]).toEqual(["about", "terms"]);
  });
});
