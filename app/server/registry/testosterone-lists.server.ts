/**
 * The testosterone evidence lists of data/registry/testosterone.json (with their sources): which Part D drugs
 * and which HCPCS/CPT codes say that a clinician treats men with testosterone.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { keywordText } from "../../domain/registry-candidate.ts";

export const TESTOSTERONE_FILE = fileURLToPath(
  new URL("../../../data/registry/testosterone.json", import.meta.url),
);

const listsSchema = z.object({
  sources: z.array(z.object({ name: z.string(), url: z.string() }).loose()).min(1),
  partD: z.object({
    // Matched byte by byte in the file, any case: plain ASCII letters, digits and spaces only.
    genericContains: z.string().regex(/^[A-Za-z0-9 ]+$/, "must be ASCII letters, digits and spaces"),
    excludeGenericContaining: z.array(z.object({ text: z.string().min(1), why: z.string() })),
    generics: z.array(z.object({ name: z.string().min(1), source: z.string() }).loose()),
    brands: z
      .array(z.object({ name: z.string().min(1), generic: z.string(), source: z.string() }).loose())
      .min(1),
  }),
  hcpcs: z.object({
    codes: z
      .array(
        z.object({
          code: z.string().regex(/^[A-Z0-9]{5}$/, "must be a 5-character HCPCS or CPT code"),
          description: z.string().min(1),
          kind: z.enum(["injection", "pellet"]),
          source: z.string(),
        }),
      )
      .min(1),
  }),
});

export type TestosteroneLists = z.infer<typeof listsSchema>;

export class TestosteroneListsError extends Error {
  override name = "TestosteroneListsError";
}

export function readTestosteroneLists(path: string = TESTOSTERONE_FILE): TestosteroneLists {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new TestosteroneListsError(
      `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = listsSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TestosteroneListsError(`${path}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}

export interface TestosteroneDrugs {
  /**
   * The drug's name to record when a Part D row is a testosterone product: the brand, unless it only repeats
   * the generic name; undefined when the row is something else.
   */
  match(generic: string, brand: string): string | undefined;
  /** Lower case: every generic name containing it counts (bar the exclusions). */
  readonly genericContains: string;
  /** The first two letters or digits of each listed brand, lower case: a brand without them is not listed. */
  readonly brandStarts: ReadonlySet<string>;
}

/** The Part D rules of the lists ("partD.matching" in the file says them in words). */
export function testosteroneDrugs(lists: TestosteroneLists): TestosteroneDrugs {
  const genericContains = lists.partD.genericContains.toLowerCase();
  const excluded = lists.partD.excludeGenericContaining.map((entry) => entry.text.toLowerCase());
  const brands = lists.partD.brands.map((brand) => keywordText(brand.name)).filter((key) => key !== "");
  const isListedBrand = (key: string) =>
    key !== "" && brands.some((brand) => key === brand || key.startsWith(`${brand} `));
  return {
    genericContains,
    brandStarts: new Set(brands.map((brand) => brand.replaceAll(" ", "").slice(0, 2))),
    match(generic, brand) {
      const genericLower = generic.toLowerCase();
      if (excluded.some((text) => genericLower.includes(text))) return undefined;
      const brandKey = keywordText(brand);
      if (!genericLower.includes(genericContains) && !isListedBrand(brandKey)) return undefined;
      if (brand === "" || brandKey === keywordText(generic)) return generic || brand;
      return brand;
    },
  };
}

export interface TestosteroneCode {
  code: string;
  description: string;
  kind: "injection" | "pellet";
}

/** The HCPCS/CPT codes by code. */
export function testosteroneCodes(lists: TestosteroneLists): ReadonlyMap<string, TestosteroneCode> {
  return new Map(
    lists.hcpcs.codes.map(({ code, description, kind }) => [code, { code, description, kind }] as const),
  );
}
