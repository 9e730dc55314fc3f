import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkContent } from "./build-check.server.ts";
import { ContentError } from "./parse.server.ts";

let copy: string | undefined;
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
});

function copyOfContent(): string {
  copy = mkdtempSync(join(tmpdir(), "trt-content-"));
  cpSync("content", join(copy, "content"), { recursive: true });
  return copy;
}

describe("checkContent", () => {
  it("accepts the committed posts, guide and pages", () => {
    expect(checkContent(process.cwd())).toEqual({ posts: 10, guideSections: 8, pages: 6 });
  });

  it("rejects a page whose title is too long for search results, naming the file", () => {
    const root = copyOfContent();
    writeFileSync(
      join(root, "content", "pages", "long-title.md"),
      `---\ntitle: "${"A very long title ".repeat(5)}"\ndescription: "${"d".repeat(80)}"\nlastUpdated: 2026-01-01\n---\n\nBody\n`,
    );
    expect(() => checkContent(root)).toThrow(/long-title\.md: invalid front matter:\n {2}title/);
  });

  it("rejects a page with a malformed placeholder, naming the file", () => {
    const root = copyOfContent();
    writeFileSync(
      join(root, "content", "pages", "broken-placeholder.md"),
      `---\ntitle: "A page"\ndescription: "${"d".repeat(80)}"\nlastUpdated: 2026-01-01\n---\n\nWelcome to {{ siteName }}.\n`,
    );
    expect(() => checkContent(root)).toThrow(/broken-placeholder\.md: the body has a "\{\{"/);
  });

  it("rejects a malformed post, naming the file", () => {
    const root = copyOfContent();
    const file = join(root, "content", "blog", "broken-post.md");
    writeFileSync(file, "---\nslug: broken-post\ntitle: Too short\n---\n\nBody\n");
    expect(() => checkContent(root)).toThrow(ContentError);
    expect(() => checkContent(root)).toThrow(/broken-post\.md: invalid front matter/);
  });
});
