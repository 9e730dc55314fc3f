import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { parseBlogPosts, parseGuide, parseInfoPages } from "./parse.server.ts";

/** Parses and validates every content file under `root`; throws a ContentError naming the first bad one. */
function markdownFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
}

export function checkContent(root: string): { posts: number; guideSections: number; pages: number } {
  const posts = parseBlogPosts(markdownFiles(join(root, "content", "blog")));
  const pages = parseInfoPages(markdownFiles(join(root, "content", "pages")));
  const guide = parseGuide(
    "about-trt.md",
    readFileSync(join(root, "content", "guide", "about-trt.md"), "utf8"),
  );
  return { posts: posts.length, guideSections: guide.sections.length, pages: pages.size };
}

/**
 * React Router's build bundles the server code without running it, so validation at module load alone
 * cannot stop `npm run build`. Registered in vite.config.ts, this runs the same checks when a build starts.
 */
export function contentCheckPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "trt:content-check",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      checkContent(root);
    },
  };
}
