// Vitest setup: a test fails when anything writes to console.error, as the browser tests fail on console
// errors. Application code logs through the logger (AppServices.logger); an error on the console is a bug.
import { afterEach, beforeEach, expect, vi } from "vitest";

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(
    errors.map((args) => args.map(String).join(" ")),
    "console.error was called",
  ).toEqual([]);
});
