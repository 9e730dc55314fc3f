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
  it("accepts the committed posts and guide", () => {
    expect(checkContent(process.cwd())).toEqual({ posts: 10, guideSections: 8 });
  });

  it("rejects a malformed post, naming the file", () => {
    const root = copyOfContent();
    const file = join(root, "content", "blog", "broken-post.md");
    writeFileSync(file, "---\nslug: broken-post\ntitle: Too short\n---\n\nBody\n");
    expect(() => checkContent(root)).toThrow(ContentError);
    expect(() => checkContent(root)).toThrow(/broken-post\.md: invalid front matter/);
  });
});
