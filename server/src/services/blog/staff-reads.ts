// What staff read: any post with its status and pending version, every post, and the
// dashboard's paged list (docs/behaviour.md#paged-list-calls).
import type { BlogStatus, ManagedBlog, Page } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { HttpError } from '../../core/errors';
import { blogRepository } from '../../repositories/blog-repository';
import type { ServiceContext } from '../context';
import { pageAnswer, searchOf, windowOf, type PageQuery } from '../paging';
import type { BlogPresenter } from './presenter';
import { BLOG_NOT_FOUND } from './rules';

export function createStaffReads(ctx: ServiceContext, present: BlogPresenter) {
  const repo = () => blogRepository(ctx.db);

  /** Any blog, as staff see it; 404 if none. */
  async function managed(id: string, db: Executor = ctx.db): Promise<ManagedBlog> {
    const blog = await blogRepository(db).find(id);
    if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
    return present.managed(db, blog);
  }

  /** Every blog of every status, as staff see them (what the SPEC's deletions answer). */
  async function allManaged(): Promise<ManagedBlog[]> {
    const blogs = await repo().list({ all: true });
    return Promise.all(blogs.map((blog) => present.managed(ctx.db, blog)));
  }

  /** The dashboard's paged list: every status (or one), newest first, searched. */
  async function page(
    query: PageQuery & { status?: BlogStatus | undefined },
  ): Promise<Page<ManagedBlog>> {
    const found = await repo().page(searchOf(query), windowOf(query), query.status);
    const items = await Promise.all(found.rows.map((blog) => present.managed(ctx.db, blog)));
    return pageAnswer(query, { rows: items, total: found.total }, (blog) => blog);
  }

  return { managed, allManaged, page };
}

export type StaffReads = ReturnType<typeof createStaffReads>;
