import { describe, expect, it } from "vitest";
import {
  afterFailure,
  type FailureRecord,
  lockedForSeconds,
  PAIR_THROTTLE,
  waitText,
} from "./lockout-rules.server.ts";

const start = new Date("2026-11-24T10:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function failTimes(count: number, every = 1): FailureRecord | undefined {
  let record: FailureRecord | undefined;
  for (let i = 0; i < count; i++) record = afterFailure(record, at(i * every), PAIR_THROTTLE);
  return record;
}

describe("sign-in throttling", () => {
  it("allows five failures, then locks for a minute", () => {
    expect(lockedForSeconds(failTimes(5), at(5))).toBe(0);
    const sixth = failTimes(6);
    expect(sixth?.failures).toBe(6);
    expect(lockedForSeconds(sixth, at(5))).toBe(60);
    expect(lockedForSeconds(sixth, at(65))).toBe(0);
  });

  it("doubles the wait with each further failure, up to an hour", () => {
    expect(lockedForSeconds(failTimes(7), at(6))).toBe(120);
    expect(lockedForSeconds(failTimes(8), at(7))).toBe(240);
    expect(lockedForSeconds(failTimes(30), at(29))).toBe(3600);
  });

  it("starts counting again after a day without failures", () => {
    const old = failTimes(9);
    const later = afterFailure(old, at(9 + 24 * 3600 + 1), PAIR_THROTTLE);
    expect(later.failures).toBe(1);
    expect(later.lockedUntil).toBeNull();
  });

  it("says the wait in whole minutes or hours", () => {
    expect(waitText(1)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(3600)).toBe("1 hour");
  });
});
