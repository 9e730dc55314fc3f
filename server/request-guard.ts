import type { RequestHandler, Response } from "express";
import { hasRequestBody, isUnusablePath, isValidHostHeader } from "../app/server/http-rules.server.ts";

/** The methods pages answer. Forms that post will add theirs. */
export const PAGE_METHODS = "GET, HEAD, OPTIONS";

function refuse(res: Response, status: number, message: string, closeConnection: boolean) {
  // Closing stops Node from reading (and discarding) a body we will not use, however large.
  if (closeConnection) res.set("Connection", "close");
  res.set("Cache-Control", "no-store");
  res.status(status).type("text/plain").send(`${message}\n`);
}

/**
 * Answers the requests no page can, before any page code runs: a missing or malformed Host (400), a path
 * with broken encoding or control characters (400), a method pages do not take (405 with Allow; TRACE
 * included), OPTIONS (204 with Allow, no body) and a GET or HEAD that sends a body (400).
 */
export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    const body = hasRequestBody(req.headers);
    if (!isValidHostHeader(req.headers.host)) {
      return refuse(res, 400, "Bad request: the Host header is missing or malformed.", body);
    }
    if (isUnusablePath(req.path)) {
      return refuse(res, 400, "Bad request: the address has characters no page uses.", body);
    }
    if (req.method === "OPTIONS") {
      res.set("Allow", PAGE_METHODS);
      res.set("Cache-Control", "no-store");
      if (body) res.set("Connection", "close");
      res.status(204).end();
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", PAGE_METHODS);
      return refuse(res, 405, `Method not allowed: pages answer ${PAGE_METHODS}.`, body);
    }
    if (body) return refuse(res, 400, "Bad request: a GET or HEAD request takes no body.", true);
    next();
  };
}
