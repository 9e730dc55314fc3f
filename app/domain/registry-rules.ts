/**
 * Which NPPES organisations are testosterone-therapy practices, from their names and taxonomy codes only
 * (npm run registry:candidates, docs/real-data.md). Pure: the lists come from data/registry/candidate-rules.json
 * and data/registry/brands.json, read and validated in app/server/registry/rules.server.ts.
 *
 * Two tiers of name evidence:
 * - strong (testosterone, TRT, low T, men's health, a TRT brand…): the name alone says TRT, so any clinical
 *   taxonomy will do (physicians, clinics, nurse practitioners, physician assistants), except the denied
 *   ones (imaging, pathology, physical therapy clinics…);
 * - weak (hormone, HRT, male, anti-aging…): the name only suggests it, so the organisation must also be a
 *   prescriber practice (the allow-list: family and internal medicine, urology, endocrinology, adult and
 *   family nurse practitioners, physician assistants, primary-care and specialty clinics).
 * Excluded codes (pediatric, women's health, psychiatric, behavioural, hospice…) drop an organisation
 * whatever its name, and words of other kinds of practice in a name (pharmacy, counseling, children…) or
 * women-only words without a men's word (women's, menopause…) veto every match.
 */
import { keywordText } from "./registry-candidate.ts";

// ------------------------------------------------------------------------------------------- shapes

export type NameTier = "strong" | "weak";

export interface NameMatch {
  tier: NameTier;
  kind: "keyword" | "brand";
  /** The keyword as the rules file writes it ("men's health", "TRT"), or the brand's name. */
  match: string;
}

/** One keyword of the rules file. */
export interface KeywordRule {
  /** Reported as the match; compared as whole words after keywordText. */
  word: string;
  /** Other spellings, reported as `word`. */
  also?: readonly string[];
  /**
   * Also matches a word that starts with it and goes on for at least two more characters: TRT matches TRTMD
   * and TRTNATION, not the acronym TRTC. One word only.
   */
  prefix?: boolean;
  /** Counts only with one of these words at most `within` words before or after it. */
  near?: readonly string[];
  within?: number;
}

export interface NameRulesFile {
  strong: readonly KeywordRule[];
  weak: readonly KeywordRule[];
  /** Phrases taken out of a name before matching ("Mens Sana" is Latin, not men's). */
  falseFriends: readonly string[];
  /** Words of another kind of practice: a name with one matches nothing. */
  otherPractice: readonly string[];
  /** Words of women-only practices: a name with one matches nothing unless it also has a word of `unless`. */
  womenOnly: { words: readonly string[]; unless: readonly string[] };
}

export interface Brand {
  brand: string;
  domain: string;
  aliases?: readonly string[];
  kind: string;
  source: string;
  /** false: the name is too common to find the brand by (Midtown Medical); only its domain is matched. */
  matchName?: boolean;
  /** False when the domain is not the brand's own (a page of it on another business's site): never matched. */
  matchDomain?: boolean;
}

/** A taxonomy entry: one code, or every code starting with a prefix. */
export interface TaxonomyEntry {
  code?: string;
  prefix?: string;
  name: string;
}

export interface TaxonomyRulesFile {
  /** Prescriber practices: what a weak name needs (and a strong one accepts too). */
  allow: readonly TaxonomyEntry[];
  /** Clinical codes a strong name accepts besides the allow-list… */
  clinical: readonly TaxonomyEntry[];
  /** …except these. */
  deny: readonly TaxonomyEntry[];
  /** Codes that drop the organisation even next to an accepted one. */
  exclude: readonly TaxonomyEntry[];
}

// ------------------------------------------------------------------------------------ taxonomy codes

/**
 * A set of NUCC codes given as codes and prefixes, minus some codes. A Set, so that code expecting a
 * ReadonlySet of codes (checkTaxonomies) works with it; `has` also answers for the prefixes.
 */
export class TaxonomyCodeSet extends Set<string> {
  readonly prefixes: readonly string[];
  readonly except: ReadonlySet<string>;

