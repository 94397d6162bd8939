// Revisions (docs/behaviour.md#publishing): the post as it was at each publication, listed,
// and one restored as the post's pending version or its own text.
import { PUBLISHING, type BlogRevision, type ManagedBlog } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { blogRepository, type StoredVersion } from '../../repositories/blog-repository';
import { recordChange, type AuditBy } from '../audit-service';
import { inTransaction, nowIso, type ServiceContext } from '../context';
import type { BlogPresenter } from './presenter';
import {
  BLOG_NOT_FOUND,
  REVISION_NOT_FOUND,
  blocksSummary,
  imagesOfVersion,
  staffOf,
} from './rules';
import type { StaffReads } from './staff-reads';
import type { VersionWrites } from './versions';
import { bumpVersion } from './visibility';

export function createRevisions(
  ctx: ServiceContext,
  deps: { present: BlogPresenter; staff: StaffReads; versions: VersionWrites },
) {
  const { present, staff, versions } = deps;
  const repo = () => blogRepository(ctx.db);

  return {
    /** GET blog/{blog_id}/revisions: every publication kept, newest first. */
    async revisions(id: string): Promise<BlogRevision[]> {
      if (!(await repo().find(id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const revisions = await repo().revisions(id, PUBLISHING.revisionsListed);
      return present.revisions(ctx.db, id, revisions);
    },

    /**
     * POST blog/{blog_id}/revisions/{revision_id}/restore: the revision comes back as a
     * published post's pending version (visitors see it once published), or as a draft or
     * scheduled post's own text. The revision itself stays as it was.
     */
    async restore(id: string, revisionId: string, who: AuditBy): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const revision = await blogs.findRevision(id, revisionId);
        if (!revision) throw new HttpError(404, REVISION_NOT_FOUND);
        const now = nowIso(ctx.clock);
        const copied = await versions.copyImages(
          trx,
          { image_id: revision.imageId, blocks: revision.blocks },
          now,
        );
        const version: StoredVersion = {
          title: revision.title,
          title_sw: revision.titleSw,
          ...copied,
          saved_at: now,
          saved_by: staffId,
        };
        await recordChange(ctx, trx, who, {
          kind: 'blog.restore',
          subject: { type: 'blog', id },
          summary:
            blog.status === 'published'
              ? `Restored an earlier version of "${revision.title}", not yet published`
              : `Restored an earlier version of "${revision.title}"`,
          after: {
            revision_id: revision.id,
            published_at: revision.createdAt,
            title: revision.title,
            title_sw: revision.titleSw ?? undefined,
            ...blocksSummary(revision.blocks),
          },
        });
        if (blog.status === 'published') {
          await blogs.update(id, { pending: version, updatedBy: staffId }, now);
          await bumpVersion(trx);
          const dropped = blog.pending ? imagesOfVersion(blog.pending) : [];
          return { result: undefined, unused: await ctx.images.forgetAll(trx, dropped) };
        }
        const unused = await versions.applyToRows(trx, blog, version, staffId, now);
        await bumpVersion(trx);
        return { result: undefined, unused };
      });
      return staff.managed(id);
    },
  };
}
