import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    setupFiles: ["tests/support/console-guard.ts"],
    testTimeout: 20_000,
    // Hooks create and fill the test databases: on embedded PGlite, on a busy machine, that can take a while.
    hookTimeout: 30_000,
  },
});
