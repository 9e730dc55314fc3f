import type { Kysely } from "kysely";
import type { AppServices } from "../context.ts";
import { createDirectory } from "./clinics/directory.server.ts";
import { cachedStats } from "./clinics/stats.server.ts";
import { type Config, toPublicConfig } from "./config.server.ts";
import type { DialectName } from "./db/connect.server.ts";
import type { Database } from "./db/schema.server.ts";
import type { Gazetteer } from "./gazetteer/types.server.ts";
import type { Logger } from "./logger.server.ts";

/** The application services every request gets, built once per process (the server, benchmarks, tests). */
export function createAppServices(input: {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  gazetteer: Gazetteer;
  logger: Logger;
}): AppServices {
  const directory = createDirectory(input.db);
  return {
    ...input,
    publicConfig: toPublicConfig(input.config),
    directory,
    stats: cachedStats(input.db, directory),
  };
}

/**
 * The services for one request that only reads (GET or HEAD): its directory, and the site figures derived from
 * it, answer from one data version, read once (`Directory.forRequest`): `version` where the caller has just read
 * it (the edge, for the page's stamp), so that the page shows the data its stamp names.
 */
export function servicesForRequest(services: AppServices, version?: number): AppServices {
  const directory = services.directory.forRequest(version);
  return { ...services, directory, stats: cachedStats(services.db, directory) };
}
