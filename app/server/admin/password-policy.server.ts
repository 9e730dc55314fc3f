import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Fewer different characters than this is a pattern, not a password ("aaaaaaaaaaaa", "abababababab"). */
export const MIN_DIFFERENT_CHARACTERS = 5;

let common: ReadonlySet<string> | undefined;

const LIST = join("data", "security", "common-passwords.txt");

/**
 * The list's file, found upwards from this module: it runs from app/server/admin/ (scripts, tests) and from
 * the server bundle in build/server/assets/, which are not the same depth below the project.
 */
function listFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 6; up++) {
    if (existsSync(join(dir, LIST))) return join(dir, LIST);
    dir = dirname(dir);
  }
  throw new Error(`${LIST} is missing: it ships with the project`);
}

/** The bundled list (data/security/README.md), read the first time a password is set. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(listFile(), "utf8")
      .split("\n")
      .filter((line) => line !== ""),
  );
  return common;
}

/**
 * The password and what is left of it without digits and punctuation added before or after ("Password1234!"
 * is "password"), in lower case: the forms compared with the list.
 */
export function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+/, "").replace(/[\d\W_]+$/, "");
  return core.length >= 4 && core !== lower ? [lower, core] : [lower];
}

/**
 * Why a password long enough is still refused (OWASP ASVS 5.0 V6.2.4 and V6.2.12), or null: one of the most
 * common passwords, alone or with digits and punctuation around it, or too few different characters.
 */
export function guessablePasswordProblem(password: string): string | null {
  if (new Set(password).size < MIN_DIFFERENT_CHARACTERS) {
    return `must use at least ${MIN_DIFFERENT_CHARACTERS} different characters`;
  }
  const list = commonPasswords();
  if (guessableForms(password).some((form) => list.has(form))) {
    return "is one of the most common passwords (or one with digits or symbols added): choose another, such as a few unrelated words";
  }
  return null;
}
