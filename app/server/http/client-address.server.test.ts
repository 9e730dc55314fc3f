import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, clientAddressOf, NO_PROXIES, type ProxyTrust } from "./client-address.server.ts";
import { RATE_WINDOW_MS, RateLimiter } from "./rate-limiter.server.ts";

const behind = (hops: number, header: ProxyTrust["header"] = "x-forwarded-for"): ProxyTrust => ({
  hops,
  header,
});

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}
const viaXff = (peer: string, forwardedFor: string) => request(peer, { "x-forwarded-for": forwardedFor });

describe("clientAddress", () => {
  it("is the connecting address unless proxies are trusted, whatever the forwarding headers claim", () => {
    const claims = { "x-forwarded-for": "1.2.3.4", forwarded: "for=1.2.3.4" };
    expect(clientAddress(request("198.51.100.4", claims), NO_PROXIES)).toBe("198.51.100.4");
    expect(clientAddress(request("::ffff:198.51.100.4"), NO_PROXIES)).toBe("198.51.100.4");
  });

  it("behind trusted proxies, is the entry that many hops back, not what the client wrote further left", () => {
    // The client sent "6.6.6.6" itself; our load balancer appended the real address.
    expect(clientAddress(viaXff("10.0.0.2", "6.6.6.6, 203.0.113.9"), behind(1))).toBe("203.0.113.9");
    expect(clientAddress(viaXff("10.0.0.2", "203.0.113.9, 10.0.0.1"), behind(2))).toBe("203.0.113.9");
    // Fewer entries than trusted hops: the leftmost one.
    expect(clientAddress(request("10.0.0.2"), behind(1))).toBe("10.0.0.2");
    // Several header lines read as one list.
    const lines = request("10.0.0.2", {}) as unknown as { headers: Record<string, string[]> };
    lines.headers["x-forwarded-for"] = ["6.6.6.6", "203.0.113.9"];
    expect(clientAddress(lines as unknown as IncomingMessage, behind(1))).toBe("203.0.113.9");
  });

  it("drops the port a proxy writes after the address, so every connection of a client is one key", () => {
    expect(clientAddress(viaXff("10.0.0.2", "203.0.113.5:51234"), behind(1))).toBe("203.0.113.5");
    expect(clientAddress(viaXff("10.0.0.2", "6.6.6.6, 203.0.113.5:443"), behind(1))).toBe("203.0.113.5");
    expect(clientAddress(viaXff("10.0.0.2", "[2001:db8:abcd:12::9]:51234"), behind(1))).toBe(
      "2001:db8:abcd:12::/64",
    );
    expect(clientAddress(viaXff("10.0.0.2", "[::ffff:203.0.113.5]:80"), behind(1))).toBe("203.0.113.5");
  });

  it("reads an IPv4-mapped IPv6 address as IPv4, however it is spelled", () => {
    expect(clientAddress(request("::ffff:198.51.100.4"), NO_PROXIES)).toBe("198.51.100.4");
    expect(clientAddress(request("::FFFF:198.51.100.4"), NO_PROXIES)).toBe("198.51.100.4");
    expect(clientAddress(request("::ffff:c633:6404"), NO_PROXIES)).toBe("198.51.100.4");
    expect(clientAddress(request("0:0:0:0:0:ffff:c633:6404"), NO_PROXIES)).toBe("198.51.100.4");
    expect(clientAddress(viaXff("10.0.0.2", "::ffff:203.0.113.5"), behind(1))).toBe("203.0.113.5");
  });

  it("counts an IPv6 client by its /64, directly and behind one or two trusted hops", () => {
    expect(clientAddress(request("2001:db8:abcd:12:1::7"), NO_PROXIES)).toBe("2001:db8:abcd:12::/64");
    expect(clientAddress(request("2001:0db8:abcd:0012:ffff::1"), NO_PROXIES)).toBe("2001:db8:abcd:12::/64");
    expect(clientAddress(request("::1"), NO_PROXIES)).toBe("0:0:0:0::/64");
    expect(clientAddress(request("fe80::1%eth0"), NO_PROXIES)).toBe("fe80:0:0:0::/64");
    expect(clientAddress(viaXff("10.0.0.2", "2001:DB8:ABCD:12:aaaa::1"), behind(1))).toBe(
      "2001:db8:abcd:12::/64",
    );
    expect(clientAddress(viaXff("2001:db8::2", "2001:db8:abcd:12:bbbb::1, 10.0.0.1"), behind(2))).toBe(
      "2001:db8:abcd:12::/64",
    );
  });

  it("reads RFC 7239 Forwarded when that is the proxies' header, and then never X-Forwarded-For", () => {
    const forwarded = 'for=192.0.2.60;proto=http;by=203.0.113.43, for="[2001:db8:cafe::17]:4711"';
    const both = { forwarded, "x-forwarded-for": "6.6.6.6" };
    expect(clientAddress(request("10.0.0.2", both), behind(1, "forwarded"))).toBe("2001:db8:cafe:0::/64");
    expect(clientAddress(request("10.0.0.2", both), behind(2, "forwarded"))).toBe("192.0.2.60");
    expect(
      clientAddress(request("10.0.0.2", { forwarded: 'For="192.0.2.60:8080"' }), behind(1, "forwarded")),
    ).toBe("192.0.2.60");
    // An element without "for" is still a hop; the proxy did not say whom it served.
    expect(
      clientAddress(
        request("10.0.0.2", { forwarded: "for=192.0.2.60, proto=https" }),
        behind(1, "forwarded"),
      ),
    ).toBe("unknown");
    // With X-Forwarded-For trusted, a Forwarded header the client wrote changes nothing.
    expect(clientAddress(request("10.0.0.2", { forwarded: "for=6.6.6.6" }), behind(1))).toBe("10.0.0.2");
  });

  it("keeps what is not an address as it is, lower-cased", () => {
    expect(clientAddressOf("10.0.0.2", "Unknown", behind(1))).toBe("unknown");
    expect(clientAddressOf("10.0.0.2", "_hidden-proxy", behind(1))).toBe("_hidden-proxy");
  });
});

describe("rate limits behind a proxy that writes the client's port", () => {
  it("count every connection of one client together, so the limit is reached", () => {
    const now = 10 * RATE_WINDOW_MS;
    const limiter = new RateLimiter({ pages: 3, api: 3, lookups: 3, events: 3 }, { now: () => now });
    const hit = (port: number) =>
      limiter.hit("pages", clientAddress(viaXff("10.0.0.2", `203.0.113.5:${port}`), behind(1))).allowed;
    expect([hit(50001), hit(50002), hit(50003), hit(50004)]).toEqual([true, true, true, false]);
  });
});
