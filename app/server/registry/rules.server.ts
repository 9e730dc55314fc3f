/**
 * The candidate rules: name keywords in two tiers, taxonomy codes (allowed, clinical, denied, excluded) and
 * TRT brands, read from data/registry/candidate-rules.json and data/registry/brands.json (with their
 * sources), optionally replaced by command-line options. The rules themselves are in
 * app/domain/registry-rules.ts.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { type KeywordMatcher, keywordText, TAXONOMY_CODE } from "../../domain/registry-candidate.ts";
import {
  type Brand,
  brandForDomain as brandOfDomain,
  type NameRules,
  nameRules,
  type OrganisationRules,
  type TaxonomyCodeSet,
  type TaxonomyRules,
  taxonomyRules,
} from "../../domain/registry-rules.ts";
import { isStateCode } from "../../domain/us-states.ts";

export const CANDIDATE_RULES_FILE = fileURLToPath(
  new URL("../../../data/registry/candidate-rules.json", import.meta.url),
);

export const BRANDS_FILE = fileURLToPath(new URL("../../../data/registry/brands.json", import.meta.url));

const codeEntry = z.object({
  code: z.string().regex(TAXONOMY_CODE, "must be a 10-character NUCC taxonomy code ending in X"),
  name: z.string().min(1),
  why: z.string().min(1),
});

const codeOrPrefixEntry = z.union([
  codeEntry.strict(),
  z
    .object({
      prefix: z
        .string()
        .regex(/^[0-9][0-9A-Z]{1,8}$/, "must be the start of NUCC taxonomy codes (2 to 9 characters)"),
      name: z.string().min(1),
      why: z.string().min(1),
    })
    .strict(),
]);

const phrase = z.string().refine((text) => keywordText(text) !== "", "needs letters or digits");

const keywordEntry = z
  .object({
    word: phrase,
    also: z.array(phrase).optional(),
    prefix: z.boolean().optional(),
    near: z.array(phrase).min(1).optional(),
    within: z.number().int().min(1).max(5).optional(),
    why: z.string().min(1),
  })
  .refine((entry) => !entry.prefix || !keywordText(entry.word).includes(" "), {
    message: "a prefix keyword must be one word",
  });

const wordList = z.object({ why: z.string().min(1), words: z.array(phrase).min(1) });

const rulesFileSchema = z.object({
  taxonomy: z.object({
    source: z.object({ name: z.string(), url: z.string(), version: z.string() }).loose(),
    allow: z.array(codeEntry).min(1),
    clinical: z.array(codeOrPrefixEntry),
    deny: z.array(codeOrPrefixEntry),
    exclude: z.array(codeOrPrefixEntry),
  }),
  names: z.object({
    strong: z.array(keywordEntry).min(1),
    weak: z.array(keywordEntry).min(1),
    falseFriends: z.array(z.object({ words: phrase, why: z.string().min(1) })),
    otherPractice: wordList,
    womenOnly: wordList.extend({ unless: z.array(phrase).min(1) }),
  }),
});

export type RulesFile = z.infer<typeof rulesFileSchema>;

const brandsFileSchema = z.object({
  about: z.string().min(1),
  sources: z.array(z.url()),
  brands: z
    .array(
      z
        .object({
          brand: phrase,
          domain: z
            .string()
            .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a lower-case domain (example.com)"),
          aliases: z.array(phrase).optional(),
          kind: z.string().min(1),
          source: z.url(),
          matchName: z.boolean().optional(),
          matchDomain: z.boolean().optional(),
          note: z.string().optional(),
        })
        .strict(),
    )
    .min(1),
});

export type BrandsFile = z.infer<typeof brandsFileSchema>;

export class RulesError extends Error {
  override name = "RulesError";
}

function readJson<T>(path: string, schema: z.ZodType<T>): T {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new RulesError(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RulesError(`${path}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}

export function readRulesFile(path: string = CANDIDATE_RULES_FILE): RulesFile {
  return readJson(path, rulesFileSchema);
}

export function readBrandsFile(path: string = BRANDS_FILE): BrandsFile {
  const file = readJson(path, brandsFileSchema);
  const seen = new Set<string>();
  for (const brand of file.brands) {
    const key = keywordText(brand.brand);
    if (seen.has(key)) throw new RulesError(`${path}: brand ${brand.brand} is listed twice`);
    seen.add(key);
  }
  return file;
}

let defaultBrands: readonly Brand[] | undefined;

/** The brand of a website or e-mail domain ("info@defymedical.com"), from data/registry/brands.json. */
export function brandForDomain(hostOrEmail: string): Brand | undefined {
  defaultBrands ??= readBrandsFile().brands;
  return brandOfDomain(hostOrEmail, defaultBrands);
}

