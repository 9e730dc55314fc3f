import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../app/server/paths.server.ts";
import { freePort } from "../../scripts/free-port.ts";

const SERVER = join(PROJECT_ROOT, "server.ts");

/** This process's environment without the given variables, so that a .env file can set them. */
function environmentWithout(...names: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !names.includes(name)));
}

function startWith(env: Record<string, string>, cwd = PROJECT_ROOT) {
  return spawnSync(process.execPath, [SERVER], {
    cwd,
    env: { ...environmentWithout("LOG_LEVEL"), NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("server start-up with invalid configuration", () => {
  it.each([
    ["PORT", "not-a-port"],
    ["SITE_URL", "localhost"],
    ["DATABASE_URL", "mysql://db/x"],
    ["LOG_LEVEL", "chatty"],
    ["CONTACT_EMAIL", "nobody"],
    ["PRIVACY_EMAIL", "privacy at example.org"],
  ])("refuses %s=%s with a message naming the variable", (variable, value) => {
    const result = startWith({ [variable]: value });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${variable}:`);
    expect(result.stderr).toContain("The server was not started");
  });
});

describe("the .env file", () => {
  let dir: string;

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is read at start-up from the folder the server runs in, and the environment wins over it", () => {
    dir = mkdtempSync(join(tmpdir(), "trt-env-file-"));
    writeFileSync(join(dir, ".env"), "# settings\nLOG_LEVEL=chatty\n");
    const fromFile = startWith({}, dir);
    expect(fromFile.status).toBe(1);
    expect(fromFile.stderr).toContain("LOG_LEVEL:");

    const overridden = startWith({ LOG_LEVEL: "warn", PORT: "not-a-port" }, dir);
    expect(overridden.status).toBe(1);
    expect(overridden.stderr).toContain("PORT:");
    expect(overridden.stderr).not.toContain("LOG_LEVEL");
  });

  it("is read by the operator scripts, which say which database they use", () => {
    dir = mkdtempSync(join(tmpdir(), "trt-env-file-"));
    writeFileSync(join(dir, ".env"), "DATABASE_URL=sqlite:from-env-file.db\n");
    const migrate = (env: Record<string, string>) =>
      spawnSync(process.execPath, [join(PROJECT_ROOT, "scripts/db-migrate.ts")], {
        cwd: dir,
        env: { ...environmentWithout("DATABASE_URL"), ...env },
        encoding: "utf8",
      });
    const fromFile = migrate({});
    expect(fromFile.stderr).toBe("");
    expect(fromFile.stdout.split("\n")[0]).toBe("Database: sqlite:from-env-file.db");
    expect(migrate({ DATABASE_URL: "sqlite:from-environment.db" }).stdout.split("\n")[0]).toBe(
      "Database: sqlite:from-environment.db",
    );
  }, 60_000);
});

describe("a port already in use", () => {
  // A stand-in for the production build, so this runs before `npm run build`: the server gets as far as
  // listening without it.
  const buildDir = `build-port-test-${process.pid}`;
  let databaseDir: string;

  afterEach(() => {
    rmSync(join(PROJECT_ROOT, buildDir), { recursive: true, force: true });
    rmSync(databaseDir, { recursive: true, force: true });
  });

  it("stops the server with one line and exit code 1, without a stack trace", async () => {
    mkdirSync(join(PROJECT_ROOT, buildDir, "server"), { recursive: true });
    writeFileSync(
      join(PROJECT_ROOT, buildDir, "server", "index.js"),
      "export function createPageProducer() {\n" +
        '  return { build: async () => "stand-in", facts: async () => ({}), render: async () => null };\n}\n',
    );
    databaseDir = mkdtempSync(join(tmpdir(), "trt-port-in-use-"));
    const port = await freePort();
    const occupant = createServer().listen(port, "127.0.0.1");
    await once(occupant, "listening");
    try {
      const result = startWith({
        HOST: "127.0.0.1",
        PORT: String(port),
        BUILD_DIR: buildDir,
        LOG_LEVEL: "warn",
        DATABASE_URL: `sqlite:${join(databaseDir, "clinics.db")}`,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        `Port ${port} is already in use: stop the other server or set PORT to another port.\n`,
      );
    } finally {
      occupant.close();
    }
  }, 90_000);
});
