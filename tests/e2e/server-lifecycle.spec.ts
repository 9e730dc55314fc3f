import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
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

test("a request sent on a kept-alive connection just after SIGTERM is answered, with Connection: close", async () => {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "trt-lifecycle-"));
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
  await expect.poll(() => output, { timeout: 20_000 }).toContain("listening");

  const exited = once(server, "exit");
  const socket = connect(port, "127.0.0.1");
  const closed = once(socket, "close");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk;
  });
  const ask = (path: string) =>
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  ask("/healthz");
  await expect.poll(() => received).toContain('"ok":true');
  expect(received).not.toMatch(/connection: close/i);

  // The connection is now idle and kept alive; the signal and the next request cross.
  received = "";
  server.kill("SIGTERM");
  await expect.poll(() => output).toContain("shutting down");
  ask("/api/stats");
  await expect.poll(() => received).toMatch(/^HTTP\/1\.1 200 /);
  expect(received).toMatch(/connection: close/i);
  await closed;

  const [code] = await exited;
  expect(code).toBe(0);
  rmSync(dir, { recursive: true, force: true });
});
