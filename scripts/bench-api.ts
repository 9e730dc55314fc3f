// npm run bench:api — loads 100,000 synthetic clinics into a scratch SQLite database, starts the production
// server on it, and measures closed loop (50 connections, 10 s; wrk when installed, autocannon otherwise) a
// radius-plus-filter search next to a bare node:http "hello world" running in its own process, with the
// server's CPU time per request beside req/s. The search is measured twice: with a unique parameter on every
// request, so that each one runs the search (uncached), and repeated as is (from its third request on the API's
// response cache answers it, as it would a popular search). Needs a production build.
// BENCH_DB=<file> reuses a database filled by an earlier run; BENCH_SECONDS changes the duration.
import { benchAgainstHelloWorld, measure, row, WARM_UP } from "./bench-support.ts";
import { readScriptArguments } from "./script-args.ts";

readScriptArguments({
  usage: "npm run bench:api",
  help: `Measures the JSON search API of the production server (needs \`npm run build\`) on 100,000 synthetic
clinics in a scratch SQLite database, uncached and from the response cache, against a bare node:http
"hello world" in its own process: req/s, p50, p99 and the server's CPU time per request (from /proc).

Load generator: wrk (1 thread, 50 connections) when it is on the PATH (Debian and Ubuntu: \`apt-get install
wrk\`), autocannon otherwise; autocannon saturates its own core before a fast server does.

Settings (environment): BUILD_DIR (build), BENCH_DB=<file> (reuse a database filled by an earlier run),
BENCH_CLINICS (100000), BENCH_SECONDS (10), BENCH_CLIENT=autocannon (use autocannon even with wrk installed),
BENCH_WRK_THREADS (1), BENCH_PORT=<n> (servers on ports n, n+1, … instead of any free port).`,
});

const SEARCH = "/api/clinics?location=Austin%2C%20TX&radius=25&services=testosterone-injections&rating=4";

await benchAgainstHelloWorld(
  "bench-api",
  "Targets: uncached >= 25% of hello world with p99 <= 20 ms.",
  async (server, baseline) => {
    const probe = await fetch(`${server.base}${SEARCH}`);
    console.log(`Search ${SEARCH}\n  ${probe.status}, ${probe.headers.get("x-total-count")} matches`);
    await measure(server, SEARCH, { unique: true, seconds: WARM_UP });
    const uncached = await measure(server, SEARCH, { unique: true });
    const cached = await measure(server, SEARCH);
    return {
      rows: [
        row("radius + filter search, every URL unique (uncached)", uncached, baseline),
        row("the same search repeated (response cache)", cached, baseline),
      ],
    };
  },
);
