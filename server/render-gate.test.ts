import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createRenderGate } from "./render-gate.ts";

class FakeResponse extends EventEmitter {
  destroyed = false;
  writableEnded = false;
  finish() {
    this.writableEnded = true;
    this.emit("close");
  }
  abort() {
    this.destroyed = true;
    this.emit("close");
  }
}

function request(name: string) {
  return { req: { url: `/${name}` } as IncomingMessage, res: new FakeResponse() };
}

function recordingHandler(started: string[]) {
  return (req: IncomingMessage, _res: ServerResponse) => {
    started.push(req.url?.slice(1) ?? "");
  };
}

describe("render gate", () => {
  it("runs at most `limit` requests at once and the rest in arrival order as slots free", async () => {
    const gate = createRenderGate(2);
    const started: string[] = [];
    const handler = recordingHandler(started);
    const requests = ["a", "b", "c", "d"].map(request);
    for (const { req, res } of requests) gate.admit(req, res as unknown as ServerResponse, handler);

    expect(started).toEqual(["a", "b"]);
    expect(gate.waiting).toBe(2);

    requests[1]?.res.finish();
    // The freed slot is handed on in the next turn of the event loop, not inside the answer that freed it.
    expect(started).toEqual(["a", "b"]);
    await nextTurn();
    expect(started).toEqual(["a", "b", "c"]);

    requests[0]?.res.finish();
    await nextTurn();
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(0);
  });

  it("drops a waiting request whose client has gone instead of rendering it", async () => {
    const gate = createRenderGate(1);
    const started: string[] = [];
    const handler = recordingHandler(started);
    const [first, gone, next] = ["first", "gone", "next"].map(request);
    for (const r of [first, gone, next])
      if (r) gate.admit(r.req, r.res as unknown as ServerResponse, handler);

    gone?.res.abort();
    first?.res.finish();
    await nextTurn();
    expect(started).toEqual(["first", "next"]);
  });

  it("frees the slot of a request that ends without finishing (client reset)", async () => {
    const gate = createRenderGate(1);
    const started: string[] = [];
    const handler = recordingHandler(started);
    const [reset, after] = ["reset", "after"].map(request);
    for (const r of [reset, after]) if (r) gate.admit(r.req, r.res as unknown as ServerResponse, handler);

    reset?.res.abort();
    await nextTurn();
    expect(started).toEqual(["reset", "after"]);
  });

  it("counts a slot once even if close is emitted twice", async () => {
    const gate = createRenderGate(1);
    const handler = recordingHandler([]);
    const only = request("only");
    gate.admit(only.req, only.res as unknown as ServerResponse, handler);
    only.res.finish();
    only.res.emit("close");
    expect(gate.running).toBe(0);
  });

  it("frees the slot when the handler throws", () => {
    const gate = createRenderGate(1);
    const broken = request("broken");
    expect(() =>
      gate.admit(broken.req, broken.res as unknown as ServerResponse, () => {
        throw new Error("render failed");
      }),
    ).toThrow("render failed");
    expect(gate.running).toBe(0);
  });

  it("with a limit of 0 runs everything at once", () => {
    const gate = createRenderGate(0);
    const started: string[] = [];
    const handler = recordingHandler(started);
    for (const name of ["a", "b", "c", "d", "e", "f"]) {
      const r = request(name);
      gate.admit(r.req, r.res as unknown as ServerResponse, handler);
    }
    expect(started).toHaveLength(6);
    expect(gate.waiting).toBe(0);
  });
});
