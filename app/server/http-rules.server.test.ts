import { describe, expect, it } from "vitest";
import { hasRequestBody, isUnusablePath, isValidHostHeader } from "./http-rules.server.ts";

describe("isValidHostHeader", () => {
  it("accepts names, IPv4 and bracketed IPv6 addresses, with or without a port", () => {
    for (const host of [
      "trt.example.org",
      "localhost:3000",
      "127.0.0.1:8080",
      "[::1]:3000",
      "[2001:db8::1]",
      "trt.example.org:65535",
    ]) {
      expect(isValidHostHeader(host), host).toBe(true);
    }
  });

  it("refuses a missing or malformed Host", () => {
    for (const host of [
      undefined,
      "",
      "[",
      "a b",
      "user@host",
      "host:port",
      "-leading.example",
      "x".repeat(300),
      // A port above 65535 made `new URL()` throw on every page (a 500).
      "a.example:70000",
      "127.0.0.1:65536",
      "[::1]:99999",
    ]) {
      expect(isValidHostHeader(host), String(host)).toBe(false);
    }
  });
});

describe("isUnusablePath", () => {
  it("flags encoded control characters and broken percent-encoding, not ordinary paths", () => {
    for (const path of ["/%09/", "/%0A/", "/%0D/", "/city/%00/tx", "/%E0%A4%A", "/%"]) {
      expect(isUnusablePath(path), path).toBe(true);
    }
    for (const path of ["/", "/city/san%20antonio/tx", "/clinic/caf%C3%A9-austin", "/search"]) {
      expect(isUnusablePath(path), path).toBe(false);
    }
  });
});

describe("hasRequestBody", () => {
  it("is true for a length above zero or a chunked body", () => {
    expect(hasRequestBody({ "content-length": "12" })).toBe(true);
    expect(hasRequestBody({ "transfer-encoding": "chunked" })).toBe(true);
    expect(hasRequestBody({ "content-length": "0" })).toBe(false);
    expect(hasRequestBody({})).toBe(false);
  });
});
