import type { IncomingMessage, ServerResponse } from "node:http";

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface RenderGate {
  /** Runs `handler` for this request now if a slot is free, else when one frees, first come first served. */
  admit(req: IncomingMessage, res: ServerResponse, handler: NodeListener): void;
  readonly running: number;
  readonly waiting: number;
}

/**
 * Lets at most `limit` requests run through the page renderer at a time; the others wait in arrival order, and
 * one whose client has gone is dropped without being rendered.
 *
 * Why: Node accepts at most one new connection per turn of its event loop, and a turn runs the rendering of
 * every request read in it. Unbounded, 200 busy connections make each turn long and a burst of new ones waits
 * seconds before its first request is even read. Bounded, each turn renders a few pages, new connections are
 * accepted within milliseconds, and every request waits its turn in one fair queue instead. A freed slot is
 * handed on in the next turn (setImmediate), so that accepting and reading run in between.
 */
export function createRenderGate(limit: number): RenderGate {
  let running = 0;
  const queue: Array<{ req: IncomingMessage; res: ServerResponse; handler: NodeListener }> = [];
  let drainScheduled = false;

  const start = (req: IncomingMessage, res: ServerResponse, handler: NodeListener) => {
    running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running--;
      scheduleDrain();
    };
    res.once("close", release);
    try {
      handler(req, res);
    } catch (error) {
      release();
      throw error;
    }
  };

  const drain = () => {
    drainScheduled = false;
    while (running < limit && queue.length > 0) {
      const next = queue.shift();
      if (!next) break;
      if (next.res.destroyed || next.res.writableEnded) continue;
      start(next.req, next.res, next.handler);
    }
  };

  const scheduleDrain = () => {
    if (drainScheduled || queue.length === 0) return;
    drainScheduled = true;
    setImmediate(drain);
  };

  return {
    admit(req, res, handler) {
      if (limit <= 0 || (running < limit && queue.length === 0)) {
        start(req, res, handler);
        return;
      }
      queue.push({ req, res, handler });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
