// npm run bench:ssr — server-rendered pages under load, on the production server with 100,000 synthetic
// clinics: the search page (Austin, TX), a clinic page, the home page, and the lightest page (the symptom
// checker: the site's shell around a form, no clinic data), which shows what any page costs before its own
// content. Each is asked with brotli and with gzip as browsers ask, measured with autocannon (50 connections,
// 10 s) next to a bare node:http "hello world" in its own process. Each page is measured uncached (a unique
// query parameter on every request, so every request is rendered) and cached (the same URL repeated, answered
// from the page cache from its third request on). The clinic page is also asked for as visitors from a shared
// post ask for it: with a click identifier (fbclid) of their own, which pages do not depend on (decision 31).
// Needs a production build. BENCH_DB=<file> reuses a database; BENCH_SECONDS changes the duration.
import { benchAgainstHelloWorld, measure, row, WARM_UP } from "./bench-support.ts";
import { readScriptArguments } from "./script-args.ts";

readScriptArguments({
  usage: "npm run bench:ssr",
  help: `Measures server-rendered pages of the production server (needs \`npm run build\`) on 100,000 synthetic
clinics in a scratch SQLite database, uncached and cached, with brotli and gzip, against a bare node:http
"hello world", with autocannon.

Settings (environment): BUILD_DIR (build), BENCH_DB=<file> (reuse a database filled by an earlier run),
BENCH_CLINICS (100000), BENCH_SECONDS (10).`,
});

const PAGES = [
  ["search page", "/search?location=Austin%2C+TX"],
  ["clinic page", "/clinic/bench-clinic-1"],
  ["home page", "/"],
  ["lightest page", "/tools/symptom-checker"],
] as const;
const ENCODINGS = [
  ["brotli", "gzip, deflate, br, zstd"],
  ["gzip", "gzip, deflate"],
] as const;

await benchAgainstHelloWorld(
  "bench-ssr",
  "Targets: uncached >= 1% of hello world with p99 <= 100 ms; cached >= 25% with p99 <= 20 ms.",
  async (server, baseline) => {
    const rows = [];
    for (const [name, path] of PAGES) {
      const probe = await fetch(`${server.base}${path}`, { headers: { "accept-encoding": "identity" } });
      const html = await probe.text();
      const cards = html.match(/<article\b/g)?.length ?? 0;
      console.log(
        `${name} ${path}: ${probe.status}, ${(html.length / 1024).toFixed(0)} KB of HTML, ${cards} cards`,
      );
      for (const [encoding, accept] of ENCODINGS) {
        const headers = { "accept-encoding": accept };
        await measure(server, path, { unique: true, headers, seconds: WARM_UP });
        const uncached = await measure(server, path, { unique: true, headers });
        const cached = await measure(server, path, { headers });
        rows.push(row(`${name}, ${encoding}, uncached (every URL unique)`, uncached, baseline));
        rows.push(row(`${name}, ${encoding}, cached (URL repeated)`, cached, baseline));
      }
    }
    const [, clinicPath] = PAGES[1];
    const [, brotli] = ENCODINGS[0];
    const tagged = await measure(server, clinicPath, {
      unique: true,
      uniqueParameter: "fbclid",
      headers: { "accept-encoding": brotli },
    });
    rows.push(row("clinic page, brotli, every request with a fbclid of its own", tagged, baseline));
    return rows;
  },
);
