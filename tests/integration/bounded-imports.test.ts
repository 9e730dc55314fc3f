import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAdmin, saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { PROJECT_ROOT } from "../../app/server/paths.server.ts";
import { exitAndOutput } from "../../scripts/child-output.ts";
import { npmScriptArgs } from "../../scripts/npm-script.ts";
import { BUILD_TIMEOUT_MS, productionBuild } from "../support/production-build.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

/**
 * The most resident memory an import command may hold, and what an upload may add to the server's (it held
 * 4.3 GB and more before it died). The server is judged by what an upload adds, not by its total: its total
 * before the upload (about 225 MB on a 2-core machine, once it has started, seeded its demo clinics and shown
 * the import page) moves with everything else it keeps, and the uploads add 15 to 60 MB to it.
 */
const PEAK_MB = 300;
const UPLOAD_GROWTH_MB = 150;

const ROWS_REFUSED = "the file has more than 50,000 rows, the most one import takes";
const HEADER_REFUSED = "the header row is longer than 100,000 characters";

/** The files of issue 37 that took the server down: each under the admin's 5 MB, each refused. */
const FILES = [
  {
    name: "empty-objects.json",
    // 1.7 million `{}`: 5.1 MB.
    text: () => `[${"{},".repeat(1_700_000 - 1)}{}]`,
    refusal: ROWS_REFUSED,
  },
  {
    name: "one-cell-rows.csv",
    // 2.6 million one-cell rows: 5.2 MB.
    text: () => `name\n${"x\n".repeat(2_600_000)}`,
    refusal: ROWS_REFUSED,
  },
  {
    name: "wide-header.csv",
    text: () => `${Array.from({ length: 500_000 }, () => "x").join(",")}\nx\n`,
    refusal: HEADER_REFUSED,
  },
] as const;

/** A process's resident memory now (VmRSS), in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

/**
 * Asks /healthz every 150 ms, and reads the server's resident memory every 50 ms, while `work` runs: how many
 * probes were answered, any that was not 200 or not answered within 10 s, and the most memory seen.
 */
async function probeWhile<T>(server: ServerProcess, work: () => Promise<T>) {
  const { base } = server;
  let running = true;
  let answered = 0;
  let peakMb = residentMb(server.pid);
  const failures: string[] = [];
  const sampling = (async () => {
    while (running) {
      peakMb = Math.max(peakMb, residentMb(server.pid));
      await delay(50);
    }
  })();
  const probing = (async () => {
    while (running) {
      try {
        const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
        await answer.arrayBuffer();
        if (answer.status === 200) answered += 1;
        else failures.push(`status ${answer.status}`);
      } catch (error) {
        failures.push(String(error));
      }
      await delay(150);
    }
  })();
  try {
    return { result: await work(), probes: { answered, failures }, peakMb };
  } finally {
    running = false;
    await Promise.all([probing, sampling]);
  }
}

/** A signed-in operator's session on the server's database, as signing in makes one. */
async function operatorSession(databaseFile: string): Promise<{ cookie: string; csrf: string }> {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  try {
    await saveAdmin(handle.db, "ops@example.com", "Bounded imports 4 the operator!");
    const admin = await findAdmin(handle.db, "ops@example.com");
    const session = await createSession(handle.db, admin?.id ?? 0);
    return { cookie: sessionCookie(session.token, true).split(";")[0] as string, csrf: session.csrfToken };
  } finally {
    await handle.close();
  }
}

/** Sends a file from the import page's form, as a browser without JavaScript does (multipart, with its length). */
async function upload(server: ServerProcess, session: { cookie: string; csrf: string }, path: string) {
  const form = new FormData();
  form.set("csrf", session.csrf);
  form.set("file", new File([readFileSync(path)], path.slice(path.lastIndexOf("/") + 1)));
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const answer = await fetch(`${server.base}/admin/import`, {
    method: "POST",
    headers: {
      Cookie: session.cookie,
      Origin: server.base,
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
      "Content-Length": String(body.byteLength),
    },
    body,
  });
  return { status: answer.status, html: await answer.text() };
}

/** Runs `npm run import -- <file> --dry-run` as npm would, with a hook that writes its peak memory on exit. */
async function importCommand(databaseFile: string, file: string) {
  const peakFile = `${file}.peak`;
  const hook = `${file}.peak.mjs`;
  writeFileSync(
    hook,
    `import { readFileSync, writeFileSync } from "node:fs";
process.on("exit", () => {
  const status = readFileSync("/proc/self/status", "utf8");
  writeFileSync(${JSON.stringify(peakFile)}, /^VmHWM:\\s+(\\d+) kB/m.exec(status)[1]);
});
`,
  );
  const child = spawn(
    process.execPath,
    ["--import", pathToFileURL(hook).href, ...npmScriptArgs("import"), file, "--dry-run"],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}` },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const { code, output } = await exitAndOutput(child);
  const peakKb = existsSync(peakFile) ? Number(readFileSync(peakFile, "utf8")) : Number.NaN;
  return { code, output, peakMb: peakKb / 1024 };
}

describe("one upload cannot take the site down", () => {
  let dir: string;
  let server: ServerProcess;
  let session: { cookie: string; csrf: string };
  const paths: Record<string, string> = {};

  beforeAll(async () => {
    const buildDir = await productionBuild();
    dir = mkdtempSync(join(tmpdir(), "trt-bounded-imports-"));
    for (const file of FILES) {
      paths[file.name] = join(dir, file.name);
      writeFileSync(join(dir, file.name), file.text());
    }
    server = await startServerProcess("bounded-imports", { BUILD_DIR: buildDir });
    session = await operatorSession(server.databaseFile);
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await server?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses each file from the admin import with what is wrong, answering its health probe throughout, in bounded memory", async () => {
    // The operator opens the import page, then sends each file from it.
    const page = await fetch(`${server.base}/admin/import`, { headers: { Cookie: session.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1");
    const before = residentMb(server.pid);
    for (const file of FILES) {
      const { result, probes, peakMb } = await probeWhile(server, () =>
        upload(server, session, paths[file.name] as string),
      );
      expect.soft(result.status, file.name).toBe(413);
      expect.soft(result.html, file.name).toContain(`${file.name}, line `);
      expect.soft(result.html, file.name).toContain(file.refusal);
      expect.soft(probes.failures, file.name).toEqual([]);
      expect.soft(probes.answered, file.name).toBeGreaterThan(0);
      expect.soft(peakMb - before, file.name).toBeLessThan(UPLOAD_GROWTH_MB);
    }
    const kept = openDatabase(`sqlite:${server.databaseFile}`);
    try {
      expect(await kept.db.selectFrom("admin_import_uploads").selectAll().execute()).toEqual([]);
    } finally {
      await kept.close();
    }
  }, 60_000);

  it("refuses each file from npm run import with what is wrong, exit code 1 and bounded memory", async () => {
    const runs = await Promise.all(
      FILES.map((file) => importCommand(server.databaseFile, paths[file.name] as string)),
    );
    FILES.forEach((file, index) => {
      const run = runs[index];
      expect(run?.code, `${file.name}:\n${run?.output}`).toBe(1);
      expect(run?.output).toContain(`${file.name}: line `);
      expect(run?.output).toContain(file.refusal);
      expect(run?.output).toContain("No changes were made.");
      expect(run?.peakMb, file.name).toBeLessThan(PEAK_MB);
    });
  }, 60_000);
});
