// The production server's shutdown on SIGTERM, seen from a client (formerly a browser-file test that opened no
// page): an in-flight request finishes, and a request crossing the signal on a kept-alive connection is answered.
import { connect } from "node:net";
import { expect, it } from "vitest";
import { SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";

it(
  "SIGTERM lets an in-flight request finish, then exits 0",
  async () => {
    const server = await startSiteServer("lifecycle");
    try {
      const inFlight = fetch(`${server.base}/`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      server.signal("SIGTERM");
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("</html>");

      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("shut down cleanly");
      await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    } finally {
      await server.dispose();
    }
  },
  SITE_SERVER_TIMEOUT_MS,
);

it(
  "a request sent on a kept-alive connection just after SIGTERM is answered, with Connection: close",
  async () => {
    const server = await startSiteServer("keep-alive");
    try {
      const socket = connect(server.port, "127.0.0.1");
      const closed = new Promise((resolve) => socket.on("close", resolve));
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk;
      });
      const ask = (path: string) =>
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: keep-alive\r\n\r\n`,
        );
      ask("/healthz");
      await expect.poll(() => received, { timeout: 15_000 }).toContain('"ok":true');
      expect(received).not.toMatch(/connection: close/i);

      // The connection is now idle and kept alive; the signal and the next request cross.
      received = "";
      server.signal("SIGTERM");
      await expect.poll(() => server.output(), { timeout: 15_000 }).toContain("shutting down");
      ask("/api/stats");
      await expect.poll(() => received, { timeout: 15_000 }).toMatch(/^HTTP\/1\.1 200 /);
      expect(received).toMatch(/connection: close/i);
      await closed;
      expect(await server.exited).toBe(0);
    } finally {
      await server.dispose();
    }
  },
  SITE_SERVER_TIMEOUT_MS,
);
