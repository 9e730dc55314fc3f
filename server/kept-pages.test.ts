import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../app/server/logger.server.ts";
import { createEdge } from "./edge.ts";
import { pageAnswer, SHARED_PAGE_CACHE_CONTROL } from "./page-answer.ts";
import { createStamps } from "./stamp.ts";

interface Fixture {
  base: string;
  renders: string[];
  /** The URLs whose data the edge asked the digest of, to tell whether a kept page is still current. */
  digests: string[];
  counts(): ReturnType<ReturnType<typeof createEdge>["keptCounts"]>["pages"];
  setStamp(stamp: string | null): void;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * The edge in front of a page per path: /personal sets a cookie, /private says no-store, /missing is a 404,
 * /slow takes 50 ms; /kept takes a form post. The stamp is "build1-<version>-<day>" with the version and day
 * set by the test (null: the version cannot be read).
 */
async function start(keptBytes = 1024 * 1024, data?: Map<string, string>): Promise<Fixture> {
  const renders: string[] = [];
  const digests: string[] = [];
  const pathOf = (req: { url?: string | undefined }) => (req.url ?? "").split("?")[0] ?? "";
  let current: string | null = "build1-7-2026-11-23";
  const stamps = async () => {
    if (current === null) return null;
    const [build = "", version = "0", ...day] = current.split("-");
    return createStamps({
      build,
      version: async () => Number(version),
      now: () => Date.parse(day.join("-")),
    })();
  };
  const edge = createEdge({
    logger: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" } as never),
    stamps,
    pages: {
      keptBytes,
      validators: true,
      importMaxMb: 1,
      producer: {
        build: async () => "build1",
        facts: async (path) => (path === "/kept" ? { formBodyKb: 1 } : {}),
        async render(req, _res, page) {
          renders.push(req.url ?? "");
          const path = (req.url ?? "").split("?")[0];
          if (path === "/slow") await new Promise((resolve) => setTimeout(resolve, 50));
          const drawnFrom = data ? data.get(pathOf(req)) : current;
          const body = `<!DOCTYPE html><p>${path} at ${drawnFrom}</p>${"<i>filler</i>".repeat(200)}<script nonce="${page.nonce}"></script>`;
          const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
          if (path === "/personal") headers.set("Set-Cookie", "session=1");
          if (path === "/private") headers.set("Cache-Control", "no-store");
          const answer = await pageAnswer(
            new Response(body, { status: path === "/missing" ? 404 : 200, headers }),
            page,
          );
          return data ? { ...answer, dataDigest: () => `digest of ${drawnFrom}` } : answer;
        },
        ...(data && {
          async dataDigest(req) {
            digests.push(req.url ?? "");
            const now = data.get(pathOf(req));
            return now === undefined ? null : `digest of ${now}`;
          },
        }),
      },
    },
  });
  const server = createServer(edge.listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    renders,
    digests,
    counts: () => edge.keptCounts().pages,
    setStamp: (next) => {
      current = next;
    },
  };
}

const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

describe("pages through the edge", () => {
  it("keeps a page that is the same for everyone once its URL is asked for again, then answers it from memory, nonce and all", async () => {
    const { base, renders } = await start();
    const first = await fetch(`${base}/search?location=Austin`);
    expect(first.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(first.headers.get("etag")).toBe('W/"build1-7-2026-11-23"');
    expect(await first.text()).toContain(`nonce="${nonceOf(first)}"`);
    // Asked for once, a URL is not kept: a walk over URLs no one repeats never fills the memory.
    const second = await fetch(`${base}/search?location=Austin`);
    const html = await second.text();
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(renders).toEqual(["/search?location=Austin", "/search?location=Austin"]);

    const third = await fetch(`${base}/search?location=Austin`);
    expect(third.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("x-cache")).toBe("miss");
    expect(await third.text()).toBe(html);
    expect(nonceOf(third)).toBe(nonceOf(second));
    expect(third.headers.get("x-content-type-options")).toBe("nosniff");
    expect(third.headers.get("strict-transport-security")).toMatch(/max-age=/);
    expect(third.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(renders).toHaveLength(2);

    await fetch(`${base}/search?location=Dallas`);
    expect(renders.at(-1)).toBe("/search?location=Dallas");
  });

  it("renders again once the stamp (build, data version or day) moves on", async () => {
    const { base, renders, setStamp } = await start();
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    expect(renders).toEqual(["/", "/"]);
    setStamp("build1-8-2026-11-23");
    const after = await fetch(`${base}/`);
    expect(await after.text()).toContain("at build1-8-2026-11-23");
    expect(after.headers.get("etag")).toBe('W/"build1-8-2026-11-23"');
    expect(renders).toEqual(["/", "/", "/"]);
    // A URL already asked for again is kept at the new stamp from its first render there.
    await fetch(`${base}/`);
    expect(renders).toHaveLength(3);
  });

  it("keeps nothing personal, private, failed or unstamped, and gives it no shared caching", async () => {
    const { base, renders, setStamp } = await start();
    for (const path of ["/personal", "/private", "/missing"]) {
      const first = await fetch(`${base}${path}`);
      const second = await fetch(`${base}${path}`);
      expect(first.headers.get("etag"), path).toBeNull();
      expect(second.headers.get("x-cache"), path).toBeNull();
      expect(first.headers.get("cache-control") ?? "", path).not.toContain("public");
      expect(nonceOf(second), path).not.toBe(nonceOf(first));
    }
    setStamp(null); // the data version could not be read
    await fetch(`${base}/`);
    const unstamped = await fetch(`${base}/`);
    expect(unstamped.headers.get("etag")).toBeNull();
    expect(renders.filter((path) => path === "/")).toHaveLength(2);
  });

  it("answers a revalidation with the current validator by a 304 without rendering or a policy", async () => {
    const { base, renders } = await start();
    const first = await fetch(`${base}/clinic/a`);
    const etag = first.headers.get("etag") ?? "";
    for (const path of ["/clinic/a", "/clinic/b"]) {
      const revalidated = await fetch(`${base}${path}`, { headers: { "if-none-match": etag } });
      expect(revalidated.status, path).toBe(304);
      expect(revalidated.headers.get("content-security-policy"), path).toBeNull();
      expect(revalidated.headers.get("etag"), path).toBe(etag);
    }
    const stale = await fetch(`${base}/clinic/a`, {
      headers: { "if-none-match": 'W/"build0-1-2026-11-22"' },
    });
    expect(stale.status).toBe(200);
    // Rendered for the first request and for the stale validator; the 304s rendered nothing.
    expect(renders).toEqual(["/clinic/a", "/clinic/a"]);
  });

  it("renders a new URL once for a burst of requests", async () => {
    const { base, renders } = await start();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/slow`)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(renders).toEqual(["/slow"]);
  });

  it("sends brotli or gzip as the client asks, compressed once, and small or HEAD answers as they are", async () => {
    const { base } = await start();
    await fetch(`${base}/`); // kept from its second request on, so every answer below is the same page
    const plain = await (await fetch(`${base}/`, { headers: { "accept-encoding": "identity" } })).text();
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL(`${base}/`);
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: "/",
            method: encoding === "HEAD" ? "HEAD" : "GET",
            headers: { "accept-encoding": encoding === "HEAD" ? "br" : encoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    const br = await raw("br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain);
    const gzip = await raw("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(plain);
    const head = await raw("HEAD");
    expect(head.body).toHaveLength(0);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(plain));
  });

  it("answers a kept page only to a plain GET or HEAD of that exact URL", async () => {
    const { base, renders } = await start();
    await fetch(`${base}/kept`);
    await fetch(`${base}/kept`);
    const send = (init: RequestInit & { path?: string }) => fetch(`${base}${init.path ?? "/kept"}`, init);
    expect((await send({ method: "GET" })).status).toBe(200);
    expect((await send({ method: "HEAD" })).status).toBe(200);
    expect(renders).toEqual(["/kept", "/kept"]);
    // Anything else is rendered (/kept takes a form post).
    await send({ method: "GET", path: "/kept?x=1" });
    await send({
      method: "POST",
      body: "x=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(renders).toEqual(["/kept", "/kept", "/kept?x=1", "/kept"]);
  });

  it("keeps nothing with no memory for pages, and still sends validators", async () => {
    const { base, renders } = await start(0);
    await fetch(`${base}/`);
    const second = await fetch(`${base}/`);
    expect(second.headers.get("etag")).toBe('W/"build1-7-2026-11-23"');
    expect(renders).toEqual(["/", "/"]);
  });
});

describe("kept pages after an edit (decision 50)", () => {
  /** Each page is drawn from its own data; an edit moves the data version and may change a page's data. */
  async function startWithData() {
    const data = new Map([
      ["/clinic/a", "clinic A, phone 1"],
      ["/clinic/b", "clinic B, phone 1"],
    ]);
    return { data, ...(await start(1024 * 1024, data)) };
  }

  async function keep(base: string, path: string) {
    await fetch(`${base}${path}`);
    return fetch(`${base}${path}`);
  }

  it("keeps a page whose own data did not change, with its validator, and draws again the one that did", async () => {
    const { base, renders, digests, data, setStamp, counts } = await startWithData();
    const a = await keep(base, "/clinic/a");
    const b = await keep(base, "/clinic/b");
    const aHtml = await a.text();
    await b.text();
    expect(renders).toHaveLength(4);

    data.set("/clinic/b", "clinic B, phone 2");
    setStamp("build1-8-2026-11-23");
    const aAfter = await fetch(`${base}/clinic/a`);
    expect(aAfter.headers.get("x-cache")).toBe("renewed");
    expect(await aAfter.text()).toBe(aHtml);
    expect(aAfter.headers.get("etag")).toBe('W/"build1-7-2026-11-23"');
    const bAfter = await fetch(`${base}/clinic/b`);
    expect(bAfter.headers.get("x-cache")).toBe("miss");
    expect(await bAfter.text()).toContain("clinic B, phone 2");
    expect(bAfter.headers.get("etag")).toBe('W/"build1-8-2026-11-23"');
    expect(renders).toHaveLength(5);
    expect(digests).toEqual(["/clinic/a", "/clinic/b"]);

    // Renewed, the page is kept at the new version: no more digests until the next edit.
    expect((await fetch(`${base}/clinic/a`)).headers.get("x-cache")).toBe("hit");
    expect(digests).toHaveLength(2);
    // A browser holding the page from before the edit is told it is still current.
    const revalidated = await fetch(`${base}/clinic/a`, {
      headers: { "if-none-match": 'W/"build1-7-2026-11-23"' },
    });
    expect(revalidated.status).toBe(304);
    expect(counts()).toMatchObject({ renewed: 1, changed: 1 });
  });

  it("draws every page again when the build or the day moves on, whatever its data", async () => {
    const { base, renders, digests, setStamp } = await startWithData();
    await keep(base, "/clinic/a");
    setStamp("build1-8-2026-11-24");
    await fetch(`${base}/clinic/a`);
    setStamp("build2-8-2026-11-24");
    await fetch(`${base}/clinic/a`);
    expect(renders).toHaveLength(4);
    expect(digests).toEqual([]);
  });

  it("asks a burst of requests after an edit for the page's data once", async () => {
    const { base, renders, digests, setStamp } = await startWithData();
    await keep(base, "/clinic/a");
    setStamp("build1-8-2026-11-23");
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/clinic/a`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(digests).toEqual(["/clinic/a"]);
    expect(renders).toHaveLength(2);
  });

  it("draws the page again when its data can no longer be read as a page (a redirect, an error)", async () => {
    const { base, renders, data, setStamp } = await startWithData();
    await keep(base, "/clinic/a");
    data.delete("/clinic/a");
    setStamp("build1-8-2026-11-23");
    await fetch(`${base}/clinic/a`);
    expect(renders).toHaveLength(3);
  });
});
