import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ["server.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 15_000,
  });
}

describe("server start-up with invalid configuration", () => {
  it.each([
    ["PORT", "not-a-port"],
    ["SITE_URL", "localhost"],
    ["DATABASE_URL", "mysql://db/x"],
    ["LOG_LEVEL", "chatty"],
  ])("refuses %s=%s with a message naming the variable", (variable, value) => {
    const result = startWith({ [variable]: value });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${variable}:`);
    expect(result.stderr).toContain("The server was not started");
  });
});
