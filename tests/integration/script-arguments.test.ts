import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../app/server/paths.server.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { runScript } from "../support/run-script.ts";

const dir = mkdtempSync(join(tmpdir(), "trt-script-arguments-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A SQLite file nobody has created: a mistyped DATABASE_URL. */
const missingFile = join(dir, "typo.db");
const MISSING_URL = `sqlite:${missingFile}`;
const MISSING_MESSAGE =
  `There is no database at ${missingFile}: check DATABASE_URL, or run \`npm run db:migrate\` to create a ` +
  "database.";

/** Every scripts/<name>.ts that a package.json script runs, by npm script name. */
function npmScriptFiles(): [string, string][] {
  const { scripts } = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return Object.entries(scripts).flatMap(([name, command]) =>
    [...command.matchAll(/scripts\/([\w-]+)\.ts/g)].map((match): [string, string] => [name, match[1] ?? ""]),
  );
}

describe("every npm script that runs scripts/*.ts", () => {
  const scripts = npmScriptFiles();

  it("covers the operator commands and the benchmarks", () => {
    const names = scripts.map(([name]) => name);
    for (const name of ["db:migrate", "db:seed", "admin:create-user", "events:purge", "import", "export"]) {
      expect(names).toContain(name);
    }
    expect(names.filter((name) => name.startsWith("bench:")).length).toBeGreaterThanOrEqual(5);
  });

  it("prints its usage and exits 0 on --help (and -h, read by the same code), opening no database", async () => {
    // db:migrate would otherwise create the missing file: the one command whose -h is checked by its effect.
    const runs: [string, string, string][] = [
      ...scripts.map(([name, file]): [string, string, string] => [name, file, "--help"]),
      ["db:migrate", "db-migrate", "-h"],
    ];
    const results = await Promise.all(
      runs.map(async ([name, file, flag]) => ({
        name,
        flag,
        ...(await runScript(file, [flag], { DATABASE_URL: MISSING_URL })),
      })),
    );
    for (const { name, flag, code, stdout, stderr } of results) {
      expect({ name, flag, code, stderr }).toEqual({ name, flag, code: 0, stderr: "" });
      expect(stdout, `${name} ${flag}`).toMatch(/^Usage: \S/);
      expect(stdout, `${name} ${flag}`).toContain("-h, --help");
    }
    expect(existsSync(missingFile)).toBe(false);
  }, 120_000);

  it("refuses an unknown option with exit code 2, naming the closest known one", async () => {
    const results = await Promise.all(
      scripts.map(async ([name, file]) => ({
        name,
        ...(await runScript(file, ["--hlep"], { DATABASE_URL: MISSING_URL })),
      })),
    );
    for (const { name, code, stdout, stderr } of results) {
      expect({ name, code, stdout }).toEqual({ name, code: 2, stdout: "" });
      expect(stderr, name).toMatch(/^Unknown option --hlep\. Did you mean --help\?\nUsage: \S/);
    }
    expect(existsSync(missingFile)).toBe(false);
  }, 120_000);
});

describe("the scripts no npm script names: render-brand-images, and the floor that bench:ssr starts", () => {
  const brandImage = join(PROJECT_ROOT, "public/social-card.png");

  it("print their usage on --help and do nothing else", async () => {
    const renderedAt = statSync(brandImage).mtimeMs;
    const results = await Promise.all(
      ["render-brand-images", "bench-floor-server"].map(async (script) => ({
        script,
        ...(await runScript(script, ["--help"], { DATABASE_URL: MISSING_URL, PORT: "0" })),
      })),
    );
    for (const { script, code, stdout, stderr } of results) {
      expect({ script, code, stderr }).toEqual({ script, code: 0, stderr: "" });
      expect(stdout, script).toMatch(new RegExp(`^Usage: node scripts/${script}\\.ts`));
      expect(stdout, script).toContain("-h, --help");
    }
    expect(statSync(brandImage).mtimeMs).toBe(renderedAt);
    expect(existsSync(missingFile)).toBe(false);
  }, 60_000);

  it("refuse an unknown option with exit code 2, naming the closest known one", async () => {
    for (const script of ["render-brand-images", "bench-floor-server"]) {
      const result = await runScript(script, ["--hlep"], { DATABASE_URL: MISSING_URL, PORT: "0" });
      expect({ script, code: result.code, stdout: result.stdout }).toEqual({ script, code: 2, stdout: "" });
      expect(result.stderr, script).toMatch(
        new RegExp(`^Unknown option --hlep\\. Did you mean --help\\?\\nUsage: node scripts/${script}\\.ts`),
      );
    }
  }, 60_000);
});

describe("option mistakes", () => {
  it("suggests the option a typo most likely meant, and says when none is close", async () => {
    const typo = await runScript("events-purge", ["--dryrun"], { DATABASE_URL: MISSING_URL });
    expect(typo).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "Unknown option --dryrun. Did you mean --dry-run?\nUsage: npm run events:purge [-- --dry-run]\n",
    });
    const plural = await runScript("load", ["--dialects", "sqlite"], {});
    expect(plural.code).toBe(2);
    expect(plural.stderr).toMatch(/^Unknown option --dialects\. Did you mean --dialect\?\n/);
    const far = await runScript("db-seed", ["--everything"], { DATABASE_URL: MISSING_URL });
    expect(far.code).toBe(2);
    expect(far.stderr).toMatch(/^Unknown option --everything\.\nUsage: npm run db:seed/);
  }, 60_000);

  it("refuses an argument a command does not take, and an option without its value", async () => {
    const extra = await runScript("db-migrate", ["now"], { DATABASE_URL: MISSING_URL });
    expect(extra.code).toBe(2);
    expect(extra.stderr).toMatch(/^Unexpected argument now: this command takes options only\./);
    const noValue = await runScript("load", ["--duration"], {});
    expect(noValue.code).toBe(2);
    expect(noValue.stderr).toMatch(/--duration <value>' argument missing/);
    expect(existsSync(missingFile)).toBe(false);
  }, 60_000);

  it("refuses a value out of range or of the wrong kind, saying what it takes", async () => {
    for (const value of ["-3", "abc", "Infinity", "0.01", "1e9", ""]) {
      const load = await runScript("load", [`--edit-every=${value}`], {});
      expect(load.code, value).toBe(2);
      expect(load.stderr, value).toMatch(
        /--edit-every must be 0 \(no edits\) or a number of seconds from 0\.1 to 3600/,
      );
    }
    for (const [option, value] of [
      ["--urls", "0"],
      ["--urls", "1e99"],
      ["--urls", "ten"],
      ["--rounds", "2.5"],
      ["--rounds", "1'; drop table clinics; --"],
    ] as const) {
      const bench = await runScript("bench-renewal", [`${option}=${value}`], {});
      expect(bench.code, `${option} ${value}`).toBe(2);
      expect(bench.stderr, `${option} ${value}`).toMatch(
        new RegExp(`${option} must be a whole number from 1 to`),
      );
    }
  }, 120_000);
});

describe("a SQLite DATABASE_URL that names no file", () => {
  it("is refused by every command that reads or changes data, which create nothing", async () => {
    const sample = join(PROJECT_ROOT, "data/sample-clinics.json");
    const nppes = join(PROJECT_ROOT, "tests/fixtures/nppes/npidata_pfile_20250106-20250112.csv");
    const commands: [string, string[], string?][] = [
      ["db-seed", []],
      ["events-purge", []],
      ["events-purge", ["--dry-run"]],
      ["import", [sample]],
      ["import", [sample, "--dry-run"]],
      ["export", [join(dir, "out.json")]],
      ["admin-create-user", ["operator@example.com"], "a long enough password\n"],
      ["registry-candidates", [nppes, "--dry-run"]],
      ["mail-suggestions-digest", []],
      ["mail-confirmation-reminders", []],
      ["featured-periods", []],
      ["bench-floor-server", []],
    ];
    const results = await Promise.all(
      commands.map(async ([script, args, stdin]) => ({
        command: `${script} ${args.join(" ")}`,
        ...(await runScript(script, args, { DATABASE_URL: MISSING_URL, INIT_CWD: PROJECT_ROOT }, { stdin })),
      })),
    );
    for (const { command, code, stderr } of results) {
      expect({ command, code, stderr }).toEqual({ command, code: 2, stderr: `${MISSING_MESSAGE}\n` });
    }
    expect(existsSync(missingFile)).toBe(false);
    expect(existsSync(join(dir, "out.json"))).toBe(false);
  }, 120_000);

  it("is created by npm run db:migrate, and only listed by its dry run", async () => {
    const file = join(dir, "new.db");
    const dry = await runScript("db-migrate", ["--dry-run"], { DATABASE_URL: `sqlite:${file}` });
    expect(dry).toEqual({
      code: 0,
      stdout: `Dry run: there is no database at ${file}; a real run creates it and applies every migration.\n`,
      stderr: "",
    });
    expect(existsSync(file)).toBe(false);

    const created = await runScript("db-migrate", [], { DATABASE_URL: `sqlite:${file}` });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Database: sqlite:.*\nApplied \d+ migration\(s\): 001-initial, /);
    expect(existsSync(file)).toBe(true);
    const again = await runScript("db-migrate", ["--dry-run"], { DATABASE_URL: `sqlite:${file}` });
    expect(again.stdout).toBe(`Database: sqlite:${file}\nDry run: the schema is up to date.\n`);
  }, 60_000);
});

