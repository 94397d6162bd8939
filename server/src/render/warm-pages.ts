import type { ReleaseResolver } from '../core/releases';
import type { PageRenderer } from './page-renderer';

/** One page asked for ahead of visitors: whether it was rendered fresh; null: not rendered here. */
export type AskAhead = (path: string) => Promise<{ fresh: boolean } | null>;

export interface WarmedPages {
  /** Pages asked for. */
  asked: number;
  /** Of those, rendered fresh (the rest were kept already, or are the browser's to render). */
  rendered: number;
  ms: number;
}

/** Whose budget of fresh renders warming spends (render-limits.ts): no visitor's address. */
const WARMING_VISITOR = 'the instance, warming';
/** A bucket no canary reaches (a canary takes the buckets under its share, at most 99 of 100). */
const LIVE_BUCKET = 99;

/**
 * Asks the renderer for each page once, right after the instance starts listening
 * (docs/behaviour.md#server-rendering): the pages are then kept rendered for the first real
 * visitors, and each remote's render isolate has made its first renders, which run its code
 * cold and slow, before a visitor waits on one. These renders have the larger budget of an
 * isolate's first renders without using up the first visitors' (isolated-renderer.ts). One
 * page at a time, so warming takes at most one render's share of the instance; it stops when
 * `signal` aborts (the server closing) and never fails the start: a page that fails is what a
 * visitor would get, the browser's page.
 */
export async function warmPages(
  ask: AskAhead,
  paths: readonly string[],
  signal: AbortSignal,
): Promise<WarmedPages> {
  const started = performance.now();
  let asked = 0;
  let rendered = 0;
  for (const path of paths) {
    if (signal.aborted) break;
    try {
      const page = await ask(path);
      asked += 1;
      if (page?.fresh) rendered += 1;
    } catch {
      // A page that failed (or the server closing: the loop then ends): the next visitor's
      // request tries again.
    }
  }
  return { asked, rendered, ms: Math.round(performance.now() - started) };
}

/** The renderer's pages asked for ahead of visitors, with the live versions of the remotes. */
export function askAheadOf(renderer: PageRenderer, releases: ReleaseResolver): AskAhead {
  return async (path) => {
    const page = await renderer.page({
      url: path,
      visitor: WARMING_VISITOR,
      chosen: await releases.choose(LIVE_BUCKET),
      ahead: true,
    });
    // A page from the cache comes without the time it took.
    return page && { fresh: page.renderMs !== undefined };
  };
}
