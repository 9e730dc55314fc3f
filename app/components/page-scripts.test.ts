import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compactManifest, deferredLoader, scriptsKey } from "./page-scripts.tsx";

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the loader in a minimal page: frames and timers fire only when the test says so. */
function page(preloads: string[], moduleText: string, reportsPaints = false) {
  const added: Array<{ parent: "head" | "body"; element: FakeElement }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  const paintObservers: Array<(names: string[]) => void> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"];
    readonly callback: (list: unknown, observer: unknown) => void;
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      if (options.type !== "paint" || !options.buffered) throw new Error("observes buffered paints");
      paintObservers.push((names) =>
        this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this),
      );
    }
    disconnect() {
      paintObservers.length = 0;
    }
  }
  const document = {
    currentScript: { nonce: "abc" },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { append: (element: FakeElement) => added.push({ parent: "head", element }) },
    body: { append: (element: FakeElement) => added.push({ parent: "body", element }) },
  };
  runInNewContext(deferredLoader(preloads, moduleText), {
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    ...(reportsPaints ? { PerformanceObserver: FakePerformanceObserver } : {}),
  });
  const paint = (...names: string[]) => {
    for (const observer of [...paintObservers]) observer(names);
  };
  /** Runs the timers due by `until` (ms after start), in order, one task at a time; returns the tasks' additions. */
  const runTimers = (until: number) => {
    const tasks: FakeElement[][] = [];
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      now = next.at;
      const before = added.length;
      next.run();
      tasks.push(added.slice(before).map((entry) => entry.element));
    }
    return tasks.filter((task) => task.length > 0);
  };
  return { added, frames, paint, runTimers };
}

const PRELOADS = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);

describe("the deferred page loader", () => {
  it("adds nothing before the browser paints the page", () => {
    const { added, runTimers } = page(PRELOADS, 'import("/assets/entry.js");');
    runTimers(2999);
    expect(added).toEqual([]);
  });

  it("after the first paint adds the preloads four per task, then the module script with the page's nonce", () => {
    const { added, frames, runTimers } = page(PRELOADS, 'import("/assets/entry.js");');
    for (const frame of frames.splice(0)) frame();
    const tasks = runTimers(0);
    expect(tasks.map((task) => task.length)).toEqual([4, 4, 4, 4, 4, 1]);
    expect(added.slice(0, 20).map((entry) => [entry.parent, entry.element.rel, entry.element.href])).toEqual(
      PRELOADS.map((href) => ["head", "modulepreload", href]),
    );
    expect(added[20]).toEqual({
      parent: "body",
      element: { tag: "script", type: "module", nonce: "abc", textContent: 'import("/assets/entry.js");' },
    });
    // The fallback timer finds the work done and adds nothing twice.
    expect(runTimers(10_000)).toEqual([]);
  });

  it("where the browser reports paints, waits for the first contentful paint, not the first frame", () => {
    const { added, frames, paint, runTimers } = page(PRELOADS.slice(0, 2), "", true);
    expect(frames).toEqual([]);
    paint("first-paint");
    runTimers(0);
    expect(added).toEqual([]);
    paint("first-contentful-paint");
    runTimers(0);
    expect(added.map((entry) => entry.element.tag)).toEqual(["link", "link", "script"]);
  });

  it("starts after three seconds in a tab that never paints (hidden)", () => {
    const { added, runTimers } = page(PRELOADS.slice(0, 3), "");
    runTimers(3000);
    expect(added.map((entry) => entry.element.tag)).toEqual(["link", "link", "link", "script"]);
  });

  it("keeps module text that contains markup inside its script element", () => {
    const text = 'const s = "</script><script>alert(1)</script>";';
    const loader = deferredLoader([], text);
    expect(loader).not.toContain("</script");
    const { added, frames, runTimers } = page([], text);
    for (const frame of frames.splice(0)) frame();
    runTimers(0);
    expect(added[0]?.element.textContent).toBe(text);
  });
});

describe("the route manifest in the module script", () => {
  const manifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/a.js"] },
    routes: { root: { id: "root" } },
  };
  const text = (json: string) =>
    `import * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.js");`;

  it("loses its indentation and nothing else", () => {
    const compact = compactManifest(text(JSON.stringify(manifest, null, 2)));
    expect(compact).toBe(text(JSON.stringify(manifest)));
  });

  it("is left alone when it is not the JSON expected", () => {
    const odd = text("{\n  broken: [\n}");
    expect(compactManifest(odd)).toBe(odd);
    expect(compactManifest('import("/assets/entry.js");')).toBe('import("/assets/entry.js");');
  });
});

describe("scriptsKey: when the server may reuse a page's scripts", () => {
  const key = (routeIds: string[], pathname: string, build = "b1", handoff = "{}") =>
    scriptsKey(build, handoff, routeIds, pathname);
  const clinic = ["root", "routes/clinic"];

  it("is the same for two pages of one route whose paths have the same ancestors", () => {
    expect(key(clinic, "/clinic/alder-fork-trt-clinic-coral-gables")).toBe(
      key(clinic, "/clinic/cedar-ridge-mens-medical-bothell"),
    );
    expect(key(["root", "routes/search"], "/search")).toBe(key(["root", "routes/search"], "/search/"));
  });

  it("differs when the ancestors differ: the route manifest lists what each ancestor matches", () => {
    const city = ["root", "routes/city"];
    expect(key(city, "/city/austin/tx")).not.toBe(key(city, "/city/dallas/tx"));
    expect(key(clinic, "/clinic/a")).not.toBe(key(clinic, "/clinic/a/claim"));
  });

  it("differs with the matched routes, the build or the hand-off", () => {
    expect(key(clinic, "/clinic/a")).not.toBe(key(["root", "routes/not-found"], "/clinic/a"));
    expect(key(clinic, "/clinic/a")).not.toBe(key(clinic, "/clinic/a", "b2"));
    expect(key(clinic, "/clinic/a")).not.toBe(key(clinic, "/clinic/a", "b1", '{"ssr":true}'));
  });
});
