import path from 'node:path';

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Cache, but ask first: the ETag / Last-Modified revalidation answers 304 when unchanged. */
export const REVALIDATE = 'no-cache';

// The build writes main.js.br and main.js.gz beside main.js; they share its name's hash.
const COMPRESSED_SUFFIX = /\.(br|gz)$/;
// webpack's [contenthash] / [fullhash:8]: lowercase hex, 8 characters or more.
const HASH_SEGMENT = /^[0-9a-f]{8,}$/;

/** True when a '.'-separated segment before the extension is a content hash. */
export function isContentHashed(file: string): boolean {
  const segments = path.basename(file).replace(COMPRESSED_SUFFIX, '').split('.');
  // The name itself may be the hash (webpack's default asset name is [hash][ext]).
  return segments.slice(0, -1).some((segment) => HASH_SEGMENT.test(segment));
}

/** A hashed file never changes under its name; anything else may change on the next deploy. */
export function cacheControlFor(file: string): string {
  return isContentHashed(file) ? CACHE_FOREVER : REVALIDATE;
}
