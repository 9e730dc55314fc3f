import { existsSync, readdirSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Answer } from "../app/server/http/answer.server.ts";
import { PRECOMPRESSED_SUFFIX } from "./precompressed-assets.ts";

export interface StaticFiles {
  /** Whether the path may name a file of the build: one under /assets/, or under a name at its top. */
  claims(path: string): boolean;
  /** The file at `path` (no query string), or null when the build holds none there. */
  answer(path: string): Promise<Answer | null>;
}

const TYPES: Record<string, [type: string, compressible: boolean]> = {
  ".js": ["text/javascript; charset=utf-8", true],
  ".mjs": ["text/javascript; charset=utf-8", true],
  ".css": ["text/css; charset=utf-8", true],
  ".json": ["application/json; charset=utf-8", true],
  ".map": ["application/json; charset=utf-8", true],
  ".webmanifest": ["application/manifest+json; charset=utf-8", true],
  ".txt": ["text/plain; charset=utf-8", true],
  ".xml": ["application/xml", true],
  ".svg": ["image/svg+xml", true],
  ".ico": ["image/vnd.microsoft.icon", true],
  ".png": ["image/png", false],
  ".jpg": ["image/jpeg", false],
  ".jpeg": ["image/jpeg", false],
  ".webp": ["image/webp", false],
  ".avif": ["image/avif", false],
  ".woff2": ["font/woff2", false],
};
const UNKNOWN_TYPE: [string, boolean] = ["application/octet-stream", false];

/** Hashed names: a changed file is a new URL, so browsers and CDNs keep them for a year without asking. */
const ASSET_CACHE = "public, max-age=31536000, immutable";
const FILE_CACHE = "public, max-age=3600";

/** Every file under `dir` by its URL path ("/assets/x.js"), dotfiles left out. */
function listFiles(dir: string, prefix = ""): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      for (const [url, file] of listFiles(path, `${prefix}/${entry.name}`)) files.set(url, file);
    else if (entry.isFile()) files.set(`${prefix}/${entry.name}`, path);
  }
  return files;
}

function decoded(path: string): string | null {
  if (!path.includes("%")) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The production build's client files, answered from memory: the hashed assets (with the brotli and gzip
 * copies written at build time, so that nothing is compressed while a visitor waits) and the public files
 * (favicon, social card, images/…). The folder is listed once, so a page request costs no file-system call;
 * a file is read the first time it is asked for. Answers carry a validator made like serve-static's (size and
 * modification time).
 */
export function staticFiles(clientDir: string): StaticFiles {
  const files = listFiles(clientDir);
  const topNames = new Set(
    [...files.keys()].map((url) => url.split("/")[1]).filter((name) => name !== "assets"),
  );
  const loaded = new Map<string, Promise<Answer>>();

  async function load(url: string, file: string): Promise<Answer> {
    const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
    const variant = (suffix: string) => {
      const copy = files.get(`${url}${suffix}`);
      return copy === undefined ? undefined : readFile(copy);
    };
    const [br, gzip] = await Promise.all([
      variant(PRECOMPRESSED_SUFFIX.br),
      variant(PRECOMPRESSED_SUFFIX.gzip),
    ]);
    const [type, compressible] = TYPES[extname(url).toLowerCase()] ?? UNKNOWN_TYPE;
    return {
      status: 200,
      headers: {
        "Content-Type": type,
        "Cache-Control": url.startsWith("/assets/") ? ASSET_CACHE : FILE_CACHE,
        "Last-Modified": info.mtime.toUTCString(),
      },
      body: { bytes, br, gzip },
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      compressible,
    };
  }

  return {
    claims(path) {
      if (path.startsWith("/assets/")) return true;
      const slash = path.indexOf("/", 1);
      return topNames.has(path.slice(1, slash === -1 ? undefined : slash));
    },
    answer(path) {
      const url = decoded(path);
      const file = url === null ? undefined : files.get(url);
      if (url === null || file === undefined) return Promise.resolve(null);
      let answer = loaded.get(url);
      if (!answer) {
        answer = load(url, file);
        loaded.set(url, answer);
        answer.catch(() => loaded.delete(url));
      }
      return answer;
    },
  };
}
