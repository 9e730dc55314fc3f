import { byStateName, stateByCode, US_STATES } from "./us-states.ts";

/** The fields the online-clinic rule reads; services may be plain strings or objects with a name. */
export interface OnlineCandidate {
  name: string;
  city?: string | null;
  state?: string | null;
  telehealth?: boolean | null;
  services?: readonly (string | { name: string; id?: string })[] | null;
}

const NAME_WORDS = ["online", "virtual", "tele", "nation"];
const CITY_WORDS = ["virtual", "online", "nationwide"];
const STATE_WORDS = ["online", "nationwide"];
const SERVICE_WORDS = ["telehealth", "virtual", "online", "remote"];

function contains(text: string | null | undefined, words: readonly string[]): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  return words.some((word) => lower.includes(word));
}

function serviceTexts(candidate: OnlineCandidate): string[] {
  return (candidate.services ?? []).map((service) =>
    typeof service === "string" ? service : [service.name, service.id ?? ""].join(" "),
  );
}

/**
 * SPEC section 5: a clinic is online when telehealth is true; or its name contains online, virtual, tele or
 * nation; or its city contains virtual, online or nationwide; or its state contains online or nationwide; or any
 * service contains telehealth, virtual, online or remote (all case-insensitive).
 */
export function isOnlineClinic(candidate: OnlineCandidate): boolean {
  return (
    candidate.telehealth === true ||
    contains(candidate.name, NAME_WORDS) ||
    contains(candidate.city, CITY_WORDS) ||
    contains(candidate.state, STATE_WORDS) ||
    serviceTexts(candidate).some((text) => contains(text, SERVICE_WORDS))
  );
}

/**
 * What the online page's text search looks in, lower-cased: the name and every service (name and id), one per
 * line. Worked out once per clinic; a needle has no line breaks, so it can only match within one of them.
 */
export function onlineSearchText(candidate: OnlineCandidate): string {
  return [candidate.name, ...serviceTexts(candidate)].join("\n").toLowerCase();
}

/** What the online page looks for: the typed text lower-cased, with no line breaks ("" matches all). */
export function onlineSearchNeedle(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\r\n]+/g, " ");
}

/** The online page's search: the text in the name or any service, case-insensitive; empty matches all. */
export function matchesOnlineSearch(candidate: OnlineCandidate, text: string): boolean {
  const needle = onlineSearchNeedle(text);
  return needle === "" || onlineSearchText(candidate).includes(needle);
}

/**
 * Where an online clinic can treat patients, from the states it lists a licence in: "Treats patients in all 50
 * states", "Treats patients in 1 state: Texas", "Treats patients in 14 states, including Texas" (the visitor's
 * state, when the clinic is licensed there), "Treats patients in 3 states: Florida, Georgia and Texas" (a few,
 * named), "Treats patients in 14 states". Null when the clinic lists no licence: we do not know.
 */
export function licenceSummary(
  licensedCodes: readonly string[],
  chosenCode: string | null = null,
): string | null {
  const names = [...new Set(licensedCodes.map((code) => stateByCode(code)))]
    .filter((state) => state !== undefined)
    .sort(byStateName);
  const count = names.length;
  if (count === 0) return null;
  if (count === US_STATES.length) return `Treats patients in all ${count} states`;
  if (count === 1) return `Treats patients in 1 state: ${names[0]?.name}`;
  const chosen = chosenCode ? names.find((state) => state.code === chosenCode.toUpperCase()) : undefined;
  if (chosen) return `Treats patients in ${count} states, including ${chosen.name}`;
  if (count <= 3) {
    const listed = names.map((state) => state.name);
    return `Treats patients in ${count} states: ${listed.slice(0, -1).join(", ")} and ${listed.at(-1)}`;
  }
  return `Treats patients in ${count} states`;
}