describeOnEveryDialect("npm run events:purge on %s", (database) => {
  it("deletes nothing on --dry-run or --help, and deletes the old events without them", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
    await database.db
      .insertInto("events")
      .values([daysAgo(500), daysAgo(400), daysAgo(3)].map((day) => ({ type: "page_view", day, path: "/" })))
      .execute();
    const env = { DATABASE_URL: database.url, EVENTS_RETENTION_MONTHS: "13" };
    const stored = async () => (await database.db.selectFrom("events").select("day").execute()).length;

    const help = await runScript("events-purge", ["--help"], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run events:purge \[-- --dry-run\]\n/);
    expect(await stored()).toBe(3);

    const dry = await runScript("events-purge", ["--dry-run"], env);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(
      /\nDry run: would delete 2 usage event\(s\) from before \d{4}-\d\d-\d\d \(keeping the last 13 months\); nothing was deleted\.\n$/,
    );
    expect(await stored()).toBe(3);

    const purge = await runScript("events-purge", [], env);
    expect(purge.code, purge.stderr).toBe(0);
    expect(purge.stdout).toMatch(/\nDeleted 2 usage event\(s\) from before /);
    expect(await stored()).toBe(1);
  }, 60_000);
});

describeOnEveryDialect("npm run admin:create-user on %s", (database) => {
  it("prints the sign-in address built from SITE_URL, not from the port", async () => {
    const env = { DATABASE_URL: database.url, SITE_URL: "https://clinics.example.org/", PORT: "4321" };
    const password = { stdin: "a long enough password\n" };
    const created = await runScript("admin-create-user", ["signin@example.com"], env, password);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(
      /\nCreated the admin account signin@example\.com\.\nSign in at https:\/\/clinics\.example\.org\/admin\/sign-in\n$/,
    );
    const changed = await runScript("admin-create-user", ["signin@example.com"], env, password);
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toContain("Sign in at https://clinics.example.org/admin/sign-in\n");
    expect(changed.stdout).not.toContain("4321");
  }, 60_000);
});
