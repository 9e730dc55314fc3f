// npm run admin:create-user -- <email>
//
// Creates an operator account for the admin area (/admin), or gives an existing one a new password and signs
// it out everywhere. Asks for the password twice without showing it; when stdin is not a terminal (tests,
// provisioning), reads it from the first line of stdin instead. Exit codes: 0 saved, 1 database error,
// 2 usage (no or bad e-mail address, passwords that differ or are too short, bad configuration).
import { createInterface } from "node:readline";
import { isRole } from "../app/domain/admin-roles.ts";
import { isEmailAddress, normalizeEmail, saveAdmin } from "../app/server/admin/accounts.server.ts";
import { passwordProblem } from "../app/server/admin/password.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { exitWithoutDatabase, loadScriptConfig, withDatabase } from "./script-database.ts";

const { positionals, values } = readScriptArguments({
  usage: "npm run admin:create-user -- <email> [--role admin|editor]",
  help: `Creates an operator account for the admin area, or gives an existing one a new password and signs it out
everywhere, in the database named by DATABASE_URL, which must exist (\`npm run db:migrate\` creates it). Asks
for the password twice without showing it; reads it from the first line of stdin when stdin is not a
terminal. Prints the sign-in address, built from SITE_URL.

  --role admin|editor  The account's role (default admin): an admin uses everything, an editor everything but
                       users, imports and the outbox. Given for an existing account, its role changes too.`,
  options: { role: { type: "string" } },
  positionals: true,
});

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

if (positionals.length !== 1)
  usageError(positionals.length === 0 ? "No e-mail address given." : "Give one e-mail address.");
const email = normalizeEmail(positionals[0] ?? "");
if (!isEmailAddress(email)) usageError(`"${positionals[0]}" is not an e-mail address.`);
if (values.role !== undefined && !isRole(values.role)) {
  usageError(`--role must be admin or editor, not "${values.role}".`);
}
const role = isRole(values.role) ? values.role : undefined;

const config = loadScriptConfig(usageError);
// Before the password is asked for, so that nobody types one for a database that is not there.
exitWithoutDatabase(config.DATABASE_URL);

const password = await readPassword().catch(() => usageError("Cancelled; nothing was saved."));
const problem = passwordProblem(password);
if (problem) usageError(`The password ${problem}; nothing was saved.`);

try {
  await withDatabase(openReadyDatabase(config.DATABASE_URL, { missingFile: "refuse" }), async (handle) => {
    const outcome = await saveAdmin(handle.db, email, password, new Date(), role);
    console.log(
      outcome === "created"
        ? `Created the ${role ?? "admin"} account ${email}.`
        : `Changed the password of ${email} and ended its sessions.`,
    );
    // SITE_URL is the address operators reach the site at, which need not be this machine or its PORT.
    console.log(`Sign in at ${config.SITE_URL}/admin/sign-in`);
  });
} catch (error) {
  console.error(`The account was not saved: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