/** The rules one run applies. */
export interface CandidateRules {
  /** What judgeOrganisation (app/domain/registry-rules.ts) needs. */
  organisations: OrganisationRules;
  names: NameRules;
  taxonomy: TaxonomyRules;
  /**
   * The prescriber codes (or the --taxonomy codes) and the excluded codes, as sets: the codes a weak name
   * needs, for callers that check the taxonomy before the name (checkTaxonomies).
   */
  allowed: TaxonomyCodeSet;
  excluded: TaxonomyCodeSet;
  /** The name rules as a keyword matcher: the first match's word or brand, any tier. */
  keywords: KeywordMatcher;
  /** Names of the codes the rules file lists (not those only covered by a prefix), for the review column. */
  taxonomyNames: ReadonlyMap<string, string>;
  /** The 50 states, or the --states subset. */
  states: ReadonlySet<string>;
  /** The brands whose website domains mark an organisation's endpoints (none with --keywords). */
  domainBrands: readonly Brand[];
  /** Where the lists came from, for the summary. */
  description: string;
}

export interface RuleOverrides {
  /** Comma-separated taxonomy codes replacing the codes both tiers accept. */
  taxonomy?: string;
  /** Comma-separated keywords replacing the keyword lists and brands (as weak words). */
  keywords?: string;
  /** Comma-separated two-letter state codes. */
  states?: string;
}

function list(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/**
 * The rules of the files with the options applied. Codes given with --taxonomy are accepted for both tiers
 * even when the file denies or excludes them (an explicit choice wins). Words given with --keywords replace
 * the strong and weak keywords and the brands, and count as weak (they need a --taxonomy or prescriber code);
 * the vetoes (other kinds of practice, women-only words) still apply. Throws a RulesError (a usage error)
 * for an invalid code, state or empty list. Without `brands`, data/registry/brands.json is read.
 */
export function candidateRules(
  file: RulesFile,
  overrides: RuleOverrides = {},
  allStates: readonly string[],
  brands: readonly Brand[] = readBrandsFile().brands,
): CandidateRules {
  const taxonomyFile = file.taxonomy;
  const taxonomyNames = new Map(
    [...taxonomyFile.allow, ...taxonomyFile.clinical, ...taxonomyFile.deny, ...taxonomyFile.exclude].flatMap(
      (entry) => ("code" in entry ? [[entry.code, entry.name] as const] : []),
    ),
  );
  const sources: string[] = [];
  let overrideCodes: string[] | undefined;
  if (overrides.taxonomy !== undefined) {
    overrideCodes = list(overrides.taxonomy).map((code) => code.toUpperCase());
    const invalid = overrideCodes.filter((code) => !TAXONOMY_CODE.test(code));
    if (invalid.length > 0)
      throw new RulesError(`--taxonomy: not a NUCC taxonomy code: ${invalid.join(", ")}`);
    if (overrideCodes.length === 0) throw new RulesError("--taxonomy: give at least one code");
    sources.push(`taxonomy codes from --taxonomy (${overrideCodes.length})`);
  } else {
    sources.push(
      `${taxonomyFile.allow.length} prescriber codes and ${taxonomyFile.clinical.length} clinical groups ` +
        `(NUCC ${taxonomyFile.source.version}), ${taxonomyFile.deny.length} denied`,
    );
  }
  const taxonomy = taxonomyRules(taxonomyFile, overrideCodes);
  sources.push(`${taxonomyFile.exclude.length} excluded`);

  const namesFile = {
    strong: file.names.strong,
    weak: file.names.weak,
    falseFriends: file.names.falseFriends.map((entry) => entry.words),
    otherPractice: file.names.otherPractice.words,
    womenOnly: { words: file.names.womenOnly.words, unless: file.names.womenOnly.unless },
  };
  let keywordOverride: string[] | undefined;
  if (overrides.keywords !== undefined) {
    keywordOverride = list(overrides.keywords);
    const empty = keywordOverride.filter((word) => keywordText(word) === "");
    if (empty.length > 0) throw new RulesError(`--keywords: no letters or digits in: ${empty.join(", ")}`);
    if (keywordOverride.length === 0) throw new RulesError("--keywords: give at least one keyword");
    sources.push(`keywords from --keywords (${keywordOverride.length})`);
  } else {
    sources.push(
      `${file.names.strong.length} strong and ${file.names.weak.length} weak keywords, ` +
        `${brands.filter((brand) => brand.matchName !== false).length} brands`,
    );
  }
  const names = nameRules(namesFile, { keywords: keywordOverride, brands });

  let states = new Set(allStates);
  if (overrides.states !== undefined) {
    const codes = list(overrides.states).map((code) => code.toUpperCase());
    const invalid = codes.filter((code) => !isStateCode(code));
    if (invalid.length > 0) throw new RulesError(`--states: not one of the 50 states: ${invalid.join(", ")}`);
    if (codes.length === 0) throw new RulesError("--states: give at least one state");
    states = new Set(codes);
    sources.push(`states ${[...states].join(", ")}`);
  }

  const keywordList = keywordOverride ?? [
    ...names.brands.map((brand) => brand.brand),
    ...file.names.strong.map((entry) => entry.word),
    ...file.names.weak.map((entry) => entry.word),
  ];
  return {
    organisations: { names, taxonomy },
    names,
    taxonomy,
    allowed: taxonomy.weak,
    excluded: taxonomy.exclude,
    keywords: { keywords: keywordList, find: (name) => names.find(name)?.match },
    taxonomyNames,
    states,
    domainBrands: keywordOverride ? [] : brands,
    description: sources.join(", "),
  };
}
