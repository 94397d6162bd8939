// What a blog write makes stale, in the write's transaction: the blogs' cached answers on every
// instance and, for a change visitors see, the rendered pages and the sitemap's last changes.
import type { BlogStatus } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { PAGES_VERSION } from '../../core/page-data-version';
import { newId } from '../../repositories/common';
import { metaRepository } from '../../repositories/meta-repository';
import { BLOG_LIST_PAGE, pagesChanged } from '../page-changes';
import { blogPage } from './rules';

/** Changed in the transaction of every blog write, so every instance sees its cache is stale. */
export const BLOGS_VERSION = 'blogs-version';

/** A change visitors see: the blogs' answers and the rendered pages are made afresh. */
export async function publicChange(
  trx: Executor,
  paths: string[],
  now: string,
  { list = true } = {},
) {
  const meta = metaRepository(trx);
  await meta.set(BLOGS_VERSION, newId());
  await meta.set(PAGES_VERSION, newId());
  await pagesChanged(trx, list ? [BLOG_LIST_PAGE, ...paths] : paths, now);
}

/** A change only staff see (a draft's, a pending version's): the blogs' answers only. */
export const bumpVersion = (trx: Executor) => metaRepository(trx).set(BLOGS_VERSION, newId());

/**
 * A post's rows changed: a published one's page, and the blog list unless only its blocks
 * changed (the list shows none: the sitemap's last change of /blog stays,
 * docs/behaviour.md#sitemap-and-robots); a draft's only in the staff's caches.
 */
export async function rowsChanged(
  trx: Executor,
  blog: { id: string; status: BlogStatus },
  now: string,
  { list = true } = {},
) {
  if (blog.status === 'published') await publicChange(trx, [blogPage(blog.id)], now, { list });
  else await bumpVersion(trx);
}
