import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/** The headers a proxy may name the client in (TRUSTED_PROXY_HEADER): the common one and RFC 7239's. */
export const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded"] as const;
export type ForwardingHeader = (typeof FORWARDING_HEADERS)[number];

/**
 * The proxies in front of the server: how many of them append the address they were reached from
 * (TRUSTED_PROXIES), and in which header (TRUSTED_PROXY_HEADER). Entries further left in that header are
 * whatever the client sent, and the other header is never read: a client could write it.
 */
export interface ProxyTrust {
  hops: number;
  header: ForwardingHeader;
}

export const NO_PROXIES: Readonly<ProxyTrust> = Object.freeze({ hops: 0, header: "x-forwarded-for" });

export function proxyTrust(config: {
  TRUSTED_PROXIES: number;
  TRUSTED_PROXY_HEADER: ForwardingHeader;
}): ProxyTrust {
  return { hops: config.TRUSTED_PROXIES, header: config.TRUSTED_PROXY_HEADER };
}

/** A header's value as node:http (several lines as an array) or the Fetch API (null when absent) gives it. */
type HeaderValue = string | string[] | null | undefined;

/** The client a limit counts for a node:http request (see clientAddressOf). */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  return clientAddressOf(req.socket.remoteAddress ?? "", req.headers[trust.header], trust);
}

/**
 * The address a rate limit or a sign-in throttle counts: the peer's, or behind `trust.hops` proxies, the entry
 * that many hops back in the header they append to. Normalised so that one client is one key whatever the
 * proxy writes: ports dropped, IPv4-mapped IPv6 read as IPv4, IPv6 grouped by its /64 (the smallest block a
 * client is given), letters lower-cased. What is not an address (`unknown`, a proxy's obfuscated name) stays
 * as it is, lower-cased.
 */
export function clientAddressOf(peer: string, header: HeaderValue, trust: ProxyTrust): string {
  let address = peer;
  if (trust.hops > 0) {
    const chain = [...forwardedEntries(header, trust.header), peer];
    address = chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  }
  return normalizeAddress(address);
}

/** The addresses a forwarding header lists, the one the nearest proxy wrote last. */
export function forwardedEntries(header: HeaderValue, kind: ForwardingHeader): string[] {
  const elements = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((element) => element.trim())
    .filter(Boolean);
  return kind === "forwarded" ? elements.map(forwardedFor) : elements;
}

/**
 * The `for` parameter of one RFC 7239 element (`for=192.0.2.60;proto=https`, `for="[2001:db8::17]:4711"`), or
 * "unknown" when the proxy gave none: the element still stands for one hop.
 */
function forwardedFor(element: string): string {
  for (const pair of element.split(";")) {
    const equals = pair.indexOf("=");
    if (equals > 0 && pair.slice(0, equals).trim().toLowerCase() === "for") {
      return pair
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1");
    }
  }
  return "unknown";
}

/** One client, one key: see clientAddressOf. */
export function normalizeAddress(raw: string): string {
  let address = raw.trim().toLowerCase();
  if (address.startsWith("[")) {
    // "[2001:db8::1]" or "[2001:db8::1]:443"
    const end = address.indexOf("]");
    address = end === -1 ? address.slice(1) : address.slice(1, end);
  } else {
    // "203.0.113.5:51234": one colon after an IPv4 address is a port.
    const colon = address.indexOf(":");
    if (colon !== -1 && colon === address.lastIndexOf(":") && isIP(address.slice(0, colon)) === 4) {
      address = address.slice(0, colon);
    }
  }
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  const mapped = mappedIpv4(groups);
  if (mapped) return mapped;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in and leading zeros dropped; an embedded IPv4 as two. */
function expandIpv6(address: string): string[] {
  let text = address;
  const lastColon = text.lastIndexOf(":");
  const tailPart = text.slice(lastColon + 1);
  if (isIP(tailPart) === 4) {
    const [a = 0, b = 0, c = 0, d = 0] = tailPart.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}

/** "1.2.3.4" for ::ffff:1.2.3.4 in any spelling, else null. */
function mappedIpv4(groups: readonly string[]): string | null {
  if (groups.length !== 8 || groups.slice(0, 5).some((group) => group !== "0") || groups[5] !== "ffff") {
    return null;
  }
  const high = Number.parseInt(groups[6] ?? "0", 16);
  const low = Number.parseInt(groups[7] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
