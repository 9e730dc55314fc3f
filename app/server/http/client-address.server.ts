import type { IncomingMessage } from "node:http";

/**
 * The address a rate limit counts: the peer's, or with `trustedProxies` set, the address that many hops back
 * in X-Forwarded-For (the entry our own proxy wrote; entries further left are whatever the client sent).
 * IPv4-mapped addresses count as IPv4, and IPv6 clients by their /64, the smallest block one is given.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  let address = req.socket.remoteAddress ?? "";
  if (trustedProxies > 0) {
    const header = req.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const chain = [...forwarded, address];
    address = chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? address;
  }
  return normalize(address);
}

function normalize(address: string): string {
  const lower = address.toLowerCase();
  if (lower.startsWith("::ffff:") && lower.includes(".")) return lower.slice(7);
  if (!lower.includes(":")) return lower;
  return `${expandIpv6(lower).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in; anything unparsable as it came, in one group. */
function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(Math.max(0, 8 - left.length - right.length)).fill("0");
  const groups = [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
  return groups.length === 8 ? groups : [address];
}
