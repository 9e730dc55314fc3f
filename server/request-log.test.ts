import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { expect, it } from "vitest";
import { requestLog } from "./request-log.ts";

it("logs method, path without the query, status and duration; never the query or the address", async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level: "info" }, sink)));
  app.get("/search", (_req, res) => {
    res.status(200).send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await fetch(`http://127.0.0.1:${port}/search?location=Austin%2C%20TX&services=hcg-therapy`);
  await fetch(`http://127.0.0.1:${port}/healthz`);
  server.close();
  await expect.poll(() => lines.length).toBe(1);
  const [line] = lines;
  expect(line).toMatchObject({ method: "GET", path: "/search", status: 200, msg: "request" });
  expect(typeof line?.ms).toBe("number");
  const text = JSON.stringify(lines);
  expect(text).not.toContain("Austin");
  expect(text).not.toContain("127.0.0.1");
});
