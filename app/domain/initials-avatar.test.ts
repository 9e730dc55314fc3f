import { describe, expect, it } from "vitest";
import { avatarInitials, GENERIC_NAME_WORDS } from "./initials-avatar.ts";

describe("initials", () => {
  it("drops the spec's generic words and takes the first letters of the next two words", () => {
    expect(avatarInitials("Alder Bluff Men's Wellness")).toBe("AB");
    expect(avatarInitials("Summit Hormone Clinic")).toBe("S");
    expect(avatarInitials("The TRT Center of Austin")).toBe("TO");
    expect(avatarInitials("Medical Group of Texas Specialists")).toBe("OT");
    expect(avatarInitials("Institute for Testosterone Health and Associates")).toBe("FA");
  });

  it("treats every listed word as generic, in any case and with any apostrophe", () => {
    for (const word of GENERIC_NAME_WORDS) expect(avatarInitials(`${word.toUpperCase()} Zenith`)).toBe("Z");
    expect(avatarInitials("Men’s Oak Clinic")).toBe("O");
    expect(avatarInitials("Mens Oak Clinic")).toBe("O");
    expect(GENERIC_NAME_WORDS.size).toBe(13);
  });

  it("keeps the words when the name has nothing else, and copes with punctuation and accents", () => {
    expect(avatarInitials("Men's Health Clinic")).toBe("MH");
    expect(avatarInitials("Élan Vital Clinic")).toBe("EV");
    expect(avatarInitials("  peak-performance   clinic ")).toBe("PP");
    expect(avatarInitials("1st Choice TRT")).toBe("1C");
    expect(avatarInitials("")).toBe("?");
    expect(avatarInitials("!!!")).toBe("?");
  });
});
