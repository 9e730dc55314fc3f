import { describe, expect, it } from "vitest";
import { decodeUtf8, notUtf8Message } from "./utf8-text.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))),
  );

describe("UTF-8 text", () => {
  it("decodes UTF-8, accents and all", () => {
    expect(decodeUtf8(bytes("name,city\nCafé Clinic,San José\n"))).toEqual({
      ok: true,
      text: "name,city\nCafé Clinic,San José\n",
    });
  });

  it("names the line and column of a Latin-1 byte instead of storing U+FFFD", () => {
    // "Café" saved as Latin-1: é is the single byte 0xE9.
    const latin1 = bytes("name,city\nCaf", [0xe9], " Clinic,Austin\n");
    expect(decodeUtf8(latin1)).toEqual({ ok: false, line: 2, column: 4 });
    expect(notUtf8Message({ line: 2, column: 4 })).toMatch(/^the file is not UTF-8 text: line 2, column 4/);
  });

  it("counts columns in characters, not bytes, and finds a bad byte after good accents", () => {
    expect(decodeUtf8(bytes("é€", [0xff]))).toEqual({ ok: false, line: 1, column: 3 });
    expect(decodeUtf8(bytes("ok\n\n", [0xc3]))).toEqual({ ok: false, line: 3, column: 1 });
    expect(decodeUtf8(bytes([0xed, 0xa0, 0x80]))).toEqual({ ok: false, line: 1, column: 1 });
  });
});
