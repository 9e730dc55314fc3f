import type { IncomingMessage } from "node:http";
import type { RouteFacts } from "../app/server/http/route-facts.server.ts";
import { hasRequestBody, isUnusablePath, isValidHostHeader } from "../app/server/http-rules.server.ts";

/** The methods pages answer; the pages with a form (a route with `formBodyKb`) also take POST. */
export const PAGE_METHODS = "GET, HEAD, OPTIONS";
export const FORM_PAGE_METHODS = "GET, HEAD, POST, OPTIONS";
export const API_METHODS = "GET, HEAD";

const KB = 1024;

/** What the guard refuses, written as text on pages and as JSON on the API by the edge. */
export interface Refusal {
  status: number;
  message: string;
  /** The request part to blame, for the API's `{"error":{"field","message"}}`. */
  field?: string;
  /** The methods the address takes (405, and OPTIONS' 204). */
  allow?: string;
}

/**
 * The largest form body a page takes, in bytes, or null when it takes none: what its route says (a visitor's
 * correction, the admin's forms), and for the admin's import upload twice ADMIN_IMPORT_MAX_MB plus room for
 * the form's other fields. The import page answers a file over its limit with its own message without reading
 * it; beyond twice the limit the guard refuses it unread.
 */
export function formBodyLimit(facts: RouteFacts, importMaxMb: number): number | null {
  if (facts.formBodyKb === undefined) return null;
  if (facts.formBodyKb === "upload") return 2 * importMaxMb * KB * KB + 64 * KB;
  return facts.formBodyKb * KB;
}

function isReading(method: string | undefined) {
  return method === "GET" || method === "HEAD";
}

/**
 * What no page can answer, refused before any page code runs: a missing or malformed Host (400), a path with
 * broken encoding or control characters (400), a method pages do not take (405 with Allow; TRACE included),
 * OPTIONS (204 with Allow, no body), a GET or HEAD that sends a body (400), and a form post without a length
 * (411), longer than its page takes (413) or not encoded as a form (415, or 400 for a multipart body without a
 * boundary). `formLimit` is asked only for other methods than GET and HEAD.
 */
export async function guardPage(
  req: IncomingMessage,
  path: string,
  formLimit: () => Promise<number | null>,
  importMaxMb: number,
): Promise<Refusal | null> {
  if (!isValidHostHeader(req.headers.host)) {
    return { status: 400, message: "Bad request: the Host header is missing or malformed." };
  }
  if (isUnusablePath(path))
    return { status: 400, message: "Bad request: the address has characters no page uses." };
  if (isReading(req.method)) {
    return hasRequestBody(req.headers)
      ? { status: 400, message: "Bad request: a GET or HEAD request takes no body." }
      : null;
  }
  const limit = await formLimit();
  const allow = limit === null ? PAGE_METHODS : FORM_PAGE_METHODS;
  if (req.method === "OPTIONS") return { status: 204, message: "", allow };
  if (req.method !== "POST" || limit === null) {
    return { status: 405, message: `Method not allowed: this page answers ${allow}.`, allow };
  }
  const declared = req.headers["content-length"];
  const length = Number(declared);
  if (declared === undefined || !Number.isSafeInteger(length)) {
    return { status: 411, message: "Length required: send the form with a Content-Length." };
  }
  if (length > limit) {
    const most = limit >= KB * KB ? `files up to ${importMaxMb} MB` : `at most ${Math.floor(limit / KB)} KB`;
    return { status: 413, message: `Payload too large: this form takes ${most}.` };
  }
  return formEncodingRefusal(req.headers["content-type"]);
}

/** The longest multipart boundary RFC 2046 allows. */
const MAX_BOUNDARY = 70;

/**
 * A form post must be sent as a browser sends a form: URL-encoded, or multipart with its boundary. Anything else
 * would fail in the page's form parser; it is refused here with a plain message instead (415, or 400 for a
 * multipart body whose parts cannot be found).
 */
export function formEncodingRefusal(contentType: string | undefined): Refusal | null {
  const [mediaType = "", ...parameters] = (contentType ?? "").split(";");
  const type = mediaType.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return null;
  if (type !== "multipart/form-data") {
    return {
      status: 415,
      message:
        "Unsupported media type: send the form as application/x-www-form-urlencoded or multipart/form-data.",
    };
  }
  const boundary = parameters
    .map((parameter) => parameter.trim())
    .find((parameter) => parameter.toLowerCase().startsWith("boundary="))
    ?.slice("boundary=".length)
    .replace(/^"(.*)"$/, "$1");
  if (!boundary || boundary.length > MAX_BOUNDARY) {
    return { status: 400, message: "Bad request: a multipart form needs a boundary of 1 to 70 characters." };
  }
  return null;
}

/** The API takes GET and HEAD without a body (405 with Allow, 400). */
export function guardApi(req: IncomingMessage): Refusal | null {
  if (!isReading(req.method)) {
    return { status: 405, message: "Method not allowed: the API answers GET and HEAD", allow: API_METHODS };
  }
  if (hasRequestBody(req.headers)) {
    return { status: 400, field: "body", message: "a GET or HEAD request takes no body" };
  }
  return null;
}
