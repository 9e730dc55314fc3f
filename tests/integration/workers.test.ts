// The production server as `npm start` runs it on a machine of several cores: a primary and its workers
// (WEB_CONCURRENCY=2), seen from clients. Each request here opens a connection of its own, and the primary
// hands each new connection to the next worker, so consecutive requests go to both; the request log says which
// worker answered.
import { setTimeout as delay } from "node:timers/promises";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_WINDOW_MS } from "../../app/server/http/rate-limiter.server.ts";
import { createLoadMix, discoverSite } from "../../scripts/load-mix.ts";
import { loadThroughShutdown, shutdownProblems } from "../../scripts/load-shutdown.ts";
import { ask } from "../support/http-client.ts";
import { BUILD_TIMEOUT_MS, productionBuild } from "../support/production-build.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const LOOKUP_LIMIT = 20;
const LOOKUP = "/api/locations/suggest";

interface LogLine {
  msg: string;
  worker?: number;
  primary?: boolean;
  pid?: number;
  path?: string;
  status?: number;
}

function logLines(server: ServerProcess): LogLine[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The workers that answered requests for `path` (in the request log, which leaves out the query), in order. */
function answeredBy(server: ServerProcess, path: string): number[] {
  const logged = path.split("?")[0];
  return logLines(server)
    .filter((line) => line.msg === "request" && line.path === logged)
    .map((line) => line.worker ?? 0);
}

/** Asks `path` on a new connection and waits for its line in the request log: the worker that answered. */
async function askAndSee(server: ServerProcess, path: string, options: Parameters<typeof ask>[2] = {}) {
  const before = answeredBy(server, path).length;
  const answer = await ask(server.base, path, options);
  await expect.poll(() => answeredBy(server, path).length).toBeGreaterThan(before);
  return { answer, worker: answeredBy(server, path)[before] };
}

function startedWorkers(server: ServerProcess) {
  return logLines(server).filter((line) => line.primary && line.msg === "worker started");
}

describe("a server of two workers (WEB_CONCURRENCY=2)", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    const buildDir = await productionBuild();
    server = await startServerProcess("workers", {
      BUILD_DIR: buildDir,
      WEB_CONCURRENCY: "2",
      TRUSTED_PROXIES: "1",
      RATE_LIMIT_LOOKUPS: String(LOOKUP_LIMIT),
    });
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await server?.dispose();
  });

  it("starts both workers, the primary naming each one's pid, and both answer", async () => {
    const started = startedWorkers(server);
    expect(started.map((line) => line.worker)).toEqual([1, 2]);
    expect(new Set(started.map((line) => line.pid)).size).toBe(2);
    expect(started.map((line) => line.pid)).not.toContain(server.pid);
    // One worker prepared the database (migrations, the demo clinics) before the other started.
    expect(logLines(server).filter((line) => line.msg.startsWith("empty database"))).toHaveLength(1);

    const workers = new Set<number | undefined>();
    for (let i = 0; i < 4; i++) {
      const { answer, worker } = await askAndSee(server, "/api/stats");
      expect(answer.status).toBe(200);
      workers.add(worker);
    }
    expect(workers).toEqual(new Set([1, 2]));
  });

  it("stops with exit code 1, saying why, when its workers cannot listen", async () => {
    const taken = startServerProcess("workers-taken", {
      BUILD_DIR: await productionBuild(),
      WEB_CONCURRENCY: "2",
      PORT: String(server.port),
    });
    await expect(taken).rejects.toThrow(/exited \(1\)[\s\S]*Port \d+ is already in use/);
  }, 90_000);

  it("a change to the data is seen by every worker's pages and API at once", async () => {
    const [clinic] = JSON.parse((await ask(server.base, "/api/clinics?limit=1")).text) as { slug: string }[];
    if (!clinic) throw new Error("no clinic");
    const page = `/clinic/${clinic.slug}`;
    const api = `/api/clinics/slug/${clinic.slug}`;
    /** Asks each worker for the page, then the API answer, twice (so that each keeps both). */
    const askEach = async () => {
      const pages = new Map<number | undefined, { etag: string | undefined; text: string }>();
      for (let i = 0; i < 4; i++) {
        const { answer, worker } = await askAndSee(server, page);
        pages.set(worker, { etag: answer.headers.etag, text: answer.text });
      }
      const names = new Map<number | undefined, string>();
      for (let i = 0; i < 4; i++) {
        const { answer, worker } = await askAndSee(server, api);
        names.set(worker, (JSON.parse(answer.text) as { name: string }).name);
      }
      return { pages, names };
    };
    const before = await askEach();
    expect(before.pages.size).toBe(2);

    const db = new Database(server.databaseFile);
    db.prepare("update clinics set name = ? where slug = ?").run(
      "Renamed Between Workers Clinic",
      clinic.slug,
    );
    db.close();

    const after = await askEach();
    expect([...after.names.keys()].sort()).toEqual([1, 2]);
    expect(new Set(after.names.values())).toEqual(new Set(["Renamed Between Workers Clinic"]));
    expect([...after.pages.keys()].sort()).toEqual([1, 2]);
    for (const { text } of after.pages.values()) expect(text).toContain("Renamed Between Workers Clinic");
    const [first, second] = [...after.pages.values()].map(({ etag }) => etag);
    expect(second).toBe(first);
    expect([...before.pages.values()].map(({ etag }) => etag)).not.toContain(first);
  });

  it("a suggestion form shown by one worker is accepted by the other", async () => {
    const [clinic] = JSON.parse((await ask(server.base, "/api/clinics?limit=1")).text) as { slug: string }[];
    if (!clinic) throw new Error("no clinic");
    const path = `/clinic/${clinic.slug}/suggest-edit`;
    const shown = await askAndSee(server, path);
    const token = /name="shown" value="([^"]+)"/.exec(shown.answer.text)?.[1];
    if (!token) throw new Error("the form carries no signed time");
    await delay(3_500); // a person takes a few seconds to fill it in
    const body = new URLSearchParams({ kind: "phone", correction: "The number is 555-0100.", shown: token });
    // The next connection goes to the other worker, unless something else came between: then a new form.
    const sent = await askAndSee(server, path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expect(sent.worker).not.toBe(shown.worker);
    expect(sent.answer.status).toBe(200);
    expect(sent.answer.text).toContain("Thank you");
  }, 30_000);

  it("gives a client its rate limit across both workers, not once per worker", async () => {
    // Counts start again at each minute of the clock (RATE_WINDOW_MS): the requests below must fall in one.
    const left = RATE_WINDOW_MS - (Date.now() % RATE_WINDOW_MS);
    if (left < 25_000) await delay(left + 500);
    const headers = { "x-forwarded-for": "198.51.100.23" };
    const statuses: number[] = [];
    const workers = new Set<number | undefined>();
    for (let i = 0; i < 2 * LOOKUP_LIMIT; i++) {
      const { answer, worker } = await askAndSee(server, `${LOOKUP}?q=aus`, { headers });
      statuses.push(answer.status);
      workers.add(worker);
      // Counts go round through the primary within about 50 ms.
      await delay(100);
    }
    expect(workers).toEqual(new Set([1, 2]));
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBe(LOOKUP_LIMIT);
    expect(statuses.slice(LOOKUP_LIMIT).every((status) => status === 429)).toBe(true);
    // Another client is not held back by that one.
    const other = { "x-forwarded-for": "198.51.100.24" };
    expect((await ask(server.base, `${LOOKUP}?q=aus`, { headers: other })).status).toBe(200);
  }, 60_000);

  it("starts another worker in place of one that was killed, and goes on answering meanwhile", async () => {
    const [victim] = startedWorkers(server);
    if (!victim?.pid) throw new Error("no worker pid logged");
    process.kill(victim.pid, "SIGKILL");
    await expect
      .poll(() =>
        logLines(server).some((line) => line.msg === "a worker exited unexpectedly; starting another"),
      )
      .toBe(true);
    for (let i = 0; i < 4; i++) expect((await ask(server.base, "/healthz")).status).toBe(200);

    await expect.poll(() => startedWorkers(server).length, { timeout: 15_000 }).toBe(3);
    const replacement = startedWorkers(server)[2];
    expect(replacement?.pid).not.toBe(victim.pid);
    await expect
      .poll(
        () =>
          logLines(server).some((line) => line.msg === "worker ready" && line.worker === replacement?.worker),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    const workers = new Set<number | undefined>();
    for (let i = 0; i < 4; i++) workers.add((await askAndSee(server, "/api/stats")).worker);
    expect(workers).toEqual(new Set([2, 3]));
  }, 90_000);

  it("SIGTERM while 100 clients keep asking: every request is answered in full, and it exits 0", async () => {
    const result = await loadThroughShutdown({
      base: server.base,
      clients: 100,
      loadMs: 1_000,
      // A client address of its own every 5 requests: none reaches the lookups' limit.
      next: createLoadMix(await discoverSite(server.base), { requestsPerClient: 5 }),
      terminate: () => {
        server.signal("SIGTERM");
        return server.exited;
      },
    });
    expect(shutdownProblems(result)).toEqual([]);
    expect(result.closingAfterSignal).toBe(100);
    expect(result.refused).toBe(100);
    const cleanly = logLines(server).filter((line) => line.msg === "shut down cleanly");
    expect(cleanly.map((line) => line.worker ?? "primary").sort()).toEqual([2, 3, "primary"]);
  }, 60_000);
});
