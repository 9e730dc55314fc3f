import type { RateBucket } from "../app/server/http/rate-limiter.server.ts";
import type { Logger } from "../app/server/logger.server.ts";

export type RequestLog = (
  method: string | undefined,
  path: string,
  status: number,
  started: bigint,
  bucket?: RateBucket,
) => void;

/**
 * The one request log line (decision 3): method, path (never the query string: it holds what people search
 * for), status and duration, and the limit a refused request was over. No address. Written by hand rather than
 * with pino-http, which builds a child logger per request. `started` is 0 when the logger does not write info
 * lines: then nothing is measured or written.
 */
export function requestLog(logger: Logger): { started(): bigint; log: RequestLog } {
  return {
    started: () => (logger.isLevelEnabled("info") ? process.hrtime.bigint() : 0n),
    log(method, path, status, started, bucket) {
      if (started === 0n) return;
      try {
        const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
        logger.info(bucket ? { method, path, status, ms, bucket } : { method, path, status, ms }, "request");
      } catch {
        // A failing log destination must not take the process down through an unhandled rejection.
      }
    },
  };
}
