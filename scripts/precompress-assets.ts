// Part of `npm run build`: writes a brotli (quality 11) and a gzip (level 9) copy beside every hashed script,
// stylesheet and SVG in the client build, once, so that the server sends them at the smallest size without
// compressing anything while a visitor waits (the server picks the copy the browser accepts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { COMPRESSIBLE_ASSET, PRECOMPRESS_MIN_BYTES } from "../server/precompressed-assets.ts";
import { readScriptArguments } from "./script-args.ts";

readScriptArguments({
  usage: "node scripts/precompress-assets.ts",
  help: `Part of \`npm run build\`: writes a brotli and a gzip copy beside every hashed script, stylesheet and SVG of
the client build in BUILD_DIR (build).`,
});

const assets = join(process.env.BUILD_DIR || "build", "client", "assets");
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  const path = join(assets, name);
  if (!COMPRESSIBLE_ASSET.test(name) || statSync(path).size < PRECOMPRESS_MIN_BYTES) continue;
  const text = readFileSync(path);
  const br = brotliCompressSync(text, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: text.byteLength },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
  files++;
  before += text.byteLength;
  after += br.byteLength;
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli`,
);
