import { describe, expect, it } from "vitest";
import type { Clinic } from "../../domain/clinic.ts";
import { clinicMatchesJson } from "./clinic-json.server.ts";

const clinic = {
  id: 7,
  slug: "a",
  name: 'Quote " and \\ backslash',
  services: [{ id: "testosterone-injections", name: "Testosterone Injections", description: null }],
  hoursOfOperation: {},
} as unknown as Clinic;

describe("clinicMatchesJson", () => {
  it("writes exactly what JSON.stringify writes for the clinics with distance added", () => {
    const matches = [
      { clinic, distance: 12.3 },
      { clinic: { ...clinic, id: 8 }, distance: null },
      { clinic, distance: 0 },
    ];
    expect(clinicMatchesJson(matches)).toBe(
      JSON.stringify([
        { ...clinic, distance: 12.3 },
        { ...clinic, id: 8 },
        { ...clinic, distance: 0 },
      ]),
    );
  });

  it("writes an empty page as []", () => {
    expect(clinicMatchesJson([])).toBe("[]");
  });
});
