// npm run bench:renewal — what an edit costs the kept pages (decision 50): the production server, one process,
// on a scratch SQLite database with the bundled demo clinics. For search pages (one per city) and clinic pages,
// each URL is asked twice so that it is kept; then, in each round, one clinic's phone number is changed by a
// hand-written SQL statement (as a script or a fix would) and every URL is asked once: pages whose data the edit
// left alone are kept on ("renewed": their loaders run again, without drawing the page), the others drawn. The
// edited clinic is the last in-person one (an online clinic shows on the search pages of every state it serves).
// server's CPU time per request (from /proc) is given for drawing and keeping, for a kept page, and after an edit.

import { openDatabase } from "../app/server/db/connect.server.ts";
import { requireProductionBuild, serverCpuMicros, startAppServer } from "./bench-support.ts";
import { withScratchDatabase } from "./load-databases.ts";
import { readScriptArguments, usageError } from "./script-args.ts";

const { values } = readScriptArguments({
  usage: "npm run bench:renewal [-- --urls <n>] [--rounds <n>]",
  help: `Measures what an edit costs the pages the production server keeps (needs \`npm run build\`; BUILD_DIR picks
its folder), on a scratch SQLite database with the bundled demo clinics, one server process: the server's CPU
time per request to draw and keep a page, to send a kept page, and after a one-clinic edit, when each kept page
is kept on if its data did not change (X-Cache: renewed) or drawn again (X-Cache: miss). Linux only (/proc).

  --urls <n>     Search pages and clinic pages of each kind (150).
  --rounds <n>   Edits, each followed by one request for every URL (5).`,
  options: { urls: { type: "string", default: "150" }, rounds: { type: "string", default: "5" } },
});
const urlCount = Number(values.urls);
const rounds = Number(values.rounds);
if (!Number.isInteger(urlCount) || urlCount < 1 || urlCount > 5_000) {
  usageError("--urls must be a whole number from 1 to 5000.");
}
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100)
  usageError("--rounds must be a whole number from 1 to 100.");
requireProductionBuild();

type Made = "hit" | "renewed" | "miss" | "other";
const CONCURRENCY = 8;

/** Asks every URL once, 8 at a time, with brotli; counts how each answer was made. */
async function askAll(base: string, paths: string[]): Promise<Record<Made, number>> {
  const made: Record<Made, number> = { hit: 0, renewed: 0, miss: 0, other: 0 };
  for (let i = 0; i < paths.length; i += CONCURRENCY) {
    await Promise.all(
      paths.slice(i, i + CONCURRENCY).map(async (path) => {
        const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br" } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        const cache = response.headers.get("x-cache");
        made[cache === "hit" || cache === "renewed" || cache === "miss" ? cache : "other"]++;
      }),
    );
  }
  return made;
}

/** CPU µs per request of the server while `work` asks `count` requests. */
async function cpuPerRequest(pid: number, count: number, work: () => Promise<unknown>): Promise<number> {
  const before = serverCpuMicros(pid);
  await work();
  const after = serverCpuMicros(pid);
  if (before === null || after === null) throw new Error("the server's CPU time cannot be read (/proc)");
  return Math.round((after - before) / count);
}

await withScratchDatabase("sqlite", async (databaseUrl) => {
  const server = await startAppServer(databaseUrl, { WEB_CONCURRENCY: "1" });
  const { db, close } = openDatabase(databaseUrl);
  try {
    const clinics = await db
      .selectFrom("clinics")
      .select(["id", "slug", "city", "state", "telehealth"])
      .where("held", "=", 0)
      .orderBy("id")
      .execute();
    const cities = [...new Map(clinics.map((clinic) => [`${clinic.city}, ${clinic.state}`, clinic])).keys()];
    const kinds = {
      "search page": cities.slice(0, urlCount).map((city) => `/search?location=${encodeURIComponent(city)}`),
      "clinic page": clinics.slice(0, urlCount).map((clinic) => `/clinic/${clinic.slug}`),
    };
    // An in-person clinic: an online one is shown on the search pages of every state it is licensed in.
    const edited = clinics.findLast((clinic) => !clinic.telehealth);
    if (!edited) throw new Error("no clinics");
    console.log(
      `${clinics.length} demo clinics; each round changes the phone number of ${edited.slug} (${edited.city}, ${edited.state}).`,
    );
    for (const [kind, paths] of Object.entries(kinds)) {
      await askAll(server.base, paths); // drawn, not kept (a URL is kept once asked for again)
      const drawn = await cpuPerRequest(server.pid, paths.length, () => askAll(server.base, paths));
      const kept = await cpuPerRequest(server.pid, paths.length, () => askAll(server.base, paths));
      const after: number[] = [];
      const made: Record<Made, number> = { hit: 0, renewed: 0, miss: 0, other: 0 };
      for (let round = 0; round < rounds; round++) {
        await db
          .updateTable("clinics")
          .set({ phone: `(512) 555-${String(100 + round).padStart(4, "0")}` })
          .where("id", "=", edited.id)
          .execute();
        after.push(
          await cpuPerRequest(server.pid, paths.length, async () => {
            const each = await askAll(server.base, paths);
            for (const key of Object.keys(made) as Made[]) made[key] += each[key];
          }),
        );
      }
      const median = [...after].sort((a, b) => a - b)[Math.floor(after.length / 2)] ?? 0;
      console.log(`\n${kind}s: ${paths.length} URLs, ${rounds} edits`);
      console.log(`  drawn and kept      ${drawn.toLocaleString("en-US")} µs of server CPU per request`);
      console.log(`  kept                ${kept.toLocaleString("en-US")} µs`);
      console.log(
        `  after an edit       ${median.toLocaleString("en-US")} µs (median of the rounds: ${after.join(", ")}); ` +
          `${made.renewed} kept on, ${made.miss} drawn again, ${made.hit + made.other} other`,
      );
    }
  } finally {
    await close();
    await server.stop();
  }
});
