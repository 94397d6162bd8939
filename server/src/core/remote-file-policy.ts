import path from 'node:path';

// A remote's files are served on the site's origin (/mfe/<remote>/...), where a signed-in
// administrator's session lives. Whatever a release holds, none of its files may act there as
// a document of its own (docs/security.md#release-files-the-gate-and-preview).

/**
 * The kinds a page only ever loads into itself (a script, a style sheet, a font, a raster
 * image): opened at its URL, none of them runs as a document.
 */
const SUBRESOURCE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
]);

/**
 * The policy of every other file of a remote (an SVG, the manifest, a licence text): opened at
 * its URL it is a sandboxed document on an opaque origin that runs no script, loads nothing and
 * reads none of the site's cookies or storage. An SVG used as an <img> is drawn as before (an
 * image runs no script and loads nothing anyway).
 */
export const INERT_FILE_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/**
 * The Content-Security-Policy a remote's file is served with: the inert one for anything that
 * is not a script, style, font or raster image (a .br/.gz copy by the file it copies); null
 * for those, which keep the site's own.
 */
export function remoteFilePolicy(file: string): string | null {
  let ext = path.posix.extname(file).toLowerCase();
  if (ext === '.br' || ext === '.gz') {
    ext = path.posix.extname(file.slice(0, -ext.length)).toLowerCase();
  }
  return SUBRESOURCE_EXTENSIONS.has(ext) ? null : INERT_FILE_POLICY;
}