  constructor(entries: readonly TaxonomyEntry[] = [], except: Iterable<string> = []) {
    super();
    this.except = new Set([...except].map((code) => code.toUpperCase()));
    const prefixes: string[] = [];
    for (const entry of entries) {
      if (entry.code !== undefined) {
        const code = entry.code.toUpperCase();
        if (!this.except.has(code)) super.add(code);
      }
      if (entry.prefix !== undefined) prefixes.push(entry.prefix.toUpperCase());
    }
    this.prefixes = prefixes;
  }

  override has(code: string): boolean {
    const upper = code.toUpperCase();
    if (this.except.has(upper)) return false;
    return super.has(upper) || this.prefixes.some((prefix) => upper.startsWith(prefix));
  }
}

/** Answers whether a code belongs: a TaxonomyCodeSet, or a combination of them. */
export interface CodeMatcher {
  has(code: string): boolean;
}

export interface TaxonomyRules {
  /** Codes a weak name needs. */
  weak: TaxonomyCodeSet;
  /** Codes a strong name accepts: the weak ones, and the clinical ones that are not denied. */
  strong: CodeMatcher;
  /** Clinical codes a strong name does not accept. */
  deny: TaxonomyCodeSet;
  exclude: TaxonomyCodeSet;
}

/**
 * The taxonomy rules of the file, or, with `override` (--taxonomy), only those codes for both tiers: they are
 * then neither denied nor excluded.
 */
export function taxonomyRules(file: TaxonomyRulesFile, override?: readonly string[]): TaxonomyRules {
  if (override !== undefined) {
    const given = override.map((code) => code.toUpperCase());
    const only = new TaxonomyCodeSet(given.map((code) => ({ code, name: code })));
    return {
      weak: only,
      strong: only,
      deny: new TaxonomyCodeSet(file.deny, given),
      exclude: new TaxonomyCodeSet(file.exclude, given),
    };
  }
  const weak = new TaxonomyCodeSet(file.allow);
  const clinical = new TaxonomyCodeSet(file.clinical);
  const deny = new TaxonomyCodeSet(file.deny);
  return {
    weak,
    strong: { has: (code) => weak.has(code) || (clinical.has(code) && !deny.has(code)) },
    deny,
    exclude: new TaxonomyCodeSet(file.exclude),
  };
}

// ----------------------------------------------------------------------------------------- names

const GAP = "\u0000";

function phraseWords(phrase: string): string[] {
  return keywordText(phrase)
    .split(" ")
    .filter((word) => word !== "");
}

/**
 * Phrases (lists of words) indexed by their first word, so that finding them in a name costs a look-up per
 * word of the name rather than a scan per phrase.
 */
class PhraseIndex<T> {
  private readonly byFirst = new Map<string, { words: readonly string[]; value: T }[]>();

  add(words: readonly string[], value: T) {
    const first = words[0];
    if (first === undefined) return;
    const list = this.byFirst.get(first);
    if (list) list.push({ words, value });
    else this.byFirst.set(first, [{ words, value }]);
  }

  /** Calls `found(value, start, length)` for every phrase in the words, in word order. */
  scan(words: readonly string[], found: (value: T, start: number, length: number) => void) {
    for (let i = 0; i < words.length; i++) {
      const candidates = this.byFirst.get(words[i] ?? "");
      if (!candidates) continue;
      for (const { words: phrase, value } of candidates) {
        let j = 1;
        while (j < phrase.length && words[i + j] === phrase[j]) j++;
        if (j === phrase.length) found(value, i, phrase.length);
      }
    }
  }

  first(words: readonly string[]): T | undefined {
    let result: T | undefined;
    this.scan(words, (value) => {
      result ??= value;
    });
    return result;
  }
}

function phraseIndex(phrases: readonly string[]): PhraseIndex<string> {
  const index = new PhraseIndex<string>();
  for (const phrase of phrases) {
    const words = phraseWords(phrase);
    index.add(words, words.join(" "));
  }
  return index;
}

/**
 * The words of a name for matching: keywordText, with a lone "s" joined to the word before it (the registry
 * sometimes writes "MEN S HEALTH" for MEN'S HEALTH) and false friends replaced by gaps that no phrase spans.
 */
