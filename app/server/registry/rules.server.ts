/**
 * The candidate rules: taxonomy allow-list, excluded codes and name keywords, read from
 * data/registry/candidate-rules.json (with their sources), optionally replaced by command-line options.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { keywordMatcher, keywordText, TAXONOMY_CODE } from "../../domain/registry-candidate.ts";
import { isStateCode } from "../../domain/us-states.ts";

export const CANDIDATE_RULES_FILE = fileURLToPath(
  new URL("../../../data/registry/candidate-rules.json", import.meta.url),
);

const taxonomyEntry = z.object({
  code: z.string().regex(TAXONOMY_CODE, "must be a 10-character NUCC taxonomy code ending in X"),
  name: z.string().min(1),
  why: z.string().optional(),
});

const rulesFileSchema = z.object({
  taxonomy: z.object({
    source: z.object({ name: z.string(), url: z.string(), version: z.string() }).loose(),
    allow: z.array(taxonomyEntry).min(1),
    exclude: z.array(taxonomyEntry),
  }),
  keywords: z.object({
    words: z.array(z.object({ word: z.string().min(1), why: z.string().optional() })).min(1),
  }),
});

export type RulesFile = z.infer<typeof rulesFileSchema>;

export class RulesError extends Error {
  override name = "RulesError";
}

export function readRulesFile(path: string = CANDIDATE_RULES_FILE): RulesFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new RulesError(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = rulesFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RulesError(`${path}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}

/** The rules one run applies. */
export interface CandidateRules {
  allowed: ReadonlySet<string>;
  excluded: ReadonlySet<string>;
  /** Names of the codes the rules file knows (allowed and excluded), for the review column. */
  taxonomyNames: ReadonlyMap<string, string>;
  keywords: ReturnType<typeof keywordMatcher>;
  /** The 50 states, or the --states subset. */
  states: ReadonlySet<string>;
  /** Where the lists came from, for the summary. */
  description: string;
}

export interface RuleOverrides {
  /** Comma-separated taxonomy codes replacing the allow-list. */
  taxonomy?: string;
  /** Comma-separated keywords replacing the keyword list. */
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
 * The rules of the file with the options applied. Codes given with --taxonomy are allowed even when the
 * file excludes them (an explicit choice wins). Throws a RulesError (a usage error) for an invalid code,
 * state or empty list.
 */
export function candidateRules(file: RulesFile, overrides: RuleOverrides = {}, allStates: readonly string[]) {
  const taxonomyNames = new Map(
    [...file.taxonomy.allow, ...file.taxonomy.exclude].map((entry) => [entry.code, entry.name]),
  );
  let allowed = new Set(file.taxonomy.allow.map((entry) => entry.code));
  let excluded = new Set(file.taxonomy.exclude.map((entry) => entry.code));
  const sources: string[] = [];
  if (overrides.taxonomy !== undefined) {
    const codes = list(overrides.taxonomy).map((code) => code.toUpperCase());
    const invalid = codes.filter((code) => !TAXONOMY_CODE.test(code));
    if (invalid.length > 0)
      throw new RulesError(`--taxonomy: not a NUCC taxonomy code: ${invalid.join(", ")}`);
    if (codes.length === 0) throw new RulesError("--taxonomy: give at least one code");
    allowed = new Set(codes);
    excluded = new Set([...excluded].filter((code) => !allowed.has(code)));
    sources.push(`taxonomy codes from --taxonomy (${allowed.size})`);
  } else {
    sources.push(`${allowed.size} taxonomy codes (NUCC ${file.taxonomy.source.version})`);
  }
  sources.push(`${excluded.size} excluded`);

  let words = file.keywords.words.map((entry) => entry.word);
  if (overrides.keywords !== undefined) {
    words = list(overrides.keywords);
    const empty = words.filter((word) => keywordText(word) === "");
    if (empty.length > 0) throw new RulesError(`--keywords: no letters or digits in: ${empty.join(", ")}`);
    if (words.length === 0) throw new RulesError("--keywords: give at least one keyword");
    sources.push(`keywords from --keywords (${words.length})`);
  } else {
    sources.push(`${words.length} keywords`);
  }

  let states = new Set(allStates);
  if (overrides.states !== undefined) {
    const codes = list(overrides.states).map((code) => code.toUpperCase());
    const invalid = codes.filter((code) => !isStateCode(code));
    if (invalid.length > 0) throw new RulesError(`--states: not one of the 50 states: ${invalid.join(", ")}`);
    if (codes.length === 0) throw new RulesError("--states: give at least one state");
    states = new Set(codes);
    sources.push(`states ${[...states].join(", ")}`);
  }
  return {
    allowed,
    excluded,
    taxonomyNames,
    keywords: keywordMatcher(words),
    states,
    description: sources.join(", "),
  } satisfies CandidateRules;
}
