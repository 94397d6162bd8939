// The SPEC's post calls (docs/behaviour.md#blog-calls): a new post, a changed title, cover or
// publication, and a deleted post with everything it holds.
import type { CallRequest, ManagedBlog } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import type { UploadedFile } from '../../core/uploaded-file';
import { blogRepository } from '../../repositories/blog-repository';
import { changedFields, recordChange, type AuditBy } from '../audit-service';
import { changedOptionalText, newOptionalText } from '../content-languages';
import { inTransaction, nowIso, type ServiceContext } from '../context';
import {
  BLOG_NOT_FOUND,
  blocksSummary,
  imagesOfVersion,
  publicationOf,
  staffOf,
  type Publication,
} from './rules';
import type { StaffReads } from './staff-reads';
import type { Transition } from './transition';
import type { VersionWrites } from './versions';
import { bumpVersion, publicChange, rowsChanged } from './visibility';

export function createPosts(
  ctx: ServiceContext,
  deps: { staff: StaffReads; versions: VersionWrites; transition: Transition },
) {
  const { staff, versions, transition } = deps;
  const repo = () => blogRepository(ctx.db);

  return {
    /** A new post: published at once unless a status says otherwise (the SPEC's call has none). */
    async create(
      input: CallRequest<'createBlog'>,
      image: UploadedFile,
      who: AuditBy,
    ): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      const titleSw = newOptionalText(input.title_sw);
      const prepared = await ctx.images.prepare(image);
      const id = await inTransaction(ctx, [prepared], async (trx) => {
        const now = nowIso(ctx.clock);
        const publication = publicationOf(input, undefined, now) ?? {
          status: 'published',
          publishAt: null,
        };
        const imageId = await ctx.images.record(trx, prepared, now);
        const published = publication.status === 'published';
        const result = await blogRepository(trx).insert(
          {
            title: input.title,
            titleSw,
            imageId,
            createdBy: staffId,
            ...publication,
            publishedAt: published ? now : null,
          },
          now,
        );
        if (published) {
          await versions.recordRevision(trx, result, staffId, now);
          await publicChange(trx, [], now);
        } else {
          await bumpVersion(trx);
        }
        await recordChange(ctx, trx, who, {
          kind: 'blog.create',
          subject: { type: 'blog', id: result },
          summary: `Added the post "${input.title}"`,
          after: {
            title: input.title,
            title_sw: titleSw ?? undefined,
            status: publication.status,
            publish_at: publication.publishAt,
            image: ctx.images.present(prepared).url,
          },
        });
        return { result };
      });
      return staff.managed(id);
    },

    /**
     * PUT blog/update: the title, Kiswahili title and cover change the post's own text (what
     * visitors see of a published post, as the SPEC's call always did); `status` and
     * `publish_at` move the post.
     */
    async update(
      id: string,
      input: { title?: string | undefined; title_sw?: string | undefined } & Publication,
      image: UploadedFile | undefined,
      who: AuditBy,
    ): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      if (!(await repo().find(id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        const publication = publicationOf(input, blog, now);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        // An empty title field means "unchanged": forms send every field.
        const title = input.title || undefined;
        // The Kiswahili title: left out stays, blank removes it.
        const titleSw = changedOptionalText(input.title_sw);
        const unused = imageId ? await ctx.images.forget(trx, blog.imageId) : [];
        if (title !== undefined || titleSw !== undefined || imageId !== undefined) {
          await blogs.update(id, { title, titleSw, imageId, updatedBy: staffId }, now);
          await rowsChanged(trx, blog, now);
          const changed = changedFields(
            {
              title: blog.title,
              title_sw: blog.titleSw,
              image: ctx.images.present(blog.image).url,
            },
            {
              title,
              title_sw: titleSw,
              image: prepared ? ctx.images.present(prepared).url : undefined,
            },
          );
          if (Object.keys(changed.after).length > 0) {
            await recordChange(ctx, trx, who, {
              kind: 'blog.update',
              subject: { type: 'blog', id },
              summary: `Changed the post "${title ?? blog.title}"`,
              ...changed,
            });
          }
        }
        if (publication) {
          const current = (await blogs.find(id)) ?? blog;
          unused.push(...(await transition(trx, current, publication, who, now)));
        }
        return { result: undefined, unused };
      });
      return staff.managed(id);
    },

    /** Deletes the blog, its paragraphs, revisions and their images; answers the blogs left. */
    async remove(id: string, who: AuditBy): Promise<ManagedBlog[]> {
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const kept = await blogs.revisionImageIds(id);
        await blogs.remove(id);
        await rowsChanged(trx, blog, nowIso(ctx.clock));
        await recordChange(ctx, trx, who, {
          kind: 'blog.delete',
          subject: { type: 'blog', id },
          summary: `Deleted the post "${blog.title}"`,
          before: {
            title: blog.title,
            title_sw: blog.titleSw ?? undefined,
            status: blog.status,
            published_at: blog.publishedAt,
            image: ctx.images.present(blog.image).url,
            ...blocksSummary(blog.paragraphs),
          },
        });
        const unused = await ctx.images.forgetAll(trx, [
          blog.imageId,
          ...blog.paragraphs.map((p) => p.imageId),
          ...(blog.pending ? imagesOfVersion(blog.pending) : []),
          ...kept,
        ]);
        return { result: undefined, unused };
      });
      return staff.allManaged();
    },
  };
}