function nameWords(name: string, falseFriends: PhraseIndex<string>): string[] {
  const words: string[] = [];
  for (const word of keywordText(name).split(" ")) {
    if (word === "") continue;
    const previous = words.at(-1);
    if (word === "s" && previous !== undefined && previous.length >= 2 && /^[a-z]+$/.test(previous))
      words[words.length - 1] = `${previous}s`;
    else words.push(word);
  }
  const gaps: [number, number][] = [];
  falseFriends.scan(words, (_, start, length) => gaps.push([start, length]));
  for (const [start, length] of gaps) words.fill(GAP, start, start + length);
  return words;
}

interface CompiledKeyword {
  tier: NameTier;
  /** Position in the tier's list: the first in list order is reported. */
  order: number;
  word: string;
  near?: ReadonlySet<string>;
  within: number;
}

function isNear(words: readonly string[], keyword: CompiledKeyword, start: number, length: number): boolean {
  if (!keyword.near) return true;
  const from = Math.max(0, start - keyword.within);
  const to = Math.min(words.length, start + length + keyword.within);
  for (let i = from; i < to; i++) {
    if (i >= start && i < start + length) continue;
    if (keyword.near.has(words[i] ?? "")) return true;
  }
  return false;
}

export type NameVeto = { veto: "otherPractice" | "womenOnly"; word: string };

export interface NameRules {
  /** The best match of one name (brand, then strong, then weak keywords, in list order), or undefined. */
  find(name: string): NameMatch | undefined;
  /** Why names cannot match at all (a word of another kind of practice, a women-only word), or undefined. */
  veto(names: readonly string[]): NameVeto | undefined;
  /** Every way the name matches, strongest first, ignoring vetoes: for review and tests. */
  matches(name: string): NameMatch[];
  /** The veto of the names, or the best match of each (what judgeOrganisation needs, each name read once). */
  judgeNames(names: readonly string[]): { veto: NameVeto } | { matches: (NameMatch | undefined)[] };
  /** The brands found by name (matchName not false). */
  readonly brands: readonly Brand[];
}

export interface NameRulesOptions {
  /** --keywords: these words replace the keyword lists and the brands; they count as weak evidence. */
  keywords?: readonly string[];
  brands?: readonly Brand[];
}

/** Brand names are compared without a leading "the"; "SynergenX" also matches "SYNERGEN X" (joined words). */
function brandKeys(brand: Brand): string[][] {
  return [brand.brand, ...(brand.aliases ?? [])]
    .map((name) => {
      const words = phraseWords(name);
      return words[0] === "the" && words.length > 1 ? words.slice(1) : words;
    })
    .filter((words) => words.length > 0);
}

const MIN_JOINED_BRAND = 6;

