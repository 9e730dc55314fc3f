import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidNpi, npiCheckDigit } from "./npi.ts";

describe("npiCheckDigit", () => {
  it("computes the Luhn digit over 80840 and the first nine digits", () => {
    // CMS's worked example: 123456789 gets check digit 3.
    expect(npiCheckDigit("123456789")).toBe(3);
    expect(npiCheckDigit("199999999")).toBe(2);
    expect(npiCheckDigit("100000000")).toBe(4);
  });

  it("refuses anything but nine digits", () => {
    expect(() => npiCheckDigit("12345678")).toThrow(RangeError);
    expect(() => npiCheckDigit("1234567890")).toThrow(RangeError);
    expect(() => npiCheckDigit("12345678a")).toThrow(RangeError);
  });
});

describe("isValidNpi", () => {
  it("accepts numbers with the right check digit", () => {
    expect(isValidNpi("1234567893")).toBe(true);
    expect(isValidNpi("1999999992")).toBe(true);
  });

  it("rejects a wrong check digit, other lengths, spaces and non-digits", () => {
    expect(isValidNpi("1234567890")).toBe(false);
    expect(isValidNpi("123456789")).toBe(false);
    expect(isValidNpi("12345678931")).toBe(false);
    expect(isValidNpi(" 1234567893")).toBe(false);
    expect(isValidNpi("1234-567893")).toBe(false);
    expect(isValidNpi("")).toBe(false);
    expect(isValidNpi(1234567893 as unknown as string)).toBe(false);
  });

  it("accepts exactly one check digit for every nine-digit stem, and catches any single-digit typo", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 0, max: 9 }), (stem, position) => {
        const digit = npiCheckDigit(stem);
        expect(isValidNpi(`${stem}${digit}`)).toBe(true);
        for (let other = 0; other <= 9; other++) {
          if (other !== digit) expect(isValidNpi(`${stem}${other}`)).toBe(false);
        }
        const changed = String((Number(stem[position] ?? "0") + 1) % 10);
        const typo = `${stem.slice(0, position)}${changed}${stem.slice(position + 1)}${digit}`;
        expect(isValidNpi(typo)).toBe(false);
      }),
    );
  });
});
