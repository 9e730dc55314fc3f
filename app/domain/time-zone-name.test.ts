import { describe, expect, it } from "vitest";
import { timeZoneName } from "./time-zone-name.ts";
import { US_RULE_ZONES } from "./us-time-zones.ts";

describe("timeZoneName", () => {
  it("names the US zones by their generic names, the same in summer and winter", () => {
    expect(timeZoneName("America/Chicago")).toEqual({ short: "CT", long: "Central Time" });
    expect(timeZoneName("America/New_York")).toEqual({ short: "ET", long: "Eastern Time" });
    expect(timeZoneName("America/Los_Angeles")).toEqual({ short: "PT", long: "Pacific Time" });
    expect(timeZoneName("America/Phoenix")).toEqual({ short: "MST", long: "Mountain Standard Time" });
  });

  it("names every zone whose clock the site works out itself", () => {
    for (const zone of US_RULE_ZONES) expect(timeZoneName(zone), zone).not.toBeNull();
  });

  it("asks the runtime for other zones", () => {
    expect(timeZoneName("America/Puerto_Rico")).toEqual({ short: "AST", long: "Atlantic Standard Time" });
  });

  it("names nothing for no zone or one nobody knows", () => {
    expect(timeZoneName(null)).toBeNull();
    expect(timeZoneName("")).toBeNull();
    expect(timeZoneName("Nowhere/Zone")).toBeNull();
  });
});
