/**
 * Duplicate rules for registry candidates (npm run registry:candidates): between candidates, and between a
 * candidate and the clinics already in the database. Pure; docs/real-data.md explains them to operators.
 */
import { slugify } from "./clinic-input.ts";
import { LEGAL_FORM_ABBREVIATIONS } from "./legal-forms.ts";
import { keywordText, phoneDigits } from "./registry-candidate.ts";

// ------------------------------------------------------------------------------------------- addresses

/** Street words in their USPS abbreviation, so "Boulevard" and "Blvd" compare equal. */
const STREET_WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  boulevard: "blvd",
  road: "rd",
  drive: "dr",
  lane: "ln",
  court: "ct",
  circle: "cir",
  place: "pl",
  parkway: "pkwy",
  highway: "hwy",
  hiway: "hwy",
  freeway: "fwy",
  expressway: "expy",
  terrace: "ter",
  trail: "trl",
  square: "sq",
  plaza: "plz",
  center: "ctr",
  centre: "ctr",
  building: "bldg",
  suite: "ste",
  unit: "ste",
  apartment: "apt",
  floor: "fl",
  room: "rm",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
};

/**
 * An address line pair for comparison: lower case, punctuation gone, "#" read as "ste", street words
 * abbreviated ("2150 Cedar Ridge Boulevard, Suite 210" and "2150 CEDAR RIDGE BLVD STE 210" give the same).
 */
