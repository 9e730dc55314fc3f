/** The hashed assets compressed at build time (scripts/precompress-assets.ts), sent as those copies. */
export const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|svg|json)$/;
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Where the build writes an asset's brotli and gzip copies. */
export const PRECOMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const;
