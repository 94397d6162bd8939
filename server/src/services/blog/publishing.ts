// Publishing (docs/behaviour.md#publishing): a post or its pending version published now, the
// pending version discarded or previewed, and the scheduled posts published when due.
import type { Blog, ManagedBlog } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { blogRepository } from '../../repositories/blog-repository';
import { changedFields, recordChange, type AuditBy } from '../audit-service';
import { inTransaction, nowIso, type ServiceContext } from '../context';
import type { BlogPresenter } from './presenter';
import {
  BLOG_NOT_FOUND,
  NOTHING_TO_PUBLISH,
  SCHEDULE,
  blocksSummary,
  blogPage,
  imagesOfVersion,
  staffOf,
} from './rules';
import type { StaffReads } from './staff-reads';
import type { Transition } from './transition';
import type { VersionWrites } from './versions';
import { bumpVersion, publicChange } from './visibility';

export function createPublishing(
  ctx: ServiceContext,
  deps: {
    present: BlogPresenter;
    staff: StaffReads;
    versions: VersionWrites;
    transition: Transition;
  },
) {
  const { present, staff, versions, transition } = deps;
  const repo = () => blogRepository(ctx.db);

  return {
    /**
     * POST blog/{blog_id}/publish: a draft or scheduled post is published now; a published
     * post's pending version becomes its public text. Either way a revision is kept.
     */
    async publish(id: string, who: AuditBy): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        if (blog.status !== 'published') {
          const unused = await transition(
            trx,
            blog,
            { status: 'published', publishAt: null },
            who,
            now,
          );
          return { result: undefined, unused };
        }
        if (!blog.pending) throw new HttpError(409, NOTHING_TO_PUBLISH);
        const unused = await versions.applyToRows(trx, blog, blog.pending, staffId, now);
        await blogs.update(id, { pending: null, publishedAt: now, updatedBy: staffId }, now);
        await versions.recordRevision(trx, id, staffId, now);
        await publicChange(trx, [blogPage(id)], now);
        await recordChange(ctx, trx, who, {
          kind: 'blog.publish-changes',
          subject: { type: 'blog', id },
          summary: `Published the changes to "${blog.pending.title}"`,
          ...changedFields(
            { title: blog.title, title_sw: blog.titleSw, ...blocksSummary(blog.paragraphs) },
            {
              title: blog.pending.title,
              title_sw: blog.pending.title_sw ?? null,
              ...blocksSummary(blog.pending.blocks),
            },
          ),
        });
        return { result: undefined, unused };
      });
      return staff.managed(id);
    },

    /** DELETE blog/{blog_id}/pending: the pending version is dropped; the public one stays. */
    async discardChanges(id: string, who: AuditBy): Promise<ManagedBlog> {
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        if (!blog.pending) return { result: undefined };
        await blogs.update(id, { pending: null }, nowIso(ctx.clock));
        await bumpVersion(trx);
        await recordChange(ctx, trx, who, {
          kind: 'blog.discard-changes',
          subject: { type: 'blog', id },
          summary: `Discarded the unpublished changes to "${blog.title}"`,
          before: {
            title: blog.pending.title,
            title_sw: blog.pending.title_sw ?? undefined,
            ...blocksSummary(blog.pending.blocks),
            saved_at: blog.pending.saved_at,
          },
        });
        return {
          result: undefined,
          unused: await ctx.images.forgetAll(trx, imagesOfVersion(blog.pending)),
        };
      });
      return staff.managed(id);
    },

    /**
     * The post as visitors would see it once published: a published post's pending version, or
     * a draft's own text; null when there is no such post.
     */
    async previewOf(id: string): Promise<Blog | null> {
      const blog = await repo().find(id);
      if (!blog) return null;
      const shown = present.blog(blog);
      if (!blog.pending) return shown;
      const pending = await present.version(ctx.db, id, blog.pending);
      return {
        ...shown,
        title: pending.title,
        title_sw: pending.title_sw ?? null,
        image: pending.image,
        image_srcset: pending.image_srcset,
        paragraphs: pending.paragraphs,
      };
    },

    /**
     * Publishes the scheduled posts whose time has come (docs/behaviour.md#publishing). One
     * UPDATE ... RETURNING takes the due rows still scheduled, so of several instances running
     * this at once each post is published by one, which alone keeps its revision; the pages
     * and the sitemap change in the same transaction. Answers how many it published.
     */
    async publishDue(): Promise<number> {
      return inTransaction(ctx, [], async (trx) => {
        const now = nowIso(ctx.clock);
        const due = await blogRepository(trx).publishDue(now);
        for (const blog of due) {
          await versions.recordRevision(trx, blog.id, null, blog.publishedAt);
          await recordChange(ctx, trx, SCHEDULE, {
            kind: 'blog.publish',
            subject: { type: 'blog', id: blog.id },
            summary: `Published "${blog.title}" at its scheduled time`,
            before: { status: 'scheduled', publish_at: blog.publishedAt },
            after: { status: 'published', publish_at: null },
          });
        }
        if (due.length > 0)
          await publicChange(
            trx,
            due.map((blog) => blogPage(blog.id)),
            now,
          );
        return { result: due.length };
      });
    },
  };
}