export function nameRules(file: NameRulesFile, options: NameRulesOptions = {}): NameRules {
  const keywordIndex = new PhraseIndex<CompiledKeyword>();
  const prefixes: { prefix: string; keyword: CompiledKeyword }[] = [];
  const addKeywords = (tier: NameTier, rules: readonly KeywordRule[]) =>
    rules.forEach((rule, order) => {
      const keyword: CompiledKeyword = {
        tier,
        order,
        word: rule.word,
        near: rule.near ? new Set(rule.near.flatMap(phraseWords)) : undefined,
        within: rule.within ?? 2,
      };
      for (const spelling of [rule.word, ...(rule.also ?? [])])
        keywordIndex.add(phraseWords(spelling), keyword);
      const prefix = rule.prefix ? phraseWords(rule.word).join("") : "";
      if (prefix !== "") prefixes.push({ prefix, keyword });
    });
  if (options.keywords)
    addKeywords(
      "weak",
      options.keywords.map((word) => ({ word })),
    );
  else {
    addKeywords("strong", file.strong);
    addKeywords("weak", file.weak);
  }

  const brands = options.keywords ? [] : (options.brands ?? []).filter((brand) => brand.matchName !== false);
  const brandIndex = new PhraseIndex<number>();
  const joinedBrands = new Map<string, number>();
  brands.forEach((brand, order) => {
    for (const key of brandKeys(brand)) {
      brandIndex.add(key, order);
      const joined = key.join("");
      if (joined.length >= MIN_JOINED_BRAND && !joinedBrands.has(joined)) joinedBrands.set(joined, order);
    }
  });
  const joinedStarts = new Set(
    [...joinedBrands.keys()].flatMap((key) => [...key].map((_, end) => key.slice(0, end + 1))),
  );

  const falseFriends = phraseIndex(file.falseFriends);
  const otherPractice = phraseIndex(file.otherPractice);
  const womenWords = phraseIndex(file.womenOnly.words);
  const menWords = phraseIndex(file.womenOnly.unless);

  const matchWords = (words: readonly string[]): NameMatch[] => {
    const brandOrders = new Set<number>();
    brandIndex.scan(words, (order) => brandOrders.add(order));
    for (let i = 0; i < words.length; i++) {
      let joined = words[i] ?? "";
      const single = joinedBrands.get(joined);
      if (single !== undefined) brandOrders.add(single);
      for (let j = i + 1; j < words.length && joinedStarts.has(joined); j++) {
        joined += words[j];
        const order = joinedBrands.get(joined);
        if (order !== undefined) brandOrders.add(order);
      }
    }
    const keywords = new Set<CompiledKeyword>();
    keywordIndex.scan(words, (keyword, start, length) => {
      if (isNear(words, keyword, start, length)) keywords.add(keyword);
    });
    for (const { prefix, keyword } of prefixes) {
      for (let at = 0; at < words.length; at++) {
        const word = words[at] ?? "";
        if (word.length >= prefix.length + 2 && word.startsWith(prefix) && isNear(words, keyword, at, 1))
          keywords.add(keyword);
      }
    }
    if (brandOrders.size === 0 && keywords.size === 0) return [];
    const byList = (a: CompiledKeyword, b: CompiledKeyword) =>
      (a.tier === b.tier ? 0 : a.tier === "strong" ? -1 : 1) || a.order - b.order;
    return [
      ...[...brandOrders]
        .sort((a, b) => a - b)
        .flatMap((order) => {
          const brand = brands[order];
          return brand ? [{ tier: "strong" as const, kind: "brand" as const, match: brand.brand }] : [];
        }),
      ...[...keywords]
        .sort(byList)
        .map((keyword) => ({ tier: keyword.tier, kind: "keyword" as const, match: keyword.word })),
    ];
  };

  const vetoWords = (all: readonly (readonly string[])[]): NameVeto | undefined => {
    for (const words of all) {
      const other = otherPractice.first(words);
      if (other !== undefined) return { veto: "otherPractice", word: other };
    }
    for (const words of all) {
      const women = womenWords.first(words);
      if (women !== undefined && !all.some((each) => menWords.first(each) !== undefined))
        return { veto: "womenOnly", word: women };
    }
    return undefined;
  };

  return {
    brands,
    matches: (name) => matchWords(nameWords(name, falseFriends)),
    veto: (names) => vetoWords(names.map((name) => nameWords(name, falseFriends))),
    find(name) {
      const words = nameWords(name, falseFriends);
      if (vetoWords([words])) return undefined;
      return matchWords(words)[0];
    },
    judgeNames(names) {
      const all = names.map((name) => nameWords(name, falseFriends));
      const veto = vetoWords(all);
      if (veto) return { veto };
      return { matches: all.map((words) => matchWords(words)[0]) };
    },
  };
}

// ---------------------------------------------------------------------------------------- domains

