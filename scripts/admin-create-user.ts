// npm run admin:create-user -- <email>
//
// Creates an operator account for the admin area (/admin), or gives an existing one a new password and signs
// it out everywhere. Asks for the password twice without showing it; when stdin is not a terminal (tests,
// provisioning), reads it from the first line of stdin instead. Exit codes: 0 saved, 1 database error,
// 2 usage (no or bad e-mail address, passwords that differ or are too short, bad configuration).
import { createInterface } from "node:readline";
import { isEmailAddress, normalizeEmail, saveAdmin } from "../app/server/admin/accounts.server.ts";
import { passwordProblem } from "../app/server/admin/password.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

const USAGE = "Usage: npm run admin:create-user -- <email>";

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    let value = "";
    const done = (result: string | Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stdout.write("\n");
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done(value);
        if (ch === "\u0003") return done(new Error("cancelled"));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    input.on("data", onData);
  });
}

/** The first line of stdin (a password piped in by a test or a provisioning tool). */
async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await promptHidden("Password: ");
  const again = await promptHidden("Password again: ");
  if (password !== again) usageError("The two passwords differ; nothing was saved.");
  return password;
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length !== 1)
  usageError(args.length === 0 ? "No e-mail address given." : "Give one e-mail address.");
const email = normalizeEmail(args[0] ?? "");
if (!isEmailAddress(email)) usageError(`"${args[0]}" is not an e-mail address.`);

const config = loadScriptConfig(usageError);

const password = await readPassword().catch(() => usageError("Cancelled; nothing was saved."));
const problem = passwordProblem(password);
if (problem) usageError(`The password ${problem}; nothing was saved.`);

try {
  await withDatabase(openReadyDatabase(config.DATABASE_URL), async (handle) => {
    const outcome = await saveAdmin(handle.db, email, password);
    console.log(
      outcome === "created"
        ? `Created the admin account ${email}. Sign in at ${config.SITE_URL}/admin/sign-in`
        : `Changed the password of ${email} and ended its sessions.`,
    );
  });
} catch (error) {
  console.error(`The account was not saved: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
