import { describe, expect, it } from "vitest";
import { secretBox } from "./secret-box.server.ts";

const SECRET = Buffer.from("12345678901234567890");

describe("sealed TOTP secrets", () => {
  it("seals under a key derived from FORM_SECRET and opens only with it", () => {
    const box = secretBox("a".repeat(40));
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^aes1\./);
    expect(sealed).not.toContain(SECRET.toString("base64url"));
    expect(box.open(sealed)).toEqual(SECRET);
    expect(secretBox("b".repeat(40)).open(sealed)).toBeNull();
    expect(secretBox(undefined).open(sealed)).toBeNull();
    expect(box.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
  });

  it("without FORM_SECRET stores the secret marked as plain, and still reads it once a key is set", () => {
    const stored = secretBox(undefined).seal(SECRET);
    expect(stored).toMatch(/^plain1\./);
    expect(secretBox("a".repeat(40)).open(stored)).toEqual(SECRET);
  });
});
