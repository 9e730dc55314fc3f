// npm run bench:api — loads 100,000 synthetic clinics into a scratch SQLite database, starts the production
// server on it, and measures with autocannon (50 connections, 10 s) a radius-plus-filter search next to a
// bare node:http "hello world" on the same machine. The search is measured twice: repeated as is (after the
// first request the API's response cache answers it, as it would a popular search), and with a unique
// parameter on every request so that each one runs the search. Needs a production build (npm run build).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "./free-port.ts";
import { loadSyntheticClinics } from "./synthetic-clinics.ts";

const CLINICS = Number(process.env.BENCH_CLINICS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SEARCH = "/api/clinics?location=Austin%2C%20TX&radius=25&services=testosterone-injections&rating=4";

async function waitForHealthy(base: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become healthy");
}

/** With `unique`, every request gets its own cache-busting parameter, so none is answered from the cache. */
function measure(url: string, unique = false) {
  let n = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: unique
      ? [{ setupRequest: (request) => ({ ...request, path: `${request.path}&uncached=${n++}` }) }]
      : undefined,
  });
}

function summary(label: string, result: autocannon.Result) {
  return {
    label,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (!existsSync(`${process.env.BUILD_DIR || "build"}/server/index.js`)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), "trt-bench-"));
const databaseUrl = `sqlite:${process.env.BENCH_DB ?? join(dir, "bench.db")}`;
try {
  if (!process.env.BENCH_DB || !existsSync(process.env.BENCH_DB)) {
    console.log(`Loading ${CLINICS.toLocaleString("en-US")} synthetic clinics...`);
    console.log(`  loaded in ${(await loadSyntheticClinics(databaseUrl, CLINICS)).toFixed(1)} s`);
  }

  const port = await freePort();
  const server = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATABASE_URL: databaseUrl,
    },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealthy(base);
  const probe = await fetch(`${base}${SEARCH}`);
  console.log(`Search ${SEARCH}\n  ${probe.status}, ${probe.headers.get("x-total-count")} matches`);
  await measure(`${base}${SEARCH}`, true);
  const uncached = await measure(`${base}${SEARCH}`, true);
  const search = await measure(`${base}${SEARCH}`);
  server.kill("SIGTERM");

  const helloPort = await freePort();
  const hello = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.end("hello world");
  });
  await new Promise<void>((resolve) => hello.listen(helloPort, "127.0.0.1", resolve));
  const baseline = await measure(`http://127.0.0.1:${helloPort}/`);
  hello.close();

  const rows = [
    summary("radius + filter search (SQLite)", search),
    summary("the same, every URL unique (uncached)", uncached),
    summary("node:http hello world", baseline),
  ];
  console.table(rows);
  const percent = (result: autocannon.Result) =>
    ((result.requests.average / baseline.requests.average) * 100).toFixed(1);
  console.log(`Search throughput is ${percent(search)}% of hello world (target >= 20%).`);
  console.log(`Search p99 is ${search.latency.p99} ms (target <= 20 ms).`);
  console.log(
    `Uncached (each request runs the search): ${percent(uncached)}% of hello world, p99 ${uncached.latency.p99} ms.`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
