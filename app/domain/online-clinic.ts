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
