// How every command-line script reads its arguments: `--help` (or `-h`) prints the usage and exits 0 before
// anything else happens; an unknown option exits 2 naming the closest known one; any other mistake in the
// arguments exits 2 with the usage line. A script declares its options (node:util parseArgs options), its
// usage line and its help text, and gets the parsed values back.
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { closestName } from "../app/domain/closest-name.ts";

export interface ScriptCommand<O extends ParseArgsOptionsConfig> {
  /** The command as typed, after "Usage: ", e.g. "npm run import -- <file.csv|file.json> [--dry-run]". */
  usage: string;
  /** What the command does, and each option and setting it reads, printed by --help below the usage. */
  help: string;
  options?: O;
  /** Whether the command takes arguments that are not options (files, folders, counts). */
  positionals?: boolean;
}

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>
>;

export interface ScriptArguments<O extends ParseArgsOptionsConfig> {
  values: Parsed<O>["values"];
  positionals: string[];
}

/** The usage line of the command this process runs, once it has read its arguments. */
let currentUsage: string | undefined;

/** Prints `message` and the command's usage line to stderr and exits with code 2. */
export function usageError(message: string): never {
  console.error(currentUsage === undefined ? message : `${message}\nUsage: ${currentUsage}`);
  process.exit(2);
}

const HELP_OPTION = { help: { type: "boolean", short: "h" } } as const;

/** The message for an option the command does not know, with the known one it most likely meant. */
export function unknownOptionMessage(rawName: string, name: string, known: readonly string[]): string {
  const suggestion = closestName(name, known);
  return `Unknown option ${rawName}.${suggestion === undefined ? "" : ` Did you mean --${suggestion}?`}`;
}

export function helpText(command: ScriptCommand<ParseArgsOptionsConfig>): string {
  return `Usage: ${command.usage}\n\n${command.help.trim()}\n\n  -h, --help  Prints this help and does nothing else.`;
}

/** Reads `args` (the script's command line) as `command` declares them; exits on --help and on mistakes. */
export function readScriptArguments<const O extends ParseArgsOptionsConfig = Record<never, never>>(
  command: ScriptCommand<O>,
  args: string[] = process.argv.slice(2),
): ScriptArguments<O> {
  currentUsage = command.usage;
  const options = { ...(command.options ?? {}), ...HELP_OPTION };
  // A lenient pass first, so that --help wins over every other mistake and an unknown option is named as typed.
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  if (tokens.some((token) => token.kind === "option" && token.name === "help")) {
    console.log(helpText(command));
    process.exit(0);
  }
  const known = Object.keys(options);
  for (const token of tokens) {
    if (token.kind === "option" && !known.includes(token.name)) {
      usageError(unknownOptionMessage(token.rawName, token.name, known));
    }
  }
  const allowPositionals = command.positionals === true;
  const extra = tokens.find((token) => token.kind === "positional");
  if (!allowPositionals && extra?.kind === "positional") {
    usageError(`Unexpected argument ${extra.value}: this command takes options only.`);
  }
  try {
    const { values, positionals } = parseArgs({ args, options, strict: true, allowPositionals });
    return { values: values as Parsed<O>["values"], positionals };
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
}
