// What the synthetic registry files (generate-nppes-file.ts, generate-cms-files.ts) draw their places and
// names from, so that the two generators write the same kind of fictional practices.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ZIPS_FILE } from "../app/server/gazetteer/load.server.ts";
import type { ZipRow } from "../app/server/gazetteer/types.server.ts";
import { GAZETTEER_DIR } from "../app/server/paths.server.ts";

/** Every ZIP code of our gazetteer. */
export function gazetteerZips(): ZipRow[] {
  return JSON.parse(readFileSync(resolve(GAZETTEER_DIR, ZIPS_FILE), "utf8")) as ZipRow[];
}

export const STREETS = [
  "MAIN ST",
  "OAK AVE",
  "CEDAR RIDGE BLVD",
  "N 1ST ST",
  "MEDICAL PKWY",
  "S CONGRESS AVE",
  "NW 22ND AVE",
];

/** The first word of a practice's name. */
export const WORDS = [
  "SUMMIT",
  "RIVERSIDE",
  "PRAIRIE",
  "LAKESIDE",
  "PINNACLE",
  "HERITAGE",
  "CANYON",
  "HARBOR",
  "MAPLE",
];
