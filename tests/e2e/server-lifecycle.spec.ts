import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/free-port.ts";

test("SIGTERM lets an in-flight request finish, then exits 0", async () => {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "trt-lifecycle-"));
  test.info().attach("database", { body: dir });
  const server = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      DATABASE_URL: `sqlite:${join(dir, "lifecycle.db")}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr.on("data", (chunk) => {
    output += chunk;
  });
  await expect.poll(() => output, { timeout: 20_000 }).toContain("listening");

  const inFlight = fetch(`http://127.0.0.1:${port}/`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  server.kill("SIGTERM");
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("</html>");

  const [code] = await once(server, "exit");
  expect(code).toBe(0);
  expect(output).toContain("shut down cleanly");
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  rmSync(dir, { recursive: true, force: true });
});
