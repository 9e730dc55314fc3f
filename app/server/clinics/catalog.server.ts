import type { Directory } from "./directory.server.ts";
import type { CatalogName } from "./directory-snapshot.server.ts";

export interface CatalogEntry {
  id: string;
  name: string;
  /** How many clinics offer the service or accept the insurer. */
  clinicCount: number;
}

interface CatalogLists {
  services: readonly CatalogEntry[];
  insurance: readonly CatalogEntry[];
}

function withCounts(catalog: CatalogName[], bits: Uint32Array, words: number, count: number): CatalogEntry[] {
  const counts = new Array<number>(catalog.length).fill(0);
  for (let position = 0; position < count; position++) {
    for (let w = 0; w < words; w++) {
      let word = bits[position * words + w] as number;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word);
        const index = w * 32 + bit;
        counts[index] = (counts[index] as number) + 1;
        word &= ~(1 << bit);
      }
    }
  }
  return catalog.map(({ id, name }, index) =>
    Object.freeze({ id, name, clinicCount: counts[index] as number }),
  );
}

function catalogLists(directory: Directory): Promise<CatalogLists> {
  return directory.derived("catalog", ({ snapshot }) => ({
    services: Object.freeze(
      withCounts(snapshot.serviceCatalog, snapshot.services, snapshot.serviceWords, snapshot.count),
    ),
    insurance: Object.freeze(
      withCounts(snapshot.insuranceCatalog, snapshot.insurance, snapshot.insuranceWords, snapshot.count),
    ),
  }));
}

/** Every service in catalog order with how many clinics offer it. Shared and frozen: the same array until the data changes. */
export async function listServices(directory: Directory): Promise<readonly CatalogEntry[]> {
  return (await catalogLists(directory)).services;
}

/** Every insurer in catalog order with how many clinics accept it. Shared and frozen like listServices. */
export async function listInsurance(directory: Directory): Promise<readonly CatalogEntry[]> {
  return (await catalogLists(directory)).insurance;
}
