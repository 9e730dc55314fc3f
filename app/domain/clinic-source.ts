/** The `source` of the bundled fictional clinics: never indexed, and the footer says demo data is shown. */
export const DEMO_SOURCE = "demo";

const NPPES_SOURCE = /^NPPES\b(?:\s+([A-Z][a-z]+ \d{4}))?/;

/**
 * Where a listing came from, as its profile says it: the registry's own name and the month of its file for a
 * registry listing ("NPPES January 2024 (NPI 1234567893)" -> "NPPES NPI Registry, January 2024 file"), a plain
 * statement for demo data, any other source as written.
 */
export function sourceLabel(source: string): string {
  if (source === DEMO_SOURCE) return "Fictional demo listing, not a real clinic";
  const nppes = NPPES_SOURCE.exec(source.trim());
  if (nppes) return nppes[1] ? `NPPES NPI Registry, ${nppes[1]} file` : "NPPES NPI Registry";
  return source;
}

/** Letters and digits only, lower-cased: "Summit Men's Health" and "SUMMIT MENS HEALTH" read the same. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/** The registered legal name when it says more than the name shown ("…, PLLC"); null when it is the same. */
export function distinctLegalName(name: string, legalName: string | null): string | null {
  const legal = legalName?.trim();
  if (!legal) return null;
  return nameKey(legal) === nameKey(name) ? null : legal;
}
