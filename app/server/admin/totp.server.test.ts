import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totp } from "./totp.server.ts";

const RFC_SECRET = Buffer.from("12345678901234567890", "ascii");

describe("TOTP (RFC 6238, SHA-1)", () => {
  it("gives RFC 4226's HOTP values for counters 0 to 9", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("gives RFC 6238's 8-digit value at %i seconds", (seconds, code) => {
    expect(totp(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });

  it("accepts the codes of one step before and after, and no further", () => {
    const now = new Date(1_700_000_015_000);
    const at = (offsetSeconds: number) => totp(RFC_SECRET, new Date(now.getTime() + offsetSeconds * 1000));
    expect(matchTotp(RFC_SECRET, at(0), now, null)).not.toBeNull();
    expect(matchTotp(RFC_SECRET, at(-30), now, null)).not.toBeNull();
    expect(matchTotp(RFC_SECRET, at(30), now, null)).not.toBeNull();
    expect(matchTotp(RFC_SECRET, at(-60), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(60), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, "12345", now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, "abcdef", now, null)).toBeNull();
  });

  it("refuses a code whose step was already used, and takes one typed with spaces", () => {
    const now = new Date(1_700_000_015_000);
    const code = totp(RFC_SECRET, now);
    const step = matchTotp(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now, null);
    expect(step).toBe(Math.floor(now.getTime() / 30_000));
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    const later = new Date(now.getTime() + 30_000);
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, later), later, step)).toBe((step ?? 0) + 1);
  });
});

describe("base32 (RFC 4648)", () => {
  it.each([
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("encodes %s as %s and reads it back, typed loosely", (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(`${encoded.toLowerCase()}==`)?.toString()).toBe(text);
  });

  it("refuses letters outside the alphabet", () => {
    expect(base32Decode("MZXW1")).toBeNull();
  });
});

it("names the issuer, account and parameters in the otpauth URI", () => {
  const uri = otpauthUri(Buffer.from("foobar"), "ops@example.com", "TRT Clinic Finder");
  expect(uri).toBe(
    "otpauth://totp/TRT%20Clinic%20Finder%3Aops%40example.com?secret=MZXW6YTBOI&issuer=TRT+Clinic+Finder&algorithm=SHA1&digits=6&period=30",
  );
});
