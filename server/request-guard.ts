import type { RequestHandler, Response } from "express";
import { hasRequestBody, isUnusablePath, isValidHostHeader } from "../app/server/http-rules.server.ts";

/** The methods pages answer; the pages with a form (formBodyLimit) also take POST. */
export const PAGE_METHODS = "GET, HEAD, OPTIONS";
export const FORM_PAGE_METHODS = "GET, HEAD, POST, OPTIONS";

const KB = 1024;
// A form posted by the browser's router goes to the page's address plus ".data" (React Router's single fetch).
const SUGGEST_EDIT = /^\/clinic\/[^/]+\/suggest-edit(?:\.data|\/)?$/;
const ADMIN = /^\/admin(?:\.data$|\/|$)/;
const ADMIN_IMPORT = /^\/admin\/import(?:\.data|\/)?$/;

/**
 * The largest form body a page takes, in bytes, or null when the page has no form: a visitor's correction
 * (a few short fields), the admin's forms, and the admin's import upload. The import page answers a file over
 * its limit with its own message without reading it; up to twice the limit the body reaches it, beyond that
 * this guard refuses it unread.
 */
export function formBodyLimit(path: string, importMaxMb: number): number | null {
  if (SUGGEST_EDIT.test(path)) return 16 * KB;
  if (ADMIN_IMPORT.test(path)) return 2 * importMaxMb * KB * KB + 64 * KB;
  if (ADMIN.test(path)) return 256 * KB;
  return null;
}

function refuse(res: Response, status: number, message: string, closeConnection: boolean) {
  // Closing stops Node from reading (and discarding) a body we will not use, however large.
  if (closeConnection) res.set("Connection", "close");
  res.set("Cache-Control", "no-store");
  res.status(status).type("text/plain").send(`${message}\n`);
}

/**
 * Answers the requests no page can, before any page code runs: a missing or malformed Host (400), a path
 * with broken encoding or control characters (400), a method pages do not take (405 with Allow; TRACE
 * included), OPTIONS (204 with Allow, no body), a GET or HEAD that sends a body (400), and a form post without
 * a length (411) or longer than its page takes (413).
 */
export function requestGuard({ importMaxMb }: { importMaxMb: number }): RequestHandler {
  return (req, res, next) => {
    const body = hasRequestBody(req.headers);
    if (!isValidHostHeader(req.headers.host)) {
      return refuse(res, 400, "Bad request: the Host header is missing or malformed.", body);
    }
    if (isUnusablePath(req.path)) {
      return refuse(res, 400, "Bad request: the address has characters no page uses.", body);
    }
    const formLimit = formBodyLimit(req.path, importMaxMb);
    const allowed = formLimit === null ? PAGE_METHODS : FORM_PAGE_METHODS;
    if (req.method === "OPTIONS") {
      res.set("Allow", allowed);
      res.set("Cache-Control", "no-store");
      if (body) res.set("Connection", "close");
      res.status(204).end();
      return;
    }
    if (req.method === "POST" && formLimit !== null) {
      const length = Number(req.headers["content-length"]);
      if (req.headers["content-length"] === undefined || !Number.isSafeInteger(length)) {
        return refuse(res, 411, "Length required: send the form with a Content-Length.", body);
      }
      if (length > formLimit) {
        const limit =
          formLimit >= KB * KB ? `files up to ${importMaxMb} MB` : `at most ${Math.floor(formLimit / KB)} KB`;
        return refuse(res, 413, `Payload too large: this form takes ${limit}.`, true);
      }
      return next();
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", allowed);
      return refuse(res, 405, `Method not allowed: this page answers ${allowed}.`, body);
    }
    if (body) return refuse(res, 400, "Bad request: a GET or HEAD request takes no body.", true);
    next();
  };
}
