import { describe, expect, it } from "vitest";
import { clinicTimeZone } from "./time-zone.server.ts";

describe("clinicTimeZone", () => {
  it("finds the zone of the coordinates, including zones inside a state", () => {
    expect(clinicTimeZone(30.2711, -97.7437, "TX")).toBe("America/Chicago"); // Austin
    expect(clinicTimeZone(31.7619, -106.485, "TX")).toBe("America/Denver"); // El Paso keeps Mountain time
    expect(clinicTimeZone(33.4484, -112.074, "AZ")).toBe("America/Phoenix");
    expect(clinicTimeZone(61.2181, -149.9003, "AK")).toBe("America/Anchorage");
    expect(clinicTimeZone(21.3069, -157.8583, "HI")).toBe("Pacific/Honolulu");
    expect(clinicTimeZone(42.3314, -83.0458, "MI")).toBe("America/Detroit");
  });

  it("falls back to the state's zone for points at sea, never to a zone without daylight saving time", () => {
    expect(clinicTimeZone(40.0, -70.0, "MA")).toBe("America/New_York");
  });

  it("gives the state's zone for impossible coordinates and null when nothing is known", () => {
    expect(clinicTimeZone(200, 0, "TX")).toBe("America/Chicago");
    expect(clinicTimeZone(200, 0, "ZZ")).toBeNull();
  });
});
