import { brotliCompress, gzip, constants as zlib } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Bodies up to this size go out as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Levels for answers compressed while the visitor waits (API answers, rendered pages): brotli 4 is about as
 * small as gzip 9 at a fraction of brotli 11's time. Hashed assets are compressed once at build time at the
 * highest levels instead.
 */
const BROTLI_QUALITY = 4;
const GZIP_OPTIONS = { level: 6 };

/**
 * Brotli's window sized to the body (2^16 to 2^22 bytes) and told the size: with its default 4 MB window each
 * compression allocates and touches megabytes, which under concurrency cost more than the compression itself.
 */
function brotliOptions(size: number) {
  const window = Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(size + 1))));
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_LGWIN]: window,
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** br or gzip, whichever the client accepts (br when both), or null; honours `q=0` and `*`. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let br = -1;
  let gz = -1;
  let any = -1;
  for (const part of acceptEncoding.split(",")) {
    const semicolon = part.indexOf(";");
    const name = (semicolon === -1 ? part : part.slice(0, semicolon)).trim().toLowerCase();
    let q = 1;
    if (semicolon !== -1) {
      const match = /(?:^|;)\s*q\s*=\s*([\d.]+)/i.exec(part.slice(semicolon));
      if (match) q = Number(match[1]) || 0;
    }
    if (name === "br") br = q;
    else if (name === "gzip" || name === "x-gzip") gz = q;
    else if (name === "*") any = q;
  }
  if (br === -1) br = any;
  if (gz === -1) gz = any;
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : null;
}

export function compress(text: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "br") brotliCompress(text, brotliOptions(text.byteLength), done);
    else gzip(text, GZIP_OPTIONS, done);
  });
}

/** A body that keeps its compressed forms once made, so a repeated answer is not compressed again. */
export interface CompressibleBody {
  readonly bytes: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

export async function encodedBody(body: CompressibleBody, encoding: Encoding): Promise<Buffer> {
  if (encoding === "br") {
    body.br ??= await compress(body.bytes, "br");
    return body.br;
  }
  body.gzip ??= await compress(body.bytes, "gzip");
  return body.gzip;
}
