import { useId } from 'react';
import { ARTWORK_SOURCES, type ArtworkName } from './artwork-sources';

/**
 * A picture of the site's own artwork, drawn inline as `<svg>` in the page rather than as an
 * `<img>` of an SVG file. Why: the browser makes a whole document for every SVG image it
 * decodes; on the home page's twenty pictures that was the largest part of the main thread's
 * work during load on a phone (docs/behaviour.md#first-visit), where inline markup costs one
 * layout with the page, no request and a few hundred bytes of gzip each.
 */
export function Artwork({
  name,
  alt,
  className,
  fit = 'contain',
}: {
  name: ArtworkName;
  /** The text alternative; '' marks the picture decorative (hidden from screen readers). */
  alt: string;
  className?: string;
  /** 'cover' fills the box and crops the overflow, as `object-fit: cover` does for an image. */
  fit?: 'contain' | 'cover';
}) {
  // The same picture may be drawn twice in a page (a marquee repeats its logos): ids inside
  // one drawing (its gradients) are made unique to it, as a page allows each id once.
  const scope = `art-${useId().replace(/[^\w-]/g, '')}-`;
  const art = artworkOf(name);
  return (
    <svg
      className={className}
      viewBox={art.viewBox}
      width={art.width}
      height={art.height}
      preserveAspectRatio={fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'}
      focusable="false"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      dangerouslySetInnerHTML={{ __html: scopeIds(art.body, scope) }}
    />
  );
}

/** An SVG file's outer size and its drawing (what is inside its root `<svg>`). */
export interface ParsedArtwork {
  viewBox: string;
  width: number;
  height: number;
  body: string;
}

const parsed = new Map<ArtworkName, ParsedArtwork>();

function artworkOf(name: ArtworkName): ParsedArtwork {
  let art = parsed.get(name);
  if (!art) {
    art = parseArtwork(ARTWORK_SOURCES[name]);
    parsed.set(name, art);
  }
  return art;
}

/** Reads an SVG file's root: its width, height and viewBox (the box when it has none). */
export function parseArtwork(markup: string): ParsedArtwork {
  const root = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(markup);
  if (!root) throw new Error('Artwork: not one <svg> element');
  const attribute = (attr: string) =>
    new RegExp(`\\s${attr}="([^"]*)"`).exec(root[1] ?? '')?.[1] ?? null;
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (!(width > 0 && height > 0)) throw new Error('Artwork: the <svg> needs a width and height');
  return {
    viewBox: attribute('viewBox') ?? `0 0 ${width} ${height}`,
    width,
    height,
    body: (root[2] ?? '').trim(),
  };
}

/** Prefixes every id the drawing declares, and its references to them, with scope. */
export function scopeIds(body: string, scope: string): string {
  return body
    .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${scope}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${scope}${id})`)
    .replace(/\shref="#([^"]+)"/g, (_, id: string) => ` href="#${scope}${id}"`);
}
