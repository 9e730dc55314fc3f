import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { keepServerDrawingsIn, keptPartsLoaded } from "./components/kept-as-drawn.tsx";
import { NonceProvider } from "./components/nonce.tsx";
import { nonceContext, type PageDataProbe, pageDataContext } from "./context.ts";
import { loadConfig } from "./server/config.server.ts";
import { charactersIn, KeptDrawingStore } from "./server/kept-drawings.server.ts";
import { createLogger, pathOnly } from "./server/logger.server.ts";

export const streamTimeout = 5_000;

/** What a page sends the browser to hydrate it (decision 57): React Router calls it through a build-time edit. */
export { hydrationState } from "./server/hydration-data.server.ts";

const config = loadConfig();
/** The HTML of parts shown on many pages, drawn once (decision 55); none with PART_CACHE_MB=0. */
const keptDrawings =
  config.PART_CACHE_MB > 0 ? new KeptDrawingStore({ budget: charactersIn(config.PART_CACHE_MB) }) : null;
keepServerDrawingsIn(keptDrawings);

/** Errors are logged as one JSON line, with the path but never the query string (what someone searched). */
const errorLog = createLogger(config);

function logError(error: unknown, request: Request) {
  const path = pathOnly(request.url.replace(/^[a-z]+:\/\/[^/]*/i, ""));
  errorLog.error({ err: error, method: request.method, path }, "page request failed");
}

/**
 * React Router answers a form posted from another site with its own 400 before any action runs: a refusal,
 * as the admin's own CSRF check is, not a fault of ours.
 */
export function isRefusedCrossSitePost(error: unknown, request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (!(error instanceof Error) || origin === null || origin === new URL(request.url).origin) return false;
  // "Bad Request" from a data request; its own words from a document request (throwIfPotentialCSRFAttack).
  return error.message === "Bad Request" || error.message.includes("does not match `origin` header");
}

/** React Router calls this for errors in loaders and rendering; aborted requests are not errors. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRefusedCrossSitePost(error, request)) {
    const path = pathOnly(request.url.replace(/^[a-z]+:\/\/[^/]*/i, ""));
    errorLog.info({ method: request.method, path }, "a form posted from another site was refused");
    return;
  }
  logError(error, request);
}

/**
 * Renders the whole page, then answers with it in one piece. The edge (server/edge.ts) sends and keeps pages
 * whole, so nothing is gained by streaming the shell early (decision 53): the loader data React Router streams
 * into the page is read first, then the page is rendered to one string, which spares React encoding each of its
 * thousands of pieces into bytes. A page where something still suspends (a component loaded on demand, the
 * first time) is rendered again as a stream that waits for it.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  const probe = loadContext.get(pageDataContext);
  if (probe) {
    const { loaderData, actionData, errors } = routerContext.staticHandlerContext;
    probe.data = {
      status: responseStatusCode,
      headers: [...responseHeaders],
      loaderData,
      actionData,
      errors,
    };
    if (!probe.draw) return new Response(null, { status: responseStatusCode });
  }
  await readHandOff(routerContext);
  await keptPartsLoaded();
  const app = (
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
  const html = renderToString(app);
  keptDrawings?.drawNoted();
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return pageResponse(Buffer.from(`<!DOCTYPE html>${html}`), responseStatusCode, responseHeaders, probe);
  }
  resetHandOffStream(routerContext);
  return renderStreamed(request, responseStatusCode, responseHeaders, { app, nonce, probe });
}

/** React's mark for a Suspense boundary it left to the browser: what `renderToString` does where a part suspends. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

type HandOffChunk = Promise<void> & { result?: { done: boolean; value: string } };

/**
 * Reads the loader data React Router streams into the page (`serverHandoffStream`) before the render, into the
 * cache its `StreamTransfer` consults, read and decoded as `StreamTransfer` does: the render then finds every
 * piece there and never suspends for one. `StreamTransfer` still asks the stream for a reader, so an empty
 * stream takes the read one's place.
 */
async function readHandOff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: Record<number, HandOffChunk> = {};
  for (let identifier = 0; ; identifier++) {
    const { done, value } = await reader.read();
    cache[identifier] = Object.assign(Promise.resolve(), {
      result: { done, value: decoder.decode(value, { stream: true }) },
    });
    if (done) break;
  }
  (context.renderMeta as { streamCache?: Record<number, HandOffChunk> }).streamCache = cache;
  resetHandOffStream(context);
}

function resetHandOffStream(context: EntryContext) {
  if (context.serverHandoffStream) context.serverHandoffStream = new ReadableStream<Uint8Array>();
}

function pageResponse(
  body: Buffer<ArrayBuffer>,
  status: number,
  headers: Headers,
  probe: PageDataProbe | null,
): Response {
  // The edge takes the page from the probe: as the Response's body it would be copied twice more.
  if (probe) probe.body = body;
  return new Response(probe ? null : body, { headers, status });
}

/** React's streaming render, collected whole: it waits for every part that suspends. */
function renderStreamed(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  { app, nonce, probe }: { app: ReactElement; nonce: string | undefined; probe: PageDataProbe | null },
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    // Errors inside a Suspense boundary, which React renders around (the page still comes): logged once the page
    // is ready. A shell error rejects instead, and React Router logs it through handleError.
    const boundaryErrors: unknown[] = [];
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        for (const error of boundaryErrors) logError(error, request);
        const chunks: Uint8Array[] = [];
        const page = new Writable({
          write(chunk: Uint8Array, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(pageResponse(Buffer.concat(chunks), responseStatusCode, responseHeaders, probe));
            callback();
          },
        });
        pipe(page);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        boundaryErrors.push(error);
      },
    });
  });
}
