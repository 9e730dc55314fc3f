import { expect, it } from "vitest";
import { bucketOf } from "./rate-limit-gate.ts";

it("counts location lookups, the API and pages apart, and never assets or the health check", () => {
  expect(bucketOf("/api/locations/suggest?q=aus")).toBe("lookups");
  expect(bucketOf("/api/locations/reverse?lat=1&lng=2")).toBe("lookups");
  expect(bucketOf("/api/clinics?location=Austin")).toBe("api");
  expect(bucketOf("/api")).toBe("api");
  expect(bucketOf("/search?location=Austin")).toBe("pages");
  expect(bucketOf("/apis")).toBe("pages");
  expect(bucketOf("/favicon.ico")).toBe("pages");
  expect(bucketOf("/assets/entry.client-abc.js")).toBeNull();
  expect(bucketOf("/healthz")).toBeNull();
});
