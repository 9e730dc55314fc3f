import { type Logger, pino } from "pino";
import type { Config } from "./config.server.ts";

export type { Logger };

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({ level: config.LOG_LEVEL, base: undefined });
}

/** Request logs keep the path only: query strings hold what visitors search for. */
export function pathOnly(url: string | undefined): string {
  return (url ?? "").split("?")[0] ?? "";
}
