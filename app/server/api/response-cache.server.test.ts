import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache.server.ts";
import { JsonBody } from "./responses.server.ts";

function answer(text: string) {
  return {
    status: 200,
    body: JsonBody.fromBytes(Buffer.from(text)),
    headers: { "X-Total-Count": "1" },
    maxAge: 60,
  };
}

describe("ResponseCache", () => {
  it("answers a key only at the data version it was stored at", () => {
    const cache = new ResponseCache(10_000);
    cache.set("/api/clinics?a=1", 7, answer("[1]"));
    expect(cache.get("/api/clinics?a=1", 7)?.body.text).toBe("[1]");
    expect(cache.get("/api/clinics?a=1", 7)?.headers).toEqual({ "X-Total-Count": "1" });
    expect(cache.get("/api/clinics?a=2", 7)).toBeUndefined();
    expect(cache.get("/api/clinics?a=1", 8)).toBeUndefined();
    // The stale entry is gone, and its bytes with it.
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("drops the least recently used entries once over its byte budget", () => {
    const body = "x".repeat(100);
    const cache = new ResponseCache(1_000); // room for three entries of ~300 accounted bytes
    cache.set("a", 1, answer(body));
    cache.set("b", 1, answer(body));
    cache.set("c", 1, answer(body));
    expect(cache.get("a", 1)).toBeDefined(); // a is now the most recently used
    cache.set("d", 1, answer(body));
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBeDefined();
    expect(cache.get("c", 1)).toBeDefined();
    expect(cache.get("d", 1)).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });

  it("replaces an entry stored again under the same key", () => {
    const cache = new ResponseCache(10_000);
    cache.set("a", 1, answer("[1]"));
    cache.set("a", 2, answer("[2]"));
    expect(cache.size).toBe(1);
    expect(cache.get("a", 2)?.body.text).toBe("[2]");
  });

  it("does not keep a body too large for its budget", () => {
    const cache = new ResponseCache(1_000);
    cache.set("big", 1, answer("x".repeat(2_000)));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
