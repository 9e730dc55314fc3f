import { type DestinationStream, type Logger, pino } from "pino";
import type { Config } from "./config.server.ts";

export type { Logger };

/** What a logged error keeps, however it was thrown. */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * An error as it is logged: its type, message, stack and code, and its cause the same way, never its other
 * properties. Those can carry what a visitor sent: Node's "Invalid URL" error keeps the whole URL, query string
 * included, in `input`.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const logged: LoggedError = { type: error.name, message: error.message };
  if (error.stack) logged.stack = error.stack;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** The one logger: JSON lines on stdout, or on `destination` (tests capture them there). */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, destination?: DestinationStream): Logger {
  const options = { level: config.LOG_LEVEL, base: undefined, serializers: { err: loggedError } };
  return destination ? pino(options, destination) : pino(options);
}

/** Request logs keep the path only: query strings hold what visitors search for. */
export function pathOnly(url: string | undefined): string {
  return (url ?? "").split("?")[0] ?? "";
}