/** The host of a URL, a bare host or an e-mail address, lower case and without "www.", or "". */
export function hostOf(hostOrEmail: string): string {
  let text = hostOrEmail.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at >= 0) text = text.slice(at + 1);
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  text = text.split(/[/?#:]/)[0] ?? "";
  return text.replace(/^www\./, "").replace(/\.$/, "");
}

/**
 * The brand whose domain is the host of a website or e-mail address, or a subdomain of it:
 * "direct.defymedical.com" and "info@defymedical.com" are Defy Medical's (defymedical.com).
 */
export function brandForDomain(hostOrEmail: string, brands: readonly Brand[]): Brand | undefined {
  const host = hostOf(hostOrEmail);
  if (host === "") return undefined;
  return brands.find((brand) => {
    if (brand.matchDomain === false) return false;
    const domain = hostOf(brand.domain);
    return domain !== "" && (host === domain || host.endsWith(`.${domain}`));
  });
}

// ----------------------------------------------------------------------------------- organisations

export interface OrganisationNames {
  /** The legal business name. */
  legalName: string;
  /** Doing-business-as names (the main file's, the other name file's), most relevant first. */
  dbaNames?: readonly string[];
  /** The taxonomy codes of the 15 slots, empty ones included or not. */
  taxonomies: readonly string[];
}

export interface OrganisationRules {
  names: NameRules;
  taxonomy: TaxonomyRules;
}

export type DropReason = "excludedTaxonomy" | "noTaxonomy" | "noKeyword";

export type OrganisationVerdict =
  | {
      kept: true;
      match: NameMatch;
      in: "legal" | "dba";
      /** The name the match was found in. */
      name: string;
      /** The codes that qualified for the match's tier, in slot order, without repeats. */
      taxonomies: string[];
    }
  | {
      kept: false;
      reason: DropReason;
      /** The excluded or denied code, for excludedTaxonomy. */
      code?: string;
      /** The weak match that had no prescriber code, for noTaxonomy. */
      match?: NameMatch;
      /** The word that vetoed every name, for noKeyword. */
      veto?: NameVeto;
    };

const TIER_ORDER: Record<NameTier, number> = { strong: 0, weak: 1 };

/**
 * Judges one organisation, in the order the scan counts its drops: an excluded code drops it; so does having
 * no code a strong name would accept (excludedTaxonomy when one was denied, else noTaxonomy), before any
 * name is read. Then its names (DBA names first, then the legal name) are matched, unless a word in any of
 * them vetoes them all (noKeyword); the strongest match whose tier the codes satisfy keeps it, a DBA match
 * winning a tie. A weak match without a prescriber code is noTaxonomy.
 */
export function judgeOrganisation(
  organisation: OrganisationNames,
  rules: OrganisationRules,
): OrganisationVerdict {
  const codes: string[] = [];
  for (const raw of organisation.taxonomies) {
    const code = raw.trim().toUpperCase();
    if (code !== "" && !codes.includes(code)) codes.push(code);
  }
  const excluded = codes.find((code) => rules.taxonomy.exclude.has(code));
  if (excluded !== undefined) return { kept: false, reason: "excludedTaxonomy", code: excluded };
  const strongCodes = codes.filter((code) => rules.taxonomy.strong.has(code));
  if (strongCodes.length === 0) {
    const denied = codes.find((code) => rules.taxonomy.deny.has(code));
    return denied !== undefined
      ? { kept: false, reason: "excludedTaxonomy", code: denied }
      : { kept: false, reason: "noTaxonomy" };
  }

  const named: { name: string; in: "legal" | "dba" }[] = [];
  for (const dba of organisation.dbaNames ?? []) {
    if (dba.trim() !== "" && !named.some((entry) => entry.name === dba)) named.push({ name: dba, in: "dba" });
  }
  if (organisation.legalName.trim() !== "") named.push({ name: organisation.legalName, in: "legal" });

  const judged = rules.names.judgeNames(named.map((entry) => entry.name));
  if ("veto" in judged) return { kept: false, reason: "noKeyword", veto: judged.veto };
  const candidates = named
    .flatMap((entry, order) => {
      const match = judged.matches[order];
      return match ? [{ ...entry, match, order }] : [];
    })
    .sort((a, b) => TIER_ORDER[a.match.tier] - TIER_ORDER[b.match.tier] || a.order - b.order);
  const best = candidates[0];
  if (!best) return { kept: false, reason: "noKeyword" };

  for (const candidate of candidates) {
    const qualifying =
      candidate.match.tier === "strong" ? strongCodes : codes.filter((code) => rules.taxonomy.weak.has(code));
    if (qualifying.length > 0)
      return {
        kept: true,
        match: candidate.match,
        in: candidate.in,
        name: candidate.name,
        taxonomies: qualifying,
      };
  }
  return { kept: false, reason: "noTaxonomy", match: best.match };
}
