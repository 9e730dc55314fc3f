import { Writable } from "node:stream";
import { createLogger } from "../../app/server/logger.server.ts";

/** A logger that keeps its lines, so tests can read the request log and error reports. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: "info" }, sink), lines };
}
