import type { ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";

/** Waits for a child process to exit; `output` is what it wrote to stdout and stderr, in the order it came. */
export function exitAndOutput(
  child: ChildProcessByStdio<null, Readable, Readable>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}
