import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** The application's and the server's own code: every .ts and .tsx under app/ and server/, and server.ts. */
function sourceFiles(): string[] {
  const files = ["server.ts"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk("app");
  walk("server");
  return files;
}

/**
 * Each rule of the front door and the files allowed to write it (decision 34): the edge, plus the module that
 * defines the rule's building block. The usage events' listener reads its own body and writes its own answer
 * (app/server/analytics/ingest.server.ts): its security headers and its `Connection: close` for a body it did
 * not read are its own until it answers through the edge like the other producers.
 */
const RULES: { rule: string; pattern: RegExp; files: string[] }[] = [
  {
    rule: "the request log line",
    pattern: /["']request["']\s*\)/,
    files: ["server/request-log.ts"],
  },
  {
    rule: "Connection: close",
    pattern: /connection["']?\s*[:=,]\s*["']close["']/i,
    files: ["server/edge.ts", "app/server/analytics/ingest.server.ts"],
  },
  {
    rule: "conditional GET",
    pattern: /if-none-match|etagMatches\(/i,
    files: ["server/edge.ts", "app/server/api/responses.server.ts"],
  },
  {
    rule: "the choice of encoding and compression",
    pattern: /accept-encoding|preferredEncoding\(|encodedBody\(|\bcompress\(/i,
    files: ["server/edge.ts", "app/server/http/compression.server.ts"],
  },
  {
    rule: "security headers",
    pattern: /securityHeaders\(|SecurityHeaders\(|API_SECURITY_HEADERS|Strict-Transport-Security/,
    files: [
      "server/edge.ts",
      "app/server/security-headers.server.ts",
      "app/server/analytics/ingest.server.ts",
    ],
  },
];

it.each(RULES)("one place writes $rule", ({ pattern, files }) => {
  const writers = sourceFiles().filter((file) => pattern.test(readFileSync(join(ROOT, file), "utf8")));
  expect(writers.map((file) => relative(".", file)).sort()).toEqual([...files].sort());
});
