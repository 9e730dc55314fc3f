import { hash } from "node:crypto";
import type { Clinic } from "../../domain/clinic.ts";
import type { ClinicMatch } from "../clinics/directory.server.ts";
import { JsonBody } from "./responses.server.ts";

interface SerialisedClinic {
  /** The clinic's JSON without its closing brace, so `distance` can follow. */
  open: Buffer;
  /** SHA-1 of the JSON, so a page's ETag hashes twenty short digests rather than the whole page. */
  digest: string;
}

/** Each shared clinic serialised once, kept as long as the clinic object itself (until the data changes). */
const serialised = new WeakMap<Readonly<Clinic>, SerialisedClinic>();

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE_OBJECT = Buffer.from("}");
const CLOSE = Buffer.from("]");

function serialise(clinic: Readonly<Clinic>): SerialisedClinic {
  let found = serialised.get(clinic);
  if (found === undefined) {
    const text = JSON.stringify(clinic);
    found = { open: Buffer.from(text.slice(0, -1)), digest: hash("sha1", text, "base64url") };
    serialised.set(clinic, found);
  }
  return found;
}

/**
 * The JSON array of a page of matches, byte for byte what JSON.stringify writes for the clinics with
 * `distance` added last, assembled from each clinic's cached bytes. Its weak ETag is a digest of the clinics'
 * digests and distances, so it changes whenever any byte of the body does.
 */
export function clinicMatchesBody(matches: ClinicMatch[]): JsonBody {
  const parts: Buffer[] = [OPEN];
  let digests = "";
  for (let i = 0; i < matches.length; i++) {
    const { clinic, distance } = matches[i] as ClinicMatch;
    const { open, digest } = serialise(clinic);
    if (i > 0) parts.push(COMMA);
    parts.push(open);
    if (distance === null) {
      parts.push(CLOSE_OBJECT);
      digests += `${digest};`;
    } else {
      const distanceText = JSON.stringify(distance);
      parts.push(Buffer.from(`,"distance":${distanceText}}`));
      digests += `${digest}@${distanceText};`;
    }
  }
  parts.push(CLOSE);
  return JsonBody.fromBytes(Buffer.concat(parts), `W/"p${hash("sha1", digests, "base64url")}"`);
}
