// A post moved between draft, scheduled and published (docs/behaviour.md#publishing), inside a
// write's transaction, with its activity log entry.
import type { Executor } from '../../core/database';
import type { ImageRef } from '../../core/images';
import { blogRepository, type BlogRecord } from '../../repositories/blog-repository';
import { recordChange, type AuditBy } from '../audit-service';
import type { ServiceContext } from '../context';
import { blogPage, staffOf, transitionEntry, type PublicationChange } from './rules';
import type { VersionWrites } from './versions';
import { publicChange } from './visibility';

export function createTransition(ctx: ServiceContext, versions: VersionWrites) {
  /** The activity log's entry for a post moved to another status (or another publication time). */
  async function recordTransition(
    trx: Executor,
    blog: BlogRecord,
    next: PublicationChange,
    who: AuditBy,
  ) {
    await recordChange(ctx, trx, who, {
      ...transitionEntry(blog, next),
      subject: { type: 'blog', id: blog.id },
      before: { status: blog.status, publish_at: blog.publishAt },
      after: { status: next.status, publish_at: next.publishAt },
    });
  }

  /**
   * Moves a post to a status in the transaction: publishing keeps a revision; leaving
   * `published` makes a pending version the post's own text (nothing is lost, and none of it
   * is public any more). Answers the image files no row uses any more.
   */
  return async function transition(
    trx: Executor,
    blog: BlogRecord,
    next: PublicationChange,
    who: AuditBy,
    now: string,
  ): Promise<ImageRef[]> {
    const blogs = blogRepository(trx);
    const by = staffOf(who);
    let unused: ImageRef[] = [];
    if (blog.status === 'published' && next.status !== 'published' && blog.pending) {
      unused = await versions.applyToRows(trx, blog, blog.pending, by, now);
      await blogs.update(blog.id, { pending: null }, now);
    }
    if (next.status === 'published' && blog.status === 'published') return unused;
    if (next.status !== blog.status || next.publishAt !== blog.publishAt) {
      await recordTransition(trx, blog, next, who);
    }
    await blogs.update(
      blog.id,
      {
        status: next.status,
        publishAt: next.publishAt,
        ...(next.status === 'published' ? { publishedAt: now } : {}),
        updatedBy: by,
      },
      now,
    );
    if (next.status === 'published') await versions.recordRevision(trx, blog.id, by, now);
    if (blog.status === 'published' || next.status === 'published') {
      await publicChange(trx, [blogPage(blog.id)], now);
    }
    return unused;
  };
}

export type Transition = ReturnType<typeof createTransition>;
