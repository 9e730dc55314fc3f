import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password.server.ts";
import { guessableForms, guessablePasswordProblem } from "./password-policy.server.ts";

describe("the password policy", () => {
  it("refuses the passwords an outside test set: common ones and repeated characters", () => {
    for (const password of ["password1234", "aaaaaaaaaaaa", " ".repeat(12), "abababababab", "111111111111"]) {
      expect(passwordProblem(password), JSON.stringify(password)).not.toBeNull();
    }
  });

  it("refuses a common password with digits or symbols around it, whatever its case", () => {
    expect(guessableForms("Dragon2024!!")).toEqual(["dragon2024!!", "dragon"]);
    for (const password of [
      "Dragon2024!!",
      "1qaz2wsx3edc",
      "QWERTY123456",
      "!!Sunshine1990",
      "leavemealone",
    ]) {
      expect(guessablePasswordProblem(password), password).toMatch(/most common passwords/);
    }
  });

  it("takes long passphrases and random passwords", () => {
    for (const password of ["correct horse battery", "a long screenshot passphrase", "v8#Lq2!mZp0@xR"]) {
      expect(passwordProblem(password), password).toBeNull();
    }
  });

  it("says how many different characters it needs", () => {
    expect(guessablePasswordProblem("abcdabcdabcd")).toBe("must use at least 5 different characters");
  });
});
