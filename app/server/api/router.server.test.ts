import { describe, expect, it } from "vitest";
import { preferredEncoding } from "../http/compression.server.ts";
import { BadRequest } from "./params.server.ts";
import { etagMatches, JsonBody, json } from "./responses.server.ts";
import { createRouter, get } from "./router.server.ts";

describe("createRouter", () => {
  const handler = () => json(null);
  const match = createRouter([
    get("/api/clinics", handler),
    get("/api/clinics/featured", handler),
    get("/api/clinics/city/:city/:state", handler),
    get("/api/clinics/slug/:slug", handler),
  ]);

  it("matches literal paths, ignoring one trailing slash", () => {
    expect(match("/api/clinics")?.route.path).toBe("/api/clinics");
    expect(match("/api/clinics/")?.route.path).toBe("/api/clinics");
    expect(match("/api/clinics/featured")?.params).toEqual({});
    expect(match("/api/clinics//")).toBeNull();
    expect(match("/api/Clinics")).toBeNull();
  });

  it("decodes parameters, one whole non-empty segment each", () => {
    expect(match("/api/clinics/city/St.%20Louis/MO")?.params).toEqual({ city: "St. Louis", state: "MO" });
    expect(match("/api/clinics/slug/a%2Fb")?.params).toEqual({ slug: "a/b" });
    expect(match("/api/clinics/city//MO")).toBeNull();
    expect(match("/api/clinics/city/a/b/c")).toBeNull();
    expect(match("/api/clinics/slug")).toBeNull();
  });

  it("names the parameter when its percent-encoding is malformed", () => {
    expect(() => match("/api/clinics/slug/%E0%A4%A")).toThrow(BadRequest);
    let error: unknown;
    try {
      match("/api/clinics/city/x/%zz");
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(BadRequest);
    expect((error as BadRequest).field).toBe("state");
  });

  it("refuses a table that defines a path twice", () => {
    expect(() => createRouter([get("/api/x", handler), get("/api/x", handler)])).toThrow(/twice/);
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["GZIP", "gzip"],
  ])("%s -> %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("etagMatches", () => {
  it("compares weakly, in lists, and accepts *", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches("", 'W/"abc"')).toBe(false);
  });
});

describe("JsonBody", () => {
  it("serialises once and tags the text, whether given a value or ready JSON text", () => {
    const body = new JsonBody({ a: "é" });
    expect(body.text).toBe('{"a":"é"}');
    expect(body.byteLength).toBe(10);
    expect(body.etag).toMatch(/^W\/".+"$/);
    expect(JsonBody.fromBytes(Buffer.from('{"a":"é"}')).etag).toBe(body.etag);
    expect(new JsonBody(undefined).text).toBe("null");
  });
});
