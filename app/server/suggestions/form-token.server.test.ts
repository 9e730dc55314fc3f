import { describe, expect, it } from "vitest";
import { readFormTime, signFormTime } from "./form-token.server.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("the signed form time", () => {
  it("reads back the time it was signed with and its showing, for the same clinic", () => {
    const token = signFormTime(7, 1_700_000_000_000, SECRET);
    expect(readFormTime(token, 7, SECRET)).toEqual({
      shownAt: 1_700_000_000_000,
      instance: expect.stringMatching(/^[\w-]{16}$/),
    });
  });

  it("names each showing of the form apart, even at the same moment", () => {
    const first = readFormTime(signFormTime(7, 5_000, SECRET), 7, SECRET);
    const second = readFormTime(signFormTime(7, 5_000, SECRET), 7, SECRET);
    expect(first?.instance).not.toBe(second?.instance);
  });

  it("is refused for another clinic, another secret, a changed time or showing, or garbage", () => {
    const token = signFormTime(7, 1_700_000_000_000, SECRET);
    expect(readFormTime(token, 8, SECRET)).toBeNull();
    expect(readFormTime(token, 7, `${SECRET}!`)).toBeNull();
    expect(readFormTime(token.replace(/^1/, "0"), 7, SECRET)).toBeNull();
    const [time, instance, mac] = token.split(".");
    const other = `${instance?.slice(0, -1)}${instance?.endsWith("A") ? "B" : "A"}`;
    expect(readFormTime(`${time}.${other}.${mac}`, 7, SECRET)).toBeNull();
    for (const bad of [undefined, null, 42, "", "1.2", `${token}x`, "x".repeat(500)]) {
      expect(readFormTime(bad, 7, SECRET)).toBeNull();
    }
  });

  it("without a configured secret, uses this process's own", () => {
    expect(readFormTime(signFormTime(3, 5_000), 3)?.shownAt).toBe(5_000);
    expect(readFormTime(signFormTime(3, 5_000), 3, SECRET)).toBeNull();
  });
});
