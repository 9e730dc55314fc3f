import { existsSync, readdirSync } from "node:fs";
import { extname } from "node:path";
import type { RequestHandler } from "express";
import { preferredEncoding } from "../app/server/http/compression.server.ts";

/** The hashed assets compressed at build time (scripts/precompress-assets.ts). */
export const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|svg|json)$/;
export const PRECOMPRESS_MIN_BYTES = 1024;

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * Serves `/assets/x.js` from `x.js.br` or `x.js.gz` when the browser accepts it and the build wrote it: the
 * request is pointed at that file, with the original type and the encoding set, and the static middleware
 * after this one sends it (it keeps a Content-Type already set).
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !COMPRESSIBLE_ASSET.test(req.path)) return next();
    const name = req.path.slice(1);
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    res.vary("Accept-Encoding");
    if (!encoding || !available.has(`${name}${SUFFIX[encoding]}`)) return next();
    res.type(extname(name));
    res.setHeader("Content-Encoding", encoding);
    req.url = `/${name}${SUFFIX[encoding]}${req.url.slice(req.path.length)}`;
    next();
  };
}
