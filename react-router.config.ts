import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. several test runs) use separate folders; server.ts reads the same.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
