import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, SCRYPT_COST, verifyPassword } from "./password.server.ts";

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("stores a versioned scrypt string with the production cost and a random salt", async () => {
    const hash = await hashPassword("correct horse battery", SCRYPT_COST);
    expect(hash).toMatch(/^scrypt\$1\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain("correct horse");
    expect(await hashPassword("correct horse battery", CHEAP)).not.toBe(
      await hashPassword("correct horse battery", CHEAP),
    );
  });

  it("verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery", CHEAP);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("refuses a malformed or unknown hash format instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "argon2id$v=19$m=65536$abc$def")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1$0$8$1$abc$def")).toBe(false);
  });

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("short")).toBe("must be at least 12 characters");
    expect(passwordProblem("twelve chars")).toBeNull();
  });
});
