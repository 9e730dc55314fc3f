import { type DestinationStream, type Logger, pino } from "pino";
import type { Config } from "./config.server.ts";

export type { Logger };

/** The one logger: JSON lines on stdout, or on `destination` (tests capture them there). */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, destination?: DestinationStream): Logger {
  const options = { level: config.LOG_LEVEL, base: undefined };
  return destination ? pino(options, destination) : pino(options);
}

/** Request logs keep the path only: query strings hold what visitors search for. */
export function pathOnly(url: string | undefined): string {
  return (url ?? "").split("?")[0] ?? "";
}
