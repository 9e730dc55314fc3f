import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce.tsx";
import { nonceContext, pageDataContext } from "./context.ts";
import { loadConfig } from "./server/config.server.ts";
import { createLogger, pathOnly } from "./server/logger.server.ts";

export const streamTimeout = 5_000;

/** Errors are logged as one JSON line, with the path but never the query string (what someone searched). */
const errorLog = createLogger(loadConfig());

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
 * whole, so nothing is gained by streaming the shell early; collecting React's output in a buffer
 * spares each chunk a trip through a Node stream, a web stream and back.
 */
export default function handleRequest(
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
    if (!probe.draw) return Promise.resolve(new Response(null, { status: responseStatusCode }));
  }

  return new Promise<Response>((resolve, reject) => {
    // Errors inside a Suspense boundary, which React renders around (the page still comes): logged once the page
    // is ready. A shell error rejects instead, and React Router logs it through handleError.
    const boundaryErrors: unknown[] = [];
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
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
              const body = Buffer.concat(chunks);
              const init = { headers: responseHeaders, status: responseStatusCode };
              if (probe) probe.body = body;
              resolve(new Response(probe ? null : body, init));
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
      },
    );
  });
}
