import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { parseBlogPosts, parseGuide } from "./parse.server.ts";

/** Parses and validates every content file under `root`; throws a ContentError naming the first bad one. */
export function checkContent(root: string): { posts: number; guideSections: number } {
  const blogDir = join(root, "content", "blog");
  const files = Object.fromEntries(
    readdirSync(blogDir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => [name, readFileSync(join(blogDir, name), "utf8")]),
  );
  const posts = parseBlogPosts(files);
  const guide = parseGuide(
    "about-trt.md",
    readFileSync(join(root, "content", "guide", "about-trt.md"), "utf8"),
  );
  return { posts: posts.length, guideSections: guide.sections.length };
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
