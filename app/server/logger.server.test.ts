import { describe, expect, it } from "vitest";
import { capturingLogger } from "../../tests/support/capturing-logger.ts";
import { loggedError } from "./logger.server.ts";

describe("a logged error", () => {
  it("never keeps the URL a visitor sent, which Node's Invalid URL error carries", () => {
    let thrown: unknown;
    try {
      new URL("/search?location=Austin%2C+TX&insurance=aetna", "http://a.example:70000");
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { input?: string }).input).toContain("location=Austin");
    const { logger, lines } = capturingLogger();
    logger.error({ err: thrown, path: "/search" }, "request failed");
    const line = JSON.stringify(lines[0]);
    expect(line).toContain("Invalid URL");
    expect(line).not.toContain("Austin");
    expect(line).not.toContain("insurance");
  });

  it("keeps the type, message, stack, code and cause", () => {
    const cause = Object.assign(new Error("disk full"), { code: "ENOSPC", path: "/var/data/secret.db" });
    const error = new TypeError("write failed", { cause });
    const logged = loggedError(error);
    expect(logged).toMatchObject({
      type: "TypeError",
      message: "write failed",
      cause: { type: "Error", message: "disk full", code: "ENOSPC" },
    });
    expect(logged.stack).toContain("write failed");
    expect(JSON.stringify(logged)).not.toContain("secret.db");
    expect(loggedError("plain text")).toEqual({ type: "string", message: "plain text" });
  });
});
