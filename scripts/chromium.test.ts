import { describe, expect, it } from "vitest";
import { type ChromiumCheck, checkChromium } from "./chromium.ts";

function machine(overrides: Partial<ChromiumCheck> & { present?: boolean; installs?: boolean }) {
  const { present = false, installs = false, ...check } = overrides;
  let installed = false;
  const lines: string[] = [];
  const result: ChromiumCheck = {
    path: "/usr/bin/chromium",
    chosenByUser: false,
    canInstall: false,
    install: () => {
      installed = installs;
    },
    exists: () => present || installed,
    log: (line) => lines.push(line),
    ...check,
  };
  return { check: result, lines, installed: () => installed };
}

describe("checkChromium", () => {
  it("says nothing when the browser is there", () => {
    const { check, lines } = machine({ present: true, canInstall: true });
    expect(checkChromium(check)).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it("names the fix in one line when it cannot install the browser", () => {
    const { check, lines } = machine({});
    expect(checkChromium(check)).toBe(
      "Chromium is missing at /usr/bin/chromium: the browser tests need it (sudo apt-get install chromium, or set CHROME_PATH to a Chromium or Chrome).",
    );
    expect(lines).toEqual([]);
  });

  it("installs Debian's package as root on Debian, saying so in one line", () => {
    const { check, lines, installed } = machine({ canInstall: true, installs: true });
    expect(checkChromium(check)).toBeUndefined();
    expect(installed()).toBe(true);
    expect(lines).toEqual([
      "Chromium is missing at /usr/bin/chromium: installing Debian's chromium package for the browser tests.",
    ]);
  });

  it("reports an installation that did not bring the browser", () => {
    const { check } = machine({ canInstall: true, installs: false });
    expect(checkChromium(check)).toContain("still missing at /usr/bin/chromium");
  });

  it("never installs over a browser the user chose with CHROME_PATH", () => {
    const { check, installed } = machine({
      path: "/opt/chrome/chrome",
      chosenByUser: true,
      canInstall: true,
      installs: true,
    });
    expect(checkChromium(check)).toContain("missing at /opt/chrome/chrome");
    expect(installed()).toBe(false);
  });
});
