// Part of `npm run build`: writes a brotli (quality 11) and a gzip copy beside every hashed script, stylesheet and
// SVG in the client build, once, so that the server sends them at the smallest size without compressing anything
// while a visitor waits (the server picks the copy the browser accepts). The gzip copy is made by Zopfli, an
// encoder that searches harder than zlib for the same standard format: 3 % fewer bytes for clients without brotli
// (the framework chunk 101.5 KB against zlib level 9's 104.8 KB), for about five seconds more of build time.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { COMPRESSIBLE_ASSET, PRECOMPRESS_MIN_BYTES } from "../server/precompressed-assets.ts";
import { readScriptArguments } from "./script-args.ts";

readScriptArguments({
  usage: "node scripts/precompress-assets.ts",
  help: `Part of \`npm run build\`: writes a brotli and a gzip copy beside every hashed script, stylesheet and SVG of
the client build in BUILD_DIR (build).`,
});

/** Zopfli's gzip, or zlib's where that is smaller (Zopfli has never been larger here; the check costs nothing). */
async function smallestGzip(text: Buffer): Promise<Uint8Array> {
  const [zopfli, zlibLevel9] = [await zopfliGzip(text, { numiterations: 5 }), gzipSync(text, { level: 9 })];
  return zopfli.byteLength <= zlibLevel9.byteLength ? zopfli : zlibLevel9;
}

const assets = join(process.env.BUILD_DIR || "build", "client", "assets");
let files = 0;
let before = 0;
let after = 0;
let gzipped = 0;
for (const name of readdirSync(assets)) {
  const path = join(assets, name);
  if (!COMPRESSIBLE_ASSET.test(name) || statSync(path).size < PRECOMPRESS_MIN_BYTES) continue;
  const text = readFileSync(path);
  const br = brotliCompressSync(text, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: text.byteLength },
  });
  writeFileSync(`${path}.br`, br);
  const gz = await smallestGzip(text);
  writeFileSync(`${path}.gz`, gz);
  gzipped += gz.byteLength;
  files++;
  before += text.byteLength;
  after += br.byteLength;
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli, ${(gzipped / 1024).toFixed(0)} KB with gzip`,
);
