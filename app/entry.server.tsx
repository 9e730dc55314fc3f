import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce.tsx";
import { nonceContext } from "./context.ts";
import { loadConfig } from "./server/config.server.ts";
import { createLogger, pathOnly } from "./server/logger.server.ts";

export const streamTimeout = 5_000;

/** Errors are logged as one JSON line, with the path but never the query string (what someone searched). */
const errorLog = createLogger(loadConfig());

function logError(error: unknown, request: Request) {
  const path = pathOnly(request.url.replace(/^[a-z]+:\/\/[^/]*/i, ""));
  errorLog.error({ err: error, method: request.method, path }, "page request failed");
}

/** React Router calls this for errors in loaders and rendering; aborted requests are not errors. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (!request.signal.aborted) logError(error, request);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

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
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(error, request);
        },
      },
    );
  });
}
