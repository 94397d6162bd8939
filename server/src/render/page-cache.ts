import { canonicalPath } from './page-head';
import type { RenderedPage } from './page-renderer';

/** Not-found pages and odd spellings of paths kept, beside the real pages (cacheEntries). */
const OTHER_ENTRIES = 50;

/**
 * The rendered pages an instance keeps, by key, most recently used last. Pages answered 200 at
 * their canonical path (the site's real pages) are kept apart from every other page (not-found
 * pages, odd spellings of a path), which has a small cache of its own, so a flood of made-up
 * addresses cannot push the real pages out.
 */
export class PageCache {
  private readonly real = new Map<string, RenderedPage>();
  private readonly others = new Map<string, RenderedPage>();

  /** `entries` real pages are kept (0: none). */
  constructor(private readonly entries: number) {}

  get(key: string): RenderedPage | undefined {
    for (const cache of [this.real, this.others]) {
      const page = cache.get(key);
      if (page) {
        // Most recently used last: the first in the map is the one to drop.
        cache.delete(key);
        cache.set(key, page);
        return page;
      }
    }
    return undefined;
  }

  remember(key: string, pathname: string, page: RenderedPage): void {
    const real = page.status === 200 && canonicalPath(pathname) === pathname;
    const cache = real ? this.real : this.others;
    const entries = real ? this.entries : Math.min(this.entries, OTHER_ENTRIES);
    cache.set(key, page);
    while (cache.size > entries) {
      cache.delete(cache.keys().next().value as string);
    }
  }

  clear(): void {
    this.real.clear();
    this.others.clear();
  }
}
