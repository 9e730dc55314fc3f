import { createHash } from "node:crypto";

/**
 * JSON.stringify's replacer for what loaders return besides plain JSON: Maps and Sets by their entries, typed
 * arrays as arrays, errors by name and message, big integers as text. Dates arrive as their ISO text already.
 */
function plain(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { "<map>": [...value.entries()] };
  if (value instanceof Set) return { "<set>": [...value.values()] };
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return { "<typed>": Array.from(value as unknown as ArrayLike<number>) };
  }
  if (value instanceof Error) return { "<error>": value.name, message: value.message };
  if (typeof value === "bigint") return { "<bigint>": value.toString() };
  if (value === undefined) return { "<undefined>": true };
  return value;
}

/**
 * A digest of the data a page is drawn from (its loaders' data, status and headers): two renders of one URL
 * with the same build and day and the same digest give the same page, so a kept page whose digest has not
 * changed after an edit is still the page a render would give (decision 50).
 */
export function dataDigest(data: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(data, plain) ?? "")
    .digest("base64url");
}