export function normalizeAddress(line1: string, line2?: string | null): string {
  return keywordText(`${line1} ${line2 ?? ""}`.replace(/#\s*/g, " ste "))
    .split(" ")
    .filter((word) => word !== "")
    .map((word) => STREET_WORDS[word] ?? word)
    .join(" ");
}

/** Same address: equal normalised address lines and the same ZIP. */
export function addressKey(line1: string, line2: string | null | undefined, zipCode: string): string {
  // Joined, not a template: one flat string (the registry tool keeps one per candidate).
  return [normalizeAddress(line1, line2), "|", zipCode.trim().slice(0, 5)].join("");
}

// ----------------------------------------------------------------------------------------------- names

/** Legal-form and filler words that say nothing about which clinic it is. */
const NAME_NOISE: ReadonlySet<string> = new Set([
  "the",
  ...LEGAL_FORM_ABBREVIATIONS,
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "ltd",
  "dba",
]);

/** A name for comparison: keywordText without legal forms ("The Summit Men's Health, PLLC" → "summit mens health"). */
export function normalizeName(name: string): string {
  return keywordText(name.replaceAll("&", " and "))
    .split(" ")
    .filter((word) => word !== "" && !NAME_NOISE.has(word))
    .join(" ");
}

/** Edit distance (insertions, deletions, substitutions), in O(a × b) time and O(b) memory. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 − edit distance / length of the longer, on normalised names; 1 means equal. */
export function nameSimilarity(a: string, b: string): number {
  const x = normalizeName(a);
  const y = normalizeName(b);
  const longer = Math.max(x.length, y.length);
  return longer === 0 ? 1 : 1 - levenshtein(x, y) / longer;
}

export const CLOSE_NAME_SIMILARITY = 0.85;

/**
 * Two names are close when, after normalizeName, they are equal; or their similarity is at least 0.85
 * (a typo or two: "Summit Mens Helath" ~ "Summit Men's Health"); or every word of the one with fewer words
 * (at least two words) is among the other's words ("Summit Men's Health" ~ "Summit Men's Health & Wellness").
 * "North Clinic" and "South Clinic" (0.83) are not close; neither are one-word names unless equal or
 * nearly so.
 */
export function namesAreClose(a: string, b: string): boolean {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (x === "" || y === "") return false;
  if (x === y) return true;
  if (nameSimilarity(a, b) >= CLOSE_NAME_SIMILARITY) return true;
  const wordsX = x.split(" ");
  const wordsY = y.split(" ");
  const [fewer, more] =
    wordsX.length <= wordsY.length ? [wordsX, new Set(wordsY)] : [wordsY, new Set(wordsX)];
  return fewer.length >= 2 && fewer.every((word) => more.has(word));
}

// ------------------------------------------------------------------------------------------ candidates

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** What the duplicate rules look at in a candidate or a stored clinic. */
export interface ListingKey {
  npi: string | null;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  zipCode: string;
  phone: string | null;
}

export interface CandidateKey extends ListingKey {
  npi: string;
  city: string;
  /** The organisation's main practice location (from the main file), not a secondary one. */
  primary: boolean;
}

export type CandidateDuplicate = { of: number; reason: "same NPI and address" | "same address, close name" };

/**
 * Duplicates among candidates, in order: a candidate is a duplicate of an earlier kept one at the same
 * address (addressKey) when it has the same NPI (a secondary location that repeats the main one) or a close
 * name (the same clinic registered under two NPIs). Two unrelated businesses at one address are both kept.
 * Returns, for each candidate, undefined (kept) or the index of the kept candidate it duplicates.
 */
export function findCandidateDuplicates(
  candidates: readonly CandidateKey[],
): (CandidateDuplicate | undefined)[] {
  const keptAt = new Map<string, number[]>();
  return candidates.map((candidate, index) => {
    const key = addressKey(candidate.addressLine1, candidate.addressLine2, candidate.zipCode);
    const earlier = keptAt.get(key) ?? [];
    for (const other of earlier) {
      const kept = candidates[other];
      if (!kept) continue;
      if (kept.npi === candidate.npi) return { of: other, reason: "same NPI and address" };
      if (namesAreClose(kept.name, candidate.name)) return { of: other, reason: "same address, close name" };
    }
    pushTo(keptAt, key, index);
    return undefined;
  });
}

// --------------------------------------------------------------------------------- existing clinics

export interface ExistingClinic extends ListingKey {
  slug: string;
}

export type CandidateMatch =
  | { kind: "new" }
  | { kind: "same-npi"; slug: string; moved: boolean }
  | { kind: "possible-duplicate"; slug: string; reason: "address" | "phone" | "name" };

/**
 * The `match` review column: "new", "same npi (would update <slug>)" (with "; the address changed" when the
 * practice moved), "possible duplicate of <slug>".
 */
export function matchLabel(match: CandidateMatch): string {
  if (match.kind === "same-npi") {
    return `same npi (would update ${match.slug}${match.moved ? "; the address changed" : ""})`;
  }
  if (match.kind === "possible-duplicate") return `possible duplicate of ${match.slug}`;
  return "new";
}

/**
 * Matches candidates (already without duplicates among themselves) against the stored clinics:
 *
 * 1. Same NPI: a stored clinic with the candidate's NPI and the same address (addressKey); else, for the
 *    organisation's main location, the only stored clinic with that NPI (the practice moved). Each stored
 *    clinic is claimed by one candidate at most, the same-address ones first. The candidate then takes that
 *    clinic's slug, so importing it updates the clinic.
 * 2. Otherwise a possible duplicate of the first stored clinic (by slug) with the same address, else the same
 *    phone number, else a close name (namesAreClose) in the same ZIP code.
 * 3. Otherwise new.
 */
export function matchExistingClinics(
  candidates: readonly CandidateKey[],
  existing: readonly ExistingClinic[],
): CandidateMatch[] {
  const sorted = [...existing].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const byNpi = new Map<string, ExistingClinic[]>();
  const byAddress = new Map<string, ExistingClinic[]>();
  const byPhone = new Map<string, ExistingClinic[]>();
  const byZip = new Map<string, ExistingClinic[]>();
  for (const clinic of sorted) {
    if (clinic.npi) pushTo(byNpi, clinic.npi, clinic);
    pushTo(byAddress, addressKey(clinic.addressLine1, clinic.addressLine2, clinic.zipCode), clinic);
    const phone = phoneDigits(clinic.phone);
    if (phone) pushTo(byPhone, phone, clinic);
    pushTo(byZip, clinic.zipCode.trim().slice(0, 5), clinic);
  }

  const matches: (CandidateMatch | undefined)[] = candidates.map(() => undefined);
  const claimed = new Set<string>();
  const keys = candidates.map((c) => addressKey(c.addressLine1, c.addressLine2, c.zipCode));
  candidates.forEach((candidate, index) => {
    const sameAddress = (byNpi.get(candidate.npi) ?? []).find(
      (clinic) =>
        !claimed.has(clinic.slug) &&
        addressKey(clinic.addressLine1, clinic.addressLine2, clinic.zipCode) === keys[index],
    );
    if (sameAddress) {
      claimed.add(sameAddress.slug);
      matches[index] = { kind: "same-npi", slug: sameAddress.slug, moved: false };
    }
  });
  candidates.forEach((candidate, index) => {
    if (matches[index] || !candidate.primary) return;
    const stored = byNpi.get(candidate.npi) ?? [];
    const only = stored.length === 1 ? stored[0] : undefined;
    if (only && !claimed.has(only.slug)) {
      claimed.add(only.slug);
      matches[index] = { kind: "same-npi", slug: only.slug, moved: true };
    }
  });
  return candidates.map((candidate, index): CandidateMatch => {
    const found = matches[index];
    if (found) return found;
    const address = byAddress.get(keys[index] ?? "")?.[0];
    if (address) return { kind: "possible-duplicate", slug: address.slug, reason: "address" };
    const phone = phoneDigits(candidate.phone);
    const samePhone = phone ? byPhone.get(phone)?.[0] : undefined;
    if (samePhone) return { kind: "possible-duplicate", slug: samePhone.slug, reason: "phone" };
    const zip = candidate.zipCode.trim().slice(0, 5);
    const closeName = (byZip.get(zip) ?? []).find((clinic) => namesAreClose(clinic.name, candidate.name));
    if (closeName) return { kind: "possible-duplicate", slug: closeName.slug, reason: "name" };
    return { kind: "new" };
  });
}

// ----------------------------------------------------------------------------------------------- slugs

const MAX_SLUG = 120;

function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/**
 * Slugs for the candidates, unique in the file and never another stored clinic's: a candidate that matched a
 * stored clinic by NPI keeps that clinic's slug; every other one gets slugify(name, city), or that slug with
 * -2, -3… when it is taken (by a stored clinic or an earlier candidate), in file order.
 */
export function assignSlugs(
  candidates: readonly { name: string; city: string }[],
  matches: readonly CandidateMatch[],
  storedSlugs: Iterable<string>,
): string[] {
  const taken = new Set(storedSlugs);
  /** The next number to try for a base, so a hundred clinics of one name take linear, not quadratic, time. */
  const nextNumber = new Map<string, number>();
  return candidates.map((candidate, index) => {
    const match = matches[index];
    if (match?.kind === "same-npi") return match.slug;
    const base = slugify(candidate.name, candidate.city) || "clinic";
    let slug = base;
    let n = nextNumber.get(base) ?? 2;
    while (taken.has(slug)) slug = withSuffix(base, n++);
    nextNumber.set(base, n);
    taken.add(slug);
    return slug;
  });
}
