import { describe, expect, it } from "vitest";
import { readFormTime, signFormTime } from "./form-token.server.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("the signed form time", () => {
  it("reads back the time it was signed with, for the same clinic", () => {
    const token = signFormTime(7, 1_700_000_000_000, SECRET);
    expect(readFormTime(token, 7, SECRET)).toBe(1_700_000_000_000);
  });

  it("is refused for another clinic, another secret, a changed time or garbage", () => {
    const token = signFormTime(7, 1_700_000_000_000, SECRET);
    expect(readFormTime(token, 8, SECRET)).toBeNull();
    expect(readFormTime(token, 7, `${SECRET}!`)).toBeNull();
    expect(readFormTime(token.replace(/^1/, "0"), 7, SECRET)).toBeNull();
    for (const bad of [undefined, null, 42, "", "1.2", `${token}x`, "x".repeat(500)]) {
      expect(readFormTime(bad, 7, SECRET)).toBeNull();
    }
  });

  it("without a configured secret, uses this process's own", () => {
    expect(readFormTime(signFormTime(3, 5_000), 3)).toBe(5_000);
    expect(readFormTime(signFormTime(3, 5_000), 3, SECRET)).toBeNull();
  });
});
