import { type Answer, JSON_TYPE } from "../app/server/http/answer.server.ts";

export interface HealthReport {
  ok: boolean;
  checks: Record<string, "ok" | "failing">;
}

export const HEALTH_PATH = "/healthz";

/** For the platform's checks: 200 while the process and its database answer, 503 when not or while stopping. */
export async function healthAnswer(health: () => Promise<HealthReport>, stopping: boolean): Promise<Answer> {
  const report = await health().catch(
    (): HealthReport => ({ ok: false, checks: { process: "ok", health: "failing" } }),
  );
  return {
    status: report.ok && !stopping ? 200 : 503,
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store" },
    body: { bytes: Buffer.from(JSON.stringify(report)), br: undefined, gzip: undefined },
  };
}
