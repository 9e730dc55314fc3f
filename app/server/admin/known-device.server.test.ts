import { describe, expect, it } from "vitest";
import { deviceToken, isKnownDevice } from "./known-device.server.ts";

const admin = { id: 7, password_hash: "scrypt$1$32768$8$1$salt$hash" };

describe("known devices", () => {
  it("recognises the token it gave the account, and nothing else", () => {
    const token = deviceToken(admin);
    expect(isKnownDevice(token, admin)).toBe(true);
    expect(isKnownDevice(null, admin)).toBe(false);
    expect(isKnownDevice(`${token}x`, admin)).toBe(false);
    expect(isKnownDevice(token.replace(/^7\./, "8."), { ...admin, id: 8 })).toBe(false);
  });

  it("forgets every device when the password changes", () => {
    const token = deviceToken(admin);
    expect(isKnownDevice(token, { ...admin, password_hash: "scrypt$1$32768$8$1$salt$other" })).toBe(false);
  });
});
