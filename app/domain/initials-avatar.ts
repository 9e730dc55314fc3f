/** Words that say nothing about which clinic it is; the spec drops them from the initials. */
export const GENERIC_NAME_WORDS = new Set([
  "clinic",
  "center",
  "medical",
  "health",
  "trt",
  "men's",
  "testosterone",
  "hormone",
  "wellness",
  "institute",
  "group",
  "associates",
  "specialists",
]);

function words(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`]/g, "'")
    .split(/[^A-Za-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => /[A-Za-z0-9]/.test(word));
}

function isGeneric(word: string): boolean {
  const lower = word.toLowerCase();
  return GENERIC_NAME_WORDS.has(lower) || (lower === "mens" && GENERIC_NAME_WORDS.has("men's"));
}

/**
 * Up to two initials from the clinic's name, without the generic words:
 * "Alder Bluff Men's Wellness" -> "AB", "Summit Hormone Clinic" -> "S".
 * A name made only of generic words keeps them ("Men's Health Clinic" -> "MH"); no letters at all gives "?".
 */
export function avatarInitials(name: string): string {
  const all = words(name);
  const specific = all.filter((word) => !isGeneric(word));
  const chosen = (specific.length > 0 ? specific : all).slice(0, 2);
  const initials = chosen.map((word) => word.charAt(0).toUpperCase()).join("");
  return initials || "?";
}
