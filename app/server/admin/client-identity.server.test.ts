import { describe, expect, it } from "vitest";
import { NO_PROXIES } from "../http/client-address.server.ts";
import { signInClient } from "./client-identity.server.ts";

describe("signInClient", () => {
  it("is the peer, as the rate limits count it, when no proxy is trusted", () => {
    const headers = new Headers({ "X-Forwarded-For": "6.6.6.6" });
    expect(signInClient(headers, "::ffff:198.51.100.4", NO_PROXIES)).toBe("198.51.100.4");
  });

  it("behind a trusted proxy, reads the header it appends to, port and all", () => {
    const xff = new Headers({ "X-Forwarded-For": "6.6.6.6, 203.0.113.5:51234" });
    expect(signInClient(xff, "10.0.0.2", { hops: 1, header: "x-forwarded-for" })).toBe("203.0.113.5");
    const forwarded = new Headers({
      Forwarded: 'for="[2001:db8:cafe::17]:4711"',
      "X-Forwarded-For": "6.6.6.6",
    });
    expect(signInClient(forwarded, "10.0.0.2", { hops: 1, header: "forwarded" })).toBe(
      "2001:db8:cafe:0::/64",
    );
  });

  it("is unknown without a peer address and without a trusted proxy", () => {
    expect(signInClient(new Headers(), null, NO_PROXIES)).toBeNull();
    expect(
      signInClient(new Headers({ "X-Forwarded-For": "203.0.113.5" }), null, {
        hops: 1,
        header: "x-forwarded-for",
      }),
    ).toBe("203.0.113.5");
  });
});
