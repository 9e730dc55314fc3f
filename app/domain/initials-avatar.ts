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

export const AVATAR_GRADIENT_COUNT = 8;

/** A stable 32-bit string hash (the Java String.hashCode recipe). */
export function nameHash(name: string): number {
  let hash = 0;
  for (let index = 0; index < name.length; index++) {
    hash = (Math.imul(hash, 31) + name.charCodeAt(index)) | 0;
  }
  return hash;
}

/** Which of the 8 gradients a name gets: always the same one for the same name. */
export function avatarGradientIndex(name: string): number {
  return Math.abs(nameHash(name)) % AVATAR_GRADIENT_COUNT;
}
