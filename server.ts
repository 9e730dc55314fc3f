import cluster from "node:cluster";
import { type Config, ConfigError, loadConfig } from "./app/server/config.server.ts";
import { loadEnvFile } from "./app/server/env-file.server.ts";
import { createLogger } from "./app/server/logger.server.ts";

// `npm run serve` starts this file with --max-semi-space-size=16 (Node 22's young generation). Node 24 lets it
// grow to 64 MB a semi-space, and it does while the gazetteer loads or under traffic, to stay there: 80 MB more
// resident memory (300 MB after start against 215; 380 against 300 under load), with no gain in pages a second.
// See docs/performance.md, "Resident memory".
//
// The site's modules are imported only in the processes that serve it: a primary of workers (WEB_CONCURRENCY)
// prepares the database and watches its workers, and stays small.

function readConfig(): Config {
  try {
    loadEnvFile();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nThe server was not started. See .env.example for every setting.`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  // The development server (Vite) is one process; production runs WEB_CONCURRENCY.
  const processes = config.NODE_ENV === "production" ? config.WEB_CONCURRENCY : 1;
  if (cluster.isPrimary && processes > 1) {
    const { runPrimary } = await import("./server/workers-primary.ts");
    runPrimary(config, processes, createLogger(config).child({ primary: true }));
  } else {
    const { serveSite } = await import("./server/site.ts");
    await serveSite(config);
  }
}

try {
  await main();
} catch (error) {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
