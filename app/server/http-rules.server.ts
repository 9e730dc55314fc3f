import type { IncomingHttpHeaders } from "node:http";
import { hasControlCharacters } from "../domain/text-input.ts";

/**
 * A Host header we can build a URL from: a name or IPv4 address, or an IPv6 address in brackets, with an
 * optional port. Missing (HTTP/1.0) or anything else (`[`, spaces, userinfo) is refused with a 400 before
 * it reaches code that builds `new URL()` from it.
 */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)(?::\d{1,5})?$/;

export function isValidHostHeader(host: string | undefined): boolean {
  if (host === undefined || host.length > 255 || !HOST.test(host)) return false;
  // A port is 0 to 65535: `new URL()` throws on a larger one.
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65_535;
}

/** A path no page answers: percent-encoding that does not decode, or control characters once decoded. */
export function isUnusablePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return hasControlCharacters(decoded);
}

/** Whether the request says it carries a body (a length above zero, or a chunked body). */
export function hasRequestBody(headers: IncomingHttpHeaders): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = headers["content-length"];
  return length !== undefined && length !== "0";
}
