// The SPEC's paragraph calls (docs/behaviour.md#blog-calls): one block added, changed, moved
// or deleted in a post's own rows.
import type { ContentType, ManagedBlog } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import type { UploadedFile } from '../../core/uploaded-file';
import { blogRepository } from '../../repositories/blog-repository';
import { changedFields, recordChange, type AuditBy } from '../audit-service';
import { changedOptionalText, newOptionalText } from '../content-languages';
import { inTransaction, nowIso, type ServiceContext } from '../context';
import { BLOG_NOT_FOUND, PARAGRAPH_NOT_FOUND } from './rules';
import type { StaffReads } from './staff-reads';
import { rowsChanged } from './visibility';

export function createParagraphs(ctx: ServiceContext, { staff }: { staff: StaffReads }) {
  const repo = () => blogRepository(ctx.db);

  return {
    async addParagraph(
      input: {
        blog_id: string;
        content_type: ContentType;
        content?: string | undefined;
        content_sw?: string | undefined;
      },
      image: UploadedFile | undefined,
      who: AuditBy,
    ): Promise<ManagedBlog> {
      const contentSw = newOptionalText(input.content_sw);
      if (!input.content && !image) {
        throw new HttpError(400, 'content or image is required: a paragraph needs one of them');
      }
      if (!(await repo().find(input.blog_id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const blog = await blogRepository(trx).find(input.blog_id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : null;
        await blogRepository(trx).insertParagraph(
          {
            blogId: input.blog_id,
            contentType: input.content_type,
            content: input.content ?? null,
            contentSw,
            imageId,
          },
          now,
        );
        await blogRepository(trx).touch(input.blog_id, now);
        await rowsChanged(trx, blog, now, { list: false });
        await recordChange(ctx, trx, who, {
          kind: 'blog.paragraph-create',
          subject: { type: 'blog', id: blog.id },
          summary: `Added a block to "${blog.title}"`,
          after: {
            content_type: input.content_type,
            content: input.content ?? null,
            content_sw: contentSw ?? undefined,
            image: prepared ? ctx.images.present(prepared).url : null,
          },
        });
        return { result: undefined };
      });
      return staff.managed(input.blog_id);
    },

    async updateParagraph(
      id: string,
      input: {
        content?: string | undefined;
        content_sw?: string | undefined;
        content_type?: ContentType | undefined;
        order?: number | undefined;
      },
      image: UploadedFile | undefined,
      who: AuditBy,
    ): Promise<ManagedBlog> {
      // The Kiswahili text: left out stays, blank removes it.
      const contentSw = changedOptionalText(input.content_sw);
      const existing = await repo().findParagraph(id);
      if (!existing) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const blogs = blogRepository(trx);
        const paragraph = await blogs.findParagraph(id);
        if (!paragraph) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
        const blog = await blogs.find(paragraph.blogId);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        await blogs.updateParagraph(id, {
          content: input.content,
          contentSw,
          contentType: input.content_type,
          imageId,
        });
        if (input.order !== undefined) await blogs.moveParagraph(id, blog.id, input.order);
        await blogs.touch(paragraph.blogId, now);
        await rowsChanged(trx, blog, now, { list: false });
        await recordChange(ctx, trx, who, {
          kind: 'blog.paragraph-update',
          subject: { type: 'blog', id: blog.id },
          summary: `Changed a block of "${blog.title}"`,
          ...changedFields(
            {
              content_type: paragraph.contentType,
              content: paragraph.content,
              content_sw: paragraph.contentSw,
              order: blog.paragraphs.findIndex((p) => p.id === id),
              image: ctx.images.present(paragraph.image).url,
            },
            {
              content_type: input.content_type,
              content: input.content,
              content_sw: contentSw,
              order: input.order,
              image: prepared ? ctx.images.present(prepared).url : undefined,
            },
          ),
        });
        const unused = imageId ? await ctx.images.forget(trx, paragraph.imageId) : [];
        return { result: undefined, unused };
      });
      return staff.managed(existing.blogId);
    },

    /** Answers the blogs list (as staff see it), as the client expects. */
    async removeParagraph(id: string, who: AuditBy): Promise<ManagedBlog[]> {
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const paragraph = await blogs.findParagraph(id);
        if (!paragraph) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
        const blog = await blogs.find(paragraph.blogId);
        await blogs.removeParagraph(id);
        const now = nowIso(ctx.clock);
        await blogs.touch(paragraph.blogId, now);
        if (blog) await rowsChanged(trx, blog, now, { list: false });
        await recordChange(ctx, trx, who, {
          kind: 'blog.paragraph-delete',
          subject: { type: 'blog', id: paragraph.blogId },
          summary: `Deleted a block of "${blog?.title ?? 'a deleted post'}"`,
          before: {
            content_type: paragraph.contentType,
            content: paragraph.content,
            content_sw: paragraph.contentSw ?? undefined,
            image: ctx.images.present(paragraph.image).url,
          },
        });
        return { result: undefined, unused: await ctx.images.forget(trx, paragraph.imageId) };
      });
      return staff.allManaged();
    },
  };
}
