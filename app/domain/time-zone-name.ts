/** A time zone as a visitor reads it beside a clock time: "CT", and in full "Central Time". */
export interface TimeZoneName {
  short: string;
  long: string;
}

/** The zones of US clinics, by the generic names people use (not "CST"/"CDT", which change twice a year). */
const US_ZONE_NAMES: Record<string, TimeZoneName> = {
  "America/New_York": { short: "ET", long: "Eastern Time" },
  "America/Detroit": { short: "ET", long: "Eastern Time" },
  "America/Indiana/Indianapolis": { short: "ET", long: "Eastern Time" },
  "America/Kentucky/Louisville": { short: "ET", long: "Eastern Time" },
  "America/Chicago": { short: "CT", long: "Central Time" },
  "America/Denver": { short: "MT", long: "Mountain Time" },
  "America/Boise": { short: "MT", long: "Mountain Time" },
  "America/Phoenix": { short: "MST", long: "Mountain Standard Time" },
  "America/Los_Angeles": { short: "PT", long: "Pacific Time" },
  "America/Anchorage": { short: "AKT", long: "Alaska Time" },
  "Pacific/Honolulu": { short: "HT", long: "Hawaii Time" },
};

/** The runtime's generic name of a zone ("Central Time"), or null when it has none that says more than an offset. */
function intlName(timeZone: string, style: "shortGeneric" | "longGeneric"): string | null {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style })
      .formatToParts(new Date(0))
      .find((piece) => piece.type === "timeZoneName");
    return part?.value ?? null;
  } catch {
    return null; // not a time zone this runtime knows
  }
}

/**
 * The name of the time zone a clinic's hours are in: the common US zones from the table above (no time-zone data
 * to load), any other zone by the runtime's generic names. Null for a zone nobody knows.
 */
export function timeZoneName(timeZone: string | null | undefined): TimeZoneName | null {
  if (!timeZone) return null;
  const known = US_ZONE_NAMES[timeZone];
  if (known) return known;
  const long = intlName(timeZone, "longGeneric");
  const short = intlName(timeZone, "shortGeneric");
  return long && short ? { short, long } : null;
}
