import { describe, expect, it } from "vitest";
import { csrfProblem, fromOurOrigin } from "./csrf.server.ts";

const url = "http://127.0.0.1:3000/admin/clinics/4";
const siteUrl = "https://trt.example.com";

function check(headers: Record<string, string>, sentToken: string | null) {
  return csrfProblem({
    headers: new Headers(headers),
    requestUrl: url,
    siteUrl,
    sessionToken: "abc123",
    sentToken,
  });
}

describe("CSRF protection of admin forms", () => {
  it("accepts our own origin with the session's token", () => {
    expect(check({ origin: "http://127.0.0.1:3000" }, "abc123")).toBeNull();
    expect(check({ origin: "https://trt.example.com" }, "abc123")).toBeNull();
  });

  it("refuses a missing or wrong token", () => {
    expect(check({ origin: "http://127.0.0.1:3000" }, null)).toBe(
      "the form's security token is missing or out of date",
    );
    expect(check({ origin: "http://127.0.0.1:3000" }, "abc124")).toBe(
      "the form's security token is missing or out of date",
    );
    expect(check({ origin: "http://127.0.0.1:3000" }, "abc1234")).not.toBeNull();
  });

  it("refuses another site even with the right token", () => {
    expect(check({ origin: "https://evil.example" }, "abc123")).toBe("the request came from another site");
    expect(check({ origin: "null" }, "abc123")).toBe("the request came from another site");
    expect(check({ "sec-fetch-site": "cross-site" }, "abc123")).toBe("the request came from another site");
  });

  it("lets clients without Origin through to the token check", () => {
    expect(fromOurOrigin(new Headers(), url, siteUrl)).toBe(true);
    expect(fromOurOrigin(new Headers({ "sec-fetch-site": "same-origin" }), url, siteUrl)).toBe(true);
  });
});
