import { type SpawnSyncOptions, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The browser the browser tests drive: Debian's Chromium, or another one named by CHROME_PATH. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** How it is started here: as root in a container, with no GPU, and without calling home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface ChromiumCheck {
  path: string;
  /** CHROME_PATH named the browser: installing Debian's would not put one there. */
  chosenByUser: boolean;
  /** Root on Debian, as CI runs, so the package can be installed here and now. */
  canInstall: boolean;
  install: () => void;
  exists: (path: string) => boolean;
  log: (line: string) => void;
}

function installDebianChromium(): void {
  const options: SpawnSyncOptions = {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  };
  spawnSync("apt-get", ["update", "-qq"], options);
  spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], options);
}

const onThisMachine: ChromiumCheck = {
  path: CHROMIUM_PATH,
  chosenByUser: Boolean(process.env.CHROME_PATH),
  canInstall: existsSync("/etc/debian_version") && process.getuid?.() === 0,
  install: installDebianChromium,
  exists: existsSync,
  log: (line) => console.log(line),
};

/**
 * Makes sure the browser tests have their browser: when it is missing, says so in one line and, as root on
 * Debian, installs Debian's chromium package. Returns the problem that remains, as one line naming the fix.
 */
export function checkChromium(check: ChromiumCheck = onThisMachine): string | undefined {
  if (check.exists(check.path)) return undefined;
  if (check.chosenByUser || !check.canInstall) {
    return `Chromium is missing at ${check.path}: the browser tests need it (sudo apt-get install chromium, or set CHROME_PATH to a Chromium or Chrome).`;
  }
  check.log(
    `Chromium is missing at ${check.path}: installing Debian's chromium package for the browser tests.`,
  );
  check.install();
  return check.exists(check.path)
    ? undefined
    : `Chromium is still missing at ${check.path} after apt-get install chromium (see the messages above).`;
}
