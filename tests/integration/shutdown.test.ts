import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLoadMix, discoverSite } from "../../scripts/load-mix.ts";
import { loadThroughShutdown, shutdownProblems } from "../../scripts/load-shutdown.ts";
import { createEmptyDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";
import { BUILD_TIMEOUT_MS, productionBuild } from "../support/production-build.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const CLIENTS = 100;

// The server as `npm start` runs it on a machine of several cores: a primary and two workers. SIGTERM to the
// primary stops every worker listening before any asks its clients to close their connections.
describe.each(DIALECTS)(`SIGTERM while ${CLIENTS} clients keep asking two workers, on %s`, (dialect) => {
  let buildDir: string;
  let server: ServerProcess | undefined;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    buildDir = await productionBuild();
  }, BUILD_TIMEOUT_MS);

  afterEach(async () => {
    await server?.dispose();
    await database?.drop();
    server = undefined;
    database = undefined;
  });

  it("answers every request that reached the server in full and exits 0", async () => {
    database = dialect === "postgres" ? await createEmptyDatabase("postgres") : undefined;
    server = await startServerProcess(`shutdown-${dialect}`, {
      BUILD_DIR: buildDir,
      WEB_CONCURRENCY: "2",
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const running = server;
    const result = await loadThroughShutdown({
      base: running.base,
      clients: CLIENTS,
      loadMs: 1_000,
      next: createLoadMix(await discoverSite(running.base)),
      terminate: () => {
        running.signal("SIGTERM");
        return running.exited;
      },
    });

    expect(shutdownProblems(result)).toEqual([]);
    expect(result.inFlightAtSignal).toBeGreaterThan(CLIENTS / 2);
    // Every client's last answer closed its connection; its next one was refused, so nothing was sent on it.
    expect(result.closingAfterSignal).toBe(CLIENTS);
    expect(result.refused).toBe(CLIENTS);
    const cleanly = running.output().match(/"msg":"shut down cleanly"/g) ?? [];
    expect(cleanly).toHaveLength(3); // both workers and the primary
  }, 90_000);
});
