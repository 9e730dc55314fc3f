/**
 * ZIP code centroids alone, for the command-line tools (the import and the registry candidates): our
 * gazetteer's ZIP table (data/gazetteer/zips.json, the data behind Gazetteer.zip()), checked by the
 * gazetteer's own row checks and looked up the same way (a map from ZIP to its row). The place table and
 * search indexes are not loaded: the tools do not need them, and they would add about 70 MB to their peak
 * memory (docs/performance.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ZIPS_FILE } from "./load.server.ts";
import { checkZipRows, GazetteerDataError } from "./rows.server.ts";
import type { ZipRow } from "./types.server.ts";

export interface ZipCentroids {
  zip(zip: string): { latitude: number; longitude: number; stateCode: string; city: string } | undefined;
}

export function zipCentroidsFromRows(rows: readonly ZipRow[]): ZipCentroids {
  const index = new Map<string, number>();
  rows.forEach(([zip], at) => {
    if (!index.has(zip)) index.set(zip, at);
  });
  return {
    zip(zip) {
      const row = rows[index.get(zip) ?? -1];
      if (!row) return undefined;
      const [, city, stateCode, latitude, longitude] = row;
      return { city, stateCode, latitude, longitude };
    },
  };
}

export function loadZipCentroids(gazetteerDir: string): ZipCentroids {
  const path = join(gazetteerDir, ZIPS_FILE);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new GazetteerDataError(
      `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return zipCentroidsFromRows(checkZipRows(data, path));
}
