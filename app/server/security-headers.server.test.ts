import { describe, expect, it } from "vitest";
import {
  API_SECURITY_HEADERS,
  contentSecurityPolicy,
  createNonce,
  securityHeaders,
} from "./security-headers.server.ts";

const tiles = "https://{s}.tile.example.org/{z}/{x}/{y}.png";

describe("content security policy", () => {
  it("allows scripts only from our origin and this response's nonce", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123", mapTileUrl: tiles, development: false });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets map tiles load from the configured tile server only", () => {
    const csp = contentSecurityPolicy({ nonce: "n", mapTileUrl: tiles, development: false });
    expect(csp).toContain("img-src 'self' data: https://*.tile.example.org");
  });

  it("gives a different nonce each time, of 16 random bytes, across refills of its pool", () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("security headers", () => {
  it("include HSTS, nosniff, referrer and permissions policies", () => {
    const headers = securityHeaders({ nonce: "n", mapTileUrl: tiles, development: false });
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("geolocation=(self)");
  });
});

describe("cross-origin policies", () => {
  it("pages and the API both refuse embedding by other sites and isolate their window", () => {
    const page = securityHeaders({ nonce: "n", mapTileUrl: tiles, development: false });
    for (const headers of [page, API_SECURITY_HEADERS]) {
      expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
      expect(headers["Permissions-Policy"]).toContain("camera=()");
    }
  });
});
