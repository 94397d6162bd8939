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

/** The content codings this server sends, best first: brotli, then gzip. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The codings an Accept-Encoding header accepts (RFC 9110 §12.5.3), br before gzip; none
 * means the plain bytes. A coding given `q=0` is refused, and `*` stands for any coding not
 * named.
 */
export function acceptedCodings(header: string | string[] | undefined): ContentCoding[] {
  const weights = new Map<string, number>();
  for (const item of String(header ?? '').split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0);
}

/**
 * The entity tag of one coding of a representation: a compressed copy is another
 * representation (RFC 9110 §8.8.3), so it gets a tag of its own, '"<tag>-br"'.
 */
export function etagFor(tag: string, coding: ContentCoding | null): string {
  return coding ? tag.replace(/"$/, `-${coding}"`) : tag;
}

/**
 * Whether an If-None-Match header names this entity tag (RFC 9110 §13.1.2): `*`, or a list
 * of tags compared weakly (a `W/` prefix on either side is ignored). True means 304.
 */
export function noneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  if (value.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const want = opaque(etag);
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === want);
}
