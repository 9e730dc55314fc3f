import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { BUILD_TIMEOUT_MS, productionBuild } from "./production-build.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body as sent: still compressed when the server compressed it. */
  raw: Buffer;
  /** The body as text, decompressed. */
  text: string;
}

/**
 * One HTTP/1.1 request as a script makes it: no redirect followed, no header added but Host, the body as given
 * (also on a GET), the answer as sent.
 */
export function ask(
  base: string,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port: Number(port),
        method,
        path,
        headers:
          body === undefined ? headers : { "content-length": String(Buffer.byteLength(body)), ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const plain =
            encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          resolve({ status: res.statusCode ?? 0, headers: flat, raw, text: plain.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Sends bytes as they are (no client fixes the Host or the path up) and returns the response head. */
export function rawRequest(base: string, text: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(text));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\r\n\r\n");
      if (end !== -1) {
        socket.destroy();
        resolve({ status: Number(received.slice(9, 12)), head: received.slice(0, end).toLowerCase() });
      }
    });
    socket.on("error", reject);
  });
}

/**
 * A production server (the build `npm run build` made, built here when missing) on a fresh database with the
 * bundled demo clinics, for Vitest files that check what the site answers without a browser.
 */
export async function startSiteServer(
  name: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const buildDir = await productionBuild();
  return startServerProcess(name, { BUILD_DIR: buildDir, ...env });
}

/** For the beforeAll that starts the server: a build may have to be made first. */
export const SITE_SERVER_TIMEOUT_MS = BUILD_TIMEOUT_MS;
